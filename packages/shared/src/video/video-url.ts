/**
 * Video links (spec section 5): a link containing "vimeo" is Vimeo, one containing "pandavideo"
 * is Panda Video, anything else is read as YouTube, whose ids have 11 characters. A link from
 * which no valid id comes out gives null.
 */

export type VideoProvider = 'youtube' | 'vimeo' | 'pandavideo';

export type ParsedVideo =
  | { provider: 'youtube'; id: string }
  /** `hash` is the privacy key of an unlisted Vimeo video (`vimeo.com/ID/HASH` or `?h=`). */
  | { provider: 'vimeo'; id: string; hash?: string }
  /**
   * Panda Video serves each library from its own player host (`player-vz-….tv.pandavideo.com.br`);
   * the embed URL can only be built when the link named it.
   */
  | { provider: 'pandavideo'; id: string; playerHost?: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d+$/;
const VIMEO_HASH = /^[0-9a-f]{6,}$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PANDA_PLAYER_HOST = /^player-[a-z0-9-]+\.tv\.pandavideo\.com\.br$/i;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

function toUrl(link: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(link)
    ? link
    : `https://${link.replace(/^\/+/, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function pathSegments(url: URL): string[] {
  return url.pathname
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponentSafe(s));
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function parseVimeo(url: URL): ParsedVideo | null {
  const segments = pathSegments(url);
  // In showcase/album links (`/showcase/123/video/456`) the video id follows "video".
  const afterVideo = segments.findIndex(
    (s, i) => VIMEO_ID.test(s) && /^videos?$/.test(segments[i - 1] ?? ''),
  );
  const index = afterVideo !== -1 ? afterVideo : segments.findIndex((s) => VIMEO_ID.test(s));
  const id = index === -1 ? undefined : segments[index];
  if (id === undefined) return null;
  const hash = url.searchParams.get('h') ?? segments[index + 1];
  return hash !== undefined && VIMEO_HASH.test(hash)
    ? { provider: 'vimeo', id, hash }
    : { provider: 'vimeo', id };
}

function parsePanda(url: URL): ParsedVideo | null {
  const id = [url.searchParams.get('v'), ...pathSegments(url).reverse()].find(
    (candidate): candidate is string => candidate !== null && UUID.test(candidate),
  );
  if (id === undefined) return null;
  const host = url.hostname.toLowerCase();
  return PANDA_PLAYER_HOST.test(host)
    ? { provider: 'pandavideo', id: id.toLowerCase(), playerHost: host }
    : { provider: 'pandavideo', id: id.toLowerCase() };
}

function parseYoutube(url: URL): ParsedVideo | null {
  const host = url.hostname.toLowerCase();
  const segments = pathSegments(url);
  let id: string | null | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    id = segments[0];
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = segments;
    if (first === 'watch' || first === undefined) id = url.searchParams.get('v');
    else if (
      first === 'embed' ||
      first === 'live' ||
      first === 'shorts' ||
      first === 'v' ||
      first === 'e'
    )
      id = second;
  }
  return id && YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : null;
}

/**
 * `https://www.youtube.com/watch?v=dQw4w9WgXcQ`, `youtu.be/dQw4w9WgXcQ`, `/embed/`, `/live/`,
 * `/shorts/` or the bare id `dQw4w9WgXcQ` → YouTube; `vimeo.com/76979871` or
 * `player.vimeo.com/video/76979871` → Vimeo; `player-vz-….tv.pandavideo.com.br/embed/?v=<uuid>`
 * → Panda Video. A link that does not contain "vimeo" or "pandavideo" only counts as YouTube
 * when it is on a YouTube host or is a bare id.
 */
export function parseVideoUrl(link: string | null | undefined): ParsedVideo | null {
  const text = (link ?? '').trim();
  if (text === '') return null;
  const lower = text.toLowerCase();
  if (!lower.includes('vimeo') && !lower.includes('pandavideo') && YOUTUBE_ID.test(text)) {
    return { provider: 'youtube', id: text };
  }
  const url = toUrl(text);
  if (!url) return null;
  if (lower.includes('vimeo')) return parseVimeo(url);
  if (lower.includes('pandavideo')) return parsePanda(url);
  return parseYoutube(url);
}

export interface VideoEmbedOptions {
  /** Where playback starts, in whole seconds (YouTube and Vimeo; Panda Video ignores it). */
  startSeconds?: number;
}

/**
 * The URL to put in an iframe. Undefined for a Panda Video whose player host is unknown (the
 * embed lives on a per-library host the link must name).
 */
export function videoEmbedUrl(
  video: ParsedVideo,
  options: VideoEmbedOptions = {},
): string | undefined {
  const start =
    options.startSeconds !== undefined &&
    Number.isFinite(options.startSeconds) &&
    options.startSeconds > 0
      ? Math.floor(options.startSeconds)
      : 0;
  switch (video.provider) {
    case 'youtube': {
      const url = new URL(`https://www.youtube.com/embed/${encodeURIComponent(video.id)}`);
      if (start > 0) url.searchParams.set('start', String(start));
      return url.toString();
    }
    case 'vimeo': {
      const url = new URL(`https://player.vimeo.com/video/${encodeURIComponent(video.id)}`);
      if (video.hash) url.searchParams.set('h', video.hash);
      if (start > 0) url.hash = `t=${start}s`;
      return url.toString();
    }
    case 'pandavideo': {
      if (!video.playerHost) return undefined;
      const url = new URL(`https://${video.playerHost}/embed/`);
      url.searchParams.set('v', video.id);
      return url.toString();
    }
  }
}
