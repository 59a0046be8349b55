import type { ProductKind } from '@app/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Placeholder, SQL } from 'drizzle-orm';
import {
  accessPeriods,
  coupons,
  paymentTypes,
  products,
  shoppingCarts,
} from '../../db/schema/index.ts';
import { queryRows } from '../../platform/db/database.ts';
import { preparedRows } from '../../platform/db/prepared.ts';
import { RELAXED_COMMIT_CTE } from '../../platform/db/relaxed-commit.ts';
import type { Db } from '../../platform/db/database.ts';

export type BrandId = 'brazilian' | 'global' | 'liberta';

export interface CartRow {
  id: number;
  user_id: number | null;
  guest_email: string | null;
  guest_token_hash: string | null;
  brand: BrandId;
  coupon_id: number | null;
  payment_type_id: number | null;
  installments: number;
  commercial_table_id: number | null;
  status: 'open' | 'ordered';
  updated_at: Date | string;
}

export interface LineRow {
  id: number;
  product_id: number;
  amount: number;
  name: string;
  slug: string;
  kind: ProductKind;
  cover_url: string | null;
  unit_price_cents: number;
  max_installments: number;
  access_period_name: string | null;
  sellable: boolean;
}

/** A product as a new cart line shows it (the line's own id and amount come with the insert). */
export type ProductLine = Omit<LineRow, 'id' | 'amount'>;

export interface CouponUses {
  total: number;
  customer: number;
}

export interface CouponRow {
  id: number;
  code: string;
  description: string | null;
  discount_type: 'percent' | 'fixed';
  percent_basis_points: number | null;
  amount_cents: number | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  min_cart_cents: number;
  product_ids: number[];
  brands: string[];
  active: boolean;
}

export interface PaymentTypeRow {
  id: number;
  method: 'pix' | 'card' | 'boleto';
  name: string;
  discount_basis_points: number;
}

/**
 * A cart with everything its page shows, read in one statement: its lines priced (commercial
 * table, sellable now), its coupon with the uses that count against the coupon's limits (only
 * when it has limits), its active payment type and the order it became.
 */
export interface CartState extends CartRow {
  lines: LineRow[];
  coupon: (CouponRow & { uses: CouponUses | null }) | null;
  payment_type: PaymentTypeRow | null;
  order_id: number | null;
  /**
   * When the coupon's counted uses change by the clock alone: the first hold on it that lapses
   * after `at` (ms since the epoch; null: none, or the coupon has no limits).
   */
  uses_change_at: number | null;
}

/** What a cart's state is read from (the change feed's tags, docs/adr/0008). */
export const CART_STATE_TABLES = [
  'shopping_carts',
  'shopping_cart_products',
  'orders',
  'coupon_redemptions',
  'products',
  'access_periods',
  'commercial_table_prices',
  'coupons',
  'payment_types',
] as const;

/** The tags of the person's open cart in a brand (`cart`: as read, null when none). */
export function cartStateTags(userId: number, cart: CartState | null): string[] {
  const tags = [`shopping_carts.user_id:${userId}`];
  if (!cart) return tags;
  tags.push(
    `shopping_cart_products.cart_id:${cart.id}`,
    `orders.cart_id:${cart.id}`,
    'products',
    'access_periods',
    'commercial_table_prices',
    'coupons',
    'payment_types',
  );
  if (cart.coupon?.uses) tags.push(`coupon_redemptions.coupon_id:${cart.coupon.id}`);
  return tags;
}

const c = shoppingCarts;
/** Products as `p`, the name `sellableIn` speaks of. */
const p = alias(products, 'p');

/** The cart's own columns, under the names the service uses. */
const cartColumns = {
  id: c.id,
  user_id: c.userId,
  guest_email: c.guestEmail,
  guest_token_hash: c.guestTokenHash,
  brand: c.brand,
  coupon_id: c.couponId,
  payment_type_id: c.paymentTypeId,
  installments: c.installments,
  commercial_table_id: c.commercialTableId,
  status: c.status,
  updated_at: c.updatedAt,
};

