import { ORDER_STATUS_PAID, orderStatusName, STORE_MESSAGES } from '@app/shared';
import type { Order, PaymentMethod, PaymentStatus } from '@app/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  couponRedemptions,
  orderPayments,
  orderProducts,
  orderRefunds,
  orders,
  ORDER_STATUS,
  paymentNotices,
  shoppingCarts,
  users,
} from '../../db/schema/index.ts';
import type { GrantKind } from '../../db/schema/index.ts';
import { queryRows } from '../../platform/db/database.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { PaymentValidationError, validateCard } from '../../platform/payments/gateway/index.ts';
import type { PaymentGateway } from '../../platform/payments/gateway/index.ts';
import { brCodeQrPngDataUrl } from '../../platform/payments/pix/brcode.ts';
import type { PixPaymentNotice, PixProvider } from '../../platform/payments/pix/provider.ts';
import { newTxid } from '../../platform/payments/pix/provider.ts';
import { accessService } from '../access/access.service.ts';
import type { AccessService } from '../access/access.service.ts';
import type { CartService } from './cart.service.ts';
import { CART_TERMS } from './terms.ts';

/** How long a Pix code can be paid (the countdown of the Pix modal). */
export const PIX_EXPIRES_SECONDS = 30 * 60;
/** Boletos are due in 3 days; the coupon stays held until then. */
export const BOLETO_DUE_DAYS = 3;
const DAY_MS = 86_400_000;

export interface StorePublisher {
  orderChanged(order: {
    id: number;
    userId: number;
    status: number;
    paymentStatus: PaymentStatus;
    pixExpirationDate: Date | null;
  }): Promise<void>;
}

export interface OrdersDeps {
  db: Db;
  access: AccessService;
  carts: CartService;
  pix: PixProvider;
  gateway: PaymentGateway;
  publisher: StorePublisher;
  audit: (entry: {
    action: string;
    targetType?: string;
    targetId?: number;
    details?: Record<string, unknown>;
  }) => Promise<void>;
  now: () => Date;
}

