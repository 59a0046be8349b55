import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxInstallmentsFor, splitInstallments } from './installments.ts';

describe('splitInstallments', () => {
  it('gives the remainder cents to the first installments', () => {
    expect(splitInstallments(10_000, 3)).toEqual([3334, 3333, 3333]);
    expect(splitInstallments(49_700, 12)).toEqual([
      4142, 4142, 4142, 4142, 4142, 4142, 4142, 4142, 4141, 4141, 4141, 4141,
    ]);
    expect(splitInstallments(0, 2)).toEqual([0, 0]);
  });

  it('always sums to the total and never differs by more than one cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 12 }),
        (t, n) => {
          const parts = splitInstallments(t, n);
          expect(parts).toHaveLength(n);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(t);
          expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('refuses fractions of a cent and zero installments', () => {
    expect(() => splitInstallments(10.5, 2)).toThrow(RangeError);
    expect(() => splitInstallments(100, 0)).toThrow(RangeError);
  });
});

describe('maxInstallmentsFor', () => {
  it('keeps each installment at or above the minimum and within the product limit', () => {
    expect(maxInstallmentsFor(49_700, 12)).toBe(12);
    expect(maxInstallmentsFor(2_000, 12)).toBe(4);
    expect(maxInstallmentsFor(300, 12)).toBe(1);
    expect(maxInstallmentsFor(100_000, 6)).toBe(6);
  });
});
