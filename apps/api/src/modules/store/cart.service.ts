import {
  couponAppliesTo,
  formatCurrency,
  installmentOptions,
  MIN_INSTALLMENT_CENTS,
  priceCart,
  STORE_MESSAGES,
} from '@app/shared';
import type { Cart, CouponRule } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import { coupons, shoppingCartProducts, shoppingCarts } from '../../db/schema/index.ts';
import { generateToken, hashToken } from '../../platform/auth/tokens.ts';
import { queryRows } from '../../platform/db/database.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { CART_TERMS } from './terms.ts';

export type BrandId = 'brazilian' | 'global' | 'liberta';

/** Who is asking for a cart: a signed-in person, or a visitor holding a cart token. */
export type CartViewer = { userId: number } | { guestToken: string };

interface CartRow {
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

interface LineRow {
  id: number;
  product_id: number;
  amount: number;
  name: string;
  slug: string;
  kind: 'course' | 'ebook' | 'signature' | 'bundle';
  cover_url: string | null;
  unit_price_cents: number;
  max_installments: number;
  access_period_name: string | null;
  sellable: boolean;
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

export function cartService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function cartRow(id: number): Promise<CartRow | null> {
    const [row] = await queryRows<CartRow>(
      db,
      sql`select id, user_id, guest_email, guest_token_hash, brand, coupon_id, payment_type_id,
                 installments, commercial_table_id, status, updated_at
          from shopping_carts where id = ${id}`,
    );
    return row ?? null;
  }

  async function lines(cart: CartRow): Promise<LineRow[]> {
    return queryRows<LineRow>(
      db,
      sql`select scp.id, scp.product_id, scp.amount, p.name, p.slug, p.kind, p.cover_url,
                 coalesce(ctp.price_cents, p.price_cents) as unit_price_cents,
                 p.max_installments, ap.name as access_period_name,
                 (p.active and p.available_in_store and p.deleted_at is null
                   and (cardinality(p.brands) = 0 or ${cart.brand} = any(p.brands))) as sellable
          from shopping_cart_products scp
          join products p on p.id = scp.product_id
          left join access_periods ap on ap.id = p.access_period_id
          left join commercial_table_prices ctp
            on ctp.product_id = p.id and ctp.table_id = ${cart.commercial_table_id}
          where scp.cart_id = ${cart.id}
          order by scp.id`,
    );
  }

  async function couponById(id: number): Promise<CouponRow | null> {
    const [row] = await queryRows<CouponRow>(
      db,
      sql`select id, code, description, discount_type, percent_basis_points, amount_cents,
                 starts_at, ends_at, max_uses, max_uses_per_customer, min_cart_cents,
                 product_ids, brands, active
          from coupons where id = ${id}`,
    );
    return row ?? null;
  }

  async function couponByCode(code: string): Promise<CouponRow | null> {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`select id from coupons where code = ${code.trim().toUpperCase()}`,
    );
    return row ? couponById(row.id) : null;
  }

  /**
   * Uses that count against a coupon's limits: paid orders, and orders still awaiting a payment
   * that has not expired (the hold ends by itself at the payment's expiry). `excludeOrderId`
   * leaves out the order being checked.
   */
  async function couponUses(
    couponId: number,
    userId: number | null,
    at: Date,
    excludeOrderId: number | null = null,
    executor: Pick<Db, 'execute'> = db,
  ): Promise<{ total: number; customer: number }> {
    const [row] = await queryRows<{ total: number; customer: number }>(
      executor,
      sql`select count(*)::int as total,
                 count(*) filter (where user_id = ${userId})::int as customer
          from coupon_redemptions
          where coupon_id = ${couponId}
            and (order_id <> ${excludeOrderId ?? 0})
            and (status = 'used'
              or (status = 'held' and (held_until is null or held_until > ${at.toISOString()}::timestamptz)))`,
    );
    return row ?? { total: 0, customer: 0 };
  }

