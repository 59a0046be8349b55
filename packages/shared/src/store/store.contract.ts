import { z } from 'zod';
import { coverUrlSchema } from '../media/cover.ts';
import { slugSchema } from '../learning/courses.contract.ts';
import { addressSchema, listQuerySchema } from '../identity/users.contract.ts';
import { isValidTaxId } from '../validation/tax-id.ts';
import { onlyDigits } from '../format/digits.ts';

/**
 * The store's contract (issue 5): catalogue, cart, checkout, orders, refunds, customers and
 * courtesies — one set of zod schemas for the Fastify routes and the React forms. Money in integer
 * cents; times as ISO strings (UTC).
 */

export const PRODUCT_KIND_VALUES = ['course', 'ebook', 'signature', 'bundle'] as const;
export type ProductKind = (typeof PRODUCT_KIND_VALUES)[number];
export const ITEM_KIND_VALUES = [
  'course',
  'ebook',
  'trail',
  'signature',
  'broadcast',
  'research',
] as const;
export const PAYMENT_METHOD_VALUES = ['pix', 'card', 'boleto'] as const;
export type PaymentMethod = (typeof PAYMENT_METHOD_VALUES)[number];
export const BRAND_ID_VALUES = ['brazilian', 'global', 'liberta'] as const;
export const COUPON_DISCOUNT_TYPE_VALUES = ['percent', 'fixed'] as const;
export const REFUND_TYPE_VALUES = ['full', 'partial'] as const;
export const COURTESY_TYPE_VALUES = [
  'commercial',
  'partnership',
  'support',
  'influencer',
  'employee',
] as const;
export const PAYMENT_STATUS_VALUES = [
  'pending',
  'paid',
  'expired',
  'cancelled',
  'declined',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUS_VALUES)[number];

/** Spec section 3: status 2 means paid. */
export const ORDER_STATUS_PAID = 2;
export const ORDER_STATUSES = [
  { id: 1, name: 'Aguardando pagamento' },
  { id: 2, name: 'Pago' },
  { id: 3, name: 'Cancelado' },
  { id: 4, name: 'Expirado' },
  { id: 5, name: 'Estornado' },
  { id: 6, name: 'Estornado parcialmente' },
] as const;
export function orderStatusName(status: number): string {
  return ORDER_STATUSES.find((s) => s.id === status)?.name ?? 'Desconhecido';
}

export const COURTESY_TYPE_NAMES: Record<(typeof COURTESY_TYPE_VALUES)[number], string> = {
  commercial: 'Cortesia comercial',
  partnership: 'Parceria',
  support: 'Suporte ao cliente',
  influencer: 'Influenciador',
  employee: 'Colaborador',
};

/** Spec section 8 / issue 5 messages people read. */
export const STORE_MESSAGES = {
  alreadyPaid: 'Pagamento já realizado',
  copied: 'Código foi copiado para área de transferência',
  awaitingPix: 'Aguardando confirmação do PIX...',
  approvedSoon: 'Seu pagamento será aprovado em alguns segundos',
  mobileCart:
    'O módulo de carrinho está sendo ajustado para celulares. Por enquanto, use um computador para concluir sua compra.',
  couponInvalid: 'Cupom inválido.',
  couponExpired: 'Este cupom expirou.',
  couponNotYet: 'Este cupom ainda não está valendo.',
  couponExhausted: 'Este cupom atingiu o limite de usos.',
  couponPerCustomer: 'Você já usou este cupom o máximo de vezes permitido.',
  couponProducts: 'Este cupom não vale para os produtos do carrinho.',
  couponBrand: 'Este cupom não vale nesta loja.',
  cartEmpty: 'Seu carrinho está vazio.',
  productUnavailable: 'Este produto não está disponível na loja.',
  termsRequired: 'Aceite os termos de compra para continuar.',
  installmentsInvalid: 'Número de parcelas indisponível para este carrinho.',
  paymentTypeRequired: 'Escolha a forma de pagamento.',
  taxIdRequired: 'Informe seu CPF ou CNPJ para emitir o pagamento.',
  orderNotPending: 'Este pedido não está aguardando pagamento.',
  refundTooLarge: 'O valor do estorno é maior que o valor disponível.',
  pixExpired: 'O código Pix expirou. Gere um novo código para pagar.',
} as const;

