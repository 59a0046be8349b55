/**
 * Showing instants in São Paulo time (spec sections 5, 8 and 9) with the platform's Intl, without
 * dayjs: pages that only show dates (most of them) do not download a date library for it. The
 * results are dayjs's (`dates.test.ts` checks them against it). Invalid input logs an error
 * (console.error) and returns undefined; an empty value (null, undefined, '') returns undefined
 * without logging, since optional fields are often simply empty.
 */

/** Spec section 9's dd/MM/yyyy, written in dayjs tokens (also what Mantine's date inputs take). */
export const DEFAULT_DATE_FORMAT = 'DD/MM/YYYY';
export const DEFAULT_DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';
export const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo';

/** Internal to the date helpers (not exported by the package). */
export function isBlank(value: unknown): value is null | undefined | '' {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

export function invalid(fn: string, value: unknown): undefined {
  console.error(`[${fn}] data inválida:`, value);
  return undefined;
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

let saoPauloParts: Intl.DateTimeFormat | undefined;

/** The wall-clock time in São Paulo at an instant (epoch milliseconds). */
function wallTime(ms: number): WallTime {
  saoPauloParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SAO_PAULO_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const out: Record<string, number> = {};
  for (const part of saoPauloParts.formatToParts(ms))
    if (part.type !== 'literal') out[part.type] = Number(part.value);
  return {
    year: out.year ?? 0,
    month: out.month ?? 0,
    day: out.day ?? 0,
    hour: (out.hour ?? 0) % 24,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

/** São Paulo's offset from UTC at an instant, in minutes (dayjs's `tzOffset`). */
function offsetAt(ms: number): number {
  const w = wallTime(ms);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return (asUtc - (ms - (((ms % 1000) + 1000) % 1000))) / 60_000;
}

/** The instant of a São Paulo wall time given as if it were UTC (dayjs's `fixOffset`). */
function fromWallTime(localTs: number): number {
  const o0 = offsetAt(Date.now());
  let guess = localTs - o0 * 60_000;
  const o2 = offsetAt(guess);
  if (o0 === o2) return guess;
  guess -= (o2 - o0) * 60_000;
  const o3 = offsetAt(guess);
  if (o2 === o3) return guess;
  return localTs - Math.min(o2, o3) * 60_000;
}

const ISO_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Reads an ISO date or datetime as an instant (epoch milliseconds). With a zone (`Z`, `-03:00`)
 * or given as a Date or epoch milliseconds it is that instant; a datetime without a zone is read
 * as UTC (how the API stores times); a bare date is the start of that day in São Paulo, so it
 * shows as that day.
 */
function parseInstant(value: string | Date | number): number | undefined {
  if (value instanceof Date || typeof value === 'number') {
    const ms = new Date(value).getTime();
    return Number.isNaN(ms) ? undefined : ms;
  }
  const text = value.trim();
  const match = ISO_PATTERN.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (match[4] === undefined) return fromWallTime(Date.UTC(year, month - 1, day));
  const [hours, minutes, seconds] = [match[4], match[5], match[6] ?? '0'].map(Number) as [
    number,
    number,
    number,
  ];
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  if (match[8] === undefined) {
    // As dayjs reads a fraction: its first three digits are the milliseconds.
    const ms = Number((match[7] ?? '0').slice(0, 3));
    return Date.UTC(year, month - 1, day, hours, minutes, seconds, ms);
  }
  const ms = new Date(text.replace(' ', 'T')).getTime();
  return Number.isNaN(ms) ? undefined : ms;
}

// dayjs's format tokens; the ones below are those the platform's patterns use.
const TOKENS =
  /\[([^\]]+)]|Y{1,4}|M{1,4}|D{1,2}|d{1,4}|H{1,2}|h{1,2}|a|A|m{1,2}|s{1,2}|Z{1,2}|SSS/g;

function format(ms: number, pattern: string): string {
  const w = wallTime(ms);
  const pad = (n: number, size = 2) => String(n).padStart(size, '0');
  return pattern.replace(TOKENS, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    switch (token) {
      case 'YYYY':
        return pad(w.year, 4);
      case 'YY':
        return pad(w.year % 100);
      case 'MM':
        return pad(w.month);
      case 'M':
        return String(w.month);
      case 'DD':
        return pad(w.day);
      case 'D':
        return String(w.day);
      case 'HH':
        return pad(w.hour);
      case 'H':
        return String(w.hour);
      case 'mm':
        return pad(w.minute);
      case 'm':
        return String(w.minute);
      case 'ss':
        return pad(w.second);
      case 's':
        return String(w.second);
      case 'SSS':
        return pad(((ms % 1000) + 1000) % 1000, 3);
      default:
        console.error(`[formatDateTimeSaoPaulo] formato sem suporte: ${token} em "${pattern}"`);
        return token;
    }
  });
}

/**
 * `2026-12-31` → `31/12/2026`. A datetime gives its day in São Paulo:
 * `2027-01-01T01:30:00Z` → `31/12/2026` (22:30 of the 31st in Brasília time).
 */
export function isoToBrDate(value: string | Date | number | null | undefined): string | undefined {
  if (isBlank(value)) return undefined;
  const instant = parseInstant(value);
  if (instant === undefined) return invalid('isoToBrDate', value);
  return format(instant, DEFAULT_DATE_FORMAT);
}

/**
 * Shows a UTC instant (ISO string, Date or epoch milliseconds) in America/Sao_Paulo with a dayjs
 * `pattern` (the tokens YYYY, YY, MM, M, DD, D, HH, H, mm, m, ss, s, SSS and `[text]`):
 * `formatDateTimeSaoPaulo('2026-12-31T15:00:00Z', 'DD/MM/YYYY HH:mm')` → `31/12/2026 12:00`. An
 * ISO string without a zone is taken as UTC.
 */
export function formatDateTimeSaoPaulo(
  value: string | Date | number | null | undefined,
  pattern = DEFAULT_DATE_FORMAT,
): string | undefined {
  if (isBlank(value)) return undefined;
  const instant = parseInstant(value);
  if (instant === undefined) return invalid('formatDateTimeSaoPaulo', value);
  return format(instant, pattern);
}
