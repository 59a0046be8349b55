import { orderStatusName, orderTopic } from '@app/shared';
import type { Cart, Order, ServerTopicEvent } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import {
  accessGrants,
  couponRedemptions,
  coupons,
  courses,
  orderPayments,
  orders,
  paymentTypes,
  productItems,
  products,
  shoppingCarts,
  users,
} from '../../db/schema/index.ts';
import { queryRows } from '../../platform/db/database.ts';
import { decodeBrCode } from '../../platform/payments/pix/brcode.ts';
import { signWebhook } from '../../platform/payments/pix/provider.ts';
import { seedDemo } from '../../seed/demo.ts';
import { apiClient } from '../../test/http.ts';
import { countStatements, tableScansOfGenericPlans } from '../../test/statements.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { ordersQueries } from './orders.queries.ts';
import { KEY_REUSED_MESSAGE, PIX_EXPIRES_SECONDS } from './orders.service.ts';

let database: TestDatabase;
let app: App;
let secret: string;
let admin: string;
let customer: string;
let customerId: number;
let clock = new Date('2026-11-23T15:00:00.000Z');
const MINUTE = 60_000;

const ids = { courseA: 0, courseB: 0, productA: 0, productB: 0, pix: 0, card: 0, boleto: 0 };

const { login: tokenOf, send: call } = apiClient(() => app);

let userSeq = 0;
/** A fresh customer (own cart, own coupon uses), with the demo password's hash. */
async function newCustomer(): Promise<{ token: string; id: number }> {
  userSeq += 1;
  const email = `comprador${userSeq}@example.com`;
  const [demo] = await database.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, 'cliente@demo.lstrader.com.br'));
  const [row] = await database.db
    .insert(users)
    .values({ name: `Comprador ${userSeq}`, email, passwordHash: demo!.hash, profileId: 3 })
    .returning({ id: users.id });
  return { token: await tokenOf(email), id: row!.id };
}

async function cartWith(token: string, ...productIds: number[]): Promise<Cart> {
  let cart: Cart | null = null;
  for (const productId of productIds) {
    const res = await call('POST', '/api/shopping-cart-add-product', token, {
      product_id: productId,
    });
    expect(res.statusCode, res.body).toBe(200);
    cart = res.json<Cart>();
  }
  return cart!;
}

let keySeq = 0;
function finish(token: string, cartId: number, body: Record<string, unknown> = {}) {
  keySeq += 1;
  return call('POST', `/api/finish-cart-order/${cartId}`, token, {
    idempotency_key: `checkout-${keySeq}-abcdef`,
    payment_type_id: ids.pix,
    accept_terms: true,
    ...body,
  });
}

function webhook(body: object, signature?: string) {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/pix',
    headers: {
      'content-type': 'application/json',
      'x-pix-signature': signature ?? signWebhook(secret, raw),
    },
    payload: raw,
  });
}

function pixNotice(order: Order, e2e: string, amountCents = order.total_cents) {
  const payment = order.order_payments[0]!;
  const txid = decodeBrCode(payment.pix_qrcode!).fields['62'] as Record<string, string>;
  return {
    pix: [
      {
        endToEndId: e2e,
        txid: txid['05'],
        valor: (amountCents / 100).toFixed(2),
        horario: clock.toISOString(),
      },
    ],
  };
}

async function grantsOf(userId: number, courseId: number) {
  const rows = await database.db.select().from(accessGrants)
    .where(sql`${accessGrants.userId} = ${userId} and ${accessGrants.kind} = 'course'
      and ${accessGrants.targetId} = ${courseId}`);
  return rows;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, clock);
  const db = database.db;
  const [a, b] = await db
    .insert(courses)
    .values([
      {
        slug: 'loja-curso-a',
        title: 'Curso A da loja',
        status: 'published',
        priceCents: 49_700,
        maxInstallments: 12,
      },
      {
        slug: 'loja-curso-b',
        title: 'Curso B da loja',
        status: 'published',
        priceCents: 9_990,
        maxInstallments: 3,
      },
    ])
    .returning({ id: courses.id });
  ids.courseA = a!.id;
  ids.courseB = b!.id;
  const [pa, pb] = await db
    .insert(products)
    .values([
      {
        slug: 'loja-produto-a',
        name: 'Curso A da loja',
        kind: 'course',
        priceCents: 49_700,
        maxInstallments: 12,
      },
      {
        slug: 'loja-produto-b',
        name: 'Curso B da loja',
        kind: 'course',
        priceCents: 9_990,
        maxInstallments: 3,
      },
    ])
    .returning({ id: products.id });
  ids.productA = pa!.id;
  ids.productB = pb!.id;
  await db.insert(productItems).values([
    { productId: ids.productA, kind: 'course', targetId: ids.courseA },
    { productId: ids.productB, kind: 'course', targetId: ids.courseB },
  ]);
  // The demo seed may already have payment types: reuse them by method.
  await db
    .insert(paymentTypes)
    .values([
      { method: 'pix', name: 'Pix', discountBasisPoints: 500 },
      { method: 'card', name: 'Cartão de crédito' },
      { method: 'boleto', name: 'Boleto bancário' },
    ])
    .onConflictDoNothing();
  await db
    .update(paymentTypes)
    .set({ discountBasisPoints: 500, active: true })
    .where(eq(paymentTypes.method, 'pix'));
  for (const t of await db.select().from(paymentTypes)) ids[t.method] = t.id;
  await db
    .insert(coupons)
    .values([
      { code: 'TESTE10', discountType: 'percent', percentBasisPoints: 1000 },
      { code: 'UMAVEZ', discountType: 'fixed', amountCents: 1000, maxUses: 1 },
      {
        code: 'SOB',
        discountType: 'percent',
        percentBasisPoints: 1000,
        productIds: [ids.productB],
      },
      {
        code: 'VELHO',
        discountType: 'percent',
        percentBasisPoints: 1000,
        endsAt: new Date('2026-01-01T00:00:00Z'),
      },
      { code: 'MINIMO', discountType: 'fixed', amountCents: 500, minCartCents: 100_000 },
    ])
    .onConflictDoNothing();

  app = await buildApp({
    config: testConfig({
      PIX_WEBHOOK_SECRET: 'w'.repeat(40),
      LOGIN_IP_PER_MINUTE: '1000',
      LOGIN_IP_PER_HOUR: '10000',
    }),
    database,
    now: () => clock,
    payments: { sweepMs: 0 },
  });
  secret = 'w'.repeat(40);
  admin = await tokenOf('admin@demo.lstrader.com.br');
  customer = await tokenOf('cliente@demo.lstrader.com.br');
  const [c] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'cliente@demo.lstrader.com.br'));
  customerId = c!.id;
});