const id = z.coerce.number().int().positive();
const cents = z.coerce.number().int().min(0).max(100_000_000_00);
const isoDate = z.string();

export const idParamsSchema = z.object({ id }).strict();

// ------------------------------------------------------------------ catalogue

export const productItemSchema = z.object({
  kind: z.enum(ITEM_KIND_VALUES),
  target_id: id,
  name: z.string().optional(),
});

export const productInputSchema = z
  .object({
    name: z
      .string({ error: 'Informe o nome.' })
      .trim()
      .min(2, { error: 'Informe o nome.' })
      .max(160),
    slug: slugSchema.nullish(),
    kind: z.enum(PRODUCT_KIND_VALUES),
    category_id: id.nullish(),
    description_html: z.string().max(100_000).nullish(),
    cover_url: coverUrlSchema,
    price_cents: cents,
    access_period_id: id.nullish(),
    max_installments: z.coerce.number().int().min(1).max(12).default(1),
    available_in_store: z.boolean().default(true),
    brands: z.array(z.enum(BRAND_ID_VALUES)).max(3).default([]),
    featured: z.boolean().default(false),
    sort_order: z.coerce.number().int().min(0).max(10_000).default(0),
    active: z.boolean().default(true),
    items: z
      .array(productItemSchema.pick({ kind: true, target_id: true }))
      .min(1, { error: 'Escolha o que o produto libera.' })
      .max(50),
  })
  .strict()
  .refine((p) => p.kind === 'bundle' || p.items.length === 1, {
    error: 'Apenas combos liberam mais de um conteúdo.',
    path: ['items'],
  });

export const productSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(PRODUCT_KIND_VALUES),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  description_html: z.string().nullable(),
  cover_url: z.string().nullable(),
  /** Staff's alternative text of the cover (null or absent: the title stands in). */
  cover_alt: z.string().nullable().optional(),
  price_cents: z.number().int(),
  access_period_id: z.number().int().nullable(),
  access_period_name: z.string().nullable(),
  access_days: z.number().int().nullable(),
  max_installments: z.number().int(),
  available_in_store: z.boolean(),
  brands: z.array(z.string()),
  featured: z.boolean(),
  sort_order: z.number().int(),
  active: z.boolean(),
  items: z.array(productItemSchema),
  created_at: isoDate,
});
export type Product = z.infer<typeof productSchema>;

export const listProductsQuerySchema = listQuerySchema
  .omit({ sort: true })
  .extend({
    kind: z.enum(PRODUCT_KIND_VALUES).optional(),
    category_id: id.optional(),
    active: z.enum(['true', 'false']).optional(),
  })
  .strict();

export const storeQuerySchema = z
  .object({
    search: z.string().trim().max(120).optional(),
    kind: z.enum(PRODUCT_KIND_VALUES).optional(),
    category: z.string().trim().max(120).optional(),
  })
  .strict();

export const productCategoryInputSchema = z
  .object({
    name: z.string().trim().min(2, { error: 'Informe o nome.' }).max(120),
    slug: slugSchema.nullish(),
  })
  .strict();

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Use uma cor no formato #RRGGBB.' });
export const storeColorInputSchema = z
  .object({
    name: z.string().trim().min(2, { error: 'Informe o nome.' }).max(80),
    brand: z.enum(BRAND_ID_VALUES),
    primary_color: hexColor,
    secondary_color: hexColor,
    background_color: hexColor,
    text_color: hexColor,
    active: z.boolean().default(false),
  })
  .strict();
export const storeColorSchema = storeColorInputSchema.extend({ id: z.number().int() });

export const commercialTableInputSchema = z
  .object({
    name: z.string().trim().min(2, { error: 'Informe o nome.' }).max(120),
    active: z.boolean().default(true),
    prices: z.array(z.object({ product_id: id, price_cents: cents })).max(500),
  })
  .strict();

// ------------------------------------------------------------------ coupons

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
    percent_basis_points: z.coerce.number().int().min(1).max(10_000).nullish(),
    amount_cents: z.coerce.number().int().min(1).max(100_000_000_00).nullish(),
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

// ------------------------------------------------------------------ cart

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

