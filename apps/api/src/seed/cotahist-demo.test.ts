import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COTAHIST_LINE_LENGTH,
  cotahistDayAt,
  parseCotahist,
} from '../modules/market-data/cotahist.ts';
import {
  DEMO_COTAHIST_DAYS,
  DEMO_COTAHIST_END_DAY,
  DEMO_COTAHIST_PATH,
  DEMO_COTAHIST_UNKNOWN_CODES,
  DEMO_INSTRUMENTS,
  demoCotahist,
  demoTradingDays,
  lastClosedTradingDay,
} from './cotahist-demo.ts';
import { DEMO_TICKERS } from './recommendations.ts';

describe('the demo COTAHIST file', () => {
  const committed = readFileSync(DEMO_COTAHIST_PATH, 'latin1');

  it('is what its script writes, byte for byte', () => {
    expect(committed).toBe(demoCotahist(DEMO_COTAHIST_END_DAY));
  });

  it('is a COTAHIST file B3 could have written: 245-character lines, header, trailer with the count', () => {
    const lines = committed.split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines.every((line) => line.length === COTAHIST_LINE_LENGTH)).toBe(true);
    const file = parseCotahist(committed);
    expect(file.errors).toEqual([]);
    // Labelled as demo data where B3 writes COTAHIST.<year>.
    expect(file.header).toEqual({ fileName: 'COTAHIST.DEMO', createdOn: DEMO_COTAHIST_END_DAY });
    expect(file.declaredLines).toBe(lines.length);
    expect(file.quotes).toHaveLength((DEMO_TICKERS.length + 2) * DEMO_COTAHIST_DAYS);
  });

  it('covers every demo ticker and two unknown codes on 30 weekdays ending on its last day', () => {
    const file = parseCotahist(committed);
    const codes = [...new Set(file.quotes.map((q) => q.code))].sort();
    expect(codes).toEqual(
      [...DEMO_TICKERS.map((t) => t.code), ...DEMO_COTAHIST_UNKNOWN_CODES].sort(),
    );
    const days = [...new Set(file.quotes.map((q) => q.day))];
    expect(days).toHaveLength(DEMO_COTAHIST_DAYS);
    expect(days.at(-1)).toBe(DEMO_COTAHIST_END_DAY);
    expect(days.every((day) => ![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()))).toBe(
      true,
    );
  });

  it('prices every bar coherently and on its ticker’s tick', () => {
    const tick = new Map(DEMO_INSTRUMENTS.map((i) => [i.code, i.tickCents]));
    for (const q of parseCotahist(committed).quotes) {
      const step = tick.get(q.code)!;
      expect(q.lowCents).toBeGreaterThan(0);
      expect(q.lowCents).toBeLessThanOrEqual(Math.min(q.openCents, q.closeCents));
      expect(q.highCents).toBeGreaterThanOrEqual(Math.max(q.openCents, q.closeCents));
      for (const cents of [q.openCents, q.highCents, q.lowCents, q.closeCents])
        expect(cents % step, `${q.code} ${q.day} ${cents}`).toBe(0);
    }
  });

  it('gives a day the same prices whichever period it is part of', () => {
    const byKey = (text: string) =>
      new Map(parseCotahist(text).quotes.map((q) => [`${q.code} ${q.day}`, q]));
    const file = byKey(demoCotahist(DEMO_COTAHIST_END_DAY));
    const later = byKey(demoCotahist('2026-12-04'));
    const shared = [...later.keys()].filter((key) => file.has(key));
    expect(shared.length).toBe((DEMO_TICKERS.length + 2) * (DEMO_COTAHIST_DAYS - 7));
    for (const key of shared) expect(later.get(key)).toEqual(file.get(key));
  });
});

describe('the demo period', () => {
  it('ends on the last weekday whose close (18:00 in São Paulo) is not after the clock', () => {
    // Wednesday 2026-11-25: before and after the close.
    expect(lastClosedTradingDay(new Date('2026-11-25T20:59:59Z'))).toBe('2026-11-24');
    expect(lastClosedTradingDay(new Date('2026-11-25T21:00:00Z'))).toBe('2026-11-25');
    // Late evening in São Paulo is the next day in UTC.
    expect(lastClosedTradingDay(new Date('2026-11-26T02:30:00Z'))).toBe('2026-11-25');
    // A weekend reads Friday's close; Monday morning too.
    expect(lastClosedTradingDay(new Date('2026-11-29T15:00:00Z'))).toBe('2026-11-27');
    expect(lastClosedTradingDay(new Date('2026-11-30T12:00:00Z'))).toBe('2026-11-27');
    expect(cotahistDayAt('2026-11-25').toISOString()).toBe('2026-11-25T21:00:00.000Z');
  });

  it('counts back weekdays only', () => {
    expect(demoTradingDays('2026-11-30', 3)).toEqual(['2026-11-26', '2026-11-27', '2026-11-30']);
    expect(demoTradingDays('2026-11-29', 2)).toEqual(['2026-11-26', '2026-11-27']);
  });
});
