import { ORDER_STATUS_PAID, orderStatusName, STORE_MESSAGES } from '@app/shared';
import type { Order, PaymentMethod, PaymentStatus } from '@app/shared';
import { createHash } from 'node:crypto';
import { ORDER_STATUS } from '../../db/schema/index.ts';
import type { AuditEntry } from '../../platform/audit.ts';
import type { AuditValues } from '../../platform/audit.queries.ts';
import type { Db } from '../../platform/db/database.ts';
import { awaitDurable } from '../../platform/db/relaxed-commit.ts';
import type { SessionUser } from '../../platform/access.ts';
import { AppError, isUniqueViolation } from '../../platform/errors.ts';
import { PaymentValidationError, validateCard } from '../../platform/payments/gateway/index.ts';
import type { PaymentGateway } from '../../platform/payments/gateway/index.ts';
import { brCodeQrSvg } from '../../platform/payments/pix/brcode.ts';
import type { PixPaymentNotice, PixProvider } from '../../platform/payments/pix/provider.ts';
import { newTxid } from '../../platform/payments/pix/provider.ts';
import { accessService } from '../access/access.service.ts';
import type { AccessService } from '../access/access.service.ts';
import { couponProblem } from './cart.service.ts';
import type { CartService } from './cart.service.ts';
import { ordersQueries } from './orders.queries.ts';
import type { ExistingOrder, OrderRow, OrderState, PaymentRow } from './orders.queries.ts';
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
  /** The audit line of `entry` as the request's writer would write it (for `placeOrder`). */
  auditValues: (entry: AuditEntry) => AuditValues;
  now: () => Date;
  /** The buyer's own row changed (the CPF a checkout fills in): cached sessions must see it. */
  onUserChanged?: (userId: number) => Promise<void> | void;
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

/** Where the QR code of a pending Pix charge is drawn (the txid is random: 20 to 35 letters and digits). */
export const pixQrcodePath = (txid: string) => `/api/pix-qrcode/${txid}`;

/** Who finishes a checkout: the session's person (the fields an order copies). */
export type Buyer = Pick<SessionUser, 'id' | 'name' | 'email' | 'identifier'>;

/** Where a buyer finds a product's content once paid. */
function linkFor(kind: string, slug: string | null, brand: string): string | null {
  switch (kind) {
    case 'course':
      return brand === 'liberta' ? '/assunto/cursos' : '/cliente/cursos';
    case 'ebook':
      return brand === 'liberta' ? '/assunto/cursos' : '/cliente/ebooks';
    case 'signature':
      return '/cliente/assinaturas';
    case 'trade_method':
      return '/cliente/recomendacoes';
    default:
      return slug ? (brand === 'liberta' ? '/assunto/cursos' : '/cliente/cursos') : null;
  }
}

/**
 * What a checkout asked for, as a SHA-256: the same idempotency key with another request is a
 * conflict, not the first order. The card enters only by its non-secret fields (last 4 digits,
 * holder, expiry): its number and CVV are never stored, not even hashed.
 */
export function checkoutFingerprint(cartId: number, input: FinishInput): string {
  const card = input.card
    ? {
        last4: input.card.number.replace(/\D/g, '').slice(-4),
        holder: input.card.holder_name.trim().toUpperCase(),
        expiry: `${input.card.exp_month}/${input.card.exp_year}`,
      }
    : null;
  const taxId = input.tax_id ? input.tax_id.replace(/[^0-9A-Za-z]/g, '').toUpperCase() : null;
  return createHash('sha256')
    .update(
      JSON.stringify([
        cartId,
        input.payment_type_id,
        input.installments,
        taxId,
        input.address_id ?? null,
        card,
      ]),
    )
    .digest('hex');
}

export const KEY_REUSED_MESSAGE =
  'Esta chave de pedido já foi usada em outra compra. Recarregue a página e tente de novo.';