export const customerCartsSchema = z.object({
  data: z.array(cartSchema),
  /** Spec section 9: the header's cart quantity, the sum of products_amount across carts. */
  products_amount: z.number().int(),
});

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
export const installmentOptionSchema = z.object({
  installments: z.number().int(),
  values_cents: z.array(z.number().int()),
  total_cents: z.number().int(),
  interest_free: z.boolean(),
  label: z.string(),
});
export const cartTermsSchema = z.object({
  version: z.string(),
  title: z.string(),
  html: z.string(),
});

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

/** `order-new-payment/{id}`: a new attempt for an unpaid order (renewed Pix, another card). */
export const newPaymentSchema = z
  .object({
    method: z.enum(PAYMENT_METHOD_VALUES).optional(),
    installments: z.coerce.number().int().min(1).max(12).optional(),
    card: cardInputSchema.optional(),
  })
  .strict();

// ------------------------------------------------------------------ orders

export const orderPaymentSchema = z.object({
  id: z.number().int(),
  method: z.enum(PAYMENT_METHOD_VALUES),
  status: z.enum(PAYMENT_STATUS_VALUES),
  amount_cents: z.number().int(),
  installments: z.number().int(),
  provider: z.string(),
  /** Spec section 3: the BR Code ("copia e cola"), its QR image and when it expires. */
  pix_qrcode: z.string().nullable(),
  pix_qrcode_url: z.string().nullable(),
  pix_expiration_date: isoDate.nullable(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  boleto_line: z.string().nullable(),
  boleto_barcode: z.string().nullable(),
  boleto_due_date: z.string().nullable(),
  decline_message: z.string().nullable(),
  paid_at: isoDate.nullable(),
  created_at: isoDate,
});

export const orderProductSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  kind: z.enum(PRODUCT_KIND_VALUES),
  amount: z.number().int(),
  unit_price_cents: z.number().int(),
  total_cents: z.number().int(),
  access_days: z.number().int().nullable(),
  /** Where the buyer finds it once paid (course player, ebooks, signatures…). */
  link: z.string().nullable(),
});

export const orderSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  status_name: z.string(),
  brand: z.string(),
  user_id: z.number().int(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_tax_id: z.string().nullable(),
  method: z.enum(PAYMENT_METHOD_VALUES),
  installments: z.number().int(),
  subtotal_cents: z.number().int(),
  coupon_code: z.string().nullable(),
  coupon_discount_cents: z.number().int(),
  payment_discount_cents: z.number().int(),
  total_cents: z.number().int(),
  refunded_cents: z.number().int(),
  products: z.array(orderProductSchema),
  order_payments: z.array(orderPaymentSchema),
  paid_at: isoDate.nullable(),
  created_at: isoDate,
});
export type Order = z.infer<typeof orderSchema>;

export const orderRefundSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  type: z.enum(REFUND_TYPE_VALUES),
  amount_cents: z.number().int(),
  reason: z.string(),
  provider_status: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: isoDate,
});

export const orderDetailsSchema = orderSchema.extend({
  refunds: z.array(orderRefundSchema),
  notices: z.array(
    z.object({
      id: z.number().int(),
      provider: z.string(),
      external_id: z.string(),
      amount_cents: z.number().int().nullable(),
      outcome: z.string(),
      created_at: isoDate,
    }),
  ),
  history: z.array(
    z.object({
      action: z.string(),
      actor_name: z.string().nullable(),
      created_at: isoDate,
      /** What the action recorded (refund amount and reason, cancel reason, totals…). */
      details: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});

export const orderListItemSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  status_name: z.string(),
  brand: z.string(),
  user_id: z.number().int(),
  customer_name: z.string(),
  customer_email: z.string(),
  method: z.enum(PAYMENT_METHOD_VALUES),
  total_cents: z.number().int(),
  refunded_cents: z.number().int(),
  products_summary: z.string(),
  paid_at: isoDate.nullable(),
  created_at: isoDate,
});

export const listOrdersQuerySchema = listQuerySchema
  .omit({ sort: true })
  .extend({
    status: z.coerce.number().int().min(1).max(6).optional(),
    method: z.enum(PAYMENT_METHOD_VALUES).optional(),
    brand: z.enum(BRAND_ID_VALUES).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  })
  .strict();

export const refundInputSchema = z
  .object({
    type: z.enum(REFUND_TYPE_VALUES),
    /** Partial refunds: how much (full refunds take what is left). */
    amount_cents: z.coerce.number().int().min(1).optional(),
    reason: z
      .string()
      .trim()
      .min(5, { error: 'Descreva o motivo (mínimo 5 caracteres).' })
      .max(500),
  })
  .strict()
  .refine((r) => r.type === 'full' || r.amount_cents !== undefined, {
    error: 'Informe o valor do estorno.',
    path: ['amount_cents'],
  });

export const cancelOrderSchema = z
  .object({ reason: z.string().trim().max(500).optional() })
  .strict();

// ------------------------------------------------------------------ customers & courtesies

export const customerListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  identifier: z.string().nullable(),
  phone_number: z.string().nullable(),
  orders_count: z.number().int(),
  paid_cents: z.number().int(),
  created_at: isoDate,
});

