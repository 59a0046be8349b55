import { describe, expect, it } from 'vitest';
import {
  basisPointsToPercent,
  couponState,
  discountText,
  percentToBasisPoints,
  saoPauloLocalToIso,
} from './coupon-values.ts';

describe('coupon values', () => {
  it('reads percentages as basis points and writes them back', () => {
    expect(percentToBasisPoints('10')).toBe(1000);
    expect(percentToBasisPoints('12,5')).toBe(1250);
    expect(percentToBasisPoints('0.01')).toBe(1);
    expect(percentToBasisPoints('')).toBeNull();
    expect(percentToBasisPoints('12,345')).toBeNaN();
    expect(percentToBasisPoints('dez')).toBeNaN();
    expect(basisPointsToPercent(1250)).toBe('12,5');
    expect(basisPointsToPercent(1000)).toBe('10');
    expect(basisPointsToPercent(1)).toBe('0,01');
  });

  it('turns Brasília wall-clock time into the UTC instant', () => {
    expect(saoPauloLocalToIso('2026-12-01T10:00')).toBe('2026-12-01T13:00:00.000Z');
    expect(saoPauloLocalToIso('')).toBeNull();
  });

  it('names the discount', () => {
    expect(
      discountText({ discount_type: 'percent', percent_basis_points: 1000, amount_cents: null }),
    ).toBe('10%');
    expect(
      discountText({ discount_type: 'fixed', percent_basis_points: null, amount_cents: 2000 }),
    ).toBe('R$ 20,00');
  });

  it('tells what a coupon does now', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const base = { active: true, starts_at: null, ends_at: null, max_uses: null, uses: 0 };
    expect(couponState(base, now)).toBe('active');
    expect(couponState({ ...base, active: false }, now)).toBe('inactive');
    expect(couponState({ ...base, ends_at: '2026-05-31T00:00:00Z' }, now)).toBe('expired');
    expect(couponState({ ...base, starts_at: '2026-07-01T00:00:00Z' }, now)).toBe('scheduled');
    expect(couponState({ ...base, max_uses: 1, uses: 1 }, now)).toBe('exhausted');
  });
});
