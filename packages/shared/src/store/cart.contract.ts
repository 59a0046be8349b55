import { z } from 'zod';
import { isValidTaxId } from '../validation/tax-id.ts';
import { onlyDigits } from '../format/digits.ts';
import { BRAND_ID_VALUES, PRODUCT_KIND_VALUES } from './catalogue.contract.ts';
import { id, isoDate } from './fields.ts';

/**
 * The store's cart and checkout (issue 5): the cart the API answers, the bodies that change it and
 * the one that turns it into an order. Money in integer cents; times as ISO strings (UTC).
 */

export const PAYMENT_METHOD_VALUES = ['pix', 'card', 'boleto'] as const;
export type PaymentMethod = (typeof PAYMENT_METHOD_VALUES)[number];

/** `/:id` of the cart and order routes. */
export const idParamsSchema = z.object({ id }).strict();

export const cartProductSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  kind: z.enum(PRODUCT_KIND_VALUES),
  cover_url: z.string().nullable(),
  amount: z.number().int(),
  /** Spec section 3: each cart product carries amount and products_amount. */
  products_amount: z.number().int(),
  unit_price_cents: z.number().int(),
  total_cents: z.number().int(),
  max_installments: z.number().int(),
  access_period_name: z.string().nullable(),
  coupon_applies: z.boolean(),
});

export const paymentTypeSchema = z.object({
  id: z.number().int(),
  method: z.enum(PAYMENT_METHOD_VALUES),
  name: z.string(),
  discount_basis_points: z.number().int(),
});
export type PaymentType = z.infer<typeof paymentTypeSchema>;

export const cartSchema = z.object({
  /** 0 when the person has no cart yet: a read never makes one, the first add does. */
  id: z.number().int().nonnegative(),
  brand: z.string(),
  status: z.enum(['open', 'ordered']),
  guest_email: z.string().nullable(),
  products: z.array(cartProductSchema),
  products_amount: z.number().int(),
  coupon: z
    .object({ id: z.number().int(), code: z.string(), description: z.string().nullable() })
    .nullable(),
  /** Set when the coupon no longer applies (expired, used up…): shown, and not discounted. */
  coupon_error: z.string().nullable(),
  payment_type: paymentTypeSchema.nullable(),
  installments: z.number().int(),
  max_installments: z.number().int(),
  subtotal_cents: z.number().int(),
  coupon_discount_cents: z.number().int(),
  payment_discount_cents: z.number().int(),
  total_cents: z.number().int(),
  /** The order this cart became (finish-cart-order ran). */
  order_id: z.number().int().nullable(),
  terms_version: z.string(),
  updated_at: isoDate,
});
export type Cart = z.infer<typeof cartSchema>;

/** `shopping-cart-add-product-no-login`: the visitor's cart and the token that opens it. */
export const guestCartAddedSchema = z.object({ cart: cartSchema, guest_token: z.string() });
export type GuestCartAdded = z.infer<typeof guestCartAddedSchema>;

export const customerCartsSchema = z.object({
  data: z.array(cartSchema),
  /** Spec section 9: the header's cart quantity, the sum of products_amount across carts. */
  products_amount: z.number().int(),
});
export type CustomerCarts = z.infer<typeof customerCartsSchema>;

export const addProductSchema = z
  .object({
    product_id: id,
    amount: z.coerce.number().int().min(1).max(99).default(1),
    brand: z.enum(BRAND_ID_VALUES).optional(),
  })
  .strict();
export const guestEmailQuerySchema = z
  .object({ email: z.email({ error: 'Informe um e-mail válido.' }).max(254) })
  .strict();
export const updateAmountSchema = z
  .object({ amount: z.coerce.number().int().min(1).max(99), product_id: id.optional() })
  .strict();
export const applyCouponSchema = z
  .object({ code: z.string().trim().min(1, { error: 'Informe o cupom.' }).max(40) })
  .strict();
export const applyCouponGuestSchema = applyCouponSchema
  .extend({ email: z.email({ error: 'Informe um e-mail válido.' }).max(254) })
  .strict();
export const recalculateDiscountSchema = z
  .object({
    payment_type_id: id,
    installments: z.coerce.number().int().min(1).max(12).optional(),
  })
  .strict();
/** One way to split a total (`installmentOptions` in pricing.ts computes them). */
export const installmentOptionSchema = z.object({
  installments: z.number().int(),
  /** The installments in order (the first ones carry the remainder cents). */
  values_cents: z.array(z.number().int()),
  total_cents: z.number().int(),
  /** The store sells without interest: every option says so. */
  interest_free: z.literal(true),
  /** As Brazilian consumer law asks: the installment value, "sem juros" and the total. */
  label: z.string(),
});
export const cartTermsSchema = z.object({
  version: z.string(),
  title: z.string(),
  html: z.string(),
});
export type CartTerms = z.infer<typeof cartTermsSchema>;

export const cardInputSchema = z
  .object({
    number: z
      .string()
      .transform((v) => onlyDigits(v))
      .pipe(z.string().regex(/^\d{13,19}$/, { error: 'Número do cartão inválido.' })),
    holder_name: z.string().trim().min(3, { error: 'Informe o nome impresso no cartão.' }).max(80),
    exp_month: z.coerce
      .number()
      .int()
      .min(1, { error: 'Mês inválido.' })
      .max(12, { error: 'Mês inválido.' }),
    exp_year: z.coerce.number().int().min(2000).max(2100),
    cvv: z.string().regex(/^\d{3,4}$/, { error: 'Código de segurança inválido.' }),
  })
  .strict();
export type CardInput = z.input<typeof cardInputSchema>;

export const finishOrderSchema = z
  .object({
    /** The browser's key for this checkout attempt: the same key is the same order. */
    idempotency_key: z.string().regex(/^[A-Za-z0-9_-]{8,80}$/),
    payment_type_id: id,
    installments: z.coerce.number().int().min(1).max(12).default(1),
    accept_terms: z.literal(true, { error: 'Aceite os termos de compra para continuar.' }),
    tax_id: z
      .string()
      .trim()
      .refine((v) => isValidTaxId(v), { error: 'CPF ou CNPJ inválido' })
      .optional(),
    address_id: id.nullish(),
    card: cardInputSchema.optional(),
  })
  .strict();
export type FinishOrderInput = z.input<typeof finishOrderSchema>;
