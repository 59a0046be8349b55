import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { couponRedemptions, coupons, orders, shoppingCarts } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the staff coupons (the cart applies them in the store module). */

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Omit<typeof coupons.$inferInsert, 'id'>;

export interface CouponFilter {
  /** `ilike` pattern on code or description. */
  term?: string;
  active?: boolean;
  limit: number;
  offset: number;
}

export function couponsQueries(db: Db) {
  return {
    async find(id: number, tx: Db = db): Promise<CouponRow | undefined> {
      const [row] = await tx.select().from(coupons).where(eq(coupons.id, id));
      return row;
    },

    /** The id of the coupon holding this code. */
    async codeOwner(code: string, tx: Db = db): Promise<number | undefined> {
      const [row] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code));
      return row?.id;
    },

    async list(filter: CouponFilter, tx: Db = db) {
      const conditions: SQL[] = [];
      if (filter.term !== undefined)
        conditions.push(
          or(ilike(coupons.code, filter.term), ilike(coupons.description, filter.term))!,
        );
      if (filter.active !== undefined) conditions.push(eq(coupons.active, filter.active));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(coupons)
          .where(where)
          .orderBy(asc(coupons.code), asc(coupons.id))
          .limit(filter.limit)
          .offset(filter.offset),
        tx.select({ n: count() }).from(coupons).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Uses (paid) and holds still running at `at`, per coupon. */
    async usage(ids: number[], at: Date, tx: Db = db) {
      if (ids.length === 0) return [];
      const iso = at.toISOString();
      const rows = await tx
        .select({
          id: couponRedemptions.couponId,
          uses: sql<number>`count(*) filter (where ${couponRedemptions.status} = 'used')::int`,
          held: sql<number>`count(*) filter (where ${couponRedemptions.status} = 'held'
            and ${couponRedemptions.heldUntil} > ${iso}::timestamptz)::int`,
        })
        .from(couponRedemptions)
        .where(inArray(couponRedemptions.couponId, ids))
        .groupBy(couponRedemptions.couponId);
      return rows.map((r) => ({ id: r.id, uses: Number(r.uses), held: Number(r.held) }));
    },

    /** Whether any redemption, order or cart points at the coupon. */
    async referenced(id: number, tx: Db = db): Promise<boolean> {
      const [[redeemed], [ordered], [carted]] = await Promise.all([
        tx.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.couponId, id)),
        tx.select({ n: count() }).from(orders).where(eq(orders.couponId, id)),
        tx.select({ n: count() }).from(shoppingCarts).where(eq(shoppingCarts.couponId, id)),
      ]);
      return (redeemed?.n ?? 0) + (ordered?.n ?? 0) + (carted?.n ?? 0) > 0;
    },

    async insert(values: CouponValues, tx: Db = db): Promise<number> {
      const [row] = await tx.insert(coupons).values(values).returning({ id: coupons.id });
      return row!.id;
    },

    async update(id: number, values: Partial<CouponValues>, tx: Db = db) {
      await tx.update(coupons).set(values).where(eq(coupons.id, id));
    },

    async delete(id: number, tx: Db = db) {
      await tx.delete(coupons).where(eq(coupons.id, id));
    },
  };
}