  /** Why a coupon does not apply to this cart now (pt-BR), or null when it does. */
  async function couponProblem(
    coupon: CouponRow,
    cart: Pick<CartRow, 'brand' | 'user_id'>,
    cartLines: readonly LineRow[],
    at: Date,
    executor: Pick<Db, 'execute'> = db,
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
    if (coupon.max_uses !== null || coupon.max_uses_per_customer !== null) {
      const uses = await couponUses(coupon.id, cart.user_id, at, null, executor);
      if (coupon.max_uses !== null && uses.total >= coupon.max_uses) {
        return STORE_MESSAGES.couponExhausted;
      }
      if (
        coupon.max_uses_per_customer !== null &&
        cart.user_id !== null &&
        uses.customer >= coupon.max_uses_per_customer
      ) {
        return STORE_MESSAGES.couponPerCustomer;
      }
    }
    return null;
  }

  async function paymentType(id: number | null): Promise<PaymentTypeRow | null> {
    if (id === null) return null;
    const [row] = await queryRows<PaymentTypeRow>(
      db,
      sql`select id, method, name, discount_basis_points from payment_types
          where id = ${id} and active`,
    );
    return row ?? null;
  }

  async function price(cart: CartRow, at: Date = now()): Promise<PricedCart> {
    const cartLines = await lines(cart);
    const coupon = cart.coupon_id === null ? null : await couponById(cart.coupon_id);
    const couponError = coupon ? await couponProblem(coupon, cart, cartLines, at) : null;
    const type = await paymentType(cart.payment_type_id);
    const totals = priceCart(
      cartLines.map((l) => ({
        productId: l.product_id,
        unitPriceCents: l.unit_price_cents,
        amount: l.amount,
      })),
      coupon && !couponError ? couponRule(coupon) : null,
      type?.discount_basis_points ?? 0,
    );
    const limit = cartLines.reduce((m, l) => Math.min(m, l.max_installments), 12);
    const maxInstallments =
      type?.method === 'card'
        ? installmentOptions(totals.totalCents, limit, MIN_INSTALLMENT_CENTS).length
        : 1;
    return {
      cart,
      lines: cartLines,
      coupon,
      couponError,
      paymentType: type,
      maxInstallments,
      totals,
    };
  }

