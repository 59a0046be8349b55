import { LRUCache } from 'lru-cache';
import {
  couponAppliesTo,
  formatCurrency,
  installmentOptions,
  MIN_INSTALLMENT_CENTS,
  priceCart,
  STORE_MESSAGES,
} from '@app/shared';
import type { Cart, CouponRule } from '@app/shared';
import { generateToken, hashToken } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, isUniqueViolation } from '../../platform/errors.ts';
import type { ChangeFeed } from '../../platform/db/change-feed.ts';
import { feedCache } from '../../platform/db/feed-cache.ts';
import { CART_STATE_TABLES, cartQueries, cartStateTags } from './cart.queries.ts';
import type {
  BrandId,
  CartRow,
  CartState,
  CouponRow,
  CouponUses,
  LineRow,
  ProductLine,
  PaymentTypeRow,
} from './cart.queries.ts';
import { CART_TERMS } from './terms.ts';

export type { BrandId, CartRow, CartState, CouponRow, LineRow, PaymentTypeRow };

/** Who is asking for a cart: a signed-in person, or a visitor holding a cart token. */
export type CartViewer = { userId: number } | { guestToken: string };

/** Everything checkout needs about a cart, priced now. */
export interface PricedCart {
  cart: CartRow;
  lines: LineRow[];
  coupon: CouponRow | null;
  couponError: string | null;
  paymentType: PaymentTypeRow | null;
  maxInstallments: number;
  totals: ReturnType<typeof priceCart>;
}

function toDate(value: Date | string | null): Date | null {
  return value === null ? null : new Date(value);
}

export function couponRule(c: CouponRow): CouponRule {
  return {
    discountType: c.discount_type,
    percentBasisPoints: c.percent_basis_points,
    amountCents: c.amount_cents,
    productIds: c.product_ids,
  };
}

const hasLimits = (coupon: CouponRow) =>
  coupon.max_uses !== null || coupon.max_uses_per_customer !== null;

/** Why a coupon does not apply to this cart now (pt-BR), or null when it does. */
export async function couponProblem(
  coupon: CouponRow,
  cart: Pick<CartRow, 'brand' | 'user_id'>,
  cartLines: readonly LineRow[],
  at: Date,
  /** The uses counting against the coupon's limits (asked only when it has limits). */
  uses: () => Promise<CouponUses>,
): Promise<string | null> {
  if (!coupon.active) return STORE_MESSAGES.couponInvalid;
  const starts = toDate(coupon.starts_at);
  const ends = toDate(coupon.ends_at);
  if (starts && at < starts) return STORE_MESSAGES.couponNotYet;
  if (ends && at >= ends) return STORE_MESSAGES.couponExpired;
  if (coupon.brands.length > 0 && !coupon.brands.includes(cart.brand)) {
    return STORE_MESSAGES.couponBrand;
  }
  if (!cartLines.some((l) => couponAppliesTo(couponRule(coupon), l.product_id))) {
    return STORE_MESSAGES.couponProducts;
  }
  const subtotal = cartLines.reduce((s, l) => s + l.unit_price_cents * l.amount, 0);
  if (subtotal < coupon.min_cart_cents) {
    return `O valor mínimo do carrinho para este cupom é ${formatCurrency(coupon.min_cart_cents)}.`;
  }
  if (hasLimits(coupon)) {
    const counted = await uses();
    if (coupon.max_uses !== null && counted.total >= coupon.max_uses) {
      return STORE_MESSAGES.couponExhausted;
    }
    if (
      coupon.max_uses_per_customer !== null &&
      cart.user_id !== null &&
      counted.customer >= coupon.max_uses_per_customer
    ) {
      return STORE_MESSAGES.couponPerCustomer;
    }
  }
  return null;
}

function owns(cart: CartRow, viewer: CartViewer): boolean {
  if ('userId' in viewer) return cart.user_id === viewer.userId;
  return cart.guest_token_hash !== null && cart.guest_token_hash === hashToken(viewer.guestToken);
}

/**
 * The next instant after `at` when the clock alone changes how `cart` is priced: its coupon
 * starts or ends, or a hold on the coupon lapses (ms since the epoch; null: never).
 */
function priceChangesAt(cart: CartState | null, at: Date): number | null {
  if (!cart?.coupon) return null;
  const t = at.getTime();
  const ahead = [
    cart.uses_change_at,
    toDate(cart.coupon.starts_at)?.getTime() ?? null,
    toDate(cart.coupon.ends_at)?.getTime() ?? null,
  ].filter((x): x is number => x !== null && x > t);
  return ahead.length === 0 ? null : Math.min(...ahead);
}

