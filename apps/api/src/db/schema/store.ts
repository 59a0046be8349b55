import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { accessPeriods, GRANT_KINDS } from './learning.ts';

/**
 * The store (issue 5): catalogue, carts, coupons, orders with their payments, refunds and
 * courtesies. Money is integer cents everywhere; a paid order grants its products' items through
 * the access module (source `order`, source id = the order), a refund revokes them.
 */

export const BRAND_IDS = ['brazilian', 'global', 'liberta'] as const;

export const productCategories = pgTable(
  'product_categories',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    slug: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_categories_slug_unique').on(t.slug)],
);

export const PRODUCT_KINDS = ['course', 'ebook', 'signature', 'bundle', 'trade_method'] as const;

export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    name: text().notNull(),
    kind: text({ enum: PRODUCT_KINDS }).notNull(),
    categoryId: integer().references(() => productCategories.id),
    descriptionHtml: text(),
    coverUrl: text(),
    /** Alternative text of the cover, written by staff with the upload. */
    coverAlt: text(),
    priceCents: integer().notNull(),
    /** How long the access it sells lasts (null: lifetime). */
    accessPeriodId: integer().references(() => accessPeriods.id),
    maxInstallments: integer().notNull().default(1),
    availableInStore: boolean().notNull().default(true),
    /** Brands whose store sells it; empty: every brand. */
    brands: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A highlight on the store pages (Liberta's hub shows these first). */
    featured: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('products_slug_unique').on(t.slug),
    check('products_price_nonnegative', sql`${t.priceCents} >= 0`),
    check('products_installments_range', sql`${t.maxInstallments} between 1 and 12`),
  ],
);

/** What a product grants when paid: one item for a course/ebook/signature, several for a bundle. */
export const productItems = pgTable(
  'product_items',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text({ enum: GRANT_KINDS }).notNull(),
    targetId: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.kind, t.targetId] }),
    index('product_items_target_idx').on(t.kind, t.targetId),
  ],
);

/** Price lists ("tabelas comerciais") sellers quote from. */
export const commercialTables = pgTable('commercial_tables', {
  id: serial().primaryKey(),
  name: text().notNull(),
  active: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const commercialTablePrices = pgTable(
  'commercial_table_prices',
  {
    tableId: integer()
      .notNull()
      .references(() => commercialTables.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceCents: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tableId, t.productId] }),
    check('commercial_price_nonnegative', sql`${t.priceCents} >= 0`),
  ],
);

