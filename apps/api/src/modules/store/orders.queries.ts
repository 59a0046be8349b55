import type { PaymentMethod, PaymentStatus, ProductKind } from '@app/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  couponRedemptions,
  orderPayments,
  orderProducts,
  orderRefunds,
  orders,
  ORDER_STATUS,
  paymentNotices,
  users,
} from '../../db/schema/index.ts';
import type { GrantKind } from '../../db/schema/index.ts';
import { auditInputs, auditInsertFrom } from '../../platform/audit.queries.ts';
import type { AuditInputs, AuditValues } from '../../platform/audit.queries.ts';
import { preparedRows } from '../../platform/db/prepared.ts';
import { RELAXED_COMMIT_CTE } from '../../platform/db/relaxed-commit.ts';
import { queryRows } from '../../platform/db/database.ts';
import type { Db } from '../../platform/db/database.ts';

export interface OrderRow {
  id: number;
  cart_id: number;
  user_id: number;
  brand: string;
  status: number;
  subtotal_cents: number;
  coupon_discount_cents: number;
  payment_discount_cents: number;
  total_cents: number;
  refunded_cents: number;
  coupon_id: number | null;
  coupon_code: string | null;
  method: PaymentMethod;
  installments: number;
  customer_name: string;
  customer_email: string;
  customer_tax_id: string | null;
  paid_at: Date | string | null;
  created_at: Date | string;
}

export interface PaymentRow {
  id: number;
  order_id: number;
  method: PaymentMethod;
  status: PaymentStatus;
  amount_cents: number;
  installments: number;
  provider: string;
  pix_txid: string | null;
  pix_qrcode: string | null;
  pix_expiration_date: Date | string | null;
  pix_end_to_end_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  gateway_transaction_id: string | null;
  boleto_line: string | null;
  boleto_barcode: string | null;
  boleto_due_date: string | null;
  decline_message: string | null;
  paid_at: Date | string | null;
  created_at: Date | string;
}

export interface OrderLineRow {
  id: number;
  product_id: number;
  name: string;
  kind: ProductKind;
  amount: number;
  unit_price_cents: number;
  total_cents: number;
  access_days: number | null;
  slug: string | null;
}

/** An order with its lines and payments (newest first), read in one statement. */
export interface OrderState extends OrderRow {
  lines: OrderLineRow[];
  payments: PaymentRow[];
}

/** The order a checkout key or a cart already became, with what the checkout asked for. */
export interface ExistingOrder {
  id: number;
  cart_id: number;
  request_hash: string | null;
}

/**
 * Expiry is a function of time at read: a Pix payment still `pending` whose code ran out at or
 * before `at` reads `expired`, and a `pending` order with such a payment reads expired — exactly
 * what the sweep (`expirePayments` + `expireOrder`, every 30 s, and before every payment change)
 * writes later. Reads never write it.
 */
const pixRunOut = (alias: string, at: Date) =>
  sql`${sql.raw(alias)}.status = 'pending' and ${sql.raw(alias)}.method = 'pix'
      and ${sql.raw(alias)}.pix_expiration_date <= ${at.toISOString()}::timestamptz`;

/** The status of order `o` at `at` (see `pixRunOut`), for reads of other modules too. */
export const orderStatusAt = (at: Date, alias = 'o'): SQL => sql`case
  when ${sql.raw(alias)}.status = ${ORDER_STATUS.pending} and exists (
    select 1 from order_payments xp where xp.order_id = ${sql.raw(alias)}.id and ${pixRunOut('xp', at)})
  then ${ORDER_STATUS.expired}::smallint else ${sql.raw(alias)}.status end`;

/** "Order `o` has status `status` at `at`", written so the status index still serves it. */
const orderStatusIs = (at: Date, status: number): SQL => {
  const runOut = sql`exists (select 1 from order_payments xp
    where xp.order_id = o.id and ${pixRunOut('xp', at)})`;
  if (status === ORDER_STATUS.pending) return sql`(o.status = ${status} and not ${runOut})`;
  if (status === ORDER_STATUS.expired)
    return sql`(o.status = ${status} or (o.status = ${ORDER_STATUS.pending} and ${runOut}))`;
  return sql`o.status = ${status}`;
};

