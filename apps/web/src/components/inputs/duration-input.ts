/**
 * What staff type as an episode's length: `31:12` (min:s), `1:02:05` (h:min:s) or `45` (minutes).
 * Returns seconds, or NaN when it is not a length (the schema then names the field).
 */
export function parseDurationInput(text: string): number {
  const value = text.trim();
  if (value === '') return 0;
  if (/^\d{1,4}$/.test(value)) return Number(value) * 60;
  const parts = value.split(':');
  if (parts.length < 2 || parts.length > 3 || !parts.every((p) => /^\d{1,2}$/.test(p)))
    return Number.NaN;
  const numbers = parts.map(Number);
  const [seconds, minutes, hours = 0] = numbers.reverse() as [number, number, number?];
  if (seconds > 59 || (parts.length === 3 && minutes > 59)) return Number.NaN;
  return hours * 3600 + minutes * 60 + seconds;
}

/** Seconds back to what the field shows: `1872` → `31:12`, `3725` → `1:02:05`. */
export function formatDurationInput(totalSeconds: number): string {
  if (!(totalSeconds > 0)) return '';
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}
