import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trackRecord } from './track-record.ts';
import type { ClosedCall } from './track-record.ts';

const call = (iso: string, percent: number, cents = percent * 10): ClosedCall => ({
  closedAt: new Date(iso),
  percent,
  cents,
});

describe('trackRecord', () => {
  it('computes hit rate, averages, payoff, expectancy and the worst losing run', () => {
    const record = trackRecord([
      call('2026-10-01T15:00:00Z', 4),
      call('2026-10-02T15:00:00Z', -2),
      call('2026-10-03T15:00:00Z', -1),
      call('2026-10-04T15:00:00Z', -3),
      call('2026-10-05T15:00:00Z', 6),
      call('2026-10-06T15:00:00Z', -2),
    ]);
    expect(record).toMatchObject({
      calls: 6,
      wins: 2,
      losses: 4,
      averageGainPercent: 5,
      averageLossPercent: -2,
      averageGainCents: 50,
      averageLossCents: -20,
      payoff: 2.5,
      worstStreak: { losses: 3, percent: -6 },
      totalPercent: 2,
    });
    expect(record.hitRate).toBeCloseTo(1 / 3);
    expect(record.expectancyPercent).toBeCloseTo(2 / 6);
  });

  it('groups months in São Paulo time (a call closed at 01:00 UTC on the 1st is the month before)', () => {
    const record = trackRecord([call('2026-11-01T01:00:00Z', 1), call('2026-11-01T04:00:00Z', -1)]);
    expect(record.months.map((m) => [m.month, m.calls])).toEqual([
      ['2026-10', 1],
      ['2026-11', 1],
    ]);
  });

  it('answers nulls without calls, and no payoff without a loss', () => {
    expect(trackRecord([])).toMatchObject({ calls: 0, hitRate: null, payoff: null, months: [] });
    expect(trackRecord([call('2026-10-01T15:00:00Z', 3)]).payoff).toBeNull();
  });

  it('keeps its figures consistent on any set of calls', () => {
    const callArb = fc.record({
      closedAt: fc.date({
        min: new Date('2025-01-01T00:00:00Z'),
        max: new Date('2027-01-01T00:00:00Z'),
        noInvalidDate: true,
      }),
      // Results to the hundredth of a percent, as the screens show them.
      percent: fc.integer({ min: -5_000, max: 5_000 }).map((n) => n / 100),
      cents: fc.integer({ min: -10_000, max: 10_000 }),
    });
    fc.assert(
      fc.property(fc.array(callArb, { maxLength: 60 }), (calls) => {
        const record = trackRecord(calls);
        expect(record.calls).toBe(calls.length);
        expect(record.wins + record.losses).toBeLessThanOrEqual(record.calls);
        expect(record.worstStreak.losses).toBeLessThanOrEqual(record.losses);
        expect(record.months.reduce((sum, m) => sum + m.calls, 0)).toBe(calls.length);
        expect(record.months.reduce((sum, m) => sum + m.wins, 0)).toBe(record.wins);
        if (record.hitRate !== null) {
          expect(record.hitRate).toBeGreaterThanOrEqual(0);
          expect(record.hitRate).toBeLessThanOrEqual(1);
          // Expectancy is the mean result: hit rate × average gain + loss rate × average loss.
          const parts =
            (record.wins * (record.averageGainPercent ?? 0) +
              record.losses * (record.averageLossPercent ?? 0)) /
            record.calls;
          expect(record.expectancyPercent).toBeCloseTo(parts, 6);
        }
        if (record.payoff !== null) expect(record.payoff).toBeGreaterThan(0);
      }),
    );
  });
});
