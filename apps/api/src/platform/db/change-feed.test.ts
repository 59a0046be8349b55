import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessGrants,
  couponRedemptions,
  coupons,
  orders,
  shoppingCartProducts,
  shoppingCarts,
  users,
} from '../../db/schema/index.ts';
import { seedDemo } from '../../seed/demo.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { queryRows } from './database.ts';
import { ANNOUNCED_KEYS, openChangeFeed } from './change-feed.ts';
import type { Change, ChangeFeed } from './change-feed.ts';

// The row triggers of the change feed (migrations 0008 and 0023): each write of a table that
// kept reads depend on announces the keys the caches tag, with the old and the new value.

let database: TestDatabase;
let feed: ChangeFeed;
const heard: Change[] = [];
const at = new Date('2026-11-23T15:00:00.000Z');

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, at);
  feed = await openChangeFeed(database);
  feed.subscribe({ change: (change) => heard.push(change), reset: () => {} });
});

afterAll(async () => {
  await feed.close();
  await database.close();
});

/** What `write` announced, once committed and heard. */
async function announced(write: () => Promise<unknown>): Promise<string[]> {
  await feed.fence();
  heard.length = 0;
  await write();
  await feed.fence();
  return heard.map((c) => (c.key ? `${c.table}.${c.key.column}:${c.key.value}` : c.table));
}

async function userIdOf(email: string): Promise<number> {
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return row!.id;
}

describe('the change feed’s row triggers', () => {
  it('a cart announces its person, its lines their cart, an order its cart', async () => {
    const carla = await userIdOf('cliente@demo.lstrader.com.br');
    const other = await userIdOf('admin@demo.lstrader.com.br');
    let cartId = 0;
    expect(
      await announced(async () => {
        const [cart] = await database.db
          .insert(shoppingCarts)
          .values({ userId: carla, brand: 'global', createdAt: at, updatedAt: at })
          .returning({ id: shoppingCarts.id });
        cartId = cart!.id;
      }),
    ).toEqual([`shopping_carts.user_id:${carla}`]);
    // The same person: one key. Another person: the old one and the new one.
    expect(
      await announced(() =>
        database.db
          .update(shoppingCarts)
          .set({ updatedAt: new Date(at.getTime() + 1000) })
          .where(eq(shoppingCarts.id, cartId)),
      ),
    ).toEqual([`shopping_carts.user_id:${carla}`]);
    expect(
      await announced(() =>
        database.db
          .update(shoppingCarts)
          .set({ userId: other })
          .where(eq(shoppingCarts.id, cartId)),
      ),
    ).toEqual([`shopping_carts.user_id:${carla}`, `shopping_carts.user_id:${other}`]);
    // A visitor's cart has no person: nothing to announce by that key.
    expect(
      await announced(() =>
        database.db.insert(shoppingCarts).values({
          guestEmail: 'visitante@example.com',
          guestTokenHash: 'ab'.repeat(32),
          brand: 'global',
          createdAt: at,
          updatedAt: at,
        }),
      ),
    ).toEqual([]);

    const [product] = await database.db.query.products.findMany({ limit: 1 });
    expect(
      await announced(() =>
        database.db
          .insert(shoppingCartProducts)
          .values({ cartId, productId: product!.id, amount: 1 }),
      ),
    ).toEqual([`shopping_cart_products.cart_id:${cartId}`]);
    expect(
      await announced(() =>
        database.db.delete(shoppingCartProducts).where(eq(shoppingCartProducts.cartId, cartId)),
      ),
    ).toEqual([`shopping_cart_products.cart_id:${cartId}`]);

    const [order] = await database.db.select({ cartId: orders.cartId }).from(orders).limit(1);
    expect(order?.cartId).toBeTruthy();
    expect(
      await announced(() =>
        database.db
          .update(orders)
          .set({ customerName: 'Carla' })
          .where(eq(orders.cartId, order!.cartId)),
      ),
    ).toEqual([`orders.cart_id:${order!.cartId}`]);
  });

  it('a grant announces its person; a coupon use its coupon', async () => {
    const carla = await userIdOf('cliente@demo.lstrader.com.br');
    const [grant] = await database.db
      .select({ id: accessGrants.id })
      .from(accessGrants)
      .where(eq(accessGrants.userId, carla))
      .limit(1);
    expect(
      await announced(() =>
        database.db
          .update(accessGrants)
          .set({ endsAt: new Date('2027-01-01T00:00:00.000Z') })
          .where(eq(accessGrants.id, grant!.id)),
      ),
    ).toEqual([`access_grants.user_id:${carla}`]);

    const [coupon] = await database.db.select({ id: coupons.id }).from(coupons).limit(1);
    const [order] = await database.db.select({ id: orders.id }).from(orders).limit(1);
    expect(
      await announced(() =>
        database.db.insert(couponRedemptions).values({
          couponId: coupon!.id,
          orderId: order!.id,
          userId: carla,
          status: 'released',
        }),
      ),
    ).toEqual([`coupon_redemptions.coupon_id:${coupon!.id}`]);
  });

  it('the keyed triggers are those ANNOUNCED_KEYS lists (the caches’ tags are checked against it)', async () => {
    const rows = await queryRows<{ table: string; fn: string }>(
      database.db,
      sql`select c.relname as table, p.proname as fn
          from pg_trigger t
          join pg_class c on c.oid = t.tgrelid
          join pg_namespace n on n.oid = c.relnamespace
          join pg_proc p on p.oid = t.tgfoid
          where t.tgname = 'lsp_change' and n.nspname = ${database.schema}
            and p.proname like 'lsp_notify_%' and p.proname <> 'lsp_notify_change'`,
    );
    const keyed = Object.fromEntries(
      rows.map((r) => [r.table, [r.fn.replace(/^lsp_notify_/, '')]] as const),
    );
    expect(keyed).toEqual(ANNOUNCED_KEYS);
  });
});
