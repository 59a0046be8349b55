/**
 * Splits a total in cents into `count` installments whose sum is exactly the total: the
 * remainder cents go to the first installments (R$ 100,00 in 3x → 33,34 + 33,33 + 33,33).
 */
export function splitInstallments(totalCents: number, count: number): number[] {
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new RangeError('totalCents');
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count');
  const base = Math.floor(totalCents / count);
  const remainder = totalCents - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < remainder ? 1 : 0));
}

/**
 * The most installments a price allows: the product's limit, but never an installment below
 * the minimum value (R$ 5,00 by default).
 */
export function maxInstallmentsFor(
  totalCents: number,
  productLimit: number,
  minimumInstallmentCents = 500,
): number {
  const byValue = Math.max(1, Math.floor(totalCents / Math.max(1, minimumInstallmentCents)));
  return Math.max(1, Math.min(productLimit, byValue, 12));
}
