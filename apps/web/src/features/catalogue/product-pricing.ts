import { installmentOptions } from '@app/shared';

/**
 * The longest interest-free plan the store offers for a price — the product's limit, never an
 * installment below the store's minimum (the rule the cart applies) — or null when the price is
 * paid at once. `amountCents` is the largest installment: when cents do not split evenly the first
 * installments carry the remainder (R$ 497,00 in 12x → 5 × 41,42 + 7 × 41,41), so "12x de
 * R$ 41,42" never promises less than the buyer pays.
 */
export function bestInstallments(
  priceCents: number,
  maxInstallments: number,
): { count: number; amountCents: number } | null {
  if (!Number.isSafeInteger(priceCents) || priceCents <= 0) return null;
  const best = installmentOptions(priceCents, maxInstallments).at(-1);
  if (!best || best.installments < 2) return null;
  return { count: best.installments, amountCents: best.values_cents[0]! };
}
