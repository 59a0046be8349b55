import type { z } from 'zod';
import { formatCurrency } from '../format/number.ts';
import type { installmentOptionSchema } from './cart.contract.ts';
import { maxInstallmentsFor, splitInstallments } from './installments.ts';

/**
 * Cart arithmetic (issue 5), shared by the API (which decides) and the browser (which previews):
 * integer cents only, discounts rounded down so a buyer is never charged for a rounding, totals
 * never negative, and shares that sum exactly to the total.
 */

/** 10 000 basis points = 100 %. */
export const BASIS_POINTS = 10_000;
/** The smallest installment the store accepts (R$ 5,00). */
export const MIN_INSTALLMENT_CENTS = 500;

export interface PricedLine {
  productId: number;
  unitPriceCents: number;
  amount: number;
}

export interface CouponRule {
  discountType: 'percent' | 'fixed';
  percentBasisPoints: number | null;
  amountCents: number | null;
  /** Empty: every product. */
  productIds: readonly number[];
}

export interface CartTotals {
  subtotalCents: number;
  /** What the coupon applies to (the restricted products' subtotal, or the whole subtotal). */
  eligibleCents: number;
  couponDiscountCents: number;
  paymentDiscountCents: number;
  totalCents: number;
  /** Each line's share of the total, in line order; they sum exactly to `totalCents`. */
  lineTotalsCents: number[];
}

function lineGross(line: PricedLine): number {
  return line.unitPriceCents * line.amount;
}

export function couponAppliesTo(coupon: Pick<CouponRule, 'productIds'>, productId: number) {
  return coupon.productIds.length === 0 || coupon.productIds.includes(productId);
}

/** The coupon's discount on an eligible amount: rounded down, never more than that amount. */
export function couponDiscount(coupon: CouponRule, eligibleCents: number): number {
  if (eligibleCents <= 0) return 0;
  const raw =
    coupon.discountType === 'percent'
      ? Math.floor((eligibleCents * (coupon.percentBasisPoints ?? 0)) / BASIS_POINTS)
      : (coupon.amountCents ?? 0);
  return Math.max(0, Math.min(eligibleCents, raw));
}

/**
 * Splits `total` over `weights` in proportion (largest remainder), so the parts are integers
 * that sum exactly to `total`. All-zero weights split evenly.
 */
export function allocateProportionally(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const effective = sum > 0 ? weights : weights.map(() => 1);
  const effectiveSum = sum > 0 ? sum : weights.length;
  const exact = effective.map((w) => (total * w) / effectiveSum);
  const parts = exact.map((x) => Math.floor(x));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, frac: x - Math.floor(x) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/** The cart's totals: subtotal − coupon − payment-type discount (on what the coupon left). */
export function priceCart(
  lines: readonly PricedLine[],
  coupon: CouponRule | null,
  paymentDiscountBasisPoints: number,
): CartTotals {
  const gross = lines.map(lineGross);
  const subtotalCents = gross.reduce((a, b) => a + b, 0);
  const eligibleCents = coupon
    ? lines.reduce((sum, l, i) => (couponAppliesTo(coupon, l.productId) ? sum + gross[i]! : sum), 0)
    : 0;
  const couponDiscountCents = coupon ? couponDiscount(coupon, eligibleCents) : 0;
  const afterCoupon = subtotalCents - couponDiscountCents;
  const bp = Math.max(0, Math.min(BASIS_POINTS, Math.trunc(paymentDiscountBasisPoints)));
  const paymentDiscountCents = Math.floor((afterCoupon * bp) / BASIS_POINTS);
  const totalCents = Math.max(0, afterCoupon - paymentDiscountCents);

  // The coupon comes off the eligible lines; the payment discount off every line.
  const couponShares = coupon
    ? allocateProportionally(
        couponDiscountCents,
        lines.map((l, i) => (couponAppliesTo(coupon, l.productId) ? gross[i]! : 0)),
      )
    : lines.map(() => 0);
  const afterCouponLines = gross.map((g, i) => g - couponShares[i]!);
  const lineTotalsCents = allocateProportionally(totalCents, afterCouponLines);
  return {
    subtotalCents,
    eligibleCents,
    couponDiscountCents,
    paymentDiscountCents,
    totalCents,
    lineTotalsCents,
  };
}

/** One way to split a total, as the cart contract describes it. */
export type InstallmentOption = z.infer<typeof installmentOptionSchema>;

function money(cents: number): string {
  return formatCurrency(cents);
}

/** `12x de R$ 99,90 sem juros`, or `1x de R$ 33,34 + 2x de R$ 33,33 sem juros` when uneven. */
export function installmentLabel(values: readonly number[]): string {
  const first = values[0] ?? 0;
  const last = values[values.length - 1] ?? 0;
  if (first === last) return `${values.length}x de ${money(first)} sem juros`;
  const high = values.filter((v) => v === first).length;
  return `${high}x de ${money(first)} + ${values.length - high}x de ${money(last)} sem juros`;
}

/**
 * Interest-free options from 1x up to the cart's limit (the smallest product limit, 12 at most),
 * never with an installment below the minimum value.
 */
export function installmentOptions(
  totalCents: number,
  cartLimit: number,
  minimumInstallmentCents = MIN_INSTALLMENT_CENTS,
): InstallmentOption[] {
  const max = maxInstallmentsFor(totalCents, cartLimit, minimumInstallmentCents);
  return Array.from({ length: max }, (_, i) => {
    const values = splitInstallments(totalCents, i + 1);
    return {
      installments: i + 1,
      values_cents: values,
      total_cents: totalCents,
      interest_free: true as const,
      label: `${installmentLabel(values)} (total ${money(totalCents)})`,
    };
  });
}
