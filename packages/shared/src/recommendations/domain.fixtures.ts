import fc from 'fast-check';
import type { RecommendationLevels } from './domain.ts';

/** Test helpers of the recommendations' domain and replay tests (property-based). */

/** The tests' clock: minutes after a Monday's opening. */
export const T0 = Date.parse('2026-11-02T13:00:00Z');
export const at = (minutes: number) => new Date(T0 + minutes * 60_000);

/** Valid levels around a price, for either side, with 1-4 targets. */
export const levelsArb = fc
  .record({
    operation: fc.constantFrom('buy' as const, 'sell' as const),
    entry: fc.integer({ min: 1_000, max: 100_000 }),
    width: fc.integer({ min: 0, max: 200 }),
    stopGap: fc.integer({ min: 1, max: 2_000 }),
    gaps: fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 4 }),
    stopConduction: fc.constantFrom('fixed' as const, 'breakeven' as const, 'trailing' as const),
    targetConduction: fc.constantFrom('partial' as const, 'first' as const, 'last' as const),
  })
  .map((r) => {
    const side = r.operation === 'buy' ? 1 : -1;
    const min = r.entry;
    const max = r.entry + r.width;
    let level = side === 1 ? max : min;
    const targetsCents = r.gaps.map((gap) => (level += side * gap));
    const levels: RecommendationLevels = {
      operation: r.operation,
      entryMinCents: min,
      entryMaxCents: max,
      targetsCents,
      stopConduction: r.stopConduction,
      targetConduction: r.targetConduction,
      validUntil: at(10_000),
    };
    return { levels, stop: side === 1 ? min - r.stopGap : max + r.stopGap };
  });
