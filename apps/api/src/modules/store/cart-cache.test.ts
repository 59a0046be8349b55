import type { Cart } from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import { queryRows } from '../../platform/db/database.ts';
import { memoryBus } from '../../platform/realtime/bus.ts';
import { seedDemo } from '../../seed/demo.ts';
import { apiClient } from '../../test/http.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { countStatements } from '../../test/statements.ts';

/**
 * The customer's cart read (`GET /api/ls-brazil-customer-cart`) is kept per process
 * (docs/adr/0008): warm it reads nothing; the person's own changes show at once on the process
 * that made them; changes made elsewhere (another process, staff repricing a product) reach
 * every process through the change feed.
 */
let database: TestDatabase;
let a: App;
let b: App;
const bus = memoryBus();
/** The apps' clock: real time plus what a test moves it on by. */
let ahead = 0;
const clock = () => new Date(Date.now() + ahead);
const build = () =>
  buildApp({
    config: testConfig({ LOGIN_IP_PER_MINUTE: '1000', LOGIN_IP_PER_HOUR: '1000' }),
    database: { ...database, close: () => Promise.resolve() },
    now: clock,
    realtimeBus: bus,
  });
const onA = apiClient(() => a);
const onB = apiClient(() => b);
let products: number[] = [];
let tokenA: string;
let tokenB: string;

const cartOn = async (client: typeof onA, token: string): Promise<Cart> => {
  const res = await client.get('/api/ls-brazil-customer-cart', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Cart>();
};

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  a = await build();
  b = await build();
  const rows = await queryRows<{ id: number }>(
    database.db,
    sql`select id from products
        where active and available_in_store and deleted_at is null
          and (cardinality(brands) = 0 or 'brazilian' = any(brands))
        order by id limit 2`,
  );
  products = rows.map((r) => r.id);
  expect(products).toHaveLength(2);
  tokenA = await onA.login('cliente@demo.lstrader.com.br');
  tokenB = await onB.login('cliente@demo.lstrader.com.br');
});
afterAll(async () => {
  await b.close();
  await a.close();
  await database.close();
});

describe('the kept customer cart', () => {
  it('reads nothing once warm, and shows the person their own change at once', async () => {
    const empty = await cartOn(onA, tokenA);
    expect(empty.products).toEqual([]);
    const warm = await countStatements(database, () => cartOn(onA, tokenA));
    // No cart yet: the empty cart, stamped now.
    expect({ ...warm.result, updated_at: '' }).toEqual({ ...empty, updated_at: '' });
    expect(warm.statements).toEqual([]);
    for (const productId of products) {
      const added = await onA.send('POST', '/api/shopping-cart-add-product', tokenA, {
        product_id: productId,
      });
      expect(added.statusCode, added.body).toBe(200);
      // The add's answer came after the change was heard: the next read is not the old cart.
      const cart = await cartOn(onA, tokenA);
      expect(cart.products.map((p) => p.product_id)).toContain(productId);
    }
    const lines = (await cartOn(onA, tokenA)).products;
    expect(lines).toHaveLength(2);
    const removed = await onA.send(
      'POST',
      `/api/shopping-cart-delete-product/${lines[0]!.id}`,
      tokenA,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await cartOn(onA, tokenA)).products.map((p) => p.id)).toEqual([lines[1]!.id]);
  });

  it('another process hears the change; staff repricing reaches every kept cart', async () => {
    await b.changeFeed.fence();
    const onOther = await cartOn(onB, tokenB);
    expect(onOther).toEqual(await cartOn(onA, tokenA));
    const line = onOther.products[0]!;
    await database.db.execute(
      sql`update products set price_cents = price_cents + 100 where id = ${line.product_id}`,
    );
    await Promise.all([a.changeFeed.fence(), b.changeFeed.fence()]);
    for (const [client, token] of [
      [onA, tokenA],
      [onB, tokenB],
    ] as const) {
      const cart = await cartOn(client, token);
      expect(cart.products[0]!.unit_price_cents).toBe(line.unit_price_cents + 100);
    }
  });

  it('a coupon that ends later stops applying at its end, by the clock alone', async () => {
    const ends = new Date(clock().getTime() + 3_600_000);
    await database.db
      .execute(sql`insert into coupons (code, discount_type, percent_basis_points, ends_at)
      values ('HORA10', 'percent', 1000, ${ends.toISOString()}::timestamptz)`);
    const cart = await cartOn(onA, tokenA);
    const applied = await onA.send('PUT', `/api/shopping-cart-apply-coupon/${cart.id}`, tokenA, {
      code: 'HORA10',
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const discounted = await cartOn(onA, tokenA);
    expect(discounted.coupon_discount_cents).toBeGreaterThan(0);
    expect(discounted.coupon_error).toBeNull();
    expect((await countStatements(database, () => cartOn(onA, tokenA))).statements).toEqual([]);
    ahead = 3_600_001;
    const ended = await cartOn(onA, tokenA);
    expect(ended.coupon_discount_cents).toBe(0);
    expect(ended.coupon_error).not.toBeNull();
  });
});
