import { z } from 'zod';
import { BRANDS } from '../brands/brands.ts';
import type { BrandId } from '../brands/brands.ts';
import { parseCurrencyToCents } from '../format/number.ts';
import {
  BRAND_ID_VALUES,
  ITEM_KIND_VALUES,
  PRODUCT_KIND_VALUES,
  commercialTableInputSchema,
  productInputSchema,
  storeColorInputSchema,
} from '../store/catalogue.contract.ts';
import { COUPON_DISCOUNT_TYPE_VALUES, couponInputSchema } from '../store/coupons.contract.ts';
import {
  centsToText,
  choice,
  count,
  flag,
  formField,
  list,
  money,
  optionalText,
  percent,
  pickedId,
  pickedIds,
  price,
  rows,
  saoPauloDateTime,
  defineForm,
  text,
  whole,
} from './staff-form.ts';
import type { FormValuesOf } from './staff-form.ts';

/** The staff forms of the store: products, coupons, colours and commercial tables. */

/** The code as staff type it becomes the code the cart compares: upper case, no spaces. */
export const normaliseCouponCode = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export const productForm = defineForm(productInputSchema, {
  name: text(),
  slug: optionalText(),
  kind: choice(PRODUCT_KIND_VALUES, 'course'),
  category_id: pickedId(),
  description_html: optionalText(),
  cover_url: optionalText(),
  price_cents: price(),
  access_period_id: pickedId(),
  max_installments: count(12, 1),
  brands: list<BrandId>(),
  available_in_store: flag(true),
  featured: flag(false),
  active: flag(true),
  sort_order: count(0, 0),
  /** Each content also shows its name (known from the saved product before options load). */
  items: rows({ kind: choice(ITEM_KIND_VALUES, 'course'), target_id: whole() }, (item) => ({
    name: typeof item.name === 'string' ? item.name : undefined,
  })),
});
/** A content of the product form. */
export type ProductItemValue = FormValuesOf<typeof productForm>['items'][number];

/**
 * The coupon holds money and percentages as typed and times as São Paulo wall clock; only the
 * value of the chosen discount type is sent (unreadable text as NaN: the contract names it).
 */
export const couponForm = defineForm(
  couponInputSchema,
  {
    code: text(),
    description: optionalText(),
    discount_type: choice(COUPON_DISCOUNT_TYPE_VALUES, 'percent'),
    percent_basis_points: percent(),
    amount_cents: formField(
      z
        .string()
        .transform((value) =>
          value.trim() === '' ? null : (parseCurrencyToCents(value) ?? Number.NaN),
        ),
      (stored) => (typeof stored === 'number' ? centsToText(stored) : ''),
    ),
    starts_at: saoPauloDateTime(),
    ends_at: saoPauloDateTime(),
    max_uses: count(null, null),
    max_uses_per_customer: count(null, null),
    min_cart_cents: money(0),
    product_ids: pickedIds(),
    brands: list<BrandId>(),
    active: flag(true),
  },
  (coupon) => ({
    ...coupon,
    code: normaliseCouponCode(coupon.code),
    percent_basis_points: coupon.discount_type === 'percent' ? coupon.percent_basis_points : null,
    amount_cents: coupon.discount_type === 'fixed' ? coupon.amount_cents : null,
  }),
);

const brazilian = BRANDS.brazilian.theme;

/** A new palette starts from the Brazilian brand's colours. */
export const storeColorForm = defineForm(storeColorInputSchema, {
  name: text(),
  brand: choice(BRAND_ID_VALUES, 'brazilian'),
  primary_color: text(brazilian.primary.toUpperCase()),
  secondary_color: text(brazilian.accent.toUpperCase()),
  background_color: text('#FFFFFF'),
  text_color: text('#212529'),
  active: flag(false),
});

/** Each price row also shows the product's name and list price. */
export const commercialTableForm = defineForm(commercialTableInputSchema, {
  name: text(),
  active: flag(true),
  prices: rows({ product_id: whole(), price_cents: price() }, (row) => ({
    name: typeof row.product_name === 'string' ? row.product_name : '',
    list_price_cents: typeof row.list_price_cents === 'number' ? row.list_price_cents : 0,
  })),
});
/** A price row of the commercial table form. */
export type CommercialPriceValue = FormValuesOf<typeof commercialTableForm>['prices'][number];
