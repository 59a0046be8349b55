import type { ParsedVideo } from '@app/shared';
import { videoEmbedUrl } from '@app/shared';
import { ensureYouTubeApi } from './youtube-api.ts';

/** What the lesson page needs from any provider's player. */
export interface PlayerHandle {
  currentTime(): Promise<number>;
  duration(): Promise<number>;
  seek(seconds: number): Promise<void>;
  destroy(): void;
}

export interface PlayerEvents {
  /** Fired while playing (about once a second or more often). */
  onTime: (seconds: number, duration: number) => void;
  onPause: (seconds: number) => void;
  onEnded: () => void;
  onReady: () => void;
}

export interface PlayerOptions {
  startSeconds: number;
  title: string;
}

function iframeFor(src: string, title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.title = title;
  frame.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
  frame.allowFullscreen = true;
  frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  frame.style.cssText = 'position:absolute;inset:0;width:100%;height:100%;border:0';
  return frame;
}

/** Vimeo through its Player API (@vimeo/player, postMessage to player.vimeo.com). */
async function vimeoPlayer(
  host: HTMLElement,
  video: Extract<ParsedVideo, { provider: 'vimeo' }>,
  options: PlayerOptions,
  events: PlayerEvents,
): Promise<PlayerHandle> {
  const { default: Player } = await import('@vimeo/player');
  const src = new URL(videoEmbedUrl(video)!);
  src.searchParams.set('dnt', '1');
  src.searchParams.set('title', '0');
  src.searchParams.set('byline', '0');
  src.searchParams.set('portrait', '0');
  const frame = iframeFor(src.toString(), options.title);
  host.replaceChildren(frame);
  const player = new Player(frame);
  player.on('timeupdate', (data: { seconds: number; duration: number }) =>
    events.onTime(data.seconds, data.duration),
  );
  player.on('pause', (data: { seconds: number }) => events.onPause(data.seconds));
  player.on('ended', () => events.onEnded());
  await player.ready();
  if (options.startSeconds > 0) await player.setCurrentTime(options.startSeconds);
  events.onReady();
  return {
    currentTime: () => player.getCurrentTime(),
    duration: () => player.getDuration(),
    seek: async (seconds) => {
      await player.setCurrentTime(seconds);
    },
    destroy: () => {
      void player.destroy().catch(() => undefined);
    },
  };
}

/**
 * YouTube through the IFrame Player API. The API script is loaded over https first
 * (`ensureYouTubeApi`): youtube-player would ask for it over the page's protocol, which the CSP
 * refuses on http origins.
 */
async function youtubePlayer(
  host: HTMLElement,
  video: Extract<ParsedVideo, { provider: 'youtube' }>,
  options: PlayerOptions,
  events: PlayerEvents,
): Promise<PlayerHandle> {
  await ensureYouTubeApi().catch(() => undefined);
  const { default: YouTubePlayer } = await import('youtube-player');
  const target = document.createElement('div');
  host.replaceChildren(target);
  const player = YouTubePlayer(target, {
    videoId: video.id,
    playerVars: { start: Math.floor(options.startSeconds), rel: 0, playsinline: 1 },
  });
  // The IFrame API has no time event: sample while playing.
  let timer: ReturnType<typeof setInterval> | undefined;
  const sample = async () =>
    events.onTime(await player.getCurrentTime(), await player.getDuration());
  void player.on('stateChange', (event: { data: number }) => {
    clearInterval(timer);
    if (event.data === 1) timer = setInterval(() => void sample(), 1000);
    if (event.data === 2) void player.getCurrentTime().then((s) => events.onPause(s));
    if (event.data === 0) events.onEnded();
  });
  void player.on('ready', () => {
    const frame = host.querySelector('iframe');
    if (frame) {
      frame.title = options.title;
      frame.style.cssText = 'position:absolute;inset:0;width:100%;height:100%;border:0';
    }
    events.onReady();
  });
  return {
    currentTime: () => player.getCurrentTime(),
    duration: () => player.getDuration(),
    seek: async (seconds) => {
      await player.seekTo(seconds, true);
    },
    destroy: () => {
      clearInterval(timer);
      void player.destroy();
    },
  };
}

/**
 * PandaVideo's embed talks by postMessage: it posts `{ message: 'panda_timeupdate',
 * currentTime }`, `panda_pause` and `panda_ended`, and takes `{ type: 'currentTime',
 * parameter }` to seek. Only messages from the embed's own window are read.
 */
function pandaPlayer(
  host: HTMLElement,
  video: Extract<ParsedVideo, { provider: 'pandavideo' }>,
  options: PlayerOptions,
  events: PlayerEvents,
): Promise<PlayerHandle> {
  const src = videoEmbedUrl(video);
  if (!src) return Promise.reject(new Error('panda-host'));
  const frame = iframeFor(src, options.title);
  host.replaceChildren(frame);
  let current = options.startSeconds;
  let total = 0;
  let ready = false;
  const origin = new URL(src).origin;
  const post = (message: object) => frame.contentWindow?.postMessage(message, origin);
  const listener = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow) return;
    const data = event.data as { message?: string; currentTime?: number; duration?: number };
    if (typeof data?.duration === 'number') total = data.duration;
    if (data?.message === 'panda_ready' || (!ready && data?.message === 'panda_allData')) {
      ready = true;
      if (options.startSeconds > 0) post({ type: 'currentTime', parameter: options.startSeconds });
      events.onReady();
    } else if (data?.message === 'panda_timeupdate' && typeof data.currentTime === 'number') {
      current = data.currentTime;
      events.onTime(current, total);
    } else if (data?.message === 'panda_pause') events.onPause(current);
    else if (data?.message === 'panda_ended') events.onEnded();
  };
  window.addEventListener('message', listener);
  return Promise.resolve({
    currentTime: () => Promise.resolve(current),
    duration: () => Promise.resolve(total),
    seek: (seconds) => {
      post({ type: 'currentTime', parameter: seconds });
      current = seconds;
      return Promise.resolve();
    },
    destroy: () => window.removeEventListener('message', listener),
  });
}

export function createPlayer(
  host: HTMLElement,
  video: ParsedVideo,
  options: PlayerOptions,
  events: PlayerEvents,
): Promise<PlayerHandle> {
  switch (video.provider) {
    case 'vimeo':
      return vimeoPlayer(host, video, options, events);
    case 'youtube':
      return youtubePlayer(host, video, options, events);
    case 'pandavideo':
      return pandaPlayer(host, video, options, events);
  }
}
