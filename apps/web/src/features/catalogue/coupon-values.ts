import {
  formatCurrency,
  parseCurrencyToCents,
  saoPauloDay,
  saoPauloInstant,
  saoPauloTime,
} from '@app/shared';
import type { BrandId } from '@app/shared';
import type { Coupon, CouponInput } from './api/coupons-api.ts';

/** What the coupon form holds: money and percentages as typed, times as São Paulo wall clock. */
export interface CouponFormValues {
  code: string;
  description: string;
  discount_type: 'percent' | 'fixed';
  /** "10" or "12,5" (%). */
  percent: string;
  /** "20,00" (R$). */
  amount: string;
  /** `YYYY-MM-DDTHH:mm` in America/Sao_Paulo (a datetime-local field); empty: no limit. */
  starts_at: string;
  ends_at: string;
  /** Empty: unlimited. */
  max_uses: number | '';
  max_uses_per_customer: number | '';
  /** "100,00" (R$); empty: no minimum. */
  min_cart: string;
  product_ids: string[];
  brands: BrandId[];
  active: boolean;
}

/** The code as staff type it becomes the code the cart compares: upper case, no spaces. */
export const normaliseCode = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** "12,5" → 1250 basis points; null when empty, NaN when not a percentage with ≤ 2 decimals. */
export function percentToBasisPoints(text: string): number | null {
  const clean = text.replace('%', '').trim();
  if (clean === '') return null;
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(clean);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1250 → "12,5". */
export function basisPointsToPercent(bp: number): string {
  const whole = Math.floor(bp / 100);
  const rest = bp % 100;
  if (rest === 0) return String(whole);
  return `${whole},${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

const localInput = (iso: string | null) => (iso ? `${saoPauloDay(iso)}T${saoPauloTime(iso)}` : '');

/** A São Paulo `YYYY-MM-DDTHH:mm` → the UTC instant the API stores (null when empty). */
export function saoPauloLocalToIso(value: string): string | null {
  const [day, time] = value.split('T');
  if (!day || !time) return null;
  return saoPauloInstant(day, time.slice(0, 5));
}

const moneyInput = (cents: number) => formatCurrency(cents).replace(/^R\$\s?/, '');

export function couponToValues(coupon: Coupon | undefined): CouponFormValues {
  return {
    code: coupon?.code ?? '',
    description: coupon?.description ?? '',
    discount_type: coupon?.discount_type ?? 'percent',
    percent:
      coupon?.percent_basis_points != null ? basisPointsToPercent(coupon.percent_basis_points) : '',
    amount: coupon?.amount_cents != null ? moneyInput(coupon.amount_cents) : '',
    starts_at: localInput(coupon?.starts_at ?? null),
    ends_at: localInput(coupon?.ends_at ?? null),
    max_uses: coupon?.max_uses ?? '',
    max_uses_per_customer: coupon?.max_uses_per_customer ?? '',
    min_cart: coupon && coupon.min_cart_cents > 0 ? moneyInput(coupon.min_cart_cents) : '',
    product_ids: (coupon?.product_ids ?? []).map(String),
    brands: (coupon?.brands ?? []) as BrandId[],
    active: coupon?.active ?? true,
  };
}

/**
 * The API input: only the value of the chosen discount type is sent (percent in basis points,
 * fixed in cents), times as UTC instants. Unreadable numbers become NaN so the contract rejects
 * them under their field.
 */
export function valuesToCouponInput(values: CouponFormValues): CouponInput {
  const percent = values.discount_type === 'percent';
  // Empty stays null (the contract then asks for the value); unreadable text becomes NaN.
  const amount =
    values.amount.trim() === '' ? null : (parseCurrencyToCents(values.amount) ?? Number.NaN);
  const minCart = values.min_cart.trim() === '' ? 0 : parseCurrencyToCents(values.min_cart);
  return {
    code: normaliseCode(values.code),
    description: values.description.trim() || null,
    discount_type: values.discount_type,
    percent_basis_points: percent ? percentToBasisPoints(values.percent) : null,
    amount_cents: percent ? null : amount,
    starts_at: saoPauloLocalToIso(values.starts_at),
    ends_at: saoPauloLocalToIso(values.ends_at),
    max_uses: values.max_uses === '' ? null : values.max_uses,
    max_uses_per_customer:
      values.max_uses_per_customer === '' ? null : values.max_uses_per_customer,
    min_cart_cents: minCart ?? Number.NaN,
    product_ids: values.product_ids.map(Number),
    brands: values.brands,
    active: values.active,
  };
}

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
