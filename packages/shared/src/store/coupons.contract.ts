import { z } from 'zod';
import { BRAND_ID_VALUES, listCommercialTablesQuerySchema } from './catalogue.contract.ts';
import { cents, id, isoDate } from './fields.ts';

/** The store's coupons (issue 5): what staff write, what the API answers. */

export const COUPON_DISCOUNT_TYPE_VALUES = ['percent', 'fixed'] as const;

export const COUPON_PERCENT_MESSAGE = 'Informe um percentual entre 0,01 e 100.';
export const COUPON_AMOUNT_MESSAGE = 'Informe um valor em reais, como 20,00.';

export const couponInputSchema = z
  .object({
    code: z
      .string({ error: 'Informe o código.' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,40}$/, {
        error: 'Use de 3 a 40 letras, números, hífen ou sublinhado.',
      }),
    description: z.string().trim().max(240).nullish(),
    discount_type: z.enum(COUPON_DISCOUNT_TYPE_VALUES),
    percent_basis_points: z.coerce
      .number({ error: COUPON_PERCENT_MESSAGE })
      .int({ error: COUPON_PERCENT_MESSAGE })
      .min(1, { error: COUPON_PERCENT_MESSAGE })
      .max(10_000, { error: COUPON_PERCENT_MESSAGE })
      .nullish(),
    amount_cents: z.coerce
      .number({ error: COUPON_AMOUNT_MESSAGE })
      .int({ error: COUPON_AMOUNT_MESSAGE })
      .min(1, { error: COUPON_AMOUNT_MESSAGE })
      .max(100_000_000_00)
      .nullish(),
    starts_at: z.iso.datetime({ offset: true }).nullish(),
    ends_at: z.iso.datetime({ offset: true }).nullish(),
    max_uses: z.coerce.number().int().min(1).nullish(),
    max_uses_per_customer: z.coerce.number().int().min(1).nullish(),
    min_cart_cents: cents.default(0),
    product_ids: z.array(id).max(200).default([]),
    brands: z.array(z.enum(BRAND_ID_VALUES)).max(3).default([]),
    active: z.boolean().default(true),
  })
  .strict()
  .refine((c) => c.discount_type !== 'percent' || c.percent_basis_points != null, {
    error: 'Informe o percentual.',
    path: ['percent_basis_points'],
  })
  .refine((c) => c.discount_type !== 'fixed' || c.amount_cents != null, {
    error: 'Informe o valor do desconto.',
    path: ['amount_cents'],
  })
  .refine((c) => !c.starts_at || !c.ends_at || Date.parse(c.ends_at) > Date.parse(c.starts_at), {
    error: 'O fim da validade deve ser depois do início.',
    path: ['ends_at'],
  });
export type CouponInput = z.input<typeof couponInputSchema>;

export const couponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string().nullable(),
  discount_type: z.enum(COUPON_DISCOUNT_TYPE_VALUES),
  percent_basis_points: z.number().int().nullable(),
  amount_cents: z.number().int().nullable(),
  starts_at: isoDate.nullable(),
  ends_at: isoDate.nullable(),
  max_uses: z.number().int().nullable(),
  max_uses_per_customer: z.number().int().nullable(),
  min_cart_cents: z.number().int(),
  product_ids: z.array(z.number().int()),
  brands: z.array(z.string()),
  active: z.boolean(),
  uses: z.number().int(),
  held: z.number().int(),
  created_at: isoDate,
});
export type Coupon = z.infer<typeof couponSchema>;

export const listCouponsQuerySchema = listCommercialTablesQuerySchema;

/** `delete-coupon/:id`: a coupon that was ever used is only deactivated (orders keep naming it). */
export const couponDeleteResultSchema = z.object({
  result: z.enum(['deleted', 'deactivated']),
  message: z.string(),
});
export type CouponDeleteResult = z.infer<typeof couponDeleteResultSchema>;
