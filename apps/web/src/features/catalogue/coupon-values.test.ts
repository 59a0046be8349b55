import { describe, expect, it } from 'vitest';
import { couponState, discountText } from './coupon-values.ts';

describe('coupon values', () => {
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