/** Store colours per brand (Liberta Store Cores, `/cores`). */
export const storeColors = pgTable('store_colors', {
  id: serial().primaryKey(),
  name: text().notNull(),
  brand: text({ enum: BRAND_IDS }).notNull(),
  primaryColor: text().notNull(),
  secondaryColor: text().notNull(),
  backgroundColor: text().notNull(),
  textColor: text().notNull(),
  active: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const PAYMENT_METHODS = ['pix', 'card', 'boleto'] as const;

/** Payment types with their own discount (e.g. Pix 5 % off), in basis points. */
export const paymentTypes = pgTable(
  'payment_types',
  {
    id: serial().primaryKey(),
    method: text({ enum: PAYMENT_METHODS }).notNull(),
    name: text().notNull(),
    discountBasisPoints: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('payment_types_method_unique').on(t.method),
    check('payment_types_discount_range', sql`${t.discountBasisPoints} between 0 and 10000`),
  ],
);

export const COUPON_DISCOUNT_TYPES = ['percent', 'fixed'] as const;

export const coupons = pgTable(
  'coupons',
  {
    id: serial().primaryKey(),
    /** Stored upper-cased; unique. */
    code: text().notNull(),
    description: text(),
    discountType: text({ enum: COUPON_DISCOUNT_TYPES }).notNull(),
    /** Percent coupons: basis points (1000 = 10 %). */
    percentBasisPoints: integer(),
    /** Fixed coupons: cents off. */
    amountCents: integer(),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    maxUses: integer(),
    maxUsesPerCustomer: integer(),
    minCartCents: integer().notNull().default(0),
    /** Empty: every product; else only these products are discounted (and needed in the cart). */
    productIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    brands: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(t.code),
    check(
      'coupons_value',
      sql`(${t.discountType} = 'percent' and ${t.percentBasisPoints} between 1 and 10000)
       or (${t.discountType} = 'fixed' and ${t.amountCents} > 0)`,
    ),
    check(
      'coupons_window',
      sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);

export const CART_STATUSES = ['open', 'ordered'] as const;

/**
 * A shopping cart: a customer's (user) or a visitor's (its random token), merged on login. A
 * cart row exists from the first product added; reading a cart never creates one.
 */
export const shoppingCarts = pgTable(
  'shopping_carts',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id),
    guestEmail: text(),
    /** SHA-256 of the visitor's cart token (only its holder reads or changes a guest cart). */
    guestTokenHash: text(),
    brand: text({ enum: BRAND_IDS }).notNull(),
    couponId: integer().references(() => coupons.id),
    paymentTypeId: integer().references(() => paymentTypes.id),
    installments: integer().notNull().default(1),
    commercialTableId: integer().references(() => commercialTables.id),
    sellerId: integer().references(() => users.id),
    status: text({ enum: CART_STATUSES }).notNull().default('open'),
    termsAcceptedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open cart per customer and brand.
    uniqueIndex('shopping_carts_open_user_unique')
      .on(t.userId, t.brand)
      .where(sql`${t.status} = 'open' and ${t.userId} is not null`),
    // A visitor's cart is found by its random token only. The e-mail is not a key: two carts may
    // carry the same e-mail, so nobody who only knows an address can take over or block one.
    uniqueIndex('shopping_carts_guest_token_unique')
      .on(t.guestTokenHash)
      .where(sql`${t.guestTokenHash} is not null`),
    check('shopping_carts_owner', sql`${t.userId} is not null or ${t.guestTokenHash} is not null`),
    check('shopping_carts_installments_range', sql`${t.installments} between 1 and 12`),
  ],
);

export const shoppingCartProducts = pgTable(
  'shopping_cart_products',
  {
    id: serial().primaryKey(),
    cartId: integer()
      .notNull()
      .references(() => shoppingCarts.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    amount: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shopping_cart_products_unique').on(t.cartId, t.productId),
    check('shopping_cart_products_amount', sql`${t.amount} between 1 and 99`),
  ],
);

/**
 * Order status (spec section 3: 2 means paid). 1 awaiting payment, 2 paid, 3 cancelled,
 * 4 expired, 5 refunded, 6 partially refunded.
 */
export const ORDER_STATUS = {
  pending: 1,
  paid: 2,
  cancelled: 3,
  expired: 4,
  refunded: 5,
  partiallyRefunded: 6,
} as const;

export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    /** The cart it came from: one order per cart, whatever the number of submits. */
    cartId: integer()
      .notNull()
      .references(() => shoppingCarts.id),
    /** The browser's key for this checkout (double submit, retry, two tabs → one order). */
    idempotencyKey: text().notNull(),
    /**
     * SHA-256 of what the checkout asked for (cart, payment type, installments, tax id, address,
     * the card's non-secret fields): the same key with another request is a 409, not this order.
     */
    requestHash: text(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    brand: text({ enum: BRAND_IDS }).notNull(),
    status: smallint().notNull().default(1),
    subtotalCents: integer().notNull(),
    couponDiscountCents: integer().notNull().default(0),
    paymentDiscountCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    refundedCents: integer().notNull().default(0),
    couponId: integer().references(() => coupons.id),
    couponCode: text(),
    paymentTypeId: integer().references(() => paymentTypes.id),
    method: text({ enum: PAYMENT_METHODS }).notNull(),
    installments: integer().notNull().default(1),
    sellerId: integer().references(() => users.id),
    /** Who bought, as they were at checkout (the account may change later). */
    customerName: text().notNull(),
    customerEmail: text().notNull(),
    customerTaxId: text(),
    addressId: integer(),
    paidAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_cart_unique').on(t.cartId),
    uniqueIndex('orders_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    check('orders_total_nonnegative', sql`${t.totalCents} >= 0`),
    check('orders_refund_bounded', sql`${t.refundedCents} between 0 and ${t.totalCents}`),
  ],
);

export const orderProducts = pgTable(
  'order_products',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    name: text().notNull(),
    kind: text({ enum: PRODUCT_KINDS }).notNull(),
    amount: integer().notNull(),
    unitPriceCents: integer().notNull(),
    /** This line's share of the order total after discounts (the shares sum to the total). */
    totalCents: integer().notNull(),
    accessDays: integer(),
  },
  (t) => [index('order_products_order_idx').on(t.orderId)],
);

export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'expired',
  'cancelled',
  'declined',
  'refunded',
] as const;

/** One payment attempt of an order; the newest is `order_payments[0]` (spec section 3). */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text({ enum: PAYMENT_METHODS }).notNull(),
    status: text({ enum: PAYMENT_STATUSES }).notNull().default('pending'),
    amountCents: integer().notNull(),
    installments: integer().notNull().default(1),
    provider: text().notNull(),
    pixTxid: text(),
    /** The BR Code ("copia e cola"). */
    pixQrcode: text(),
    pixLocation: text(),
    pixExpirationDate: timestamp({ withTimezone: true }),
    pixEndToEndId: text(),
    cardBrand: text(),
    cardLast4: text(),
    gatewayTransactionId: text(),
    boletoLine: text(),
    boletoBarcode: text(),
    boletoDueDate: text(),
    declineMessage: text(),
    paidAt: timestamp({ withTimezone: true }),
    /** Staff who confirmed it by hand (null: the provider did). */
    confirmedBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderId, t.id),
    uniqueIndex('order_payments_txid_unique').on(t.pixTxid),
    // A Pix (endToEndId) pays one payment, once.
    uniqueIndex('order_payments_e2e_unique').on(t.pixEndToEndId),
    // At most one paid payment per order: the webhook and staff confirming at once pay once.
    uniqueIndex('order_payments_one_paid')
      .on(t.orderId)
      .where(sql`${t.status} = 'paid'`),
  ],
);