/** Tries of an add whose cart another request of the person's made or ordered meanwhile. */
const ADD_ATTEMPTS = 3;

/** Most (person, brand) open carts one process keeps. */
const OPEN_CARTS_MAX = 20_000;

const notFound = () => new AppError('resource.not_found', 'Carrinho não encontrado.');
const alreadyOrdered = () => new AppError('conflict', 'Este carrinho já virou um pedido.');

/** A cart the viewer may read or change; 404 for anyone else (no hint that it exists). */
function mineOf<T extends CartRow>(cart: T | null, viewer: CartViewer): T {
  if (!cart || !owns(cart, viewer)) throw notFound();
  return cart;
}

function openOf<T extends CartRow>(cart: T | null, viewer: CartViewer): T {
  const mine = mineOf(cart, viewer);
  if (mine.status !== 'open') throw alreadyOrdered();
  return mine;
}

/**
 * The cart's rules. Every read is one statement (`cart.queries.ts`: the cart with its lines,
 * coupon and uses, payment type and order); a read never writes, and a cart row exists from the
 * first product added. Changes write, then answer from what they already hold when they can.
 */
export function cartService(deps: { db: Db; now: () => Date; feed?: ChangeFeed }) {
  const { db, now } = deps;
  const q = cartQueries(db);
  /**
   * Each person's open cart per brand as answered (the empty cart when there is none), kept per
   * process until something it was read from changes or the clock changes its price.
   */
  interface OpenCart {
    userId: number;
    cart: CartState | null;
    view: Cart;
    until: number | null;
  }
  const openCarts = feedCache<string, OpenCart>(deps.feed, {
    tables: CART_STATE_TABLES,
    tags: ({ userId, cart }) => cartStateTags(userId, cart),
    validUntil: ({ until }) => until,
    max: OPEN_CARTS_MAX,
    now: () => now().getTime(),
  });
  /** Active payment types by id (a catalogue staff edit rarely), kept per process. */
  const paymentTypes = feedCache<number, { type: PaymentTypeRow | null }>(deps.feed, {
    tables: ['payment_types'],
    max: 100,
    now: () => now().getTime(),
  });
  const paymentType = async (id: number): Promise<PaymentTypeRow | null> =>
    (await paymentTypes.get(id, async () => ({ type: await q.paymentType(id) }))).type;

  // A product as the line of a new cart shows it (list price), per brand: catalogue rows, kept
  // until staff change a product or an access period.
  const newCartProducts = feedCache<string, { product: ProductLine | null }>(deps.feed, {
    tables: ['products', 'access_periods'],
    max: 2000,
    now: () => now().getTime(),
  });
  const newCartProduct = async (productId: number, brand: BrandId): Promise<ProductLine | null> =>
    (
      await newCartProducts.get(`${productId} ${brand}`, async () => ({
        product: await q.productFor(productId, brand),
      }))
    ).product;

  /**
   * (person, brand) pairs this process last saw without an open cart: their cart just became an
   * order here, or a read found none. Only a hint of which statement to try first: the next add
   * makes the cart with its line at once (one statement, not a read and then an insert), and
   * the insert is itself the check, as the unique index of open carts refuses a second one. A
   * hint gone stale (a cart made meanwhile, by another process) costs that one refused insert.
   */
  const cartless = new LRUCache<string, true>({ max: OPEN_CARTS_MAX });
  const cartKey = (userId: number, brand: BrandId) => `${userId} ${brand}`;

  const openCartView = async (userId: number, brand: BrandId): Promise<Cart> => {
    const read = async (): Promise<OpenCart> => {
      const at = now();
      const cart = await q.openOfUser(userId, brand, at);
      if (!cart) cartless.set(cartKey(userId, brand), true);
      const answer = cart ? await view(cart, at) : await emptyCart(brand, userId, at);
      return { userId, cart, view: answer, until: priceChangesAt(cart, at) };
    };
    return (await openCarts.get(cartKey(userId, brand), read)).view;
  };

  /** Prices a cart (with another payment type when choosing one). */
  async function price(
    state: CartState,
    at: Date = now(),
    type: PaymentTypeRow | null = state.payment_type,
  ): Promise<PricedCart> {
    const { lines, coupon } = state;
    const couponError = coupon
      ? await couponProblem(coupon, state, lines, at, () =>
          Promise.resolve(coupon.uses ?? { total: 0, customer: 0 }),
        )
      : null;
    const totals = priceCart(
      lines.map((l) => ({
        productId: l.product_id,
        unitPriceCents: l.unit_price_cents,
        amount: l.amount,
      })),
      coupon && !couponError ? couponRule(coupon) : null,
      type?.discount_basis_points ?? 0,
    );
    const limit = lines.reduce((m, l) => Math.min(m, l.max_installments), 12);
    const maxInstallments =
      type?.method === 'card'
        ? installmentOptions(totals.totalCents, limit, MIN_INSTALLMENT_CENTS).length
        : 1;
    return { cart: state, lines, coupon, couponError, paymentType: type, maxInstallments, totals };
  }

  async function view(state: CartState, at: Date = now()): Promise<Cart> {
    const priced = await price(state, at);
    const { totals, coupon } = priced;
    return {
      id: state.id,
      brand: state.brand,
      status: state.status,
      guest_email: state.guest_email,
      products: priced.lines.map((l, i) => ({
        id: l.id,
        product_id: l.product_id,
        name: l.name,
        slug: l.slug,
        kind: l.kind,
        cover_url: l.cover_url,
        amount: l.amount,
        products_amount: l.amount,
        unit_price_cents: l.unit_price_cents,
        total_cents: totals.lineTotalsCents[i] ?? 0,
        max_installments: l.max_installments,
        access_period_name: l.access_period_name,
        coupon_applies: coupon !== null && couponAppliesTo(couponRule(coupon), l.product_id),
      })),
      products_amount: priced.lines.reduce((s, l) => s + l.amount, 0),
      coupon: coupon ? { id: coupon.id, code: coupon.code, description: coupon.description } : null,
      coupon_error: priced.couponError,
      payment_type: priced.paymentType,
      installments: Math.min(state.installments, priced.maxInstallments),
      max_installments: priced.maxInstallments,
      subtotal_cents: totals.subtotalCents,
      coupon_discount_cents: totals.couponDiscountCents,
      payment_discount_cents: totals.paymentDiscountCents,
      total_cents: totals.totalCents,
      order_id: state.status === 'ordered' ? state.order_id : null,
      terms_version: CART_TERMS.version,
      updated_at: new Date(state.updated_at).toISOString(),
    };
  }

  /**
   * Nobody's cart yet: the shape of an empty open cart, with id 0 (no row exists; the first
   * product added creates it).
   */
  function emptyCart(brand: BrandId, userId: number | null, at: Date): Promise<Cart> {
    return view({
      id: 0,
      user_id: userId,
      guest_email: null,
      guest_token_hash: null,
      brand,
      coupon_id: null,
      payment_type_id: null,
      installments: 1,
      commercial_table_id: null,
      status: 'open',
      updated_at: at,
      lines: [],
      coupon: null,
      payment_type: null,
      order_id: null,
      uses_change_at: null,
    });
  }

  async function reread(cartId: number, at: Date): Promise<Cart> {
    const state = await q.stateById(cartId, at);
    if (!state) throw notFound();
    return view(state);
  }

  async function usesOf(coupon: CouponRow, userId: number | null, at: Date) {
    return hasLimits(coupon) ? q.couponUses(coupon.id, userId, at) : null;
  }

  /**
   * The person's new open cart in a brand, or null when another request has just made one (the
   * caller then re-reads it).
   */
  /** A cart just made: nothing on it yet but its own columns. */
  function emptyState(row: CartRow): CartState {
    return {
      ...row,
      lines: [],
      coupon: null,
      payment_type: null,
      order_id: null,
      uses_change_at: null,
    };
  }

  /** A visitor cart the browser still holds joins the person's cart in this brand. */
  async function takeGuestCart(userId: number, brand: BrandId, guest: CartState, at: Date) {
    // A cart the person got meanwhile (a parallel add) wins the unique index: merge into it.
    const adopted = await q.adoptGuestCart(guest.id, userId, brand, at).catch((error: unknown) => {
      if (isUniqueViolation(error)) return false;
      throw error;
    });
    if (adopted) return;
    const cart = await q.openOfUser(userId, brand, at);
    if (cart) await q.mergeGuestCart(cart, guest, at);
  }

  return {
    price,
    view,
    /** A cart for checkout with its order's id to be (null: no such cart). */
    stateForCheckout: (cartId: number, at: Date) => q.stateForCheckout(cartId, at),
    mine: mineOf,
    queries: q,
    /** An active payment type (null: none, or inactive). */
    paymentType,

    async find(cartId: number, viewer: CartViewer) {
      return view(mineOf(await q.stateById(cartId, now()), viewer));
    },

    /** The person's open cart in this brand, or the empty cart when there is none (read only). */
    async customerCart(userId: number, brand: BrandId) {
      return openCartView(userId, brand);
    },

    /**
     * A visitor's cart whose token the browser still holds joins the person's cart in this brand
     * (that is how a cart survives signing up or logging in): it becomes the person's cart, or
     * its lines move into the person's cart. Answers the person's cart; a token that opens no
     * visitor cart (already handed over, or unknown) changes nothing.
     */
    async handOver(userId: number, brand: BrandId, guestToken: string | undefined) {
      const at = now();
      const guest = guestToken ? await q.openOfGuest(hashToken(guestToken), at) : null;
      if (!guest) return openCartView(userId, brand);
      await takeGuestCart(userId, brand, guest, at);
      const cart = await q.openOfUser(userId, brand, at);
      return cart ? view(cart) : emptyCart(brand, userId, at);
    },

    /** The person's cart in this brand just became an order: they have no open cart there. */
    ordered(userId: number, brand: BrandId): void {
      cartless.set(cartKey(userId, brand), true);
    },

    /** Lets the kept carts go (the app closing). */
    close(): void {
      openCarts.close();
      cartless.clear();
      paymentTypes.close();
      newCartProducts.close();
    },

    /** Every open cart of the person (one per brand) and the header's quantity. */
    async customerCarts(userId: number) {
      const carts = await Promise.all(
        (await q.allOpenOfUser(userId, now())).map((state) => view(state)),
      );
      return { data: carts, products_amount: carts.reduce((s, c) => s + c.products_amount, 0) };
    },

    /**
     * Adds a product to the person's cart in this brand, creating the cart on the first add.
     * A product already there keeps its one unit (the cart is touched, nothing re-read).
     */
    async addForUser(userId: number, brand: BrandId, productId: number) {
      const at = now();
      if (cartless.delete(cartKey(userId, brand))) {
        // Last seen without a cart in this brand: make it with this line straight away.
        const product = await newCartProduct(productId, brand);
        if (!product) throw new AppError('bad.request', STORE_MESSAGES.productUnavailable);
        const made = await q.insertUserCartWithLine(userId, brand, productId, at);
        if (made) {
          return view({
            ...emptyState(made.cart),
            lines: [{ ...product, id: made.lineId, amount: 1 }],
          });
        }
        // The person has an open cart after all: the usual way below.
      }
      // Another request of the person's may make the cart, or turn it into an order, while this
      // one adds: read again and add to the cart that is open then (a new one if need be).
      for (let attempt = 0; attempt < ADD_ATTEMPTS; attempt += 1) {
        const found = await q.openOfUserWithProduct(userId, brand, at, productId);
        const cart = found?.cart ?? null;
        const product = found ? found.product : await newCartProduct(productId, brand);
        if (!product) throw new AppError('bad.request', STORE_MESSAGES.productUnavailable);
        if (cart?.lines.some((l) => l.product_id === productId)) {
          await q.touch(cart.id, at);
          return view({ ...cart, updated_at: at });
        }
        if (!cart) {
          // The first add makes the cart with its line, in one statement.
          const made = await q.insertUserCartWithLine(userId, brand, productId, at);
          if (!made) continue; // another request made the cart a moment ago
          return view({
            ...emptyState(made.cart),
            lines: [{ ...product, id: made.lineId, amount: 1 }],
          });
        }
        const target = cart;
        const { open, lineId } = await q.addLine(target.id, productId, at);
        if (!open) continue; // it became an order meanwhile
        if (lineId === null) return reread(target.id, at); // a parallel add of the same product
        // The new line is the newest: it goes last, as a read orders lines by id.
        return view({
          ...target,
          lines: [...target.lines, { ...product, id: lineId, amount: 1 }],
          updated_at: at,
        });
      }
      throw alreadyOrdered();
    },

    /**
     * A visitor adds a product with their e-mail. The cart is found by the token the browser
     * holds, never by the e-mail (an e-mail is not a key: anyone may type anyone's); without a
     * token that opens a cart, a new cart with a new token is made.
     */
    async addForGuest(email: string, brand: BrandId, productId: number, guestToken?: string) {
      const at = now();
      const mail = email.toLowerCase();
      const held = guestToken ? await q.openOfGuest(hashToken(guestToken), at) : null;
      const sellable =
        (await newCartProduct(productId, brand)) !== null &&
        (!held || held.brand === brand || (await newCartProduct(productId, held.brand)) !== null);
      if (!sellable) throw new AppError('bad.request', STORE_MESSAGES.productUnavailable);
      if (!held) {
        const token = generateToken();
        const cartId = await q.insertGuestCart(mail, hashToken(token), brand, at);
        await q.addLine(cartId, productId, at);
        return { cart: await reread(cartId, at), guest_token: token };
      }
      if (held.guest_email !== mail) await q.setGuestEmail(held.id, mail);
      if (held.lines.some((l) => l.product_id === productId)) {
        await q.touch(held.id, at);
        return {
          cart: await view({ ...held, guest_email: mail, updated_at: at }),
          guest_token: guestToken!,
        };
      }
      await q.addLine(held.id, productId, at);
      return { cart: await reread(held.id, at), guest_token: guestToken! };
    },

    async deleteProduct(cartProductId: number, viewer: CartViewer) {
      const at = now();
      const line = await q.cartOfLine(cartProductId);
      if (!line) throw new AppError('resource.not_found', 'Produto não encontrado no carrinho.');
      const cart = openOf(line, viewer);
      await q.deleteLine(cartProductId, cart.id, at);
      return reread(cart.id, at);
    },

    async updateAmount(cartProductId: number, amount: number, viewer: CartViewer) {
      const at = now();
      const line = await q.cartOfLine(cartProductId);
      if (!line) throw new AppError('resource.not_found', 'Produto não encontrado no carrinho.');
      const cart = openOf(line, viewer);
      if (amount !== 1) {
        throw new AppError('bad.request', undefined, {
          error: { amount: ['Produtos digitais: uma unidade por pedido.'] },
        });
      }
      await q.setLineAmount(cartProductId, cart.id, amount, at);
      return reread(cart.id, at);
    },

    async applyCoupon(cartId: number, code: string, viewer: CartViewer) {
      const at = now();
      const cart = openOf(await q.stateById(cartId, at), viewer);
      const coupon = await q.couponByCode(code);
      if (!coupon)
        throw new AppError('bad.request', undefined, {
          error: { code: [STORE_MESSAGES.couponInvalid] },
        });
      const uses = await usesOf(coupon, cart.user_id, at);
      const problem = await couponProblem(coupon, cart, cart.lines, at, () =>
        Promise.resolve(uses ?? { total: 0, customer: 0 }),
      );
      if (problem) throw new AppError('bad.request', undefined, { error: { code: [problem] } });
      await q.setCoupon(cart.id, coupon.id, at);
      return view({ ...cart, coupon_id: coupon.id, coupon: { ...coupon, uses }, updated_at: at });
    },

    async removeCoupon(cartId: number, viewer: CartViewer) {
      const at = now();
      const cart = openOf(await q.stateById(cartId, at), viewer);
      await q.setCoupon(cart.id, null, at);
      return view({ ...cart, coupon_id: null, coupon: null, updated_at: at });
    },

    /**
     * The payment type changes the discount (e.g. Pix) and which installments exist. Installments
     * the cart does not allow are refused before anything is written.
     */
    async setPaymentType(
      cartId: number,
      paymentTypeId: number,
      installments: number | undefined,
      viewer: CartViewer,
    ) {
      const at = now();
      const cart = openOf(await q.stateById(cartId, at), viewer);
      const type = await paymentType(paymentTypeId);
      if (!type) {
        throw new AppError('bad.request', undefined, {
          error: { payment_type_id: ['Forma de pagamento indisponível.'] },
        });
      }
      const priced = await price(cart, at, type);
      const wanted = installments ?? 1;
      if (wanted > priced.maxInstallments) {
        throw new AppError('bad.request', undefined, {
          error: { installments: [STORE_MESSAGES.installmentsInvalid] },
        });
      }
      await q.setPaymentType(cart.id, type.id, wanted, at);
      return view({
        ...cart,
        payment_type_id: type.id,
        payment_type: type,
        installments: wanted,
        updated_at: at,
      });
    },

    async installments(cartId: number, viewer: CartViewer) {
      const priced = await price(mineOf(await q.stateById(cartId, now()), viewer));
      const limit = priced.lines.reduce((m, l) => Math.min(m, l.max_installments), 12);
      return installmentOptions(priced.totals.totalCents, limit, MIN_INSTALLMENT_CENTS);
    },

    async terms(cartId: number, viewer: CartViewer) {
      mineOf(await q.cartRow(cartId), viewer);
      return CART_TERMS;
    },
  };
}

export type CartService = ReturnType<typeof cartService>;
