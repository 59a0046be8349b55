/** Times of the live area: stored in UTC, shown in São Paulo (docs/live.md). */
export const SAO_PAULO = 'America/Sao_Paulo';

function parts(iso: string | Date, locale: string, options: Intl.DateTimeFormatOptions) {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return new Intl.DateTimeFormat(locale, { timeZone: SAO_PAULO, ...options }).format(date);
}

/** `YYYY-MM-DD` of an instant in São Paulo. */
export function saoPauloDay(iso: string | Date): string {
  return parts(iso, 'en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
}

/** Whether two instants fall on the same São Paulo calendar day. */
export function isSameSaoPauloDay(a: string | Date, b: string | Date): boolean {
  return saoPauloDay(a) === saoPauloDay(b);
}

/** `20:00` in São Paulo. */
export function formatTime(iso: string, locale = 'pt-BR'): string {
  return parts(iso, locale, { hour: '2-digit', minute: '2-digit', hour12: false });
}

/** `seg., 23/11` in São Paulo. */
export function formatDay(iso: string, locale = 'pt-BR'): string {
  return parts(iso, locale, { weekday: 'short', day: '2-digit', month: '2-digit' });
}

/** `23/11/2026 20:00` in São Paulo. */
export function formatDateTime(iso: string, locale = 'pt-BR'): string {
  return parts(iso, locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}

/**
 * What is left until `iso`, split for the texts (`1 h 05 min`, `12 min`, `45 s`); null once it
 * has passed.
 */
export function countdown(
  iso: string,
  now: number,
): { hours: number; minutes: number; seconds: number } | null {
  const left = Math.floor((Date.parse(iso) - now) / 1000);
  if (!Number.isFinite(left) || left <= 0) return null;
  return {
    hours: Math.floor(left / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

/** `?current_time=` as whole seconds; anything else starts at 0. */
export function parseCurrentTime(value: string | null): number {
  if (value === null || !/^\d{1,6}(\.\d+)?$/.test(value.trim())) return 0;
  return Math.floor(Number(value));
}

/** `1:02:03` / `4:05` for a player position. */
export function formatOffset(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