afterAll(async () => {
  await app.close();
});

describe('visitor cart', () => {
  let token: string;
  let cart: Cart;

  it('adds a product without logging in and gets a cart token', async () => {
    const res = await call(
      'POST',
      '/api/shopping-cart-add-product-no-login?email=visitante@example.com',
      undefined,
      {
        product_id: ids.productA,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ cart: Cart; guest_token: string }>();
    token = body.guest_token;
    cart = body.cart;
    expect(cart.products).toHaveLength(1);
    expect(cart.products_amount).toBe(1);
    expect(cart.total_cents).toBe(49_700);
  });

  it('reads the cart only with its token', async () => {
    expect((await call('GET', `/api/find-shopping-cart/${cart.id}`)).statusCode).toBe(401);
    const stranger = await call('GET', `/api/find-shopping-cart/${cart.id}`, undefined, undefined, {
      'x-cart-token': 'x'.repeat(43),
    });
    expect(stranger.statusCode).toBe(404);
    const mine = await call('GET', `/api/find-shopping-cart/${cart.id}`, undefined, undefined, {
      'x-cart-token': token,
    });
    expect(mine.statusCode).toBe(200);
    // Another customer's session does not open a visitor's cart either.
    expect((await call('GET', `/api/find-shopping-cart/${cart.id}`, customer)).statusCode).toBe(
      404,
    );
  });

  it('applies and removes a coupon, with clear refusals', async () => {
    const headers = { 'x-cart-token': token };
    const bad = await call(
      'PUT',
      `/api/shopping-cart-apply-coupon-no-login/${cart.id}`,
      undefined,
      { code: 'NAOEXISTE', email: 'visitante@example.com' },
      headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: { code: ['Cupom inválido.'] } });
    const old = await call(
      'PUT',
      `/api/shopping-cart-apply-coupon-no-login/${cart.id}`,
      undefined,
      { code: 'velho', email: 'visitante@example.com' },
      headers,
    );
    expect(old.json()).toEqual({ error: { code: ['Este cupom expirou.'] } });
    const other = await call(
      'PUT',
      `/api/shopping-cart-apply-coupon-no-login/${cart.id}`,
      undefined,
      { code: 'SOB', email: 'visitante@example.com' },
      headers,
    );
    expect(other.json()).toEqual({
      error: { code: ['Este cupom não vale para os produtos do carrinho.'] },
    });
    const min = await call(
      'PUT',
      `/api/shopping-cart-apply-coupon-no-login/${cart.id}`,
      undefined,
      { code: 'MINIMO', email: 'visitante@example.com' },
      headers,
    );
    expect(min.json()).toEqual({
      error: { code: ['O valor mínimo do carrinho para este cupom é R$ 1.000,00.'] },
    });
    const ok = await call(
      'PUT',
      `/api/shopping-cart-apply-coupon-no-login/${cart.id}`,
      undefined,
      { code: 'teste10', email: 'visitante@example.com' },
      headers,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Cart>()).toMatchObject({
      coupon: { code: 'TESTE10' },
      coupon_discount_cents: 4_970,
      total_cents: 44_730,
    });
    const removed = await call(
      'PUT',
      `/api/shopping-cart-remove-coupon/${cart.id}`,
      undefined,
      undefined,
      headers,
    );
    expect(removed.json<Cart>()).toMatchObject({ coupon: null, total_cents: 49_700 });
    await call(
      'PUT',
      `/api/shopping-cart-apply-coupon-no-login/${cart.id}`,
      undefined,
      { code: 'TESTE10', email: 'visitante@example.com' },
      headers,
    );
  });

  it('recalculates with the payment type discount and lists exact installments', async () => {
    const headers = { 'x-cart-token': token };
    const pix = await call(
      'POST',
      `/api/recalculate-discount-with-payment-type/${cart.id}`,
      undefined,
      { payment_type_id: ids.pix },
      headers,
    );
    expect(pix.statusCode, pix.body).toBe(200);
    // 49 700 − 4 970 = 44 730; 5 % Pix = 2 236 (rounded down) → 42 494.
    expect(pix.json<Cart>()).toMatchObject({
      payment_discount_cents: 2_236,
      total_cents: 42_494,
      max_installments: 1,
    });
    const card = await call(
      'POST',
      `/api/recalculate-discount-with-payment-type/${cart.id}`,
      undefined,
      { payment_type_id: ids.card, installments: 12 },
      headers,
    );
    expect(card.json<Cart>()).toMatchObject({
      payment_discount_cents: 0,
      total_cents: 44_730,
      installments: 12,
      max_installments: 12,
    });
    const options = (
      await call(
        'GET',
        `/api/select-shopping-cart-installments/${cart.id}`,
        undefined,
        undefined,
        headers,
      )
    ).json<{ installments: number; values_cents: number[]; label: string }[]>();
    expect(options).toHaveLength(12);
    for (const o of options) expect(o.values_cents.reduce((a, b) => a + b, 0)).toBe(44_730);
    expect(options[11]!.label).toBe('6x de R$ 37,28 + 6x de R$ 37,27 sem juros (total R$ 447,30)');
    const terms = await call(
      'GET',
      `/api/get-shopping-cart-term/${cart.id}`,
      undefined,
      undefined,
      headers,
    );
    expect(terms.json<{ title: string }>().title).toBe('Termos de compra');
  });

  it('removes a product from the cart, only for the cart holder', async () => {
    const headers = { 'x-cart-token': token };
    const added = await call(
      'POST',
      '/api/shopping-cart-add-product-no-login?email=visitante@example.com',
      undefined,
      { product_id: ids.productB },
      headers,
    );
    const withB = added.json<{ cart: Cart }>().cart;
    expect(withB.products.map((p) => p.product_id)).toEqual([ids.productA, ids.productB]);
    const lineB = withB.products.find((p) => p.product_id === ids.productB)!;
    const stranger = await call('POST', `/api/shopping-cart-delete-product/${lineB.id}`, customer);
    expect(stranger.statusCode).toBe(404);
    const removed = await call(
      'POST',
      `/api/shopping-cart-delete-product/${lineB.id}`,
      undefined,
      undefined,
      headers,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<Cart>().products.map((p) => p.product_id)).toEqual([ids.productA]);
    const again = await call(
      'POST',
      `/api/shopping-cart-delete-product/${lineB.id}`,
      undefined,
      undefined,
      headers,
    );
    expect(again.statusCode).toBe(404);
  });

  it('keeps one unit per digital product', async () => {
    const line = cart.products[0]!;
    const res = await call(
      'POST',
      `/api/update-shopping-cart-product-amount/${line.id}`,
      undefined,
      { amount: 2 },
      { 'x-cart-token': token },
    );
    expect(res.statusCode).toBe(400);
  });

  it('an e-mail is not a key: a second add without a token makes a new, separate cart', async () => {
    const add = (email: string, productId: number) =>
      call('POST', `/api/shopping-cart-add-product-no-login?email=${email}`, undefined, {
        product_id: productId,
      });
    // Someone who only knows the visitor's e-mail adds first: it neither blocks nor opens theirs.
    const other = await add('dona@example.com', ids.productB);
    expect(other.statusCode, other.body).toBe(200);
    const own = await add('DONA@example.com', ids.productA);
    expect(own.statusCode, own.body).toBe(200);
    const a = other.json<{ cart: Cart; guest_token: string }>();
    const b = own.json<{ cart: Cart; guest_token: string }>();
    expect(b.cart.id).not.toBe(a.cart.id);
    expect(b.guest_token).not.toBe(a.guest_token);
    expect(b.cart.products.map((p) => p.product_id)).toEqual([ids.productA]);
    // Each token opens its own cart only.
    const read = (cartId: number, token: string) =>
      call('GET', `/api/find-shopping-cart/${cartId}`, undefined, undefined, {
        'x-cart-token': token,
      });
    expect((await read(b.cart.id, a.guest_token)).statusCode).toBe(404);
    expect((await read(a.cart.id, b.guest_token)).statusCode).toBe(404);
    const mine = await read(b.cart.id, b.guest_token);
    expect(mine.json<Cart>().products.map((p) => p.product_id)).toEqual([ids.productA]);
    const theirs = await read(a.cart.id, a.guest_token);
    expect(theirs.json<Cart>().products.map((p) => p.product_id)).toEqual([ids.productB]);
  });

  it('merges into the account cart when the person signs up', async () => {
    const buyer = await newCustomer();
    // Reading the account's cart with the token hands nothing over (a read never writes).
    const read = await call('GET', '/api/ls-brazil-customer-cart', buyer.token, undefined, {
      'x-cart-token': token,
    });
    expect(read.json<Cart>().products).toEqual([]);
    const res = await call('POST', '/api/shopping-cart-hand-over', buyer.token, undefined, {
      'x-cart-token': token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const merged = res.json<Cart>();
    expect(merged.products.map((p) => p.product_id)).toEqual([ids.productA]);
    expect(merged.coupon?.code).toBe('TESTE10');
    const carts = await call('GET', '/api/ls-brazil-customer-carts', buyer.token);
    expect(carts.json<{ products_amount: number }>().products_amount).toBe(1);
    // The visitor cart is gone: its token opens nothing now.
    expect(
      (
        await call('GET', `/api/find-shopping-cart/${cart.id}`, undefined, undefined, {
          'x-cart-token': token,
        })
      ).statusCode,
    ).toBe(404);
  });
  it('a visitor cart joins the cart the person already has: lines and coupon move, the token opens nothing', async () => {
    const buyer = await newCustomer();
    const own = await cartWith(buyer.token, ids.productB);
    const guest = (
      await call(
        'POST',
        '/api/shopping-cart-add-product-no-login?email=visita2@example.com',
        undefined,
        { product_id: ids.productA },
      )
    ).json<{ cart: Cart; guest_token: string }>();
    const headers = { 'x-cart-token': guest.guest_token };
    const coupon = await call(
      'PUT',
      `/api/shopping-cart-apply-coupon-no-login/${guest.cart.id}`,
      undefined,
      { code: 'TESTE10', email: 'visita2@example.com' },
      headers,
    );
    expect(coupon.statusCode, coupon.body).toBe(200);
    const res = await call('POST', '/api/shopping-cart-hand-over', buyer.token, undefined, headers);
    expect(res.statusCode, res.body).toBe(200);
    const merged = res.json<Cart>();
    expect(merged.id).toBe(own.id);
    expect(merged.products.map((p) => p.product_id)).toEqual([ids.productB, ids.productA]);
    expect(merged.coupon?.code).toBe('TESTE10');
    const gone = await call(
      'GET',
      `/api/find-shopping-cart/${guest.cart.id}`,
      undefined,
      undefined,
      headers,
    );
    expect(gone.statusCode).toBe(404);
    // Handing over again with the stale token changes nothing.
    const again = await call(
      'POST',
      '/api/shopping-cart-hand-over',
      buyer.token,
      undefined,
      headers,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Cart>().products).toHaveLength(2);
    expect(
      (await call('GET', '/api/ls-brazil-customer-cart', buyer.token)).json<Cart>().products,
    ).toHaveLength(2);
  });
});

describe('reads only read', () => {
  const cartSequence = async () => {
    const [row] = await queryRows<{ last_value: string; is_called: boolean }>(
      database.db,
      sql`select last_value, is_called from shopping_carts_id_seq`,
    );
    return `${row!.last_value}/${row!.is_called}`;
  };
  const lineSequence = async () => {
    const [row] = await queryRows<{ last_value: string; is_called: boolean }>(
      database.db,
      sql`select last_value, is_called from shopping_cart_products_id_seq`,
    );
    return `${row!.last_value}/${row!.is_called}`;
  };
  const cartsOf = (userId: number) =>
    queryRows<{ id: number; updated_at: string }>(
      database.db,
      sql`select id, updated_at::text from shopping_carts where user_id = ${userId}`,
    );

  it('a person without a cart reads the empty cart, and no cart row is made', async () => {
    const buyer = await newCustomer();
    const before = await cartSequence();
    for (let i = 0; i < 5; i += 1) {
      const res = await call('GET', '/api/ls-brazil-customer-cart', buyer.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Cart>()).toMatchObject({
        id: 0,
        status: 'open',
        products: [],
        products_amount: 0,
        coupon: null,
        payment_type: null,
        total_cents: 0,
        order_id: null,
      });
      const badge = await call('GET', '/api/ls-brazil-customer-carts', buyer.token);
      expect(badge.json()).toEqual({ data: [], products_amount: 0 });
    }
    // A fresh visitor (no session; a token that opens nothing) makes no cart either.
    const visitor = { 'x-cart-token': 'v'.repeat(43) };
    expect(
      (await call('GET', '/api/ls-brazil-customer-cart', undefined, undefined, visitor)).statusCode,
    ).toBe(401);
    expect(
      (await call('GET', '/api/find-shopping-cart/1', undefined, undefined, visitor)).statusCode,
    ).toBe(404);
    expect(await cartsOf(buyer.id)).toEqual([]);
    expect(await cartSequence()).toBe(before);
  });

  it('reading an existing cart changes nothing; adding a product it has burns no line id', async () => {
    const buyer = await newCustomer();
    const first = await cartWith(buyer.token, ids.productA);
    // The add answers from what it wrote: exactly what a read answers.
    const firstRead = await call('GET', `/api/find-shopping-cart/${first.id}`, buyer.token);
    expect(firstRead.json<Cart>()).toEqual(first);
    const cart = await cartWith(buyer.token, ids.productB);
    expect((await call('GET', '/api/ls-brazil-customer-cart', buyer.token)).json<Cart>()).toEqual(
      cart,
    );
    const rows = await cartsOf(buyer.id);
    expect(rows.map((r) => r.id)).toEqual([cart.id]);
    const [carts, lines] = [await cartSequence(), await lineSequence()];
    for (let i = 0; i < 5; i += 1) {
      const res = await call('GET', '/api/ls-brazil-customer-cart', buyer.token);
      expect(res.json<Cart>()).toMatchObject({ id: cart.id, products_amount: 2 });
      expect(
        (await call('GET', `/api/find-shopping-cart/${cart.id}`, buyer.token)).statusCode,
      ).toBe(200);
    }
    expect(await cartsOf(buyer.id)).toEqual(rows);
    expect(await cartSequence()).toBe(carts);
    const again = await cartWith(buyer.token, ids.productA);
    expect(again.products.map((p) => p.product_id)).toEqual([ids.productA, ids.productB]);
    expect(await lineSequence()).toBe(lines);
  });
});

describe('first add', () => {
  it('parallel first adds make one cart holding each product once', async () => {
    const buyer = await newCustomer();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call('POST', '/api/shopping-cart-add-product', buyer.token, {
          product_id: i % 2 === 0 ? ids.productA : ids.productB,
        }),
      ),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const cartIds = new Set(results.map((r) => r.json<Cart>().id));
    expect(cartIds.size).toBe(1);
    const read = (await call('GET', '/api/ls-brazil-customer-cart', buyer.token)).json<Cart>();
    expect(read.id).toBe([...cartIds][0]);
    expect(read.products.map((p) => p.product_id).sort()).toEqual(
      [ids.productA, ids.productB].sort(),
    );
  });

  it('a product not sold now makes no cart', async () => {
    const buyer = await newCustomer();
    await database.db.update(products).set({ active: false }).where(eq(products.id, ids.productB));
    // Written behind the app's back: the kept catalogue rows learn it through the change feed.
    await app.changeFeed.fence();
    const res = await call('POST', '/api/shopping-cart-add-product', buyer.token, {
      product_id: ids.productB,
    });
    await database.db.update(products).set({ active: true }).where(eq(products.id, ids.productB));
    await app.changeFeed.fence();
    expect(res.statusCode).toBe(400);
    const rows = await database.db
      .select({ id: shoppingCarts.id })
      .from(shoppingCarts)
      .where(eq(shoppingCarts.userId, buyer.id));
    expect(rows).toEqual([]);
  });
});

describe('Pix checkout', () => {
  let buyer: { token: string; id: number };
  let order: Order;
  const events: ServerTopicEvent[] = [];

  it('makes an order whose payment carries a valid BR Code, its QR and its expiry', async () => {
    buyer = await newCustomer();
    const cart = await cartWith(buyer.token, ids.productA);
    await call('PUT', `/api/shopping-cart-apply-coupon/${cart.id}`, buyer.token, {
      code: 'TESTE10',
    });
    const res = await finish(buyer.token, cart.id, { installments: 1 });
    expect(res.statusCode, res.body).toBe(200);
    order = res.json<Order>();
    expect(order).toMatchObject({
      status: 1,
      total_cents: 42_494,
      coupon_code: 'TESTE10',
      method: 'pix',
    });
    const payment = order.order_payments[0]!;
    const decoded = decodeBrCode(payment.pix_qrcode!);
    expect(decoded.crcValid).toBe(true);
    expect(decoded.amountCents).toBe(42_494);
    expect((decoded.fields['26'] as Record<string, string>)['00']).toBe('br.gov.bcb.pix');
    // The picture is a path an <img> loads without a token: an SVG of the same code.
    expect(payment.pix_qrcode_url).toMatch(/^\/api\/pix-qrcode\/[A-Za-z0-9]{20,35}$/);
    const qr = await app.inject({ method: 'GET', url: payment.pix_qrcode_url! });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(qr.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(qr.body).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"[\s\S]*<path[\s\S]*<\/svg>\s*$/);
    expect(qr.body).not.toContain(payment.pix_qrcode!.slice(0, 20));
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/pix-qrcode/ABCDEFGHIJKLMNOPQRSTUVWXYZ012345',
    });
    expect(unknown.statusCode).toBe(404);
    expect(Date.parse(payment.pix_expiration_date!) - clock.getTime()).toBe(
      PIX_EXPIRES_SECONDS * 1000,
    );
    app.realtime.bus.subscribe(orderTopic(order.id), (event) => events.push(event));
    // Not paid yet: no access.
    expect(await grantsOf(buyer.id, ids.courseA)).toHaveLength(0);
  });

  it('the CPF a checkout fills in shows in the session at once (the cached session refreshes)', async () => {
    const someone = await newCustomer();
    const before = await call('GET', '/api/user', someone.token);
    expect(before.json<{ user: { identifier: string | null } }>().user.identifier).toBeNull();
    const cart = await cartWith(someone.token, ids.productB);
    const res = await finish(someone.token, cart.id, { tax_id: '529.982.247-25' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await call('GET', '/api/user', someone.token);
    expect(after.json<{ user: { identifier: string | null } }>().user.identifier).toBe(
      '52998224725',
    );
  });

  it('a first add and a Pix checkout run five statements in all, and none of them reads again', async () => {
    const someone = await newCustomer();
    // Warm: the session, the payment types and the product as a new cart's line are kept per
    // process (earlier tests sold the product). A new customer's first add finds out that there
    // is no cart yet.
    expect((await call('GET', '/api/user', someone.token)).statusCode).toBe(200);
    const { statements } = await countStatements(database, async () => {
      const cart = await cartWith(someone.token, ids.productA);
      expect((await finish(someone.token, cart.id)).statusCode).toBe(200);
    });
    const kinds = statements.map((text) => text.replace(/\s+/g, ' ').trim().slice(0, 60));
    expect(kinds, kinds.join('\n')).toHaveLength(5);
    // The add: the open cart (none) with the product, then the cart with its line.
    expect(kinds[0]).toMatch(/^select /);
    // It commits without waiting for the disk (ADR 0017): a cart line is not worth a WAL flush.
    expect(statements[1]!.replace(/\s+/g, ' ').trim()).toMatch(
      /^with relaxed_commit as \( select set_config\('synchronous_commit', 'off', true\).*cart as \( insert into shopping_carts/,
    );
    // The finish: the cart with its order's id to be, then the order with its lines, the cart,
    // the audit line and the Pix payment (the embedded Pix code is made before the order).
    expect(kinds[2]).toMatch(/^select /);
    expect(statements[2]).toMatch(/nextval\('orders_id_seq'\)/);
    expect(statements[3]!.replace(/\s+/g, ' ').trim()).toMatch(
      /^with relaxed_commit as .* o as \( insert into "orders"/,
    );
    expect(statements[3]).toMatch(/insert into "order_payments"/);
    // The order commits outside the notify lock's flush, and a commit that waits for the disk
    // follows before the answer (ADR 0017, amended): the order is on disk when the buyer sees it.
    expect(statements[4]).toMatch(/select pg_logical_emit_message\(true/);

    // Buying again: the process saw the cart become an order, so the next add makes the new
    // cart with its line at once: four statements in all.
    const again = await countStatements(database, async () => {
      const cart = await cartWith(someone.token, ids.productB);
      expect(cart.products.map((p) => p.product_id)).toEqual([ids.productB]);
      expect((await finish(someone.token, cart.id)).statusCode).toBe(200);
    });
    const next = again.statements.map((text) => text.replace(/\s+/g, ' ').trim());
    expect(next, next.join('\n')).toHaveLength(4);
    expect(next[0]).toMatch(/^with relaxed_commit as .*cart as \( insert into shopping_carts/);
  });

  it('an add after a checkout still joins a cart the person got elsewhere meanwhile', async () => {
    const someone = await newCustomer();
    await finish(someone.token, (await cartWith(someone.token, ids.productA)).id);
    // Another API process (here: straight in the database) gives the person an open cart.
    const [elsewhere] = await database.db
      .insert(shoppingCarts)
      .values({ userId: someone.id, brand: 'brazilian', createdAt: clock, updatedAt: clock })
      .returning({ id: shoppingCarts.id });
    const res = await call('POST', '/api/shopping-cart-add-product', someone.token, {
      product_id: ids.productB,
    });
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json<Cart>();
    expect(cart.id).toBe(elsewhere!.id);
    expect(cart.products.map((p) => p.product_id)).toEqual([ids.productB]);
    const open = await database.db
      .select({ id: shoppingCarts.id })
      .from(shoppingCarts)
      .where(eq(shoppingCarts.userId, someone.id));
    // The order's cart and the one from elsewhere: no third cart was made.
    expect(open).toHaveLength(2);
  });

  it("finds a person's carts and orders through an index even in generic plans (never a scan of all carts)", async () => {
    const someone = await newCustomer();
    // The statements of an add, a checkout and the cart reads, as the pool runs them: prepared,
    // and planned generically after their fifth run.
    const { statements } = await countStatements(database, async () => {
      const cart = await cartWith(someone.token, ids.productA);
      expect((await finish(someone.token, cart.id)).statusCode).toBe(200);
      await cartWith(someone.token, ids.productB);
    });
    expect(statements.length).toBeGreaterThan(3);
    const growing = ['shopping_carts', 'shopping_cart_products', 'orders', 'order_products'];
    expect(await tableScansOfGenericPlans(database, statements, growing)).toEqual([]);
  });

  it('answers the new order exactly as a later read of it shows it (built from what it wrote)', async () => {
    const someone = await newCustomer();
    const cart = await cartWith(someone.token, ids.productA, ids.productB);
    const res = await finish(someone.token, cart.id);
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json<Order>();
    expect(answered.products.map((p) => p.product_id)).toEqual([ids.productA, ids.productB]);
    const read = await call('GET', `/api/find-order/${answered.id}`, someone.token);
    expect(read.json<Order>()).toEqual(answered);
  });

  it('another customer cannot see the order', async () => {
    expect((await call('GET', `/api/find-order/${order.id}`, customer)).statusCode).toBe(404);
    expect((await call('GET', `/api/find-order/${order.id}`, buyer.token)).statusCode).toBe(200);
  });

  it('refuses unsigned webhooks and payments of another amount', async () => {
    const body = pixNotice(order, 'E00000000202611231500aaaaaaaaaaa');
    expect((await webhook(body, 'f'.repeat(64))).statusCode).toBe(401);
    const wrongHmac = await app.inject({
      method: 'POST',
      url: '/api/webhooks/pix?hmac=nao-e-o-segredo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(wrongHmac.statusCode).toBe(401);
    const wrong = await webhook(
      pixNotice(order, 'E00000000202611231500bbbbbbbbbbb', order.total_cents - 1),
    );
    expect(wrong.statusCode, wrong.body).toBe(200);
    const after = (await call('GET', `/api/find-order/${order.id}`, buyer.token)).json<Order>();
    expect(after.status).toBe(1);
    expect(await grantsOf(buyer.id, ids.courseA)).toHaveLength(0);
  });

  it('pays once and grants once when the same webhook arrives 20 times at once', async () => {
    const body = pixNotice(order, 'E00000000202611231500ccccccccccc');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? webhook(body)
          : // Half of them the way PSPs that cannot sign call: the secret in the URL.
            app.inject({
              method: 'POST',
              url: `/api/webhooks/pix?hmac=${secret}`,
              headers: { 'content-type': 'application/json' },
              payload: JSON.stringify(body),
            }),
      ),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const paid = (await call('GET', `/api/find-order/${order.id}`, buyer.token)).json<Order>();
    expect(paid.status).toBe(2);
    expect(paid.order_payments[0]!.status).toBe('paid');
    expect(paid.products[0]!.link).toBe('/cliente/cursos');
    expect(await grantsOf(buyer.id, ids.courseA)).toHaveLength(1);
    const [redemption] = await database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, order.id));
    expect(redemption!.status).toBe('used');
    expect(
      events.some(
        (e) => e.name === 'order.status' && e.status === 2 && e.payment_status === 'paid',
      ),
    ).toBe(true);
    // Staff confirming afterwards: already paid.
    const again = await call('PUT', `/api/confirm-order-payment/${order.id}`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Pagamento já realizado' });
  });

  it('staff see it in the list and its details, with the notices received', async () => {
    expect((await call('GET', '/api/list-orders', buyer.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/list-orders')).statusCode).toBe(401);
    const list = await call(
      'GET',
      `/api/list-orders?search=${encodeURIComponent(buyer.id ? `#${order.id}` : '')}`,
      admin,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ data: { id: number }[] }>().data.map((o) => o.id)).toEqual([order.id]);
    const detailsRes = await call('GET', `/api/find-order-details/${order.id}`, admin);
    expect(detailsRes.statusCode, detailsRes.body).toBe(200);
    const details = detailsRes.json<{
      notices: { outcome: string }[];
      history: { action: string }[];
    }>();
    expect(details.notices.map((n) => n.outcome).sort()).toEqual(['amount_mismatch', 'paid']);
    expect(details.history.map((h) => h.action)).toContain('store.order.created');
  });

  it('a full refund ends the access it paid for', async () => {
    const bad = await call('POST', `/api/create-order-refund/${order.id}`, admin, {
      type: 'partial',
      amount_cents: order.total_cents + 1,
      reason: 'teste de valor',
    });
    expect(bad.statusCode).toBe(400);
    const partial = await call('POST', `/api/create-order-refund/${order.id}`, admin, {
      type: 'partial',
      amount_cents: 494,
      reason: 'ajuste de preço',
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json<Order>()).toMatchObject({ status: 6, refunded_cents: 494 });
    expect(await grantsOf(buyer.id, ids.courseA)).toHaveLength(1);
    const full = await call('POST', `/api/create-order-refund/${order.id}`, admin, {
      type: 'full',
      reason: 'desistência em 7 dias',
    });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json<Order>()).toMatchObject({ status: 5, refunded_cents: order.total_cents });
    const [grant] = await grantsOf(buyer.id, ids.courseA);
    expect(grant!.revokedAt).not.toBeNull();
  });
});

describe('idempotent checkout', () => {
  it('20 parallel finish-cart-order calls for one cart make one order', async () => {
    const buyer = await newCustomer();
    const cart = await cartWith(buyer.token, ids.productB);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', `/api/finish-cart-order/${cart.id}`, buyer.token, {
          idempotency_key: `parallel-${i}-key`,
          payment_type_id: ids.pix,
          accept_terms: true,
        }),
      ),
    );
    const orderIds = new Set(
      results.map((r) => {
        expect(r.statusCode, r.body).toBe(200);
        return r.json<Order>().id;
      }),
    );
    expect(orderIds.size).toBe(1);
    const rows = await database.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(rows).toHaveLength(1);
    const pays = await database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, rows[0]!.id));
    expect(pays).toHaveLength(1);
  });

  it('the same key and request answer the same order; the key with another cart or request is a 409', async () => {
    const buyer = await newCustomer();
    const cart = await cartWith(buyer.token, ids.productB);
    const first = await finish(buyer.token, cart.id, { idempotency_key: 'same-key-123' });
    expect(first.statusCode, first.body).toBe(200);
    const order = first.json<Order>();
    // A retry of the same checkout (double click, lost answer): the same order.
    const retry = await finish(buyer.token, cart.id, { idempotency_key: 'same-key-123' });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json<Order>().id).toBe(order.id);
    // The key again with another body for the same cart: not this order (SECURITY.md 14).
    const otherBody = await finish(buyer.token, cart.id, {
      idempotency_key: 'same-key-123',
      payment_type_id: ids.boleto,
      tax_id: '529.982.247-25',
    });
    expect(otherBody.statusCode).toBe(409);
    expect(otherBody.json()).toEqual({ error: KEY_REUSED_MESSAGE });
    // The key again for another cart: 409, and that cart stays open with no order.
    const second = await cartWith(buyer.token, ids.productA);
    const otherCart = await finish(buyer.token, second.id, { idempotency_key: 'same-key-123' });
    expect(otherCart.statusCode).toBe(409);
    expect(otherCart.json()).toEqual({ error: KEY_REUSED_MESSAGE });
    const still = await call('GET', `/api/find-shopping-cart/${second.id}`, buyer.token);
    expect(still.json<Cart>()).toMatchObject({ status: 'open', order_id: null });
    expect(await database.db.select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(
      1,
    );
  });

  it('webhook and staff confirming at once pay once', async () => {
    const buyer = await newCustomer();
    const cart = await cartWith(buyer.token, ids.productB);
    const order = (await finish(buyer.token, cart.id)).json<Order>();
    const [hook, staff] = await Promise.all([
      webhook(pixNotice(order, 'E00000000202611231500ddddddddddd')),
      call('PUT', `/api/confirm-order-payment/${order.id}`, admin),
    ]);
    expect(hook.statusCode).toBe(200);
    expect([200, 409]).toContain(staff.statusCode);
    expect(await grantsOf(buyer.id, ids.courseB)).toHaveLength(1);
  });
});

describe('expiry, coupon holds and renewal', () => {
  it('holds a limited coupon while unpaid, releases it when the Pix expires, renews the code', async () => {
    const first = await newCustomer();
    const second = await newCustomer();
    const cartA = await cartWith(first.token, ids.productA);
    expect(
      (
        await call('PUT', `/api/shopping-cart-apply-coupon/${cartA.id}`, first.token, {
          code: 'UMAVEZ',
        })
      ).statusCode,
    ).toBe(200);
    const cartB = await cartWith(second.token, ids.productA);
    expect(
      (
        await call('PUT', `/api/shopping-cart-apply-coupon/${cartB.id}`, second.token, {
          code: 'UMAVEZ',
        })
      ).statusCode,
    ).toBe(200);
    const order = (await finish(first.token, cartA.id)).json<Order>();
    expect(order.coupon_code).toBe('UMAVEZ');
    // The only use is held by the first buyer's unpaid order.
    const refused = await finish(second.token, cartB.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: { code: ['Este cupom atingiu o limite de usos.'] } });

    clock = new Date(clock.getTime() + PIX_EXPIRES_SECONDS * 1000 + MINUTE);
    const expired = (await call('GET', `/api/find-order/${order.id}`, first.token)).json<Order>();
    expect(expired.status).toBe(4);
    expect(expired.order_payments[0]).toMatchObject({ status: 'expired', pix_qrcode: null });
    const freed = await finish(second.token, cartB.id);
    expect(freed.statusCode, freed.body).toBe(200);
    // The first buyer renews: the coupon's only use is now the second buyer's.
    const renew = await call('POST', `/api/order-new-payment/${order.id}`, first.token, {});
    expect(renew.statusCode).toBe(409);
  });

  it('renews an expired code when nothing blocks it', async () => {
    const buyer = await newCustomer();
    const cart = await cartWith(buyer.token, ids.productB);
    const order = (await finish(buyer.token, cart.id)).json<Order>();
    clock = new Date(clock.getTime() + PIX_EXPIRES_SECONDS * 1000 + MINUTE);
    const renewed = await call('POST', `/api/order-new-payment/${order.id}`, buyer.token, {});
    expect(renewed.statusCode, renewed.body).toBe(200);
    const body = renewed.json<Order>();
    expect(body.status).toBe(1);
    expect(body.order_payments).toHaveLength(2);
    expect(body.order_payments[0]!.pix_qrcode).not.toBe(order.order_payments[0]!.pix_qrcode);
    expect(body.order_payments[1]!.status).toBe('expired');
  });

  it('a Pix code past its expiry reads expired everywhere without a write; the sweep then changes no answer', async () => {
    const buyer = await newCustomer();
    const cart = await cartWith(buyer.token, ids.productB);
    await call('PUT', `/api/shopping-cart-apply-coupon/${cart.id}`, buyer.token, {
      code: 'TESTE10',
    });
    const order = (await finish(buyer.token, cart.id)).json<Order>();
    expect(order.status).toBe(1);
    clock = new Date(clock.getTime() + PIX_EXPIRES_SECONDS * 1000 + MINUTE);

    const search = `search=%23${order.id}`;
    const reads = async () => {
      const answers = await Promise.all(
        [
          [`/api/find-order/${order.id}`, buyer.token],
          [`/api/find-order/${order.id}`, admin],
          [`/api/find-order-details/${order.id}`, admin],
          [`/api/list-orders?${search}`, admin],
          [`/api/list-orders?${search}&status=4`, admin],
          [`/api/list-pending-orders?${search}`, admin],
          [`/api/list-customer-orders/${buyer.id}`, admin],
        ].map(([url, token]) => call('GET', url!, token)),
      );
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      return answers.map((res) => res.json<Record<string, unknown>>());
    };
    const stored = async () => {
      const [o] = await database.db.select().from(orders).where(eq(orders.id, order.id));
      const [p] = await database.db
        .select()
        .from(orderPayments)
        .where(eq(orderPayments.orderId, order.id));
      const [r] = await database.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.orderId, order.id));
      return { order: o!.status, payment: p!.status, coupon: r!.status };
    };

    const before = await reads();
    const [mine, staffView, details, listed, byStatus, pending, customerOrders] = before as [
      Order,
      Order,
      Order,
      { data: { id: number; status: number }[] },
      { data: { id: number }[] },
      { data: { id: number }[] },
      { data: { id: number; status: number }[] },
    ];
    expect(mine.status).toBe(4);
    expect(mine.status_name).toBe(orderStatusName(4));
    expect(mine.order_payments[0]).toMatchObject({
      status: 'expired',
      pix_qrcode: null,
      pix_qrcode_url: null,
    });
    expect(staffView).toEqual(mine);
    expect(details.status).toBe(4);
    expect(listed.data.map((o) => [o.id, o.status])).toEqual([[order.id, 4]]);
    expect(byStatus.data.map((o) => o.id)).toEqual([order.id]);
    expect(pending.data).toEqual([]);
    expect(customerOrders.data.find((o) => o.id === order.id)?.status).toBe(4);
    // Nothing was written by those reads.
    expect(await stored()).toEqual({ order: 1, payment: 'pending', coupon: 'held' });

    // The sweep writes what the reads answered: every answer stays the same.
    const sweep = ordersQueries(database.db);
    expect(await sweep.expirePayments(clock, order.id)).toEqual([order.id]);
    await sweep.expireOrder(order.id, clock);
    expect(await stored()).toEqual({ order: 4, payment: 'expired', coupon: 'released' });
    expect(await reads()).toEqual(before);
  });
});

