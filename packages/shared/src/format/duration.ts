/** `2:05`, `12:00`, `1:02:03`: a video position as players show it. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** `45 min`, `2 h`, `1 h 05 min`: a length of content in pt-BR (under a minute rounds up). */
export function formatDurationPtBr(totalSeconds: number): string {
  const minutesTotal = Math.ceil(Math.max(0, totalSeconds) / 60);
  const hours = Math.floor(minutesTotal / 60);
  const minutes = minutesTotal % 60;
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${String(minutes).padStart(2, '0')} min`;
}

/**
 * What staff type as a length: `31:12` (min:s), `1:02:05` (h:min:s) or `45` (minutes). Returns
 * seconds (0 for blank), or NaN when it is not a length.
 */
export function parseDurationText(text: string): number {
  const value = text.trim();
  if (value === '') return 0;
  if (/^\d{1,4}$/.test(value)) return Number(value) * 60;
  const parts = value.split(':');
  if (parts.length < 2 || parts.length > 3 || !parts.every((p) => /^\d{1,2}$/.test(p)))
    return Number.NaN;
  const [seconds, minutes, hours = 0] = parts.map(Number).reverse() as [number, number, number?];
  if (seconds > 59 || (parts.length === 3 && minutes > 59)) return Number.NaN;
  return hours * 3600 + minutes * 60 + seconds;
}

/** Seconds back to what the field shows: `1872` → `31:12`, `3725` → `1:02:05`, 0 → blank. */
export function formatDurationText(totalSeconds: number): string {
  return totalSeconds > 0 ? formatClock(totalSeconds) : '';
}