const orderColumns = (at: Date) => sql`o.id, o.cart_id, o.user_id, o.brand,
  ${orderStatusAt(at)} as status, o.subtotal_cents, o.coupon_discount_cents,
  o.payment_discount_cents, o.total_cents, o.refunded_cents, o.coupon_id, o.coupon_code, o.method,
  o.installments, o.customer_name, o.customer_email, o.customer_tax_id, o.paid_at, o.created_at`;

const paymentColumns = (at: Date) => sql`p.id, p.order_id, p.method,
  case when ${pixRunOut('p', at)} then 'expired' else p.status end as status, p.amount_cents,
  p.installments, p.provider, p.pix_txid, p.pix_qrcode, p.pix_expiration_date,
  p.pix_end_to_end_id, p.card_brand, p.card_last4, p.gateway_transaction_id, p.boleto_line,
  p.boleto_barcode, p.boleto_due_date, p.decline_message, p.paid_at, p.created_at`;

const orderStateSql = (orderId: number, at: Date) => sql`
  select ${orderColumns(at)},
    coalesce((select json_agg(json_build_object(
        'id', op.id, 'product_id', op.product_id, 'name', op.name, 'kind', op.kind,
        'amount', op.amount, 'unit_price_cents', op.unit_price_cents,
        'total_cents', op.total_cents, 'access_days', op.access_days, 'slug', pr.slug)
        order by op.id)
      from order_products op left join products pr on pr.id = op.product_id
      where op.order_id = o.id), '[]'::json) as lines,
    coalesce((select json_agg(to_json(x) order by x.id desc)
      from (select ${paymentColumns(at)} from order_payments p where p.order_id = o.id) x),
      '[]'::json) as payments
  from orders o where o.id = ${orderId}`;

/** An order as a checkout writes it (status, refunds and times take their defaults). */
export interface NewOrder {
  cartId: number;
  idempotencyKey: string;
  requestHash: string;
  userId: number;
  brand: string;
  subtotalCents: number;
  couponDiscountCents: number;
  paymentDiscountCents: number;
  totalCents: number;
  couponId: number | null;
  couponCode: string | null;
  paymentTypeId: number;
  method: PaymentMethod;
  installments: number;
  customerName: string;
  customerEmail: string;
  customerTaxId: string | null;
  addressId: number | null;
}

/** A line of an order as sold. */
export interface NewOrderLine {
  productId: number;
  name: string;
  kind: ProductKind;
  amount: number;
  unitPriceCents: number;
  totalCents: number;
}

/** A payment as a checkout or a new attempt writes it. */
export interface NewPayment {
  orderId: number;
  method: PaymentMethod;
  status?: PaymentStatus;
  amountCents: number;
  installments?: number;
  provider: string;
  pixTxid?: string | null;
  pixQrcode?: string | null;
  pixLocation?: string | null;
  pixExpirationDate?: Date | null;
  cardBrand?: string | null;
  cardLast4?: string | null;
  gatewayTransactionId?: string | null;
  boletoLine?: string | null;
  boletoBarcode?: string | null;
  boletoDueDate?: string | null;
  declineMessage?: string | null;
}
/** The columns a new payment is written with, in the prepared statement's inputs. */
const NEW_PAYMENT_KEYS = [
  'orderId',
  'method',
  'status',
  'amountCents',
  'installments',
  'provider',
  'pixTxid',
  'pixQrcode',
  'pixLocation',
  'pixExpirationDate',
  'cardBrand',
  'cardLast4',
  'gatewayTransactionId',
  'boletoLine',
  'boletoBarcode',
  'boletoDueDate',
  'declineMessage',
] as const satisfies readonly (keyof NewPayment)[];
type NewPaymentKey = (typeof NEW_PAYMENT_KEYS)[number];

/** A payment written with its order (a charge made before the order: the local Pix code). */
export type PaymentWithOrder = Pick<
  NewPayment,
  'method' | 'provider' | 'pixTxid' | 'pixQrcode' | 'pixLocation' | 'pixExpirationDate'
>;

