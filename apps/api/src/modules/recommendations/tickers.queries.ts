import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { financialAssets } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the tickers (the service holds the rules). */

export type AssetRow = typeof financialAssets.$inferSelect;
export type AssetValues = Omit<typeof financialAssets.$inferInsert, 'id' | 'createdAt'>;

export interface AssetFilter {
  search?: string | undefined;
  market?: AssetRow['market'] | undefined;
  active?: boolean | undefined;
  forSetups?: boolean | undefined;
}

function where(filter: AssetFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.search) {
    const term = `%${filter.search}%`;
    conditions.push(or(ilike(financialAssets.code, term), ilike(financialAssets.name, term)));
  }
  if (filter.market) conditions.push(eq(financialAssets.market, filter.market));
  if (filter.active !== undefined) conditions.push(eq(financialAssets.active, filter.active));
  if (filter.forSetups) conditions.push(eq(financialAssets.forSetups, true));
  return and(...conditions);
}

export function tickerQueries(db: Db) {
  return {
    async find(id: number, tx: Db = db): Promise<AssetRow | undefined> {
      const [row] = await tx.select().from(financialAssets).where(eq(financialAssets.id, id));
      return row;
    },

    /** One page, by code, with the total of the filter (one statement: a window count). */
    async page(
      filter: AssetFilter,
      limit: number,
      offset: number,
      tx: Db = db,
    ): Promise<{ rows: AssetRow[]; total: number }> {
      const rows = await tx
        .select({ asset: financialAssets, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(financialAssets)
        .where(where(filter))
        .orderBy(asc(financialAssets.code))
        .limit(limit)
        .offset(offset);
      if (rows.length > 0 || offset === 0)
        return { rows: rows.map((r) => r.asset), total: rows[0]?.total ?? 0 };
      // A page past the end still says how many there are.
      const [counted] = await tx
        .select({ total: count() })
        .from(financialAssets)
        .where(where(filter));
      return { rows: [], total: counted?.total ?? 0 };
    },

    /** The active tickers, by code, for the selects. */
    options(filter: AssetFilter, tx: Db = db) {
      return tx
        .select({
          id: financialAssets.id,
          code: financialAssets.code,
          name: financialAssets.name,
          market: financialAssets.market,
        })
        .from(financialAssets)
        .where(where({ ...filter, active: true }))
        .orderBy(asc(financialAssets.code));
    },

    async insert(values: AssetValues, tx: Db = db): Promise<AssetRow> {
      const [row] = await tx.insert(financialAssets).values(values).returning();
      return row!;
    },

    /** The row as it now is, or undefined when there is none. */
    async update(id: number, values: Partial<AssetValues>, tx: Db = db) {
      const [row] = await tx
        .update(financialAssets)
        .set(values)
        .where(eq(financialAssets.id, id))
        .returning();
      return row;
    },

    /** Flips `active` in the statement itself; the row as it now is. */
    async toggleActive(id: number, tx: Db = db) {
      const [row] = await tx
        .update(financialAssets)
        .set({ active: sql`not ${financialAssets.active}` })
        .where(eq(financialAssets.id, id))
        .returning();
      return row;
    },

    /** Whether a row was deleted (a ticker some recommendation names stays: 409 by its key). */
    async remove(id: number, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .delete(financialAssets)
        .where(eq(financialAssets.id, id))
        .returning({ id: financialAssets.id });
      return rows.length > 0;
    },
  };
}
export type TickerQueries = ReturnType<typeof tickerQueries>;
