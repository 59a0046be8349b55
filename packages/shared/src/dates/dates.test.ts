import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { DEFAULT_DATE_FORMAT, brDateToIso, formatDateTimeSaoPaulo, isoToBrDate } from './dates.ts';

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
});

describe('brDateToIso', () => {
  it('converts dd/mm/yyyy to yyyy-mm-dd', () => {
    expect(brDateToIso('31/12/2026')).toBe('2026-12-31');
    expect(brDateToIso(' 01/02/2024 ')).toBe('2024-02-01');
    expect(brDateToIso('29/02/2024')).toBe('2024-02-29');
  });

  it('appends 00:00:00 when asked', () => {
    expect(brDateToIso('31/12/2026', { withTime: true })).toBe('2026-12-31 00:00:00');
  });

  it.each([
    ['31/02/2026'],
    ['29/02/2026'],
    ['32/01/2026'],
    ['12/31/2026'],
    ['1/2/2026'],
    ['2026-12-31'],
    ['amanhã'],
  ])('logs an error and returns nothing for %s', (value) => {
    expect(brDateToIso(value)).toBeUndefined();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('returns nothing without logging for an empty value', () => {
    expect(brDateToIso('')).toBeUndefined();
    expect(brDateToIso(null)).toBeUndefined();
    expect(brDateToIso(undefined)).toBeUndefined();
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('isoToBrDate', () => {
  it('converts an ISO date to dd/mm/yyyy', () => {
    expect(isoToBrDate('2026-12-31')).toBe('31/12/2026');
  });

  it('reads a datetime without zone as UTC and shows its day in São Paulo', () => {
    expect(isoToBrDate('2026-12-31 00:00:00')).toBe('30/12/2026');
    expect(isoToBrDate('2026-12-31 12:00:00')).toBe('31/12/2026');
  });

  it('shows the São Paulo day of an instant', () => {
    expect(isoToBrDate('2026-12-31T23:30:00Z')).toBe('31/12/2026');
    expect(isoToBrDate('2027-01-01T01:30:00.000Z')).toBe('31/12/2026');
    expect(isoToBrDate('2027-01-01T00:30:00-03:00')).toBe('01/01/2027');
    expect(isoToBrDate(new Date('2026-06-01T12:00:00Z'))).toBe('01/06/2026');
  });

  it.each([['2026-13-01'], ['2026-02-30'], ['2026-12-31T25:00:00Z'], ['31/12/2026'], ['ontem']])(
    'logs an error and returns nothing for %s',
    (value) => {
      expect(isoToBrDate(value)).toBeUndefined();
      expect(consoleError).toHaveBeenCalledTimes(1);
    },
  );

  it('logs for an invalid Date', () => {
    expect(isoToBrDate(new Date('x'))).toBeUndefined();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('round-trips with brDateToIso for every day from 1900 to 2199', () => {
    const day = fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2199-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, (date) => {
        const iso = date.toISOString().slice(0, 10);
        const br = isoToBrDate(iso);
        expect(br).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        expect(brDateToIso(br)).toBe(iso);
      }),
    );
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('formatDateTimeSaoPaulo', () => {
  it('shows a UTC instant in America/Sao_Paulo', () => {
    expect(formatDateTimeSaoPaulo('2026-12-31T15:00:00Z', 'DD/MM/YYYY HH:mm')).toBe(
      '31/12/2026 12:00',
    );
    expect(formatDateTimeSaoPaulo('2026-12-31 15:00:00', 'DD/MM/YYYY HH:mm')).toBe(
      '31/12/2026 12:00',
    );
    expect(formatDateTimeSaoPaulo(new Date(Date.UTC(2027, 0, 1, 2, 0)), 'DD/MM/YYYY HH:mm')).toBe(
      '31/12/2026 23:00',
    );
    expect(formatDateTimeSaoPaulo(0, 'DD/MM/YYYY HH:mm')).toBe('31/12/1969 21:00');
  });

  it('uses dd/MM/yyyy by default', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('DD/MM/YYYY');
    expect(formatDateTimeSaoPaulo('2026-03-05T12:00:00Z')).toBe('05/03/2026');
  });

  it('shows a bare date as that day', () => {
    expect(formatDateTimeSaoPaulo('2026-12-31')).toBe('31/12/2026');
  });

  it('follows the old daylight-saving rules for past instants', () => {
    // Brazil had summer time until 2019: January 2016 was UTC-2.
    expect(formatDateTimeSaoPaulo('2016-01-15T12:00:00Z', 'HH:mm')).toBe('10:00');
    expect(formatDateTimeSaoPaulo('2026-01-15T12:00:00Z', 'HH:mm')).toBe('09:00');
  });

  it('logs an error and returns nothing for an invalid value', () => {
    expect(formatDateTimeSaoPaulo('não é data')).toBeUndefined();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(formatDateTimeSaoPaulo(null)).toBeUndefined();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('the Intl formatting (sao-paulo.ts) against dayjs', () => {
  // dayjs, as these helpers used it before they showed instants with Intl: the oracle.
  const ISO =
    /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
  dayjs.extend(customParseFormat);
  dayjs.extend(utc);
  dayjs.extend(timezone);
  function withDayjs(value: string | Date | number, pattern: string): string | undefined {
    let instant: Dayjs | undefined;
    if (value instanceof Date || typeof value === 'number') {
      instant = dayjs(value);
    } else {
      const text = value.trim();
      const match = ISO.exec(text);
      const day = match?.[1];
      if (!match || day === undefined || !dayjs(day, 'YYYY-MM-DD', true).isValid())
        return undefined;
      if (match[2] === undefined) instant = dayjs.tz(day, 'America/Sao_Paulo');
      else {
        const [h, m, s] = [match[2], match[3], match[4] ?? '0'].map(Number);
        if ((h ?? 0) > 23 || (m ?? 0) > 59 || (s ?? 0) > 59) return undefined;
        const iso = text.replace(' ', 'T');
        instant = match[5] === undefined ? dayjs.utc(iso) : dayjs(iso);
      }
    }
    return instant.isValid() ? instant.tz('America/Sao_Paulo').format(pattern) : undefined;
  }
  const PATTERNS = [
    'DD/MM/YYYY',
    'DD/MM/YYYY HH:mm',
    'DD/MM/YYYY HH:mm:ss',
    'DD/MM HH:mm',
    'DD/MM [às] HH:mm',
    'HH:mm',
    'YYYY-MM-DD',
    'YYYY-MM-DDTHH:mm',
  ];
  const pattern = fc.constantFrom(...PATTERNS);
  const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
  const isoText = fc
    .tuple(
      fc.integer({ min: 1970, max: 2100 }),
      two(13),
      two(32),
      fc.option(
        fc.tuple(two(24), two(60), fc.option(two(60)), fc.option(fc.stringMatching(/^\.\d{1,9}$/))),
      ),
      fc.constantFrom('', 'Z', '-03:00', '+05:30', '-0200', '+01', 'z'),
      fc.constantFrom('T', ' '),
    )
    .map(([y, mo, d, time, zone, sep]) =>
      time === null
        ? `${y}-${mo}-${d}`
        : `${y}-${mo}-${d}${sep}${time[0]}:${time[1]}${time[2] === null ? '' : `:${time[2]}${time[3] ?? ''}`}${zone}`,
    );
  const instant = fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) });

  it('shows every instant as dayjs does, whatever its form', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          isoText,
          instant,
          instant.map((ms) => new Date(ms)),
        ),
        pattern,
        (value, p) => {
          expect(formatDateTimeSaoPaulo(value, p) ?? null).toBe(withDayjs(value, p) ?? null);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('gives isoToBrDate the day dayjs gives', () => {
    fc.assert(
      fc.property(fc.oneof(isoText, instant), (value) => {
        expect(isoToBrDate(value) ?? null).toBe(withDayjs(value, 'DD/MM/YYYY') ?? null);
      }),
      { numRuns: 2000 },
    );
  });
});