/** What the prepared `placeOrder` statement receives. */
type PlaceOrderInputs = NewOrder &
  AuditInputs & {
    orderId: number;
    payMethod: string | null;
    payProvider: string | null;
    payPixTxid: string | null;
    payPixQrcode: string | null;
    payPixLocation: string | null;
    payPixExpiration: string | null;
    lineProductIds: number[];
    lineNames: string[];
    lineKinds: string[];
    lineAmounts: number[];
    lineUnitPrices: number[];
    lineTotals: number[];
    cartPaymentTypeId: number;
    cartInstallments: number;
    at: string;
  };

/** A payment as the answer shows it (`PaymentRow`). */
const PAYMENT_COLUMNS = sql.raw(`id, order_id, method, status, amount_cents, installments,
  provider, pix_txid, pix_qrcode, pix_expiration_date, pix_end_to_end_id, card_brand, card_last4,
  gateway_transaction_id, boleto_line, boleto_barcode, boleto_due_date, decline_message, paid_at,
  created_at`);

/** The only place with the orders' and payments' SQL. `tx`: run inside that transaction. */
export function ordersQueries(db: Db) {
  const placeOrderStatement = preparedRows<
    OrderRow & { lines: OrderLineRow[]; payment: PaymentRow | null },
    PlaceOrderInputs
  >(
    db,
    'store_place_order',
    (p) => sql`
      with ${RELAXED_COMMIT_CTE},
      o as (
        insert into ${orders} (id, cart_id, idempotency_key, request_hash, user_id, brand,
          subtotal_cents, coupon_discount_cents, payment_discount_cents, total_cents, coupon_id,
          coupon_code, payment_type_id, method, installments, customer_name, customer_email,
          customer_tax_id, address_id)
        values (${p.orderId}::int, ${p.cartId}::int, ${p.idempotencyKey}::text, ${p.requestHash}::text,
          ${p.userId}::int, ${p.brand}::text, ${p.subtotalCents}::int,
          ${p.couponDiscountCents}::int, ${p.paymentDiscountCents}::int, ${p.totalCents}::int,
          ${p.couponId}::int, ${p.couponCode}::text, ${p.paymentTypeId}::int, ${p.method}::text,
          ${p.installments}::int, ${p.customerName}::text, ${p.customerEmail}::text,
          ${p.customerTaxId}::text, ${p.addressId}::int)
        on conflict do nothing
        returning *),
      l as (
        insert into ${orderProducts}
          (order_id, product_id, name, kind, amount, unit_price_cents, total_cents, access_days)
        select o.id, v.product_id, v.name, v.kind, v.amount, v.unit_price_cents, v.total_cents,
               ap.days
        from o cross join unnest(${p.lineProductIds}::int[], ${p.lineNames}::text[],
               ${p.lineKinds}::text[], ${p.lineAmounts}::int[], ${p.lineUnitPrices}::int[],
               ${p.lineTotals}::int[])
             with ordinality as v(product_id, name, kind, amount, unit_price_cents, total_cents,
                                  position)
        join products p on p.id = v.product_id
        left join access_periods ap on ap.id = p.access_period_id
        order by v.position
        returning id, product_id, name, kind, amount, unit_price_cents, total_cents, access_days),
      c as (
        update shopping_carts set status = 'ordered', payment_type_id = ${p.cartPaymentTypeId}::int,
          installments = ${p.cartInstallments}::int, terms_accepted_at = ${p.at}::timestamptz,
          updated_at = ${p.at}::timestamptz
        where id = ${p.cartId}::int and exists (select 1 from o)),
      a as (${auditInsertFrom(p, sql`o`, sql`o.id`)}),
      pay as (
        insert into ${orderPayments} (order_id, method, status, amount_cents, installments,
          provider, pix_txid, pix_qrcode, pix_location, pix_expiration_date)
        select o.id, ${p.payMethod}::text, 'pending', o.total_cents, 1, ${p.payProvider}::text,
          ${p.payPixTxid}::text, ${p.payPixQrcode}::text, ${p.payPixLocation}::text,
          ${p.payPixExpiration}::timestamptz
        from o where ${p.payMethod}::text is not null
        returning ${PAYMENT_COLUMNS})
      select o.id, o.cart_id, o.user_id, o.brand, o.status, o.subtotal_cents,
        o.coupon_discount_cents, o.payment_discount_cents, o.total_cents, o.refunded_cents,
        o.coupon_id, o.coupon_code, o.method, o.installments, o.customer_name, o.customer_email,
        o.customer_tax_id, o.paid_at, o.created_at,
        coalesce((select json_agg(json_build_object(
            'id', l.id, 'product_id', l.product_id, 'name', l.name, 'kind', l.kind,
            'amount', l.amount, 'unit_price_cents', l.unit_price_cents,
            'total_cents', l.total_cents, 'access_days', l.access_days, 'slug', null)
            order by l.id) from l), '[]'::json) as lines,
        (select row_to_json(pay) from pay) as payment
      from o, relaxed_commit`,
  );

  const insertPaymentStatement = preparedRows<PaymentRow, Record<NewPaymentKey, unknown>>(
    db,
    'store_insert_payment',
    (p) => sql`
      insert into ${orderPayments} (order_id, method, status, amount_cents, installments,
        provider, pix_txid, pix_qrcode, pix_location, pix_expiration_date, card_brand,
        card_last4, gateway_transaction_id, boleto_line, boleto_barcode, boleto_due_date,
        decline_message)
      values (${p.orderId}::int, ${p.method}::text, coalesce(${p.status}::text, 'pending'),
        ${p.amountCents}::int, coalesce(${p.installments}::int, 1), ${p.provider}::text, ${p.pixTxid}::text, ${p.pixQrcode}::text,
        ${p.pixLocation}::text, ${p.pixExpirationDate}::timestamptz, ${p.cardBrand}::text,
        ${p.cardLast4}::text, ${p.gatewayTransactionId}::text, ${p.boletoLine}::text,
        ${p.boletoBarcode}::text, ${p.boletoDueDate}::text, ${p.declineMessage}::text)
      returning ${PAYMENT_COLUMNS}`,
  );

  return {
    /** Who an order belongs to (its status is not read here). */
    async orderOwner(id: number, tx?: Db): Promise<{ user_id: number } | null> {
      const [row] = await queryRows<{ user_id: number }>(
        tx ?? db,
        sql`select user_id from orders where id = ${id}`,
      );
      return row ?? null;
    },

    /** The order with its lines and payments as of `at` (expiry read, not written), in one statement. */
    async orderState(id: number, at: Date, tx?: Db): Promise<OrderState | null> {
      const [row] = await queryRows<OrderState>(tx ?? db, orderStateSql(id, at));
      return row ?? null;
    },

    async hasPayment(orderId: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select id from order_payments where order_id = ${orderId} limit 1`,
      );
      return rows.length > 0;
    },

    /** The order this checkout key (of this person) or this cart already became. */
    async existingForCheckout(
      cartId: number,
      userId: number,
      idempotencyKey: string,
      tx?: Db,
    ): Promise<{ byKey: ExistingOrder | null; byCart: ExistingOrder | null }> {
      const rows = await queryRows<ExistingOrder & { by_key: boolean }>(
        tx ?? db,
        sql`select id, cart_id, request_hash,
                   (user_id = ${userId} and idempotency_key = ${idempotencyKey}) as by_key
            from orders
            where cart_id = ${cartId}
               or (user_id = ${userId} and idempotency_key = ${idempotencyKey})`,
      );
      const strip = (r: (typeof rows)[number] | undefined): ExistingOrder | null =>
        r ? { id: r.id, cart_id: r.cart_id, request_hash: r.request_hash } : null;
      return {
        byKey: strip(rows.find((r) => r.by_key)),
        byCart: strip(rows.find((r) => r.cart_id === cartId)),
      };
    },

    async setBuyerTaxId(userId: number, taxId: string, tx: Db): Promise<void> {
      await tx.update(users).set({ identifier: taxId }).where(eq(users.id, userId));
    },

    /**
     * A checkout's order in one statement: the order (insert … on conflict do nothing: null when
     * the cart or the key already made one, and then nothing else is written), its lines as sold
     * (each product's access period in days at this moment), the cart marked ordered with the
     * payment choice and the moment the terms were accepted, and the audit line
     * (`auditInsertFrom`). Prepared: the lines travel as arrays. The lines come back in the
     * order given (`slug` is not read: links show only on paid orders). It commits relaxed
     * (ADR 0017, amended): the caller awaits `awaitDurable` before anyone hears of the order.
     */
    async placeOrder(
      order: NewOrder & { id: number },
      lines: readonly NewOrderLine[],
      cart: { paymentTypeId: number; installments: number; at: Date },
      audit: AuditValues,
      payment: PaymentWithOrder | null,
      tx?: Db,
    ): Promise<(OrderRow & { lines: OrderLineRow[]; payment: PaymentRow | null }) | null> {
      const { id: orderId, ...values } = order;
      const [row] = await placeOrderStatement(
        {
          ...values,
          orderId,
          payMethod: payment?.method ?? null,
          payProvider: payment?.provider ?? null,
          payPixTxid: payment?.pixTxid ?? null,
          payPixQrcode: payment?.pixQrcode ?? null,
          payPixLocation: payment?.pixLocation ?? null,
          payPixExpiration: payment?.pixExpirationDate?.toISOString() ?? null,
          lineProductIds: lines.map((l) => l.productId),
          lineNames: lines.map((l) => l.name),
          lineKinds: lines.map((l) => l.kind),
          lineAmounts: lines.map((l) => l.amount),
          lineUnitPrices: lines.map((l) => l.unitPriceCents),
          lineTotals: lines.map((l) => l.totalCents),
          cartPaymentTypeId: cart.paymentTypeId,
          cartInstallments: cart.installments,
          at: cart.at.toISOString(),
          ...auditInputs(audit),
        },
        tx,
      );
      return row ?? null;
    },

    async insertRedemption(values: typeof couponRedemptions.$inferInsert, tx: Db) {
      await tx.insert(couponRedemptions).values(values);
    },

    /** Holds (or releases, `status`) the coupon use of an order. */
    async setRedemption(
      orderId: number,
      change: { status: 'held' | 'used' | 'released'; heldUntil?: Date | null },
      onlyHeld: boolean,
      tx?: Db,
    ): Promise<void> {
      await (tx ?? db)
        .update(couponRedemptions)
        .set(change)
        .where(
          and(
            eq(couponRedemptions.orderId, orderId),
            ...(onlyHeld ? [eq(couponRedemptions.status, 'held')] : []),
          ),
        );
    },

    /**
     * A new payment of an order, as written (the order's answer shows it without a read).
     * Prepared; columns not given are null (status pending and one installment by default).
     */
    async insertPayment(values: NewPayment, tx?: Db): Promise<PaymentRow> {
      const [row] = await insertPaymentStatement(
        Object.fromEntries(NEW_PAYMENT_KEYS.map((key) => [key, values[key] ?? null])) as Record<
          NewPaymentKey,
          unknown
        >,
        tx,
      );
      return row!;
    },

    /** pending|expired → paid, once; the order id, or null when it was not payable. */
    async payPayment(
      paymentId: number,
      by: { endToEndId: string | null; staffUserId: number | null },
      at: Date,
      tx: Db,
    ): Promise<number | null> {
      const [row] = await tx
        .update(orderPayments)
        .set({
          status: 'paid',
          paidAt: at,
          updatedAt: at,
          pixEndToEndId: by.endToEndId,
          confirmedBy: by.staffUserId,
        })
        .where(
          and(
            eq(orderPayments.id, paymentId),
            inArray(orderPayments.status, ['pending', 'expired']),
          ),
        )
        .returning({ orderId: orderPayments.orderId });
      return row?.orderId ?? null;
    },

    /** pending|expired → paid for the order; null when it was neither. */
    async payOrder(orderId: number, at: Date, tx: Db) {
      const [row] = await tx
        .update(orders)
        .set({ status: ORDER_STATUS.paid, paidAt: at, updatedAt: at })
        .where(
          and(
            eq(orders.id, orderId),
            inArray(orders.status, [ORDER_STATUS.pending, ORDER_STATUS.expired]),
          ),
        )
        .returning({ id: orders.id, userId: orders.userId });
      return row ?? null;
    },

    /** What a paid order releases: one item per product item, with the period bought. */
    async itemsToGrant(orderId: number, tx: Db) {
      return queryRows<{ kind: GrantKind; target_id: number; access_days: number | null }>(
        tx,
        sql`select pi.kind, pi.target_id, op.access_days
            from order_products op join product_items pi on pi.product_id = op.product_id
            where op.order_id = ${orderId}`,
      );
    },

    async setPaymentStatus(
      paymentId: number,
      status: PaymentStatus,
      at: Date,
      onlyPending: boolean,
      tx?: Db,
    ): Promise<void> {
      await (tx ?? db)
        .update(orderPayments)
        .set({ status, updatedAt: at })
        .where(
          and(
            eq(orderPayments.id, paymentId),
            ...(onlyPending ? [eq(orderPayments.status, 'pending')] : []),
          ),
        );
    },

    /** Pix payments past their expiry become expired; the orders they belong to. */
    async expirePayments(at: Date, orderId?: number): Promise<number[]> {
      const iso = at.toISOString();
      const rows = await queryRows<{ order_id: number }>(
        db,
        sql`update order_payments set status = 'expired', updated_at = ${iso}::timestamptz
            where status = 'pending' and method = 'pix'
              and pix_expiration_date <= ${iso}::timestamptz
              ${orderId === undefined ? sql`` : sql`and order_id = ${orderId}`}
            returning order_id`,
      );
      return [...new Set(rows.map((r) => r.order_id))];
    },

    /** A pending order whose payment expired; its held coupon use is released. */
    async expireOrder(orderId: number, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(orders)
          .set({ status: ORDER_STATUS.expired, updatedAt: at })
          .where(and(eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.pending)));
        await tx
          .update(couponRedemptions)
          .set({ status: 'released' })
          .where(and(eq(couponRedemptions.orderId, orderId), eq(couponRedemptions.status, 'held')));
      });
    },

    async reopenOrder(orderId: number, method: PaymentMethod, at: Date): Promise<void> {
      await db
        .update(orders)
        .set({ status: ORDER_STATUS.pending, method, updatedAt: at })
        .where(eq(orders.id, orderId));
    },

    async cancelOrder(orderId: number, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(orderPayments)
          .set({ status: 'cancelled', updatedAt: at })
          .where(
            and(
              eq(orderPayments.orderId, orderId),
              inArray(orderPayments.status, ['pending', 'expired']),
            ),
          );
        await tx
          .update(orders)
          .set({ status: ORDER_STATUS.cancelled, cancelledAt: at, updatedAt: at })
          .where(eq(orders.id, orderId));
        await tx
          .update(couponRedemptions)
          .set({ status: 'released' })
          .where(and(eq(couponRedemptions.orderId, orderId), eq(couponRedemptions.status, 'held')));
      });
    },

    async insertRefund(values: typeof orderRefunds.$inferInsert, tx: Db): Promise<void> {
      await tx.insert(orderRefunds).values(values);
    },

    /** Adds a refund to the order if nobody else refunded since `seenRefundedCents`. */
    async addRefunded(
      orderId: number,
      amount: number,
      seenRefundedCents: number,
      status: number,
      at: Date,
      tx: Db,
    ): Promise<boolean> {
      const rows = await tx
        .update(orders)
        .set({ refundedCents: sql`${orders.refundedCents} + ${amount}`, status, updatedAt: at })
        .where(and(eq(orders.id, orderId), eq(orders.refundedCents, seenRefundedCents)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** The "copia e cola" of a Pix charge still waiting to be paid (by its txid), or null. */
    async pendingPixCode(txid: string): Promise<string | null> {
      const [row] = await queryRows<{ pix_qrcode: string | null }>(
        db,
        sql`select pix_qrcode from order_payments
            where pix_txid = ${txid} and method = 'pix' and status = 'pending'`,
      );
      return row?.pix_qrcode ?? null;
    },

    /** The Pix charge a notice pays (by its txid). */
    async pixPaymentByTxid(txid: string, tx: Db) {
      const [row] = await queryRows<{ id: number; order_id: number; amount_cents: number }>(
        tx,
        sql`select id, order_id, amount_cents from order_payments
            where pix_txid = ${txid} and method = 'pix'`,
      );
      return row ?? null;
    },

    /** Records a provider's notice once; null when it was already recorded. */
    async recordNotice(values: typeof paymentNotices.$inferInsert, tx: Db) {
      const [row] = await tx
        .insert(paymentNotices)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: paymentNotices.id });
      return row?.id ?? null;
    },

    async setNoticeOutcome(
      noticeId: number,
      outcome: (typeof paymentNotices.$inferInsert)['outcome'],
      tx: Db,
    ): Promise<void> {
      await tx.update(paymentNotices).set({ outcome }).where(eq(paymentNotices.id, noticeId));
    },

    async refunds(orderId: number) {
      return queryRows<{
        id: number;
        order_id: number;
        type: 'full' | 'partial';
        amount_cents: number;
        reason: string;
        provider_status: string | null;
        created_by_name: string | null;
        created_at: Date | string;
      }>(
        db,
        sql`select r.id, r.order_id, r.type, r.amount_cents, r.reason, r.provider_status,
                   u.name as created_by_name, r.created_at
            from order_refunds r left join users u on u.id = r.created_by
            where r.order_id = ${orderId} order by r.id`,
      );
    },

    async notices(orderId: number) {
      return queryRows<{
        id: number;
        provider: string;
        external_id: string;
        amount_cents: number | null;
        outcome: string;
        created_at: Date | string;
      }>(
        db,
        sql`select n.id, n.provider, n.external_id, n.amount_cents, n.outcome, n.created_at
            from payment_notices n join order_payments p on p.id = n.payment_id
            where p.order_id = ${orderId} order by n.id`,
      );
    },

    /** The order's audit trail (who did what), oldest first. */
    async history(orderId: number) {
      return queryRows<{
        action: string;
        actor_name: string | null;
        created_at: Date | string;
        details: Record<string, unknown> | null;
      }>(
        db,
        sql`select a.action, u.name as actor_name, a.at as created_at, a.details
            from audit_logs a left join users u on u.id = a.actor_user_id
            where a.target_type = 'order' and a.target_id = ${String(orderId)}
            order by a.id`,
      );
    },

    /** Staff's order list: one page and the total, filtered; statuses as of `at`. */
    async list(
      at: Date,
      filter: {
        pendingOnly?: boolean | undefined;
        status?: number | undefined;
        method?: PaymentMethod | undefined;
        brand?: string | undefined;
        from?: string | undefined;
        to?: string | undefined;
        search?: string | undefined;
      },
      page: { limit: number; offset: number },
    ) {
      const conditions: SQL[] = [sql`true`];
      if (filter.pendingOnly) conditions.push(orderStatusIs(at, ORDER_STATUS.pending));
      if (filter.status) conditions.push(orderStatusIs(at, filter.status));
      if (filter.method) conditions.push(sql`o.method = ${filter.method}`);
      if (filter.brand) conditions.push(sql`o.brand = ${filter.brand}`);
      // Dates are days in São Paulo, as staff read them.
      if (filter.from) {
        conditions.push(
          sql`o.created_at >= (${filter.from}::date::timestamp at time zone 'America/Sao_Paulo')`,
        );
      }
      if (filter.to) {
        conditions.push(
          sql`o.created_at < ((${filter.to}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`,
        );
      }
      if (filter.search) {
        const like = `%${filter.search}%`;
        conditions.push(
          sql`(o.customer_name ilike ${like} or o.customer_email ilike ${like}
               or o.id::text = ${filter.search.replace(/^#/, '')})`,
        );
      }
      const where = sql.join(conditions, sql` and `);
      const [count] = await queryRows<{ total: number }>(
        db,
        sql`select count(*)::int as total from orders o where ${where}`,
      );
      const rows = await queryRows<{
        id: number;
        status: number;
        brand: string;
        user_id: number;
        customer_name: string;
        customer_email: string;
        method: PaymentMethod;
        total_cents: number;
        refunded_cents: number;
        products_summary: string | null;
        paid_at: Date | string | null;
        created_at: Date | string;
      }>(
        db,
        sql`select o.id, ${orderStatusAt(at)} as status, o.brand, o.user_id, o.customer_name, o.customer_email, o.method,
                   o.total_cents, o.refunded_cents, o.paid_at, o.created_at,
                   (select string_agg(op.name, ', ' order by op.id) from order_products op
                     where op.order_id = o.id) as products_summary
            from orders o where ${where}
            order by o.created_at desc, o.id desc
            limit ${page.limit} offset ${page.offset}`,
      );
      return { total: count?.total ?? 0, rows };
    },
  };
}

export type OrdersQueries = ReturnType<typeof ordersQueries>;
