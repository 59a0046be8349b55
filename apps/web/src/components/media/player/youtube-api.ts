/**
 * youtube-player loads `//www.youtube.com/iframe_api` over the page's own protocol, so on an http
 * origin (local runs, the browser tests) it asks for http://, which the CSP (`script-src
 * https://www.youtube.com`) refuses and the player never appears. Loading the API over https
 * first makes youtube-player find `window.YT` and skip its own load.
 */
let loading: Promise<void> | null = null;

interface YouTubeWindow {
  YT?: { Player?: unknown };
  onYouTubeIframeAPIReady?: () => void;
}

export function ensureYouTubeApi(): Promise<void> {
  const w = window as unknown as YouTubeWindow;
  if (typeof w.YT?.Player === 'function') return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const previous = w.onYouTubeIframeAPIReady;
    w.onYouTubeIframeAPIReady = () => {
      previous?.();
      resolve();
    };
    const script = document.createElement('script');
    script.src = 'https://www.youtube.com/iframe_api';
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('youtube-api'));
    };
    document.head.append(script);
  });
  return loading;
}
