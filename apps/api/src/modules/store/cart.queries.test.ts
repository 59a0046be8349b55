import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database.ts';
import { seedDemo } from '../../seed/demo.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { cartQueries } from './cart.queries.ts';

/**
 * A line is added only to a cart that is still open, under the cart row's lock: an add racing
 * a checkout either lands before the order (and is in it) or finds the cart ordered and adds
 * nothing (the service then adds to a new cart).
 */
let database: TestDatabase;
let userId: number;
let products: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  const [user] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from users where email = 'cliente@demo.lstrader.com.br'`,
  );
  userId = user!.id;
  products = (
    await queryRows<{ id: number }>(database.db, sql`select id from products order by id limit 2`)
  ).map((r) => r.id);
});
afterAll(async () => {
  await database.close();
});

describe('addLine', () => {
  it('adds to an open cart once, and to an ordered cart never', async () => {
    const q = cartQueries(database.db);
    const at = new Date();
    const made = await q.insertUserCartWithLine(userId, 'global', products[0]!, at);
    expect(made?.lineId).toEqual(expect.any(Number));
    const cart = made!.cart;
    await database.db.execute(sql`delete from shopping_cart_products where cart_id = ${cart.id}`);
    const first = await q.addLine(cart.id, products[0]!, at);
    expect(first.open).toBe(true);
    expect(first.lineId).toEqual(expect.any(Number));
    expect(await q.addLine(cart.id, products[0]!, at)).toEqual({ open: true, lineId: null });
    await database.db.execute(
      sql`update shopping_carts set status = 'ordered' where id = ${cart.id}`,
    );
    expect(await q.addLine(cart.id, products[1]!, at)).toEqual({ open: false, lineId: null });
    const lines = await queryRows<{ product_id: number }>(
      database.db,
      sql`select product_id from shopping_cart_products where cart_id = ${cart.id}`,
    );
    expect(lines.map((l) => l.product_id)).toEqual([products[0]]);
  });
});

describe('insertUserCartWithLine', () => {
  it('makes the open cart with its first line, and nothing when the person has one already', async () => {
    const q = cartQueries(database.db);
    const at = new Date();
    const made = await q.insertUserCartWithLine(userId, 'liberta', products[0]!, at);
    expect(made).toMatchObject({ cart: { user_id: userId, brand: 'liberta', status: 'open' } });
    expect(await q.insertUserCartWithLine(userId, 'liberta', products[1]!, at)).toBeNull();
    const lines = await queryRows<{ cart_id: number; product_id: number }>(
      database.db,
      sql`select l.cart_id, l.product_id from shopping_cart_products l
          join shopping_carts c on c.id = l.cart_id
          where c.user_id = ${userId} and c.brand = 'liberta'`,
    );
    expect(lines).toEqual([{ cart_id: made!.cart.id, product_id: products[0] }]);
  });
});
