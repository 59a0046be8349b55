import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

/**
 * Date conversions (spec sections 5, 8 and 9). Times are stored in UTC and shown in
 * America/Sao_Paulo. Invalid input logs an error (console.error) and returns undefined; an empty
 * value (null, undefined, '') returns undefined without logging, since optional fields are often
 * simply empty.
 */

/** Spec section 9's dd/MM/yyyy, written in dayjs tokens (also what Mantine's date inputs take). */
export const DEFAULT_DATE_FORMAT = 'DD/MM/YYYY';
export const DEFAULT_DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';
export const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo';

let pluginsReady = false;
/** Extends dayjs on first use, not at import, so importing this module changes nothing. */
function withPlugins(): typeof dayjs {
  if (!pluginsReady) {
    dayjs.extend(customParseFormat);
    dayjs.extend(utc);
    dayjs.extend(timezone);
    pluginsReady = true;
  }
  return dayjs;
}

function isBlank(value: unknown): value is null | undefined | '' {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

function invalid(fn: string, value: unknown): undefined {
  console.error(`[${fn}] data inválida:`, value);
  return undefined;
}

export interface BrDateToIsoOptions {
  /** Appends ` 00:00:00` (the start of the day) to the ISO date. */
  withTime?: boolean;
}

/** `31/12/2026` → `2026-12-31` (or `2026-12-31 00:00:00` with `withTime`). Strict: 31/02 is invalid. */
export function brDateToIso(
  value: string | null | undefined,
  options: BrDateToIsoOptions = {},
): string | undefined {
  if (isBlank(value)) return undefined;
  const parsed = withPlugins()(value.trim(), DEFAULT_DATE_FORMAT, true);
  if (!parsed.isValid()) return invalid('brDateToIso', value);
  const iso = parsed.format(ISO_DATE_FORMAT);
  return options.withTime ? `${iso} 00:00:00` : iso;
}

const ISO_PATTERN =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * Reads an ISO date or datetime as an instant. With a zone (`Z`, `-03:00`) or given as a Date or
 * epoch milliseconds it is that instant; a datetime without a zone is read as UTC (how the API
 * stores times); a bare date is the start of that day in São Paulo, so it shows as that day.
 */
function parseInstant(value: string | Date | number): Dayjs | undefined {
  const d = withPlugins();
  if (value instanceof Date || typeof value === 'number') {
    const instant = d(value);
    return instant.isValid() ? instant : undefined;
  }
  const text = value.trim();
  const match = ISO_PATTERN.exec(text);
  const day = match?.[1];
  if (!match || day === undefined || !d(day, ISO_DATE_FORMAT, true).isValid()) return undefined;
  if (match[2] === undefined) return d.tz(day, SAO_PAULO_TIME_ZONE);
  const [hours, minutes, seconds] = [match[2], match[3], match[4] ?? '0'].map(Number);
  if ((hours ?? 0) > 23 || (minutes ?? 0) > 59 || (seconds ?? 0) > 59) return undefined;
  const iso = text.replace(' ', 'T');
  const instant = match[5] === undefined ? d.utc(iso) : d(iso);
  return instant.isValid() ? instant : undefined;
}

/**
 * `2026-12-31` → `31/12/2026`. A datetime gives its day in São Paulo:
 * `2027-01-01T01:30:00Z` → `31/12/2026` (22:30 of the 31st in Brasília time).
 */
export function isoToBrDate(value: string | Date | number | null | undefined): string | undefined {
  if (isBlank(value)) return undefined;
  const instant = parseInstant(value);
  if (!instant) return invalid('isoToBrDate', value);
  return instant.tz(SAO_PAULO_TIME_ZONE).format(DEFAULT_DATE_FORMAT);
}

/**
 * Shows a UTC instant (ISO string, Date or epoch milliseconds) in America/Sao_Paulo with a dayjs
 * `pattern`: `formatDateTimeSaoPaulo('2026-12-31T15:00:00Z', 'DD/MM/YYYY HH:mm')` →
 * `31/12/2026 12:00`. An ISO string without a zone is taken as UTC.
 */
export function formatDateTimeSaoPaulo(
  value: string | Date | number | null | undefined,
  pattern = DEFAULT_DATE_FORMAT,
): string | undefined {
  if (isBlank(value)) return undefined;
  const instant = parseInstant(value);
  if (!instant) return invalid('formatDateTimeSaoPaulo', value);
  return instant.tz(SAO_PAULO_TIME_ZONE).format(pattern);
}
