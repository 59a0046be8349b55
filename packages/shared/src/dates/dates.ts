import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { DEFAULT_DATE_FORMAT, ISO_DATE_FORMAT, invalid, isBlank } from './sao-paulo.ts';

/**
 * Date conversions (spec sections 5, 8 and 9). Times are stored in UTC and shown in
 * America/Sao_Paulo. Reading a typed dd/mm/yyyy date takes dayjs; showing instants does not
 * (`sao-paulo.ts`). Invalid input logs an error (console.error) and returns undefined; an empty
 * value (null, undefined, '') returns undefined without logging, since optional fields are often
 * simply empty.
 */

export {
  DEFAULT_DATE_FORMAT,
  DEFAULT_DATE_TIME_FORMAT,
  ISO_DATE_FORMAT,
  SAO_PAULO_TIME_ZONE,
  formatDateTimeSaoPaulo,
  isoToBrDate,
} from './sao-paulo.ts';

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