  async function orderIdOf(cartId: number): Promise<number | null> {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`select id from orders where cart_id = ${cartId}`,
    );
    return row?.id ?? null;
  }

  async function view(cart: CartRow): Promise<Cart> {
    const priced = await price(cart);
    const { totals, coupon } = priced;
    return {
      id: cart.id,
      brand: cart.brand,
      status: cart.status,
      guest_email: cart.guest_email,
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
      installments: Math.min(cart.installments, priced.maxInstallments),
      max_installments: priced.maxInstallments,
      subtotal_cents: totals.subtotalCents,
      coupon_discount_cents: totals.couponDiscountCents,
      payment_discount_cents: totals.paymentDiscountCents,
      total_cents: totals.totalCents,
      order_id: cart.status === 'ordered' ? await orderIdOf(cart.id) : null,
      terms_version: CART_TERMS.version,
      updated_at: new Date(cart.updated_at).toISOString(),
    };
  }

  function owns(cart: CartRow, viewer: CartViewer): boolean {
    if ('userId' in viewer) return cart.user_id === viewer.userId;
    return cart.guest_token_hash !== null && cart.guest_token_hash === hashToken(viewer.guestToken);
  }

  /** A cart the viewer may read or change; 404 for anyone else (no hint that it exists). */
  async function mine(cartId: number, viewer: CartViewer): Promise<CartRow> {
    const cart = await cartRow(cartId);
    if (!cart || !owns(cart, viewer))
      throw new AppError('resource.not_found', 'Carrinho não encontrado.');
    return cart;
  }

  async function open(cartId: number, viewer: CartViewer): Promise<CartRow> {
    const cart = await mine(cartId, viewer);
    if (cart.status !== 'open') {
      throw new AppError('conflict', 'Este carrinho já virou um pedido.');
    }
    return cart;
  }

  async function touch(cartId: number) {
    await db.update(shoppingCarts).set({ updatedAt: now() }).where(eq(shoppingCarts.id, cartId));
  }

  /** The open cart of a person in a brand, made on first use (the unique index keeps it one). */
  async function userCart(userId: number, brand: BrandId): Promise<CartRow> {
    await db.insert(shoppingCarts).values({ userId, brand }).onConflictDoNothing();
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`select id from shopping_carts
          where user_id = ${userId} and brand = ${brand} and status = 'open'`,
    );
    return (await cartRow(row!.id))!;
  }

  async function sellableProduct(productId: number, brand: BrandId) {
    const [product] = await queryRows<{ id: number; kind: string }>(
      db,
      sql`select id, kind from products
          where id = ${productId} and active and available_in_store and deleted_at is null
            and (cardinality(brands) = 0 or ${brand} = any(brands))`,
    );
    if (!product) throw new AppError('bad.request', STORE_MESSAGES.productUnavailable);
    return product;
  }

  async function addLine(cart: CartRow, productId: number) {
    await sellableProduct(productId, cart.brand);
    // Digital products: one unit each (a second copy of a course would sell nothing).
    await db
      .insert(shoppingCartProducts)
      .values({ cartId: cart.id, productId, amount: 1 })
      .onConflictDoNothing();
    await touch(cart.id);
  }

  async function mergeInto(target: CartRow, source: CartRow) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into shopping_cart_products (cart_id, product_id, amount)
        select ${target.id}, product_id, amount from shopping_cart_products
        where cart_id = ${source.id}
        on conflict do nothing`);
      if (target.coupon_id === null && source.coupon_id !== null) {
        await tx
          .update(shoppingCarts)
          .set({ couponId: source.coupon_id })
          .where(eq(shoppingCarts.id, target.id));
      }
      await tx.delete(shoppingCarts).where(eq(shoppingCarts.id, source.id));
    });
  }

  return {
    price,
    view,
    mine,
    couponProblem,
    couponUses,
    couponByCode,
    cartRow,

    async find(cartId: number, viewer: CartViewer) {
      return view(await mine(cartId, viewer));
    },

    /**
     * The person's open cart in this brand. A visitor's cart whose token the browser still holds
     * is merged into it (that is how a cart survives signing up or logging in).
     */
    async customerCart(userId: number, brand: BrandId, guestToken?: string) {
      const cart = await userCart(userId, brand);
      if (guestToken) {
        const [guest] = await queryRows<{ id: number }>(
          db,
          sql`select id from shopping_carts
              where guest_token_hash = ${hashToken(guestToken)} and status = 'open'
                and user_id is null`,
        );
        if (guest) await mergeInto(cart, (await cartRow(guest.id))!);
      }
      return view((await cartRow(cart.id))!);
    },

    /** Every open cart of the person (one per brand) and the header's quantity. */
    async customerCarts(userId: number) {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select id from shopping_carts where user_id = ${userId} and status = 'open'
            order by updated_at desc`,
      );
      const carts = await Promise.all(rows.map(async (r) => view((await cartRow(r.id))!)));
      return { data: carts, products_amount: carts.reduce((s, c) => s + c.products_amount, 0) };
    },

    async addForUser(userId: number, brand: BrandId, productId: number) {
      const cart = await userCart(userId, brand);
      await addLine(cart, productId);
      return view((await cartRow(cart.id))!);
    },

    /**
     * A visitor adds a product with their e-mail. The cart is found by the token the browser
     * holds (the e-mail alone opens nothing); a new token is issued with a new cart.
     */
    async addForGuest(email: string, brand: BrandId, productId: number, guestToken?: string) {
      await sellableProduct(productId, brand);
      let cart: CartRow | null = null;
      let token = guestToken;
      if (token) {
        const [row] = await queryRows<{ id: number }>(
          db,
          sql`select id from shopping_carts
              where guest_token_hash = ${hashToken(token)} and status = 'open' and user_id is null`,
        );
        if (row) cart = await cartRow(row.id);
      }
      if (!cart) {
        token = generateToken();
        const [row] = await db
          .insert(shoppingCarts)
          .values({ guestEmail: email.toLowerCase(), guestTokenHash: hashToken(token), brand })
          .returning({ id: shoppingCarts.id });
        cart = (await cartRow(row!.id))!;
      } else if (cart.guest_email !== email.toLowerCase()) {
        await db
          .update(shoppingCarts)
          .set({ guestEmail: email.toLowerCase() })
          .where(eq(shoppingCarts.id, cart.id));
      }
      await addLine(cart, productId);
      return { cart: await view((await cartRow(cart.id))!), guest_token: token! };
    },

    async deleteProduct(cartProductId: number, viewer: CartViewer) {
      const [line] = await queryRows<{ cart_id: number }>(
        db,
        sql`select cart_id from shopping_cart_products where id = ${cartProductId}`,
      );
      if (!line) throw new AppError('resource.not_found', 'Produto não encontrado no carrinho.');
      const cart = await open(line.cart_id, viewer);
      await db.delete(shoppingCartProducts).where(eq(shoppingCartProducts.id, cartProductId));
      await touch(cart.id);
      return view((await cartRow(cart.id))!);
    },

    async updateAmount(cartProductId: number, amount: number, viewer: CartViewer) {
      const [line] = await queryRows<{ cart_id: number }>(
        db,
        sql`select cart_id from shopping_cart_products where id = ${cartProductId}`,
      );
      if (!line) throw new AppError('resource.not_found', 'Produto não encontrado no carrinho.');
      const cart = await open(line.cart_id, viewer);
      if (amount !== 1) {
        throw new AppError('bad.request', undefined, {
          error: { amount: ['Produtos digitais: uma unidade por pedido.'] },
        });
      }
      await db
        .update(shoppingCartProducts)
        .set({ amount })
        .where(and(eq(shoppingCartProducts.id, cartProductId)));
      await touch(cart.id);
      return view((await cartRow(cart.id))!);
    },

    async applyCoupon(cartId: number, code: string, viewer: CartViewer) {
      const cart = await open(cartId, viewer);
      const coupon = await couponByCode(code);
      if (!coupon)
        throw new AppError('bad.request', undefined, {
          error: { code: [STORE_MESSAGES.couponInvalid] },
        });
      const problem = await couponProblem(coupon, cart, await lines(cart), now());
      if (problem) throw new AppError('bad.request', undefined, { error: { code: [problem] } });
      await db
        .update(shoppingCarts)
        .set({ couponId: coupon.id, updatedAt: now() })
        .where(eq(shoppingCarts.id, cart.id));
      return view((await cartRow(cart.id))!);
    },

    async removeCoupon(cartId: number, viewer: CartViewer) {
      const cart = await open(cartId, viewer);
      await db
        .update(shoppingCarts)
        .set({ couponId: null, updatedAt: now() })
        .where(eq(shoppingCarts.id, cart.id));
      return view((await cartRow(cart.id))!);
    },

    /** The payment type changes the discount (e.g. Pix) and which installments exist. */
    async setPaymentType(
      cartId: number,
      paymentTypeId: number,
      installments: number | undefined,
      viewer: CartViewer,
    ) {
      const cart = await open(cartId, viewer);
      const type = await paymentType(paymentTypeId);
      if (!type) {
        throw new AppError('bad.request', undefined, {
          error: { payment_type_id: ['Forma de pagamento indisponível.'] },
        });
      }
      await db
        .update(shoppingCarts)
        .set({ paymentTypeId: type.id, installments: 1, updatedAt: now() })
        .where(eq(shoppingCarts.id, cart.id));
      const priced = await price((await cartRow(cart.id))!);
      const wanted = installments ?? 1;
      if (wanted > priced.maxInstallments) {
        throw new AppError('bad.request', undefined, {
          error: { installments: [STORE_MESSAGES.installmentsInvalid] },
        });
      }
      await db
        .update(shoppingCarts)
        .set({ installments: wanted })
        .where(eq(shoppingCarts.id, cart.id));
      return view((await cartRow(cart.id))!);
    },

    async installments(cartId: number, viewer: CartViewer) {
      const cart = await mine(cartId, viewer);
      const priced = await price(cart);
      const limit = priced.lines.reduce((m, l) => Math.min(m, l.max_installments), 12);
      return installmentOptions(priced.totals.totalCents, limit, MIN_INSTALLMENT_CENTS);
    },

    async terms(cartId: number, viewer: CartViewer) {
      await mine(cartId, viewer);
      return CART_TERMS;
    },

    /** The coupon row for the API's own use (limits are re-checked at checkout). */
    couponById,
    lockCoupon: (tx: Pick<Db, 'execute'>, couponId: number) =>
      tx.execute(sql`select id from ${coupons} where id = ${couponId} for update`),
  };
}

export type CartService = ReturnType<typeof cartService>;