/** Every notice a provider sent (webhooks), kept for audit; refused ones say why. */
export const paymentNotices = pgTable(
  'payment_notices',
  {
    id: serial().primaryKey(),
    provider: text().notNull(),
    /** The provider's id of the event (Pix endToEndId): the same notice twice is one row. */
    externalId: text().notNull(),
    paymentId: integer().references(() => orderPayments.id),
    amountCents: integer(),
    outcome: text({
      enum: ['paid', 'duplicate', 'amount_mismatch', 'unknown_charge', 'not_pending'],
    }).notNull(),
    payload: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_notices_external_unique').on(t.provider, t.externalId)],
);

/** A coupon use: held while its order awaits payment, used when paid, released otherwise. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial().primaryKey(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    status: text({ enum: ['held', 'used', 'released'] })
      .notNull()
      .default('held'),
    /** A hold ends here by itself (the payment's expiry) if nobody pays. */
    heldUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_unique').on(t.orderId),
    index('coupon_redemptions_coupon_idx').on(t.couponId, t.status),
  ],
);

export const REFUND_TYPES = ['full', 'partial'] as const;

export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    type: text({ enum: REFUND_TYPES }).notNull(),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    providerStatus: text(),
    createdBy: integer()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    check('order_refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

export const COURTESY_TYPES = [
  'commercial',
  'partnership',
  'support',
  'influencer',
  'employee',
] as const;

/** Access given without payment (staff `create-user-courtesy`); grants source `courtesy`. */
export const courtesies = pgTable(
  'courtesies',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    productId: integer()
      .notNull()
      .references(() => products.id),
    type: text({ enum: COURTESY_TYPES }).notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }),
    note: text(),
    createdBy: integer()
      .notNull()
      .references(() => users.id),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('courtesies_user_idx').on(t.userId, t.createdAt)],
);