export const customerSchema = customerListItemSchema.extend({
  nickname: z.string().nullable(),
  birth_date: z.string().nullable(),
  gender: z.string().nullable(),
  trial: z.boolean(),
  deleted_at: isoDate.nullable(),
});

const taxIdInput = z
  .string()
  .trim()
  .refine((v) => v === '' || isValidTaxId(v), { error: 'CPF ou CNPJ inválido' });

export const customerInputSchema = z
  .object({
    name: z.string().trim().min(3, { error: 'Informe o nome completo.' }).max(160),
    email: z.email({ error: 'Informe um e-mail válido.' }).max(254),
    identifier: taxIdInput.nullish(),
    phone_number: z.string().trim().max(20).nullish(),
    birth_date: z.iso.date().nullish(),
  })
  .strict();

export const customerContactSchema = z
  .object({
    email: z.email({ error: 'Informe um e-mail válido.' }).max(254).optional(),
    phone_number: z.string().trim().max(20).nullish(),
  })
  .strict();

export const customerProductSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  target_id: z.number().int(),
  name: z.string(),
  source: z.string(),
  starts_at: isoDate,
  ends_at: isoDate.nullable(),
  status: z.string(),
});
export const customerProductsQuerySchema = z
  .object({ type: z.coerce.number().int().optional() })
  .strict();

export const courtesyInputSchema = z
  .object({
    user_id: id,
    product_id: id,
    type: z.enum(COURTESY_TYPE_VALUES),
    starts_at: z.iso.datetime({ offset: true }).optional(),
    /** Absent: the product's access period (lifetime when it has none). */
    ends_at: z.iso.datetime({ offset: true }).nullish(),
    note: z.string().trim().max(500).nullish(),
  })
  .strict();

export const courtesySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  type: z.enum(COURTESY_TYPE_VALUES),
  type_name: z.string(),
  starts_at: isoDate,
  ends_at: isoDate.nullable(),
  note: z.string().nullable(),
  created_by_name: z.string().nullable(),
  revoked_at: isoDate.nullable(),
  created_at: isoDate,
});

export const courtesyReportInputSchema = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    type: z.enum(COURTESY_TYPE_VALUES).optional(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .strict();

// ------------------------------------------------------------------ realtime

export const pixWebhookResponseSchema = z.object({ received: z.number().int() });

// ------------------------------------------------------------------ catalogue module (issue 5)
// Added with the catalogue routes (apps/api/src/modules/catalogue): the answers of the staff
// catalogue screens, the public store and the store selects of spec section 7.

/** Postgres `integer`: ids and counters above this would fail in the database, not in zod. */
export const INT4_MAX = 2_147_483_647;

export const productCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Products (not deleted) in the category: a category in use cannot be deleted. */
  products_count: z.number().int(),
});
export type ProductCategory = z.infer<typeof productCategorySchema>;

/** What visitors see of a product (`store-products`, `store-product/:slug`, `store-product-for`). */
export const storeProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(PRODUCT_KIND_VALUES),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  category_slug: z.string().nullable(),
  description_html: z.string().nullable(),
  cover_url: z.string().nullable(),
  /** Staff's alternative text of the cover (null or absent: the title stands in). */
  cover_alt: z.string().nullable().optional(),
  price_cents: z.number().int(),
  access_period_name: z.string().nullable(),
  /** Null: lifetime access. */
  access_days: z.number().int().nullable(),
  max_installments: z.number().int(),
  featured: z.boolean(),
  items: z.array(
    z.object({
      kind: z.enum(ITEM_KIND_VALUES),
      target_id: z.number().int(),
      name: z.string(),
      /** The content's public page slug (courses, ebooks, trails, signatures), when it has one. */
      slug: z.string().nullable(),
    }),
  ),
});
export type StoreProduct = z.infer<typeof storeProductSchema>;

