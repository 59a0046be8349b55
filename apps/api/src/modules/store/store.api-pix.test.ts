import type { Cart, Order } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import {
  accessGrants,
  courses,
  paymentTypes,
  productItems,
  products,
  users,
} from '../../db/schema/index.ts';
import { apiPixProvider } from '../../platform/payments/pix/api-pix-provider.ts';
import { createTestPki, hasOpenssl, startFakePsp } from '../../platform/payments/pix/fake-psp.ts';
import type { FakePsp } from '../../platform/payments/pix/fake-psp.ts';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';

/**
 * The whole Pix path with the Banco Central's API Pix adapter against a local fake PSP (OAuth2 +
 * mTLS): the order creates a `cob`, the PSP's payer pays it and the PSP delivers the webhook to
 * our listening server, the order is paid and the course released; a refund goes to the PSP as
 * a `devolucao`.
 */
const SECRET = 'segredo-do-webhook-pix-para-testes-0123456789';
const PIX_KEY = 'pix@lstrader.com.br';
let app: App;
let psp: FakePsp;
let base: string;
let token: string;
let adminToken: string;
let userId: number;
let productId: number;
let courseId: number;
let pixTypeId: number;
let provider: ReturnType<typeof apiPixProvider>;

const runIf = hasOpenssl() ? describe : describe.skip;

async function login(email: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function api<T>(method: string, path: string, auth: string, body?: object): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${auth}` },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as T;
}

runIf('store with the API Pix adapter and a fake PSP', () => {
  beforeAll(async () => {
    const pki = createTestPki();
    psp = await startFakePsp({ pki, pixKey: PIX_KEY, clientId: 'loja', clientSecret: 'segredo' });
    provider = apiPixProvider({
      baseUrl: psp.url,
      clientId: 'loja',
      clientSecret: 'segredo',
      cert: pki.client.cert,
      key: pki.client.key,
      ca: pki.ca.cert,
      pixKey: PIX_KEY,
      merchantName: 'LS Trader Educação',
      merchantCity: 'São Paulo',
    });
    const database = await createTestDatabase();
    await seedDemo(database.db);
    const [course] = await database.db
      .insert(courses)
      .values({
        slug: 'psp-curso',
        title: 'Curso via PSP',
        status: 'published',
        priceCents: 12_345,
      })
      .returning({ id: courses.id });
    courseId = course!.id;
    const [product] = await database.db
      .insert(products)
      .values({ slug: 'psp-produto', name: 'Curso via PSP', kind: 'course', priceCents: 12_345 })
      .returning({ id: products.id });
    productId = product!.id;
    await database.db
      .insert(productItems)
      .values({ productId, kind: 'course', targetId: courseId });
    await database.db
      .insert(paymentTypes)
      .values({ method: 'pix', name: 'Pix', discountBasisPoints: 0 })
      .onConflictDoNothing();
    await database.db
      .update(paymentTypes)
      .set({ discountBasisPoints: 0 })
      .where(eq(paymentTypes.method, 'pix'));
    const [pix] = await database.db
      .select()
      .from(paymentTypes)
      .where(eq(paymentTypes.method, 'pix'));
    pixTypeId = pix!.id;
    const [customer] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'cliente@demo.lstrader.com.br'));
    userId = customer!.id;

    app = await buildApp({
      config: testConfig({ PIX_WEBHOOK_SECRET: SECRET }),
      database,
      payments: { pix: provider, sweepMs: 0 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    token = await login('cliente@demo.lstrader.com.br');
    adminToken = await login('admin@demo.lstrader.com.br');

    async function grants() {
      return database.db
        .select()
        .from(accessGrants)
        .where(
          sql`${accessGrants.userId} = ${userId} and ${accessGrants.kind} = 'course' and ${accessGrants.targetId} = ${courseId}`,
        );
    }
    grantsOf = grants;
  });

  let grantsOf: () => Promise<{ revokedAt: Date | null }[]>;
  let order: Order;

  afterAll(async () => {
    provider.close();
    await app.close();
    await psp.close();
  });

  it('creates a cob at the PSP and shows its copy-and-paste code', async () => {
    const cart = await api<Cart>('POST', '/api/shopping-cart-add-product', token, {
      product_id: productId,
    });
    order = await api<Order>('POST', `/api/finish-cart-order/${cart.id}`, token, {
      idempotency_key: 'psp-checkout-1',
      payment_type_id: pixTypeId,
      accept_terms: true,
    });
    expect(psp.cobs.size).toBe(1);
    const [cob] = [...psp.cobs.values()];
    expect(order.order_payments[0]).toMatchObject({ provider: 'api-pix', status: 'pending' });
    expect(cob!.valor.original).toBe('123.45');
    // The code is the PSP's dynamic BR Code: it points at the cob's location.
    expect(order.order_payments[0]!.pix_qrcode).toContain(cob!.location.replace(/^https:\/\//, ''));
  });

  it('the PSP pays and delivers the webhook; the course is released once', async () => {
    const [txid] = [...psp.cobs.keys()];
    const notice = psp.pay(txid!);
    const first = await psp.deliverWebhook(`${base}/api/webhooks/pix`, notice, { secret: SECRET });
    expect(first.status, first.body).toBe(200);
    const again = await psp.deliverWebhook(`${base}/api/webhooks/pix`, notice, { secret: SECRET });
    expect(again.status).toBe(200);
    const paid = await api<Order>('GET', `/api/find-order/${order.id}`, token);
    expect(paid.status).toBe(2);
    expect(await grantsOf()).toHaveLength(1);
  });

  it('a refund is a devolucao at the PSP and ends the access', async () => {
    const refunded = await api<Order>('POST', `/api/create-order-refund/${order.id}`, adminToken, {
      type: 'full',
      reason: 'arrependimento',
    });
    expect(refunded.status).toBe(5);
    expect(psp.calls.some((c) => c.method === 'PUT' && c.path.includes('/devolucao/'))).toBe(true);
    const [grant] = await grantsOf();
    expect(grant!.revokedAt).not.toBeNull();
  });
});