interface OrderRow {
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

interface PaymentRow {
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

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export interface CardData {
  number: string;
  holder_name: string;
  exp_month: number;
  exp_year: number;
  cvv: string;
}

export interface FinishInput {
  idempotency_key: string;
  payment_type_id: number;
  installments: number;
  tax_id?: string | undefined;
  address_id?: number | null | undefined;
  card?: CardData | undefined;
}

function cardInput(card: CardData) {
  return {
    number: card.number,
    holderName: card.holder_name,
    expMonth: card.exp_month,
    expYear: card.exp_year,
    cvv: card.cvv,
  };
}

/** Where a buyer finds a product's content once paid. */
function linkFor(kind: string, slug: string | null, brand: string): string | null {
  switch (kind) {
    case 'course':
      return brand === 'liberta' ? '/assunto/cursos' : '/cliente/cursos';
    case 'ebook':
      return brand === 'liberta' ? '/assunto/cursos' : '/cliente/ebooks';
    case 'signature':
      return '/cliente/assinaturas';
    default:
      return slug ? (brand === 'liberta' ? '/assunto/cursos' : '/cliente/cursos') : null;
  }
}

export function ordersService(deps: OrdersDeps) {
  const { db, access, carts, pix, gateway, publisher, now } = deps;

  async function orderRow(id: number): Promise<OrderRow | null> {
    const [row] = await queryRows<OrderRow>(
      db,
      sql`select id, cart_id, user_id, brand, status, subtotal_cents, coupon_discount_cents,
                 payment_discount_cents, total_cents, refunded_cents, coupon_id, coupon_code,
                 method, installments, customer_name, customer_email, customer_tax_id, paid_at,
                 created_at
          from orders where id = ${id}`,
    );
    return row ?? null;
  }

  async function payments(orderId: number): Promise<PaymentRow[]> {
    return queryRows<PaymentRow>(
      db,
      sql`select id, order_id, method, status, amount_cents, installments, provider, pix_txid,
                 pix_qrcode, pix_expiration_date, pix_end_to_end_id, card_brand, card_last4,
                 gateway_transaction_id, boleto_line, boleto_barcode, boleto_due_date,
                 decline_message, paid_at, created_at
          from order_payments where order_id = ${orderId} order by id desc`,
    );
  }

  async function view(order: OrderRow): Promise<Order> {
    const [lines, pays] = await Promise.all([
      queryRows<{
        id: number;
        product_id: number;
        name: string;
        kind: 'course' | 'ebook' | 'signature' | 'bundle';
        amount: number;
        unit_price_cents: number;
        total_cents: number;
        access_days: number | null;
        slug: string | null;
      }>(
        db,
        sql`select op.id, op.product_id, op.name, op.kind, op.amount, op.unit_price_cents,
                   op.total_cents, op.access_days, p.slug
            from order_products op left join products p on p.id = op.product_id
            where op.order_id = ${order.id} order by op.id`,
      ),
      payments(order.id),
    ]);
    const paid = order.status === ORDER_STATUS_PAID;
    return {
      id: order.id,
      status: order.status,
      status_name: orderStatusName(order.status),
      brand: order.brand,
      user_id: order.user_id,
      customer_name: order.customer_name,
      customer_email: order.customer_email,
      customer_tax_id: order.customer_tax_id,
      method: order.method,
      installments: order.installments,
      subtotal_cents: order.subtotal_cents,
      coupon_code: order.coupon_code,
      coupon_discount_cents: order.coupon_discount_cents,
      payment_discount_cents: order.payment_discount_cents,
      total_cents: order.total_cents,
      refunded_cents: order.refunded_cents,
      products: lines.map((l) => ({
        id: l.id,
        product_id: l.product_id,
        name: l.name,
        kind: l.kind,
        amount: l.amount,
        unit_price_cents: l.unit_price_cents,
        total_cents: l.total_cents,
        access_days: l.access_days,
        link: paid ? linkFor(l.kind, l.slug, order.brand) : null,
      })),
      order_payments: await Promise.all(
        pays.map(async (p) => ({
          id: p.id,
          method: p.method,
          status: p.status,
          amount_cents: p.amount_cents,
          installments: p.installments,
          provider: p.provider,
          pix_qrcode: p.status === 'pending' ? p.pix_qrcode : null,
          pix_qrcode_url:
            p.status === 'pending' && p.pix_qrcode ? await brCodeQrPngDataUrl(p.pix_qrcode) : null,
          pix_expiration_date: iso(p.pix_expiration_date),
          card_brand: p.card_brand,
          card_last4: p.card_last4,
          boleto_line: p.boleto_line,
          boleto_barcode: p.boleto_barcode,
          boleto_due_date: p.boleto_due_date,
          decline_message: p.decline_message,
          paid_at: iso(p.paid_at),
          created_at: iso(p.created_at)!,
        })),
      ),
      paid_at: iso(order.paid_at),
      created_at: iso(order.created_at)!,
    };
  }

  async function publish(orderId: number) {
    const order = await orderRow(orderId);
    if (!order) return;
    const [latest] = await payments(orderId);
    await publisher.orderChanged({
      id: order.id,
      userId: order.user_id,
      status: order.status,
      paymentStatus: latest?.status ?? 'pending',
      pixExpirationDate: latest?.pix_expiration_date ? new Date(latest.pix_expiration_date) : null,
    });
  }

  /** What the coupon hold lasts for a payment (its own expiry; card: decided at once). */
  function holdUntil(method: PaymentMethod, at: Date): Date {
    if (method === 'pix') return new Date(at.getTime() + PIX_EXPIRES_SECONDS * 1000);
    if (method === 'boleto') return new Date(at.getTime() + (BOLETO_DUE_DAYS + 1) * DAY_MS);
    return new Date(at.getTime() + 15 * 60 * 1000);
  }

  /**
   * Pays a payment once: the conditional update (pending/expired → paid) and the one-paid-per-
   * order index make the webhook, a repeated webhook and staff confirming at once pay once and
   * grant once. Returns false when it was already paid (or cannot be).
   */
  async function markPaid(
    paymentId: number,
    by: { endToEndId?: string; staffUserId?: number },
    tx: Db,
  ): Promise<boolean> {
    const at = now();
    const updated = await tx
      .update(orderPayments)
      .set({
        status: 'paid',
        paidAt: at,
        updatedAt: at,
        pixEndToEndId: by.endToEndId ?? null,
        confirmedBy: by.staffUserId ?? null,
      })
      .where(
        and(eq(orderPayments.id, paymentId), inArray(orderPayments.status, ['pending', 'expired'])),
      )
      .returning({ orderId: orderPayments.orderId });
    const orderId = updated[0]?.orderId;
    if (orderId === undefined) return false;
    const paidOrder = await tx
      .update(orders)
      .set({ status: ORDER_STATUS.paid, paidAt: at, updatedAt: at })
      .where(
        and(
          eq(orders.id, orderId),
          inArray(orders.status, [ORDER_STATUS.pending, ORDER_STATUS.expired]),
        ),
      )
      .returning({ id: orders.id, userId: orders.userId });
    const order = paidOrder[0];
    if (!order) throw new AppError('conflict', STORE_MESSAGES.orderNotPending);
    await tx
      .update(couponRedemptions)
      .set({ status: 'used', heldUntil: null })
      .where(eq(couponRedemptions.orderId, orderId));
    // Release the products: one grant per item, for the period bought.
    const items = await queryRows<{
      kind: GrantKind;
      target_id: number;
      access_days: number | null;
    }>(
      tx,
      sql`select pi.kind, pi.target_id, op.access_days
          from order_products op join product_items pi on pi.product_id = op.product_id
          where op.order_id = ${orderId}`,
    );
    const grants = accessFor(tx);
    for (const item of items) {
      await grants.grant({
        userId: order.userId,
        kind: item.kind,
        targetId: item.target_id,
        startsAt: at,
        endsAt:
          item.access_days === null ? null : new Date(at.getTime() + item.access_days * DAY_MS),
        source: 'order',
        sourceId: orderId,
      });
    }
    return true;
  }

  /** The access module inside a transaction: grants are written with the payment that caused them. */
  function accessFor(tx: Db): AccessService {
    return tx === db ? access : accessService(tx, access.now);
  }

  /** Creates the payment of an order with the provider (Pix code, card authorisation, boleto). */
  async function createPayment(
    order: OrderRow,
    method: PaymentMethod,
    installments: number,
    card: CardData | undefined,
    idempotencyKey: string,
  ): Promise<void> {
    const at = now();
    if (order.total_cents === 0) {
      // A 100 % coupon: nothing to charge, the order is paid now.
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(orderPayments)
          .values({
            orderId: order.id,
            method,
            amountCents: 0,
            provider: 'free',
            status: 'pending',
          })
          .returning({ id: orderPayments.id });
        await markPaid(row!.id, {}, tx);
      });
      return;
    }
    if (method === 'pix') {
      const txid = newTxid();
      const charge = await pix.createCharge({
        txid,
        amountCents: order.total_cents,
        expiresInSeconds: PIX_EXPIRES_SECONDS,
        ...(order.customer_tax_id
          ? { payer: { name: order.customer_name, taxId: order.customer_tax_id } }
          : {}),
        description: `Pedido ${order.id}`,
      });
      await db.insert(orderPayments).values({
        orderId: order.id,
        method,
        amountCents: order.total_cents,
        provider: pix.name,
        pixTxid: charge.txid,
        pixQrcode: charge.brCode,
        pixLocation: charge.locationUrl,
        pixExpirationDate: charge.expiresAt,
      });
      await db
        .update(couponRedemptions)
        .set({ heldUntil: charge.expiresAt, status: 'held' })
        .where(and(eq(couponRedemptions.orderId, order.id), eq(couponRedemptions.status, 'held')));
      return;
    }
    if (method === 'boleto') {
      const due = new Date(at.getTime() + BOLETO_DUE_DAYS * DAY_MS).toISOString().slice(0, 10);
      if (!order.customer_tax_id)
        throw new AppError('bad.request', undefined, {
          error: { tax_id: [STORE_MESSAGES.taxIdRequired] },
        });
      const boleto = await gateway.issueBoleto({
        amountCents: order.total_cents,
        dueDate: due,
        payer: { name: order.customer_name, taxId: order.customer_tax_id },
        reference: `pedido-${order.id}`,
      });
      await db.insert(orderPayments).values({
        orderId: order.id,
        method,
        amountCents: order.total_cents,
        provider: gateway.name,
        gatewayTransactionId: boleto.transactionId,
        boletoLine: boleto.digitableLine,
        boletoBarcode: boleto.barcode,
        boletoDueDate: boleto.dueDate,
      });
      return;
    }
    // Card: authorised now; the number and CVV go to the gateway and are never stored.
    if (!card) {
      throw new AppError('bad.request', undefined, {
        error: { card: ['Informe os dados do cartão.'] },
      });
    }
    const auth = await gateway.authorizeCard({
      amountCents: order.total_cents,
      installments,
      card: cardInput(card),
      reference: `pedido-${order.id}`,
      idempotencyKey,
    });
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(orderPayments)
        .values({
          orderId: order.id,
          method,
          amountCents: order.total_cents,
          installments,
          provider: gateway.name,
          status: auth.status === 'approved' ? 'pending' : 'declined',
          cardBrand: auth.brand,
          cardLast4: auth.last4,
          gatewayTransactionId: auth.transactionId,
          declineMessage: auth.declineMessage,
        })
        .returning({ id: orderPayments.id });
      if (auth.status === 'approved') await markPaid(row!.id, {}, tx);
      else {
        // A declined card frees the coupon at once; the buyer may try another card.
        await tx
          .update(couponRedemptions)
          .set({ status: 'released' })
          .where(
            and(eq(couponRedemptions.orderId, order.id), eq(couponRedemptions.status, 'held')),
          );
      }
    });
  }

  async function waitForPayment(orderId: number): Promise<void> {
    // Another request of the same checkout is creating the payment: give it a moment, so a
    // double submit answers with the same Pix code instead of an empty order.
    for (let i = 0; i < 30; i += 1) {
      if ((await payments(orderId)).length > 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Payments past their expiry become expired; orders with nothing left to pay, too. */
  async function expireDue(orderId?: number): Promise<number[]> {
    const at = now().toISOString();
    const expired = await queryRows<{ order_id: number }>(
      db,
      sql`update order_payments set status = 'expired', updated_at = ${at}::timestamptz
          where status = 'pending' and method = 'pix'
            and pix_expiration_date <= ${at}::timestamptz
            ${orderId === undefined ? sql`` : sql`and order_id = ${orderId}`}
          returning order_id`,
    );
    const ids = [...new Set(expired.map((r) => r.order_id))];
    for (const id of ids) {
      await db
        .update(orders)
        .set({ status: ORDER_STATUS.expired, updatedAt: now() })
        .where(and(eq(orders.id, id), eq(orders.status, ORDER_STATUS.pending)));
      await db
        .update(couponRedemptions)
        .set({ status: 'released' })
        .where(and(eq(couponRedemptions.orderId, id), eq(couponRedemptions.status, 'held')));
      await publish(id);
    }
    return ids;
  }

  async function ownedOrder(orderId: number, viewer: { userId: number; staff: boolean }) {
    const order = await orderRow(orderId);
    if (!order || (!viewer.staff && order.user_id !== viewer.userId)) {
      throw new AppError('resource.not_found', 'Pedido não encontrado.');
    }
    return order;
  }

  return {
    expireDue,
    publish,

    async find(orderId: number, viewer: { userId: number; staff: boolean }) {
      await expireDue(orderId);
      return view(await ownedOrder(orderId, viewer));
    },

    async canWatch(orderId: number, viewer: { userId: number; staff: boolean }) {
      const order = await orderRow(orderId);
      return order !== null && (viewer.staff || order.user_id === viewer.userId);
    },

    /**
     * `finish-cart-order`: one order per cart whatever the number of submits (a unique index on
     * the cart and on the idempotency key, insert … on conflict do nothing — never a
     * check-then-insert), then its payment.
     */
    async finish(cartId: number, userId: number, input: FinishInput): Promise<Order> {
      const cart = await carts.mine(cartId, { userId });
      const existing = await queryRows<{ id: number }>(
        db,
        sql`select id from orders where cart_id = ${cartId}
              or (user_id = ${userId} and idempotency_key = ${input.idempotency_key})`,
      );
      if (existing[0]) {
        await waitForPayment(existing[0].id);
        return view((await orderRow(existing[0].id))!);
      }
      if (cart.status !== 'open')
        throw new AppError('conflict', 'Este carrinho já virou um pedido.');

      await carts.setPaymentType(cartId, input.payment_type_id, input.installments, { userId });
      const priced = await carts.price((await carts.cartRow(cartId))!);
      if (priced.lines.length === 0) throw new AppError('bad.request', STORE_MESSAGES.cartEmpty);
      const unavailable = priced.lines.find((l) => !l.sellable);
      if (unavailable) {
        throw new AppError(
          'bad.request',
          `${unavailable.name}: ${STORE_MESSAGES.productUnavailable}`,
        );
      }
      if (priced.couponError) {
        throw new AppError('bad.request', undefined, { error: { code: [priced.couponError] } });
      }
      const type = priced.paymentType!;
      const [buyer] = await queryRows<{ name: string; email: string; identifier: string | null }>(
        db,
        sql`select name, email, identifier from users where id = ${userId}`,
      );
      const taxId = input.tax_id
        ? input.tax_id.replace(/[^0-9A-Za-z]/g, '').toUpperCase()
        : buyer!.identifier;
      if (type.method === 'boleto' && !taxId) {
        throw new AppError('bad.request', undefined, {
          error: { tax_id: [STORE_MESSAGES.taxIdRequired] },
        });
      }
      if (type.method === 'card' && !input.card) {
        throw new AppError('bad.request', undefined, {
          error: { card: ['Informe os dados do cartão.'] },
        });
      }
      if (type.method === 'card' && input.card) {
        // A card the gateway would refuse unseen is refused before the order exists, so the
        // buyer fixes the form instead of landing on an order without a payment.
        const problems = validateCard(cardInput(input.card), now());
        const snake: Record<string, string> = {
          holderName: 'holder_name',
          expMonth: 'exp_month',
          expYear: 'exp_year',
        };
        const fields: Record<string, string[]> = {};
        for (const [field, messages] of Object.entries(problems)) {
          fields[`card.${snake[field] ?? field}`] = messages;
        }
        if (Object.keys(fields).length > 0) throw new PaymentValidationError(fields);
      }
      const at = now();
      const installments = type.method === 'card' ? input.installments : 1;

      const orderId = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(orders)
          .values({
            cartId,
            idempotencyKey: input.idempotency_key,
            userId,
            brand: cart.brand,
            subtotalCents: priced.totals.subtotalCents,
            couponDiscountCents: priced.totals.couponDiscountCents,
            paymentDiscountCents: priced.totals.paymentDiscountCents,
            totalCents: priced.totals.totalCents,
            couponId: priced.coupon && !priced.couponError ? priced.coupon.id : null,
            couponCode: priced.coupon && !priced.couponError ? priced.coupon.code : null,
            paymentTypeId: type.id,
            method: type.method,
            installments,
            customerName: buyer!.name,
            customerEmail: buyer!.email,
            customerTaxId: taxId,
            addressId: input.address_id ?? null,
          })
          .onConflictDoNothing()
          .returning({ id: orders.id });
        const id = inserted[0]?.id;
        if (id === undefined) return null;
        await tx.insert(orderProducts).values(
          priced.lines.map((l, i) => ({
            orderId: id,
            productId: l.product_id,
            name: l.name,
            kind: l.kind,
            amount: l.amount,
            unitPriceCents: l.unit_price_cents,
            totalCents: priced.totals.lineTotalsCents[i]!,
            accessDays: null as number | null,
          })),
        );
        await tx.execute(sql`
          update order_products op set access_days = ap.days
          from products p left join access_periods ap on ap.id = p.access_period_id
          where op.order_id = ${id} and p.id = op.product_id`);
        if (priced.coupon && !priced.couponError) {
          // Limits are checked again under the coupon's row lock: two buyers racing for the
          // last use of a coupon get one order with it and one 400.
          await carts.lockCoupon(tx, priced.coupon.id);
          const problem = await carts.couponProblem(priced.coupon, cart, priced.lines, at, tx);
          if (problem) throw new AppError('bad.request', undefined, { error: { code: [problem] } });
          await tx.insert(couponRedemptions).values({
            couponId: priced.coupon.id,
            orderId: id,
            userId,
            status: 'held',
            heldUntil: holdUntil(type.method, at),
          });
        }
        if (taxId && !buyer!.identifier) {
          await tx.update(users).set({ identifier: taxId }).where(eq(users.id, userId));
        }
        await tx
          .update(shoppingCarts)
          .set({ status: 'ordered', termsAcceptedAt: at, updatedAt: at })
          .where(eq(shoppingCarts.id, cartId));
        return id;
      });
      if (orderId === null) {
        // A concurrent submit of the same checkout won the insert: answer with its order.
        const [row] = await queryRows<{ id: number }>(
          db,
          sql`select id from orders where cart_id = ${cartId}
                or (user_id = ${userId} and idempotency_key = ${input.idempotency_key})`,
        );
        await waitForPayment(row!.id);
        return view((await orderRow(row!.id))!);
      }
      await deps.audit({
        action: 'store.order.created',
        targetType: 'order',
        targetId: orderId,
        details: {
          total_cents: priced.totals.totalCents,
          method: type.method,
          terms: CART_TERMS.version,
        },
      });
      const order = (await orderRow(orderId))!;
      await createPayment(order, type.method, installments, input.card, input.idempotency_key);
      await publish(orderId);
      return view((await orderRow(orderId))!);
    },

    /**
     * A new payment for an order that is still unpaid: a fresh Pix code after the old one
     * expired, or another card after a decline.
     */
    async newPayment(
      orderId: number,
      userId: number,
      input: { method?: PaymentMethod; installments?: number; card?: CardData },
    ) {
      await expireDue(orderId);
      const order = await ownedOrder(orderId, { userId, staff: false });
      if (order.status === ORDER_STATUS_PAID)
        throw new AppError('conflict', STORE_MESSAGES.alreadyPaid);
      if (order.status !== ORDER_STATUS.pending && order.status !== ORDER_STATUS.expired) {
        throw new AppError('conflict', STORE_MESSAGES.orderNotPending);
      }
      const [current] = await payments(orderId);
      if (current?.status === 'pending' && current.method === 'pix') {
        // The live code still works: cancel it so only one code can be paid.
        await pix.cancelCharge(current.pix_txid!).catch(() => undefined);
        await db
          .update(orderPayments)
          .set({ status: 'cancelled', updatedAt: now() })
          .where(and(eq(orderPayments.id, current.id), eq(orderPayments.status, 'pending')));
      }
      const method = input.method ?? order.method;
      if (order.coupon_id !== null) {
        // The coupon comes back on hold for the new attempt, if it still has uses left.
        const coupon = await carts.couponById(order.coupon_id);
        const uses = coupon ? await carts.couponUses(coupon.id, userId, now(), orderId) : null;
        if (coupon && uses && coupon.max_uses !== null && uses.total >= coupon.max_uses) {
          throw new AppError('conflict', STORE_MESSAGES.couponExhausted);
        }
        await db
          .update(couponRedemptions)
          .set({ status: 'held', heldUntil: holdUntil(method, now()) })
          .where(eq(couponRedemptions.orderId, orderId));
      }
      await db
        .update(orders)
        .set({ status: ORDER_STATUS.pending, method, updatedAt: now() })
        .where(eq(orders.id, orderId));
      await createPayment(
        (await orderRow(orderId))!,
        method,
        input.installments ?? 1,
        input.card,
        `retry-${orderId}-${Date.now()}`,
      );
      await publish(orderId);
      return view((await orderRow(orderId))!);
    },

    /**
     * Pix notices from the webhook. Each endToEndId is recorded once (a unique index), in the same
     * transaction that pays; a different amount than the charge is recorded and refused.
     */
    async receivePix(notices: PixPaymentNotice[]): Promise<number> {
      let paidOrders = 0;
      for (const notice of notices) {
        const orderId = await db.transaction(async (tx) => {
          const [payment] = await queryRows<{ id: number; order_id: number; amount_cents: number }>(
            tx,
            sql`select id, order_id, amount_cents from order_payments
                where pix_txid = ${notice.txid} and method = 'pix'`,
          );
          const outcome = !payment
            ? 'unknown_charge'
            : payment.amount_cents !== notice.amountCents
              ? 'amount_mismatch'
              : 'paid';
          const recorded = await tx
            .insert(paymentNotices)
            .values({
              provider: pix.name,
              externalId: notice.endToEndId,
              paymentId: payment?.id ?? null,
              amountCents: notice.amountCents,
              outcome,
              payload: {
                txid: notice.txid,
                valor_cents: notice.amountCents,
                horario: notice.paidAt.toISOString(),
              },
            })
            .onConflictDoNothing()
            .returning({ id: paymentNotices.id });
          if (recorded.length === 0 || outcome !== 'paid') return null; // duplicate or refused
          const paid = await markPaid(payment!.id, { endToEndId: notice.endToEndId }, tx);
          if (!paid) {
            await tx
              .update(paymentNotices)
              .set({ outcome: 'not_pending' })
              .where(eq(paymentNotices.id, recorded[0]!.id));
            return null;
          }
          return payment!.order_id;
        });
        if (orderId !== null) {
          paidOrders += 1;
          await deps.audit({
            action: 'store.order.paid',
            targetType: 'order',
            targetId: orderId,
            details: { via: 'pix' },
          });
          await publish(orderId);
        }
      }
      return paidOrders;
    },

    /** Staff confirm a payment by hand (Pix seen in the bank statement, boleto compensated). */
    async confirm(orderId: number, staffUserId: number) {
      await expireDue(orderId);
      const order = await orderRow(orderId);
      if (!order) throw new AppError('resource.not_found', 'Pedido não encontrado.');
      if (order.status === ORDER_STATUS_PAID)
        throw new AppError('conflict', STORE_MESSAGES.alreadyPaid);
      const [latest] = await payments(orderId);
      if (!latest || !['pending', 'expired'].includes(latest.status)) {
        throw new AppError('conflict', STORE_MESSAGES.orderNotPending);
      }
      const paid = await db
        .transaction((tx) => markPaid(latest.id, { staffUserId }, tx as unknown as Db))
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return false;
          throw error;
        });
      if (!paid) throw new AppError('conflict', STORE_MESSAGES.alreadyPaid);
      await deps.audit({ action: 'store.order.confirmed', targetType: 'order', targetId: orderId });
      await publish(orderId);
      return view((await orderRow(orderId))!);
    },

    async cancel(orderId: number, reason: string | undefined) {
      const order = await orderRow(orderId);
      if (!order) throw new AppError('resource.not_found', 'Pedido não encontrado.');
      if (order.status !== ORDER_STATUS.pending && order.status !== ORDER_STATUS.expired) {
        throw new AppError('conflict', STORE_MESSAGES.orderNotPending);
      }
      for (const p of await payments(orderId)) {
        if (p.status === 'pending' && p.method === 'pix' && p.pix_txid) {
          await pix.cancelCharge(p.pix_txid).catch(() => undefined);
        }
      }
      await db.transaction(async (tx) => {
        await tx
          .update(orderPayments)
          .set({ status: 'cancelled', updatedAt: now() })
          .where(
            and(
              eq(orderPayments.orderId, orderId),
              inArray(orderPayments.status, ['pending', 'expired']),
            ),
          );
        await tx
          .update(orders)
          .set({ status: ORDER_STATUS.cancelled, cancelledAt: now(), updatedAt: now() })
          .where(eq(orders.id, orderId));
        await tx
          .update(couponRedemptions)
          .set({ status: 'released' })
          .where(and(eq(couponRedemptions.orderId, orderId), eq(couponRedemptions.status, 'held')));
      });
      await deps.audit({
        action: 'store.order.cancelled',
        targetType: 'order',
        targetId: orderId,
        details: { reason },
      });
      await publish(orderId);
      return view((await orderRow(orderId))!);
    },

    /**
     * Full or partial refund through the provider that took the money. A full refund ends every
     * grant the order gave; a partial one keeps them (staff cancel a courtesy or grant by hand
     * when a partial refund should also end access).
     */
    async refund(
      orderId: number,
      input: { type: 'full' | 'partial'; amount_cents?: number | undefined; reason: string },
      staffUserId: number,
    ) {
      const order = await orderRow(orderId);
      if (!order) throw new AppError('resource.not_found', 'Pedido não encontrado.');
      if (order.status !== ORDER_STATUS.paid && order.status !== ORDER_STATUS.partiallyRefunded) {
        throw new AppError('conflict', 'Só pedidos pagos podem ser estornados.');
      }
      const left = order.total_cents - order.refunded_cents;
      const amount = input.type === 'full' ? left : (input.amount_cents ?? 0);
      if (amount <= 0 || amount > left) {
        throw new AppError('bad.request', undefined, {
          error: { amount_cents: [STORE_MESSAGES.refundTooLarge] },
        });
      }
      const paid = (await payments(orderId)).find((p) => p.status === 'paid');
      let providerStatus: string | null = null;
      if (paid && amount > 0) {
        if (paid.method === 'pix' && paid.pix_end_to_end_id) {
          const refund = await pix.refund({
            endToEndId: paid.pix_end_to_end_id,
            refundId: `D${orderId}R${Date.now()}`.slice(0, 35),
            amountCents: amount,
          });
          providerStatus = refund.status;
        } else if (paid.method === 'card' && paid.gateway_transaction_id) {
          const refund = await gateway.refundCard({
            transactionId: paid.gateway_transaction_id,
            amountCents: amount,
          });
          if (refund.status === 'failed') {
            throw new AppError('conflict', 'A operadora recusou o estorno. Tente novamente.');
          }
          providerStatus = refund.status;
        } else {
          providerStatus = 'manual';
        }
      }
      const full = amount === left;
      await db.transaction(async (tx) => {
        await tx.insert(orderRefunds).values({
          orderId,
          type: full ? 'full' : 'partial',
          amountCents: amount,
          reason: input.reason,
          providerStatus,
          createdBy: staffUserId,
        });
        const updated = await tx
          .update(orders)
          .set({
            refundedCents: sql`${orders.refundedCents} + ${amount}`,
            status: full ? ORDER_STATUS.refunded : ORDER_STATUS.partiallyRefunded,
            updatedAt: now(),
          })
          .where(and(eq(orders.id, orderId), eq(orders.refundedCents, order.refunded_cents)))
          .returning({ id: orders.id });
        // Two staff refunding at once: the second sees a different refunded amount and stops.
        if (updated.length === 0)
          throw new AppError('conflict', 'O pedido mudou. Recarregue e tente de novo.');
        if (full) {
          await accessFor(tx).revokeSource('order', orderId, now());
          if (paid) {
            await tx
              .update(orderPayments)
              .set({ status: 'refunded', updatedAt: now() })
              .where(eq(orderPayments.id, paid.id));
          }
        }
      });
      await deps.audit({
        action: 'store.order.refunded',
        targetType: 'order',
        targetId: orderId,
        details: { amount_cents: amount, type: full ? 'full' : 'partial', reason: input.reason },
      });
      await publish(orderId);
      return view((await orderRow(orderId))!);
    },

    async details(orderId: number) {
      const order = await orderRow(orderId);
      if (!order) throw new AppError('resource.not_found', 'Pedido não encontrado.');
      const base = await view(order);
      const refunds = await queryRows<{
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
      const notices = await queryRows<{
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
      const history = await queryRows<{
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
      return {
        ...base,
        refunds: refunds.map((r) => ({ ...r, created_at: iso(r.created_at)! })),
        notices: notices.map((n) => ({ ...n, created_at: iso(n.created_at)! })),
        history: history.map((h) => ({ ...h, created_at: iso(h.created_at)! })),
      };
    },

    async list(query: {
      page: number;
      per_page: number;
      search?: string | undefined;
      status?: number | undefined;
      method?: PaymentMethod | undefined;
      brand?: string | undefined;
      from?: string | undefined;
      to?: string | undefined;
      pendingOnly?: boolean;
    }) {
      // Staff never see "awaiting payment" on a Pix code that has already expired.
      await expireDue();
      const conditions = [sql`true`];
      if (query.pendingOnly) conditions.push(sql`o.status = ${ORDER_STATUS.pending}`);
      if (query.status) conditions.push(sql`o.status = ${query.status}`);
      if (query.method) conditions.push(sql`o.method = ${query.method}`);
      if (query.brand) conditions.push(sql`o.brand = ${query.brand}`);
      // Dates are days in São Paulo, as staff read them.
      if (query.from) {
        conditions.push(
          sql`o.created_at >= (${query.from}::date::timestamp at time zone 'America/Sao_Paulo')`,
        );
      }
      if (query.to) {
        conditions.push(
          sql`o.created_at < ((${query.to}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`,
        );
      }
      if (query.search) {
        const like = `%${query.search}%`;
        conditions.push(
          sql`(o.customer_name ilike ${like} or o.customer_email ilike ${like}
               or o.id::text = ${query.search.replace(/^#/, '')})`,
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
        sql`select o.id, o.status, o.brand, o.user_id, o.customer_name, o.customer_email, o.method,
                   o.total_cents, o.refunded_cents, o.paid_at, o.created_at,
                   (select string_agg(op.name, ', ' order by op.id) from order_products op
                     where op.order_id = o.id) as products_summary
            from orders o where ${where}
            order by o.created_at desc, o.id desc
            limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
      );
      return {
        data: rows.map((r) => ({
          ...r,
          status_name: orderStatusName(r.status),
          products_summary: r.products_summary ?? '',
          paid_at: iso(r.paid_at),
          created_at: iso(r.created_at)!,
        })),
        meta: { total: count?.total ?? 0, page: query.page, per_page: query.per_page },
      };
    },
  };
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } } | null)?.code ??
    (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505';
}

export type OrdersService = ReturnType<typeof ordersService>;