export const storeProductForParamsSchema = z
  .object({
    kind: z.enum(ITEM_KIND_VALUES),
    targetId: z.coerce.number().int().positive().max(INT4_MAX),
  })
  .strict();

export const listStoreColorsQuerySchema = listQuerySchema
  .omit({ sort: true })
  .extend({
    brand: z.enum(BRAND_ID_VALUES).optional(),
    active: z.enum(['true', 'false']).optional(),
  })
  .strict();

export const listCouponsQuerySchema = listQuerySchema
  .omit({ sort: true })
  .extend({ active: z.enum(['true', 'false']).optional() })
  .strict();

export const listCommercialTablesQuerySchema = listCouponsQuerySchema;

export const commercialTableSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  products_count: z.number().int(),
  created_at: isoDate,
});
export const commercialTableSchema = commercialTableSummarySchema.extend({
  prices: z.array(
    z.object({
      product_id: z.number().int(),
      product_name: z.string(),
      /** The product's own (store) price, to compare. */
      list_price_cents: z.number().int(),
      price_cents: z.number().int(),
    }),
  ),
});
export type CommercialTable = z.infer<typeof commercialTableSchema>;

/** `delete-coupon/:id`: a coupon that was ever used is only deactivated (orders keep naming it). */
export const couponDeleteResultSchema = z.object({
  result: z.enum(['deleted', 'deactivated']),
  message: z.string(),
});
export type CouponDeleteResult = z.infer<typeof couponDeleteResultSchema>;

/** Fixed option lists: `id` is what screens send, `value` what the API stores. */
export const selectValueOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  value: z.string(),
});

export const selectProductQuerySchema = z
  .object({ search: z.string().trim().max(120).optional() })
  .strict();
export const selectProductOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price_cents: z.number().int(),
});

/** `select-product-access-period/:id`: the periods a product can be sold with, each priced. */
export const productAccessPeriodOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  days: z.number().int().nullable(),
  price_cents: z.number().int(),
});

export const selectCustomerQuerySchema = z
  .object({
    search: z
      .string({ error: 'Digite ao menos 2 caracteres para buscar.' })
      .trim()
      .min(2, { error: 'Digite ao menos 2 caracteres para buscar.' })
      .max(120),
  })
  .strict();
export const selectCustomerOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});

// ------------------------------------------------------------------ customers
// Added by the customers module (issue 5): the shapes its routes answer beyond the schemas of
// "customers & courtesies" above, which stay as they are.

const customerPageFields = {
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
};

/** `list-customer-orders`, `list-customer-refunds`, `list-customer-courtesy-report`: pages. */
export const customerPageQuerySchema = z.object(customerPageFields).strict();

/** Spec section 7: `list-customer-products/{id}` lists signatures when called with `type=3`. */
export const CUSTOMER_PRODUCTS_SIGNATURE_TYPE = 3;

/** `list-customer-products/{id}`: `type` (3: signatures; else contents) and pages. */
export const customerProductsListQuerySchema = customerProductsQuerySchema
  .extend(customerPageFields)
  .strict();

/** How many grants of each kind work now (the "Acessos" summary of the customer screen). */
export const customerAccessSummarySchema = z.object({
  course: z.number().int(),
  ebook: z.number().int(),
  trail: z.number().int(),
  signature: z.number().int(),
  broadcast: z.number().int(),
  research: z.number().int(),
});

/**
 * `customer-details/{id}`: the customer with what the staff screen and the checkout need at once —
 * saved addresses, what they can see now, their latest orders and money totals.
 */
export const customerDetailsSchema = customerSchema.extend({
  addresses: z.array(addressSchema),
  access_summary: customerAccessSummarySchema,
  /** Grants working now (every kind, signatures included), newest first. */
  active_products: z.array(customerProductSchema),
  /** The 5 newest orders, whatever their status. */
  last_orders: z.array(orderListItemSchema),
  refunded_cents: z.number().int(),
  active_courtesies: z.number().int(),
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

/** `create-user-courtesy-report` as JSON (`format: 'json'`); CSV answers a file instead. */
export const courtesyReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  type: z.enum(COURTESY_TYPE_VALUES).nullable(),
  total: z.number().int(),
  data: z.array(courtesySchema),
});
