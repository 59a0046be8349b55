import { and, asc, count, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { commercialTablePrices, commercialTables, products } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the commercial tables (price lists). */

export type TableRow = typeof commercialTables.$inferSelect;

export interface TableFilter {
  /** `ilike` pattern on the name. */
  term?: string;
  active?: boolean;
  limit: number;
  offset: number;
}

export function commercialTablesQueries(db: Db) {
  return {
    async find(id: number, tx: Db = db): Promise<TableRow | undefined> {
      const [row] = await tx.select().from(commercialTables).where(eq(commercialTables.id, id));
      return row;
    },

    async list(filter: TableFilter, tx: Db = db) {
      const conditions: SQL[] = [];
      if (filter.term !== undefined) conditions.push(ilike(commercialTables.name, filter.term));
      if (filter.active !== undefined) conditions.push(eq(commercialTables.active, filter.active));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(commercialTables)
          .where(where)
          .orderBy(sql`lower(${commercialTables.name})`, asc(commercialTables.id))
          .limit(filter.limit)
          .offset(filter.offset),
        tx.select({ n: count() }).from(commercialTables).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Live products priced in each table. */
    livePriceCounts: (tableIds: number[], tx: Db = db) =>
      tableIds.length === 0
        ? Promise.resolve([])
        : tx
            .select({ id: commercialTablePrices.tableId, n: count() })
            .from(commercialTablePrices)
            .innerJoin(products, eq(products.id, commercialTablePrices.productId))
            .where(
              and(inArray(commercialTablePrices.tableId, tableIds), isNull(products.deletedAt)),
            )
            .groupBy(commercialTablePrices.tableId),

    /** Prices of live products, by product name. */
    prices: (tableId: number, tx: Db = db) =>
      tx
        .select({
          product_id: products.id,
          product_name: products.name,
          list_price_cents: products.priceCents,
          price_cents: commercialTablePrices.priceCents,
        })
        .from(commercialTablePrices)
        .innerJoin(products, eq(products.id, commercialTablePrices.productId))
        .where(and(eq(commercialTablePrices.tableId, tableId), isNull(products.deletedAt)))
        .orderBy(sql`lower(${products.name})`, asc(products.id)),

    async insert(values: { name: string; active: boolean }, tx: Db = db): Promise<number> {
      const [row] = await tx
        .insert(commercialTables)
        .values(values)
        .returning({ id: commercialTables.id });
      return row!.id;
    },

    async update(id: number, values: { name: string; active: boolean }, tx: Db = db) {
      await tx.update(commercialTables).set(values).where(eq(commercialTables.id, id));
    },

    /** Replaces a table's prices with `prices`. */
    async replacePrices(
      tableId: number,
      prices: { productId: number; priceCents: number }[],
      tx: Db = db,
    ) {
      await tx.delete(commercialTablePrices).where(eq(commercialTablePrices.tableId, tableId));
      if (prices.length > 0)
        await tx.insert(commercialTablePrices).values(prices.map((p) => ({ tableId, ...p })));
    },
  };
}