/** "Sold now in this brand's store" for the products row `p`. */
const sellableIn = (brand: SQL | Placeholder) =>
  sql`(p.active and p.available_in_store and p.deleted_at is null
        and (cardinality(p.brands) = 0 or ${brand} = any(p.brands)))`;

/**
 * The state columns as correlated subqueries on the cart row (named `shopping_carts` in full:
 * Drizzle leaves a lone table's columns unqualified) (each one index lookup or scan of
 * the cart's few lines). `at` is the moment coupon holds are judged at (a placeholder or value).
 */
function stateColumns(at: Placeholder | string) {
  return {
    ...cartColumns,
    lines: sql<LineRow[]>`coalesce((
      select json_agg(json_build_object(
        'id', scp.id, 'product_id', scp.product_id, 'amount', scp.amount, 'name', p.name,
        'slug', p.slug, 'kind', p.kind, 'cover_url', p.cover_url,
        'unit_price_cents', coalesce(ctp.price_cents, p.price_cents),
        'max_installments', p.max_installments, 'access_period_name', ap.name,
        'sellable', ${sellableIn(sql`shopping_carts.brand`)}) order by scp.id)
      from shopping_cart_products scp
      join products p on p.id = scp.product_id
      left join access_periods ap on ap.id = p.access_period_id
      left join commercial_table_prices ctp
        on ctp.product_id = p.id and ctp.table_id = shopping_carts.commercial_table_id
      where scp.cart_id = shopping_carts.id), '[]'::json)`,
    coupon: sql<CartState['coupon']>`(
      select json_build_object(
        'id', cp.id, 'code', cp.code, 'description', cp.description,
        'discount_type', cp.discount_type, 'percent_basis_points', cp.percent_basis_points,
        'amount_cents', cp.amount_cents, 'starts_at', cp.starts_at, 'ends_at', cp.ends_at,
        'max_uses', cp.max_uses, 'max_uses_per_customer', cp.max_uses_per_customer,
        'min_cart_cents', cp.min_cart_cents, 'product_ids', cp.product_ids, 'brands', cp.brands,
        'active', cp.active,
        'uses', case when cp.max_uses is null and cp.max_uses_per_customer is null then null else (
          select json_build_object('total', count(*),
                                   'customer', count(*) filter (where r.user_id = shopping_carts.user_id))
          from coupon_redemptions r
          where r.coupon_id = cp.id
            and (r.status = 'used' or (r.status = 'held'
              and (r.held_until is null or r.held_until > ${at}::timestamptz)))) end)
      from coupons cp where cp.id = shopping_carts.coupon_id)`,
    payment_type: sql<PaymentTypeRow | null>`(
      select json_build_object('id', pt.id, 'method', pt.method, 'name', pt.name,
                               'discount_basis_points', pt.discount_basis_points)
      from payment_types pt where pt.id = shopping_carts.payment_type_id and pt.active)`,
    order_id: sql<number | null>`(select o.id from orders o where o.cart_id = shopping_carts.id)`,
    uses_change_at: sql<number | null>`(
      select (extract(epoch from min(r.held_until)) * 1000)::float8
      from coupons cp join coupon_redemptions r on r.coupon_id = cp.id
      where cp.id = shopping_carts.coupon_id
        and (cp.max_uses is not null or cp.max_uses_per_customer is not null)
        and r.status = 'held' and r.held_until > ${at}::timestamptz)`,
  };
}

const COUPON_FIELDS = {
  id: coupons.id,
  code: coupons.code,
  description: coupons.description,
  discount_type: coupons.discountType,
  percent_basis_points: coupons.percentBasisPoints,
  amount_cents: coupons.amountCents,
  starts_at: coupons.startsAt,
  ends_at: coupons.endsAt,
  max_uses: coupons.maxUses,
  max_uses_per_customer: coupons.maxUsesPerCustomer,
  min_cart_cents: coupons.minCartCents,
  product_ids: coupons.productIds,
  brands: coupons.brands,
  active: coupons.active,
};

const ph = sql.placeholder;

