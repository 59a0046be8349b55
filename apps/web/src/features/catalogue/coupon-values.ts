import { basisPointsToPercent, formatCurrency } from '@app/shared';
import type { Coupon } from './api/coupons-api.ts';

/** "10%" or "R$ 20,00". */
export function discountText(
  coupon: Pick<Coupon, 'discount_type' | 'percent_basis_points' | 'amount_cents'>,
): string {
  return coupon.discount_type === 'percent'
    ? `${basisPointsToPercent(coupon.percent_basis_points ?? 0)}%`
    : formatCurrency(coupon.amount_cents ?? 0);
}

export type CouponState = 'active' | 'inactive' | 'scheduled' | 'expired' | 'exhausted';

/** What a coupon does now: off, not yet, over, used up, or working. */
export function couponState(
  coupon: Pick<Coupon, 'active' | 'starts_at' | 'ends_at' | 'max_uses' | 'uses'>,
  now: Date = new Date(),
): CouponState {
  if (!coupon.active) return 'inactive';
  if (coupon.ends_at && Date.parse(coupon.ends_at) <= now.getTime()) return 'expired';
  if (coupon.starts_at && Date.parse(coupon.starts_at) > now.getTime()) return 'scheduled';
  if (coupon.max_uses !== null && coupon.uses >= coupon.max_uses) return 'exhausted';
  return 'active';
}