describe('card and boleto', () => {
  it('an approved test card pays at once and no card number is stored', async () => {
    const buyer = await newCustomer();
    const cart = await cartWith(buyer.token, ids.productA);
    const res = await finish(buyer.token, cart.id, {
      payment_type_id: ids.card,
      installments: 10,
      card: {
        number: '4111 1111 1111 1111',
        holder_name: 'COMPRADOR TESTE',
        exp_month: 12,
        exp_year: 2030,
        cvv: '123',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json<Order>();
    expect(order).toMatchObject({ status: 2, installments: 10 });
    expect(order.order_payments[0]).toMatchObject({
      card_brand: 'visa',
      card_last4: '1111',
      status: 'paid',
    });
    expect(await grantsOf(buyer.id, ids.courseA)).toHaveLength(1);
    const rows = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select * from order_payments`,
    );
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain('4111111111111111');
    expect(dump).not.toContain('"123"');
  });

  it('a declined card shows why and releases nothing', async () => {
    const buyer = await newCustomer();
    const cart = await cartWith(buyer.token, ids.productB);
    const res = await finish(buyer.token, cart.id, {
      payment_type_id: ids.card,
      card: {
        number: '4000 0000 0000 0002',
        holder_name: 'COMPRADOR TESTE',
        exp_month: 12,
        exp_year: 2030,
        cvv: '123',
      },
    });
    const order = res.json<Order>();
    expect(order.status).toBe(1);
    expect(order.order_payments[0]).toMatchObject({
      status: 'declined',
      decline_message: 'Cartão recusado pelo banco emissor.',
    });
    expect(await grantsOf(buyer.id, ids.courseB)).toHaveLength(0);
  });

  it('an expired card is refused before any order exists', async () => {
    const buyer = await newCustomer();
    const cart = await cartWith(buyer.token, ids.productB);
    const res = await finish(buyer.token, cart.id, {
      payment_type_id: ids.card,
      card: {
        number: '4111111111111111',
        holder_name: 'COMPRADOR TESTE',
        exp_month: 1,
        exp_year: 2025,
        cvv: '123',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ error: Record<string, string[]> }>().error)).toEqual([
      'card.exp_year',
    ]);
    expect(await database.db.select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(
      0,
    );
  });

  it('more installments than the cart allows is a 400', async () => {
    const buyer = await newCustomer();
    const cart = await cartWith(buyer.token, ids.productB);
    const res = await finish(buyer.token, cart.id, {
      payment_type_id: ids.card,
      installments: 4,
      card: {
        number: '4111111111111111',
        holder_name: 'COMPRADOR TESTE',
        exp_month: 12,
        exp_year: 2030,
        cvv: '123',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { installments: ['Número de parcelas indisponível para este carrinho.'] },
    });
  });

  it('a boleto needs a CPF or CNPJ and gets a line staff can confirm', async () => {
    const buyer = await newCustomer();
    const cart = await cartWith(buyer.token, ids.productB);
    const missing = await finish(buyer.token, cart.id, { payment_type_id: ids.boleto });
    expect(missing.statusCode).toBe(400);
    const res = await finish(buyer.token, cart.id, {
      payment_type_id: ids.boleto,
      tax_id: '529.982.247-25',
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json<Order>();
    expect(order.order_payments[0]!.boleto_line).toMatch(
      /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/,
    );
    const pending = (await call('GET', '/api/list-pending-orders', admin)).json<{
      data: { id: number }[];
    }>();
    expect(pending.data.map((o) => o.id)).toContain(order.id);
    const confirmed = await call('PUT', `/api/confirm-order-payment/${order.id}`, admin);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await grantsOf(buyer.id, ids.courseB)).toHaveLength(1);
  });

  it('staff cancel an unpaid order and its coupon hold ends', async () => {
    const buyer = await newCustomer();
    const cart = await cartWith(buyer.token, ids.productA);
    await call('PUT', `/api/shopping-cart-apply-coupon/${cart.id}`, buyer.token, {
      code: 'TESTE10',
    });
    const order = (await finish(buyer.token, cart.id)).json<Order>();
    expect(
      (await call('PUT', `/api/cancel-order-payment/${order.id}`, customer, {})).statusCode,
    ).toBe(403);
    const res = await call('PUT', `/api/cancel-order-payment/${order.id}`, admin, {
      reason: 'pedido duplicado',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Order>().status).toBe(3);
    const [redemption] = await database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, order.id));
    expect(redemption!.status).toBe('released');
    expect((await call('PUT', `/api/confirm-order-payment/${order.id}`, admin)).statusCode).toBe(
      409,
    );
  });
});

describe('validation', () => {
  it('finish needs the terms and a known payment type', async () => {
    const cart = await cartWith(customer, ids.productB);
    const noTerms = await call('POST', `/api/finish-cart-order/${cart.id}`, customer, {
      idempotency_key: 'no-terms-key',
      payment_type_id: ids.pix,
      accept_terms: false,
    });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json<{ error: Record<string, string[]> }>().error.accept_terms).toEqual([
      'Aceite os termos de compra para continuar.',
    ]);
    const unknownType = await finish(customer, cart.id, { payment_type_id: 999 });
    expect(unknownType.statusCode).toBe(400);
    expect(customerId).toBeGreaterThan(0);
  });

  it('an unavailable product cannot be added', async () => {
    await database.db.update(products).set({ active: false }).where(eq(products.id, ids.productB));
    // Written behind the app's back: the kept catalogue rows learn it through the change feed.
    await app.changeFeed.fence();
    const res = await call('POST', '/api/shopping-cart-add-product', admin, {
      product_id: ids.productB,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Este produto não está disponível na loja.' });
    await database.db.update(products).set({ active: true }).where(eq(products.id, ids.productB));
    await app.changeFeed.fence();
  });
});