/** The only place with the cart's SQL. `tx`: run inside that transaction instead. */
export function cartQueries(db: Db) {
  // The hot statements are prepared once per process (a name on PostgreSQL, cached text on both).
  const insertUserCartWithLine = preparedRows<
    CartRow & { line_id: number },
    { userId: number; brand: BrandId; productId: number; at: string }
  >(
    db,
    'store_user_cart_with_line',
    (p) => sql`
      with ${RELAXED_COMMIT_CTE},
      cart as (
        insert into shopping_carts (user_id, brand, created_at, updated_at)
        values (${p.userId}::int, ${p.brand}::text, ${p.at}::timestamptz, ${p.at}::timestamptz)
        on conflict do nothing
        returning *),
      added as (
        insert into shopping_cart_products (cart_id, product_id, amount)
        select id, ${p.productId}::int, 1 from cart
        returning id)
      select cart.id, cart.user_id, cart.guest_email, cart.guest_token_hash, cart.brand,
             cart.coupon_id, cart.payment_type_id, cart.installments, cart.commercial_table_id,
             cart.status, cart.updated_at, (select id from added) as line_id
      from cart, relaxed_commit`,
  );
  // 'open' is written into the text, not passed as a parameter: the open-cart indexes are
  // partial (`where status = 'open'`), and a prepared statement's generic plan (PostgreSQL's
  // choice after five runs) can use them only when the text itself says 'open'. With a parameter
  // every cart lookup became a scan of all carts, slower with every cart ever made.
  const isOpen = sql`${c.status} = 'open'`;
  const prepared = {
    stateById: db
      .select(stateColumns(ph('at')))
      .from(c)
      .where(eq(c.id, ph('id')))
      .prepare('store_cart_state_by_id'),
    // The id the checkout's order will have, taken from the orders' sequence with the cart (an
    // id not used, when the cart is no longer open, is a gap like those of `on conflict`).
    stateForCheckout: db
      .select({
        ...stateColumns(ph('at')),
        next_order_id: sql<number>`nextval('orders_id_seq')::int`,
      })
      .from(c)
      .where(eq(c.id, ph('id')))
      .prepare('store_cart_state_for_checkout'),
    openOfUser: db
      .select(stateColumns(ph('at')))
      .from(c)
      .where(and(eq(c.userId, ph('userId')), eq(c.brand, ph('brand')), isOpen))
      .prepare('store_cart_state_of_user'),
    openOfUserForProduct: db
      .select({ ...stateColumns(ph('at')), product: productForCart(ph('productId')) })
      .from(c)
      .where(and(eq(c.userId, ph('userId')), eq(c.brand, ph('brand')), isOpen))
      .prepare('store_cart_state_of_user_for_product'),
    openOfGuest: db
      .select(stateColumns(ph('at')))
      .from(c)
      .where(and(eq(c.guestTokenHash, ph('tokenHash')), isOpen, sql`${c.userId} is null`))
      .prepare('store_cart_state_of_guest'),
    allOpenOfUser: db
      .select(stateColumns(ph('at')))
      .from(c)
      .where(and(eq(c.userId, ph('userId')), isOpen))
      .orderBy(desc(c.updatedAt))
      .prepare('store_carts_state_of_user'),
    product: db
      .select({
        product_id: p.id,
        name: p.name,
        slug: p.slug,
        kind: p.kind,
        cover_url: p.coverUrl,
        unit_price_cents: p.priceCents,
        max_installments: p.maxInstallments,
        access_period_name: accessPeriods.name,
        sellable: sql<boolean>`true`,
      })
      .from(p)
      .leftJoin(accessPeriods, eq(accessPeriods.id, p.accessPeriodId))
      .where(sql`${p.id} = ${ph('productId')} and ${sellableIn(ph('brand'))}`)
      .prepare('store_product_for_new_cart'),
    touch: db
      .update(c)
      .set({ updatedAt: sql`${ph('at')}::timestamptz` })
      .where(eq(c.id, ph('id')))
      .prepare('store_cart_touch'),
  };

  return {
    /** A cart with its lines, coupon, payment type and order (null when there is none). */
    async stateById(id: number, at: Date, tx?: Db): Promise<CartState | null> {
      const args = { id, at: at.toISOString() };
      const [row] = tx
        ? await tx.select(stateColumns(args.at)).from(c).where(eq(c.id, id))
        : await prepared.stateById.execute(args);
      return (row as CartState | undefined) ?? null;
    },

    /**
     * A cart about to be checked out, with the id its order will take (a Pix code made here
     * names its order before the order is written, and both are written in one statement).
     */
    async stateForCheckout(
      id: number,
      at: Date,
    ): Promise<(CartState & { next_order_id: number }) | null> {
      const [row] = await prepared.stateForCheckout.execute({ id, at: at.toISOString() });
      return (row as (CartState & { next_order_id: number }) | undefined) ?? null;
    },

    /** The person's open cart in a brand, or null. */
    async openOfUser(userId: number, brand: BrandId, at: Date): Promise<CartState | null> {
      const [row] = await prepared.openOfUser.execute({ userId, brand, at: at.toISOString() });
      return row ?? null;
    },

    /**
     * The person's open cart in a brand and, in the same statement, a product as a line of it
     * would show (its commercial table's price; null: not sold in that brand now); null when
     * the person has no open cart there.
     */
    async openOfUserWithProduct(
      userId: number,
      brand: BrandId,
      at: Date,
      productId: number,
    ): Promise<{ cart: CartState; product: ProductLine | null } | null> {
      const [row] = await prepared.openOfUserForProduct.execute({
        userId,
        brand,
        at: at.toISOString(),
        productId,
      });
      return row ? { cart: row, product: row.product } : null;
    },

    /** Every open cart of the person (one per brand), newest first. */
    async allOpenOfUser(userId: number, at: Date): Promise<CartState[]> {
      return await prepared.allOpenOfUser.execute({
        userId,
        at: at.toISOString(),
      });
    },

    /** The visitor cart a token opens (open, not yet merged into an account), or null. */
    async openOfGuest(tokenHash: string, at: Date): Promise<CartState | null> {
      const [row] = await prepared.openOfGuest.execute({ tokenHash, at: at.toISOString() });
      return (row as CartState | undefined) ?? null;
    },

    /** The cart row alone (who owns it, its state), for answers that need no lines. */
    async cartRow(id: number, tx?: Db): Promise<CartRow | null> {
      const [row] = await (tx ?? db).select(cartColumns).from(c).where(eq(c.id, id));
      return (row as CartRow | undefined) ?? null;
    },

    /** The cart a line belongs to, with the line's existence, in one read. */
    async cartOfLine(lineId: number): Promise<CartRow | null> {
      const [row] = await queryRows<CartRow>(
        db,
        sql`select c.id, c.user_id, c.guest_email, c.guest_token_hash, c.brand, c.coupon_id,
                   c.payment_type_id, c.installments, c.commercial_table_id, c.status,
                   c.updated_at
            from shopping_cart_products scp join shopping_carts c on c.id = scp.cart_id
            where scp.id = ${lineId}`,
      );
      return row ?? null;
    },

    /** A product as a line of a new cart (list price) shows it; null when not sold there now. */
    async productFor(productId: number, brand: BrandId): Promise<ProductLine | null> {
      const [row] = await prepared.product.execute({ productId, brand });
      return row ?? null;
    },

    /**
     * Creates the person's open cart in a brand with its first line, in one statement: the cart
     * (its columns) and the line's id, or null when another request created the cart first (the
     * partial unique index keeps one open cart per person and brand; nothing is added then).
     */
    async insertUserCartWithLine(
      userId: number,
      brand: BrandId,
      productId: number,
      at: Date,
    ): Promise<{ cart: CartRow; lineId: number } | null> {
      const [row] = await insertUserCartWithLine({
        userId,
        brand,
        productId,
        at: at.toISOString(),
      });
      if (!row) return null;
      const { line_id: lineId, ...cart } = row;
      return { cart, lineId };
    },

    /** A new visitor cart, bound to its token only. */
    async insertGuestCart(email: string, tokenHash: string, brand: BrandId, at: Date) {
      const [row] = await db
        .insert(c)
        .values({
          guestEmail: email,
          guestTokenHash: tokenHash,
          brand,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: c.id });
      return row!.id;
    },

    async setGuestEmail(cartId: number, email: string): Promise<void> {
      await db.update(c).set({ guestEmail: email }).where(eq(c.id, cartId));
    },

    /**
     * Adds one unit of a product (digital products: one each) and touches the cart; the new
     * line's id, or null when the line was there already. The insert runs only when the line is
     * not there yet, so a repeated add does not burn sequence values.
     */
    /**
     * Adds a product to a cart that is still open, under the cart row's lock (a checkout that
     * is turning the cart into an order finishes first). `open` false: the cart is no longer
     * open and nothing was added; `lineId` null: the product was already there.
     */
    async addLine(
      cartId: number,
      productId: number,
      at: Date,
    ): Promise<{ open: boolean; lineId: number | null }> {
      const [row] = await queryRows<{ cart_id: number | null; line_id: number | null }>(
        db,
        sql`with ${RELAXED_COMMIT_CTE},
            cart as (
              select id from shopping_carts where id = ${cartId} and status = 'open' for update),
            added as (
              insert into shopping_cart_products (cart_id, product_id, amount)
              select cart.id, ${productId}, 1 from cart
              where not exists (select 1 from shopping_cart_products
                                where cart_id = ${cartId} and product_id = ${productId})
              on conflict do nothing
              returning id),
            touched as (
              update shopping_carts set updated_at = ${at.toISOString()}::timestamptz
              where id in (select id from cart)
              returning id)
            select (select id from touched) as cart_id, (select id from added) as line_id
            from relaxed_commit`,
      );
      return { open: row?.cart_id != null, lineId: row?.line_id ?? null };
    },

    async touch(cartId: number, at: Date): Promise<void> {
      await prepared.touch.execute({ id: cartId, at: at.toISOString() });
    },

    async deleteLine(lineId: number, cartId: number, at: Date): Promise<void> {
      await db.execute(sql`
        with ${RELAXED_COMMIT_CTE},
        removed as (delete from shopping_cart_products where id = ${lineId} returning id)
        update shopping_carts set updated_at = ${at.toISOString()}::timestamptz
        from relaxed_commit where id = ${cartId}`);
    },

    async setLineAmount(lineId: number, cartId: number, amount: number, at: Date): Promise<void> {
      await db.execute(sql`
        with ${RELAXED_COMMIT_CTE},
        changed as (update shopping_cart_products set amount = ${amount}
                    where id = ${lineId} returning id)
        update shopping_carts set updated_at = ${at.toISOString()}::timestamptz
        from relaxed_commit where id = ${cartId}`);
    },

    async setCoupon(cartId: number, couponId: number | null, at: Date): Promise<void> {
      await db.update(c).set({ couponId, updatedAt: at }).where(eq(c.id, cartId));
    },

    async setPaymentType(
      cartId: number,
      paymentTypeId: number,
      installments: number,
      at: Date,
    ): Promise<void> {
      await db
        .update(c)
        .set({ paymentTypeId, installments, updatedAt: at })
        .where(eq(c.id, cartId));
    },

    /** The cart became an order: its payment choice and the moment the terms were accepted. */
    async markOrdered(
      cartId: number,
      choice: { paymentTypeId: number; installments: number },
      at: Date,
      tx: Db,
    ): Promise<void> {
      await tx
        .update(c)
        .set({
          status: 'ordered',
          paymentTypeId: choice.paymentTypeId,
          installments: choice.installments,
          termsAcceptedAt: at,
          updatedAt: at,
        })
        .where(eq(c.id, cartId));
    },

    /**
     * A visitor cart becomes the person's open cart in this brand (no cart there yet): it keeps
     * its lines, coupon and payment choice, and its token opens nothing any more. False when a
     * concurrent request gave the person a cart first.
     */
    async adoptGuestCart(guestCartId: number, userId: number, brand: BrandId, at: Date) {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update shopping_carts
            set user_id = ${userId}, brand = ${brand}, guest_email = null,
                guest_token_hash = null, updated_at = ${at.toISOString()}::timestamptz
            where id = ${guestCartId} and user_id is null and status = 'open'
              and not exists (select 1 from shopping_carts o
                              where o.user_id = ${userId} and o.brand = ${brand}
                                and o.status = 'open')
            returning id`,
      );
      return rows.length > 0;
    },

    /** Moves a visitor cart's lines (and coupon, if the target has none) into a cart; deletes it. */
    async mergeGuestCart(
      target: Pick<CartRow, 'id' | 'coupon_id'>,
      source: Pick<CartRow, 'id' | 'coupon_id'>,
      at: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into shopping_cart_products (cart_id, product_id, amount)
          select ${target.id}, product_id, amount from shopping_cart_products s
          where s.cart_id = ${source.id}
            and not exists (select 1 from shopping_cart_products t
                            where t.cart_id = ${target.id} and t.product_id = s.product_id)
          on conflict do nothing`);
        await tx
          .update(c)
          .set({
            updatedAt: at,
            ...(target.coupon_id === null && source.coupon_id !== null
              ? { couponId: source.coupon_id }
              : {}),
          })
          .where(eq(c.id, target.id));
        await tx.delete(c).where(eq(c.id, source.id));
      });
    },

    async couponById(id: number, tx?: Db): Promise<CouponRow | null> {
      const [row] = await (tx ?? db).select(COUPON_FIELDS).from(coupons).where(eq(coupons.id, id));
      return (row as CouponRow | undefined) ?? null;
    },

    async couponByCode(code: string): Promise<CouponRow | null> {
      const [row] = await db
        .select(COUPON_FIELDS)
        .from(coupons)
        .where(eq(coupons.code, code.trim().toUpperCase()));
      return (row as CouponRow | undefined) ?? null;
    },

    /**
     * Uses that count against a coupon's limits: paid orders, and orders still awaiting a payment
     * that has not expired (the hold ends by itself at the payment's expiry). `excludeOrderId`
     * leaves out the order being checked.
     */
    async couponUses(
      couponId: number,
      userId: number | null,
      at: Date,
      excludeOrderId: number | null = null,
      tx?: Db,
    ): Promise<CouponUses> {
      const [row] = await queryRows<CouponUses>(
        tx ?? db,
        sql`select count(*)::int as total,
                   count(*) filter (where user_id = ${userId})::int as customer
            from coupon_redemptions
            where coupon_id = ${couponId}
              and (order_id <> ${excludeOrderId ?? 0})
              and (status = 'used'
                or (status = 'held' and (held_until is null or held_until > ${at.toISOString()}::timestamptz)))`,
      );
      return row ?? { total: 0, customer: 0 };
    },

    /** The coupon's row lock: its limits are checked again under it at checkout. */
    async lockCoupon(couponId: number, tx: Db): Promise<void> {
      await tx.execute(sql`select id from ${coupons} where id = ${couponId} for update`);
    },

    async paymentType(id: number): Promise<PaymentTypeRow | null> {
      const [row] = await db
        .select({
          id: paymentTypes.id,
          method: paymentTypes.method,
          name: paymentTypes.name,
          discount_basis_points: paymentTypes.discountBasisPoints,
        })
        .from(paymentTypes)
        .where(and(eq(paymentTypes.id, id), eq(paymentTypes.active, true)));
      return row ?? null;
    },
  };
}

/**
 * A product (placeholder) as a line of the cart row would show it, priced by the cart's
 * commercial table; null when it is not sold in the cart's brand now.
 */
function productForCart(productId: Placeholder) {
  return sql<ProductLine | null>`(
    select json_build_object(
      'product_id', p.id, 'name', p.name, 'slug', p.slug, 'kind', p.kind,
      'cover_url', p.cover_url, 'unit_price_cents', coalesce(ctp.price_cents, p.price_cents),
      'max_installments', p.max_installments, 'access_period_name', ap.name, 'sellable', true)
    from products p
    left join access_periods ap on ap.id = p.access_period_id
    left join commercial_table_prices ctp
      on ctp.product_id = p.id and ctp.table_id = shopping_carts.commercial_table_id
    where p.id = ${productId} and ${sellableIn(sql`shopping_carts.brand`)})`;
}

export type CartQueries = ReturnType<typeof cartQueries>;
