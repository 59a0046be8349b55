import { and, asc, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accessPeriods, courtesies, productItems, products, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the courtesies (grants are written through the access module). */

/** Namespace of the per-person advisory lock that serialises courtesy creation. */
const COURTESY_LOCK = 0x5c0_07e5;

const creator = alias(users, 'courtesy_creator');

export type CourtesyValues = Omit<typeof courtesies.$inferInsert, 'id'>;

export interface ReportFilter {
  /** Whole days in America/Sao_Paulo, `YYYY-MM-DD`. */
  from: string;
  to: string;
  type?: (typeof courtesies.$inferSelect)['type'];
  limit: number;
}

export function courtesiesQueries(db: Db) {
  /** A courtesy with the names the screens show (person, product, who gave it). */
  const select = (tx: Db = db) =>
    tx
      .select({
        c: courtesies,
        userName: users.name,
        userEmail: users.email,
        productName: products.name,
        createdByName: creator.name,
      })
      .from(courtesies)
      .innerJoin(users, eq(users.id, courtesies.userId))
      .innerJoin(products, eq(products.id, courtesies.productId))
      .leftJoin(creator, eq(creator.id, courtesies.createdBy));

  return {
    async find(id: number, tx: Db = db) {
      const [row] = await select(tx).where(eq(courtesies.id, id));
      return row;
    },

    /** A person's courtesies, newest first, a page and the total. */
    async listForUser(userId: number, limit: number, offset: number, tx: Db = db) {
      const where = eq(courtesies.userId, userId);
      const [rows, [total]] = await Promise.all([
        select(tx)
          .where(where)
          .orderBy(desc(courtesies.createdAt), desc(courtesies.id))
          .limit(limit)
          .offset(offset),
        tx.select({ n: count() }).from(courtesies).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Courtesies created in a range of São Paulo days, oldest first (at most `limit`), and the total. */
    async report(filter: ReportFilter, tx: Db = db) {
      const conditions: SQL[] = [
        sql`${courtesies.createdAt} >= (${filter.from}::date)::timestamp at time zone 'America/Sao_Paulo'`,
        sql`${courtesies.createdAt} < ((${filter.to}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`,
      ];
      if (filter.type) conditions.push(eq(courtesies.type, filter.type));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        select(tx)
          .where(where)
          .orderBy(asc(courtesies.createdAt), asc(courtesies.id))
          .limit(filter.limit),
        tx.select({ n: count() }).from(courtesies).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async liveUserExists(userId: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      return row !== undefined;
    },

    /** A product with its access period's days (null: lifetime or no period). */
    async product(id: number, tx: Db = db) {
      const [row] = await tx
        .select({
          id: products.id,
          name: products.name,
          active: products.active,
          deletedAt: products.deletedAt,
          days: accessPeriods.days,
        })
        .from(products)
        .leftJoin(accessPeriods, eq(accessPeriods.id, products.accessPeriodId))
        .where(eq(products.id, id));
      return row;
    },

    productItems: (productId: number, tx: Db = db) =>
      tx
        .select({ kind: productItems.kind, targetId: productItems.targetId })
        .from(productItems)
        .where(eq(productItems.productId, productId)),

    /** Serialises courtesy creation for one person until the transaction ends. */
    async lockPerson(userId: number, tx: Db) {
      await tx.execute(sql`select pg_advisory_xact_lock(${COURTESY_LOCK}, ${userId})`);
    },

    /** Whether the person has an unrevoked courtesy of this product overlapping the window. */
    async overlaps(
      window: { userId: number; productId: number; startsAt: Date; endsAt: Date | null },
      tx: Db = db,
    ): Promise<boolean> {
      const [row] = await tx
        .select({ id: courtesies.id })
        .from(courtesies)
        .where(
          and(
            eq(courtesies.userId, window.userId),
            eq(courtesies.productId, window.productId),
            isNull(courtesies.revokedAt),
            or(isNull(courtesies.endsAt), gt(courtesies.endsAt, window.startsAt)),
            window.endsAt === null ? undefined : lt(courtesies.startsAt, window.endsAt),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insert(values: CourtesyValues, tx: Db = db): Promise<number> {
      const [row] = await tx.insert(courtesies).values(values).returning({ id: courtesies.id });
      return row!.id;
    },

    /** Ends an unrevoked courtesy at `at`; false when it was already revoked. */
    async revoke(id: number, at: Date, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(courtesies)
        .set({ revokedAt: at })
        .where(and(eq(courtesies.id, id), isNull(courtesies.revokedAt)))
        .returning({ id: courtesies.id });
      return rows.length > 0;
    },
  };
}
export type CourtesyRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof courtesiesQueries>['find']>>
>;