export function ordersService(deps: OrdersDeps) {
  const { db, access, carts, pix, gateway, publisher, now } = deps;
  const q = ordersQueries(db);
  const cartQ = carts.queries;
  const durable = awaitDurable(db);

  function view(order: OrderState): Order {
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
      products: order.lines.map((l) => ({
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
      order_payments: order.payments.map((p) => ({
        id: p.id,
        method: p.method,
        status: p.status,
        amount_cents: p.amount_cents,
        installments: p.installments,
        provider: p.provider,
        pix_qrcode: p.status === 'pending' ? p.pix_qrcode : null,
        // The picture is drawn when the browser asks for it, not in every order answer.
        pix_qrcode_url:
          p.status === 'pending' && p.pix_qrcode && p.pix_txid ? pixQrcodePath(p.pix_txid) : null,
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
      paid_at: iso(order.paid_at),
      created_at: iso(order.created_at)!,
    };
  }

  async function stateOf(orderId: number): Promise<OrderState> {
    const order = await q.orderState(orderId, now());
    if (!order) throw new AppError('resource.not_found', 'Pedido não encontrado.');
    return order;
  }

  /** Tells the order's watchers its status (from an order already read). */
  async function announce(order: OrderState) {
    const latest = order.payments[0];
    await publisher.orderChanged({
      id: order.id,
      userId: order.user_id,
      status: order.status,
      paymentStatus: latest?.status ?? 'pending',
      pixExpirationDate: latest?.pix_expiration_date ? new Date(latest.pix_expiration_date) : null,
    });
  }

  async function publish(orderId: number) {
    const order = await q.orderState(orderId, now());
    if (order) await announce(order);
  }

  /** Announces the order's new state and answers with it (one read). */
  async function announced(orderId: number): Promise<Order> {
    const order = await stateOf(orderId);
    await announce(order);
    return view(order);
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
    const orderId = await q.payPayment(
      paymentId,
      { endToEndId: by.endToEndId ?? null, staffUserId: by.staffUserId ?? null },
      at,
      tx,
    );
    if (orderId === null) return false;
    const order = await q.payOrder(orderId, at, tx);
    if (!order) throw new AppError('conflict', STORE_MESSAGES.orderNotPending);
    await q.setRedemption(orderId, { status: 'used', heldUntil: null }, false, tx);
    // Release the products: one grant per item, for the period bought.
    const grants = accessFor(tx);
    for (const item of await q.itemsToGrant(orderId, tx)) {
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

  /**
   * Creates the payment of an order with the provider (Pix code, card authorisation, boleto).
   * The payment as written while the order waits for it (Pix, boleto); null when the order
   * changed with it (paid at once, a declined card) and must be read again.
   */
  /** A new Pix charge for an order (its payer, when the order has a CPF/CNPJ). */
  function pixCharge(
    orderId: number,
    amountCents: number,
    payerName: string | null,
    taxId: string | null,
  ) {
    return pix.createCharge({
      txid: newTxid(),
      amountCents,
      expiresInSeconds: PIX_EXPIRES_SECONDS,
      ...(payerName && taxId ? { payer: { name: payerName, taxId } } : {}),
      description: `Pedido ${orderId}`,
    });
  }

  async function createPayment(
    order: OrderRow,
    method: PaymentMethod,
    installments: number,
    card: CardData | undefined,
    idempotencyKey: string,
  ): Promise<PaymentRow | null> {
    const at = now();
    if (order.total_cents === 0) {
      // A 100 % coupon: nothing to charge, the order is paid now.
      await db.transaction(async (tx) => {
        const row = await q.insertPayment(
          { orderId: order.id, method, amountCents: 0, provider: 'free', status: 'pending' },
          tx,
        );
        await markPaid(row.id, {}, tx);
      });
      return null;
    }
    if (method === 'pix') {
      const charge = await pixCharge(
        order.id,
        order.total_cents,
        order.customer_name,
        order.customer_tax_id,
      );
      const payment = await q.insertPayment({
        orderId: order.id,
        method,
        amountCents: order.total_cents,
        provider: pix.name,
        pixTxid: charge.txid,
        pixQrcode: charge.brCode,
        pixLocation: charge.locationUrl,
        pixExpirationDate: charge.expiresAt,
      });
      if (order.coupon_id !== null) {
        await q.setRedemption(order.id, { status: 'held', heldUntil: charge.expiresAt }, true);
      }
      return payment;
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
      return q.insertPayment({
        orderId: order.id,
        method,
        amountCents: order.total_cents,
        provider: gateway.name,
        gatewayTransactionId: boleto.transactionId,
        boletoLine: boleto.digitableLine,
        boletoBarcode: boleto.barcode,
        boletoDueDate: boleto.dueDate,
      });
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
      const row = await q.insertPayment(
        {
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
        },
        tx,
      );
      if (auth.status === 'approved') await markPaid(row.id, {}, tx);
      // A declined card frees the coupon at once; the buyer may try another card.
      else await q.setRedemption(order.id, { status: 'released' }, true, tx);
    });
    return null;
  }

  async function waitForPayment(orderId: number): Promise<void> {
    // Another request of the same checkout is creating the payment: give it a moment, so a
    // double submit answers with the same Pix code instead of an empty order.
    for (let i = 0; i < 30; i += 1) {
      if (await q.hasPayment(orderId)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Payments past their expiry become expired; orders with nothing left to pay, too. */
  async function expireDue(orderId?: number): Promise<number[]> {
    const ids = await q.expirePayments(now(), orderId);
    for (const id of ids) {
      await q.expireOrder(id, now());
      await publish(id);
    }
    return ids;
  }

  async function ownedOrder(orderId: number, viewer: { userId: number; staff: boolean }) {
    const order = await q.orderState(orderId, now());
    if (!order || (!viewer.staff && order.user_id !== viewer.userId)) {
      throw new AppError('resource.not_found', 'Pedido não encontrado.');
    }
    return order;
  }

  /**
   * The order a repeated checkout answers with, or null when there is none yet. The same key
   * with another cart or another request is a 409 (SECURITY.md, statement 14); a cart that
   * already became an order answers with that order whatever the key (two tabs, one order).
   */
  function replayOf(
    existing: { byKey: ExistingOrder | null; byCart: ExistingOrder | null },
    cartId: number,
    fingerprint: string,
  ): number | null {
    const { byKey, byCart } = existing;
    if (byKey) {
      const sameRequest = byKey.request_hash === null || byKey.request_hash === fingerprint;
      if (byKey.cart_id !== cartId || !sameRequest) {
        throw new AppError('conflict', KEY_REUSED_MESSAGE);
      }
      return byKey.id;
    }
    return byCart?.id ?? null;
  }

  async function answerExisting(orderId: number): Promise<Order> {
    // The submit that made it may not have seen its flush yet (ADR 0017): nor does this answer.
    await durable();
    await waitForPayment(orderId);
    return view(await stateOf(orderId));
  }

  return {
    expireDue,
    publish,

    /** The QR code (SVG) of a Pix charge still waiting to be paid; 404 for any other. */
    async pixQrcode(txid: string): Promise<string> {
      const code = await q.pendingPixCode(txid);
      if (code === null) throw new AppError('resource.not_found', 'Código Pix não encontrado.');
      return brCodeQrSvg(code);
    },

    /** The order as of now: a Pix code past its expiry reads expired (the sweep writes it). */
    async find(orderId: number, viewer: { userId: number; staff: boolean }) {
      return view(await ownedOrder(orderId, viewer));
    },

    async canWatch(orderId: number, viewer: { userId: number; staff: boolean }) {
      const order = await q.orderOwner(orderId);
      return order !== null && (viewer.staff || order.user_id === viewer.userId);
    },

    /**
     * `finish-cart-order`: one order per cart whatever the number of submits (a unique index on
     * the cart and on the idempotency key, insert … on conflict do nothing — never a
     * check-then-insert), then its payment. The cart is read once, up front (the buyer came with
     * the session); the orders the cart or the key already became are read only when the cart
     * is no longer open or the insert met one. Nothing read is read again.
     */
    async finish(cartId: number, buyer: Buyer, input: FinishInput): Promise<Order> {
      const at = now();
      const userId = buyer.id;
      const fingerprint = checkoutFingerprint(cartId, input);
      // The buyer's row came with the session (the guard resolved it); payment types are kept.
      const [state, type] = await Promise.all([
        carts.stateForCheckout(cartId, at),
        carts.paymentType(input.payment_type_id),
      ]);
      const cart = carts.mine(state, { userId });
      if (cart.status !== 'open') {
        // A repeated submit (double click, retry, a second tab): answer with the order the cart
        // or the key became, or 409 when the key was used for another request.
        const replay = replayOf(
          await q.existingForCheckout(cartId, userId, input.idempotency_key),
          cartId,
          fingerprint,
        );
        if (replay !== null) return answerExisting(replay);
        throw new AppError('conflict', 'Este carrinho já virou um pedido.');
      }

      if (!type) {
        throw new AppError('bad.request', undefined, {
          error: { payment_type_id: ['Forma de pagamento indisponível.'] },
        });
      }
      const priced = await carts.price(cart, at, type);
      if (input.installments > priced.maxInstallments) {
        throw new AppError('bad.request', undefined, {
          error: { installments: [STORE_MESSAGES.installmentsInvalid] },
        });
      }
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
      const taxId = input.tax_id
        ? input.tax_id.replace(/[^0-9A-Za-z]/g, '').toUpperCase()
        : buyer.identifier;
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
      const installments = type.method === 'card' ? input.installments : 1;
      const coupon = priced.coupon && !priced.couponError ? priced.coupon : null;

      const fillTaxId = Boolean(taxId) && !buyer.identifier;
      const orderId = cart.next_order_id;
      // A Pix code made here (no PSP) is made now and written with the order: one statement and
      // one commit fewer. A PSP's charge waits for the order to exist (createPayment).
      const localPix =
        type.method === 'pix' && pix.local && priced.totals.totalCents > 0
          ? await pixCharge(orderId, priced.totals.totalCents, taxId ? buyer.name : null, taxId)
          : null;
      const place = async (tx: Db = db) => {
        if (coupon) {
          // Limits are checked again under the coupon's row lock: two buyers racing for the
          // last use of a coupon get one order with it and one 400.
          await cartQ.lockCoupon(coupon.id, tx);
          const problem = await couponProblem(coupon, cart, priced.lines, at, () =>
            cartQ.couponUses(coupon.id, cart.user_id, at, null, tx),
          );
          if (problem) throw new AppError('bad.request', undefined, { error: { code: [problem] } });
        }
        const row = await q.placeOrder(
          {
            id: orderId,
            cartId,
            idempotencyKey: input.idempotency_key,
            requestHash: fingerprint,
            userId,
            brand: cart.brand,
            subtotalCents: priced.totals.subtotalCents,
            couponDiscountCents: priced.totals.couponDiscountCents,
            paymentDiscountCents: priced.totals.paymentDiscountCents,
            totalCents: priced.totals.totalCents,
            couponId: coupon?.id ?? null,
            couponCode: coupon?.code ?? null,
            paymentTypeId: type.id,
            method: type.method,
            installments,
            customerName: buyer.name,
            customerEmail: buyer.email,
            customerTaxId: taxId,
            addressId: input.address_id ?? null,
          },
          priced.lines.map((l, i) => ({
            productId: l.product_id,
            name: l.name,
            kind: l.kind,
            amount: l.amount,
            unitPriceCents: l.unit_price_cents,
            totalCents: priced.totals.lineTotalsCents[i]!,
          })),
          { paymentTypeId: type.id, installments: input.installments, at },
          deps.auditValues({
            action: 'store.order.created',
            targetType: 'order',
            details: {
              total_cents: priced.totals.totalCents,
              method: type.method,
              terms: CART_TERMS.version,
            },
          }),
          localPix && {
            method: 'pix',
            provider: pix.name,
            pixTxid: localPix.txid,
            pixQrcode: localPix.brCode,
            pixLocation: localPix.locationUrl,
            pixExpirationDate: localPix.expiresAt,
          },
          tx,
        );
        if (!row) return null;
        if (coupon) {
          await q.insertRedemption(
            {
              couponId: coupon.id,
              orderId: row.id,
              userId,
              status: 'held',
              heldUntil: localPix?.expiresAt ?? holdUntil(type.method, at),
            },
            tx,
          );
        }
        if (fillTaxId) await q.setBuyerTaxId(userId, taxId!, tx);
        return row;
      };
      // The order, its lines, the cart and the audit line are one statement; a coupon or the
      // buyer's CPF add statements that must commit with it.
      const order = coupon || fillTaxId ? await db.transaction(place) : await place();
      if (order === null) {
        // The cart or the key already made an order (a concurrent submit of the same checkout
        // won the insert, or the key was used for another cart): answer with it, or 409.
        const raced = replayOf(
          await q.existingForCheckout(cartId, userId, input.idempotency_key),
          cartId,
          fingerprint,
        );
        if (raced === null) throw new AppError('conflict', 'Este carrinho já virou um pedido.');
        return answerExisting(raced);
      }
      // The order committed without waiting for the disk (outside the notify lock, ADR 0017):
      // it is flushed before the buyer sees it or a payment provider hears of it.
      await durable();
      // The buyer's next add here makes a new cart in one statement.
      carts.ordered(userId, cart.brand);
      // After the commit: every process's cached session of the buyer drops the old row.
      if (fillTaxId) await deps.onUserChanged?.(userId);
      const payment =
        order.payment ??
        (await createPayment(order, type.method, installments, input.card, input.idempotency_key));
      // Paid at once or declined: the order changed with its payment, read it back.
      if (payment === null) return announced(order.id);
      // Waiting for its payment: the order is what was just written.
      const { payment: _written, ...placedOrder } = order;
      const placed: OrderState = { ...placedOrder, payments: [payment] };
      await announce(placed);
      return view(placed);
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
      const [current] = order.payments;
      if (current?.status === 'pending' && current.method === 'pix') {
        // The live code still works: cancel it so only one code can be paid.
        await pix.cancelCharge(current.pix_txid!).catch(() => undefined);
        await q.setPaymentStatus(current.id, 'cancelled', now(), true);
      }
      const method = input.method ?? order.method;
      if (order.coupon_id !== null) {
        // The coupon comes back on hold for the new attempt, if it still has uses left.
        const coupon = await cartQ.couponById(order.coupon_id);
        const uses = coupon ? await cartQ.couponUses(coupon.id, userId, now(), orderId) : null;
        if (coupon && uses && coupon.max_uses !== null && uses.total >= coupon.max_uses) {
          throw new AppError('conflict', STORE_MESSAGES.couponExhausted);
        }
        await q.setRedemption(
          orderId,
          { status: 'held', heldUntil: holdUntil(method, now()) },
          false,
        );
      }
      await q.reopenOrder(orderId, method, now());
      await createPayment(
        { ...order, status: ORDER_STATUS.pending, method },
        method,
        input.installments ?? 1,
        input.card,
        `retry-${orderId}-${Date.now()}`,
      );
      return announced(orderId);
    },

    /**
     * Pix notices from the webhook. Each endToEndId is recorded once (a unique index), in the same
     * transaction that pays; a different amount than the charge is recorded and refused.
     */
    async receivePix(notices: PixPaymentNotice[]): Promise<number> {
      let paidOrders = 0;
      for (const notice of notices) {
        const orderId = await db.transaction(async (tx) => {
          const payment = await q.pixPaymentByTxid(notice.txid, tx);
          const outcome = !payment
            ? 'unknown_charge'
            : payment.amount_cents !== notice.amountCents
              ? 'amount_mismatch'
              : 'paid';
          const noticeId = await q.recordNotice(
            {
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
            },
            tx,
          );
          if (noticeId === null || outcome !== 'paid') return null; // duplicate or refused
          const paid = await markPaid(payment!.id, { endToEndId: notice.endToEndId }, tx);
          if (!paid) {
            await q.setNoticeOutcome(noticeId, 'not_pending', tx);
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
      const order = await stateOf(orderId);
      if (order.status === ORDER_STATUS_PAID)
        throw new AppError('conflict', STORE_MESSAGES.alreadyPaid);
      const [latest] = order.payments;
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
      return announced(orderId);
    },

    async cancel(orderId: number, reason: string | undefined) {
      const order = await stateOf(orderId);
      if (order.status !== ORDER_STATUS.pending && order.status !== ORDER_STATUS.expired) {
        throw new AppError('conflict', STORE_MESSAGES.orderNotPending);
      }
      for (const p of order.payments) {
        if (p.status === 'pending' && p.method === 'pix' && p.pix_txid) {
          await pix.cancelCharge(p.pix_txid).catch(() => undefined);
        }
      }
      await q.cancelOrder(orderId, now());
      await deps.audit({
        action: 'store.order.cancelled',
        targetType: 'order',
        targetId: orderId,
        details: { reason },
      });
      return announced(orderId);
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
      const order = await stateOf(orderId);
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
      const paid = order.payments.find((p) => p.status === 'paid');
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
        await q.insertRefund(
          {
            orderId,
            type: full ? 'full' : 'partial',
            amountCents: amount,
            reason: input.reason,
            providerStatus,
            createdBy: staffUserId,
          },
          tx,
        );
        const status = full ? ORDER_STATUS.refunded : ORDER_STATUS.partiallyRefunded;
        // Two staff refunding at once: the second sees a different refunded amount and stops.
        if (!(await q.addRefunded(orderId, amount, order.refunded_cents, status, now(), tx)))
          throw new AppError('conflict', 'O pedido mudou. Recarregue e tente de novo.');
        if (full) {
          await accessFor(tx).revokeSource('order', orderId, now());
          if (paid) await q.setPaymentStatus(paid.id, 'refunded', now(), false, tx);
        }
      });
      await deps.audit({
        action: 'store.order.refunded',
        targetType: 'order',
        targetId: orderId,
        details: { amount_cents: amount, type: full ? 'full' : 'partial', reason: input.reason },
      });
      return announced(orderId);
    },

    async details(orderId: number) {
      const base = view(await stateOf(orderId));
      const [refunds, notices, history] = await Promise.all([
        q.refunds(orderId),
        q.notices(orderId),
        q.history(orderId),
      ]);
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
      // Staff never see "awaiting payment" on a Pix code that has already expired: the list reads
      // each status as of now (the sweep writes it).
      const { total, rows } = await q.list(now(), query, {
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      return {
        data: rows.map((r) => ({
          ...r,
          status_name: orderStatusName(r.status),
          products_summary: r.products_summary ?? '',
          paid_at: iso(r.paid_at),
          created_at: iso(r.created_at)!,
        })),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
