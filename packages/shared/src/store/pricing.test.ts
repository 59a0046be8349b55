import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateProportionally,
  installmentLabel,
  installmentOptions,
  priceCart,
} from './pricing.ts';
import type { CouponRule, PricedLine } from './pricing.ts';

const line = fc.record({
  productId: fc.integer({ min: 1, max: 6 }),
  unitPriceCents: fc.integer({ min: 0, max: 5_000_000 }),
  amount: fc.integer({ min: 1, max: 5 }),
});
const coupon: fc.Arbitrary<CouponRule | null> = fc.option(
  fc.oneof(
    fc.record({
      discountType: fc.constant('percent' as const),
      percentBasisPoints: fc.integer({ min: 1, max: 10_000 }),
      amountCents: fc.constant(null),
      productIds: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
    }),
    fc.record({
      discountType: fc.constant('fixed' as const),
      percentBasisPoints: fc.constant(null),
      amountCents: fc.integer({ min: 1, max: 50_000_000 }),
      productIds: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
    }),
  ),
);

describe('cart pricing', () => {
  it('never goes negative, discounts never exceed what they apply to, shares sum to the total', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        coupon,
        fc.integer({ min: 0, max: 10_000 }),
        (lines, c, bp) => {
          const t = priceCart(lines, c, bp);
          expect(t.totalCents).toBeGreaterThanOrEqual(0);
          expect(t.couponDiscountCents).toBeGreaterThanOrEqual(0);
          expect(t.couponDiscountCents).toBeLessThanOrEqual(t.eligibleCents);
          expect(t.eligibleCents).toBeLessThanOrEqual(t.subtotalCents);
          expect(t.paymentDiscountCents).toBeGreaterThanOrEqual(0);
          expect(t.totalCents).toBe(
            t.subtotalCents - t.couponDiscountCents - t.paymentDiscountCents,
          );
          expect(t.lineTotalsCents.reduce((a, b) => a + b, 0)).toBe(t.totalCents);
          expect(t.lineTotalsCents.every((x) => Number.isInteger(x) && x >= 0)).toBe(true);
        },
      ),
    );
  });

  it('applies a 10 % coupon to the restricted product only, then the Pix discount', () => {
    const lines: PricedLine[] = [
      { productId: 1, unitPriceCents: 49_700, amount: 1 },
      { productId: 2, unitPriceCents: 9_990, amount: 2 },
    ];
    const t = priceCart(
      lines,
      { discountType: 'percent', percentBasisPoints: 1000, amountCents: null, productIds: [1] },
      500,
    );
    expect(t.subtotalCents).toBe(69_680);
    expect(t.couponDiscountCents).toBe(4_970);
    // 5 % of 64 710 = 3 235,5: discounts are rounded down (the store never owes a fraction).
    expect(t.paymentDiscountCents).toBe(3_235);
    expect(t.totalCents).toBe(61_475);
  });

  it('caps a fixed coupon at the cart', () => {
    const t = priceCart(
      [{ productId: 1, unitPriceCents: 1_000, amount: 1 }],
      { discountType: 'fixed', percentBasisPoints: null, amountCents: 5_000, productIds: [] },
      0,
    );
    expect(t.couponDiscountCents).toBe(1_000);
    expect(t.totalCents).toBe(0);
  });
});

describe('allocateProportionally', () => {
  it('sums exactly and keeps every part between floor and ceil of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 10 }),
        (total, weights) => {
          const parts = allocateProportionally(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          parts.forEach((p, i) => {
            const exact = sum > 0 ? (total * weights[i]!) / sum : total / weights.length;
            expect(p).toBeGreaterThanOrEqual(Math.floor(exact));
            expect(p).toBeLessThanOrEqual(Math.ceil(exact));
          });
        },
      ),
    );
  });
});

describe('installments', () => {
  it('sum exactly to the total, respect the limit and the minimum installment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 12 }),
        (total, limit) => {
          const options = installmentOptions(total, limit);
          expect(options.length).toBeGreaterThanOrEqual(1);
          expect(options.length).toBeLessThanOrEqual(limit);
          for (const o of options) {
            expect(o.values_cents.reduce((a, b) => a + b, 0)).toBe(total);
            expect(o.values_cents).toHaveLength(o.installments);
            if (o.installments > 1) expect(Math.min(...o.values_cents)).toBeGreaterThanOrEqual(500);
          }
        },
      ),
    );
  });

  it('labels as the consumer law asks', () => {
    const twelve = installmentOptions(119_880, 12).at(-1)!;
    expect(twelve.label).toBe('12x de R$ 99,90 sem juros (total R$ 1.198,80)');
    expect(installmentLabel([3334, 3333, 3333])).toBe('1x de R$ 33,34 + 2x de R$ 33,33 sem juros');
  });
});
