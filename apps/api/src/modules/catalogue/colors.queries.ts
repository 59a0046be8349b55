import { and, asc, count, eq, ilike, ne } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { storeColors } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the store colours. */

export type ColorRow = typeof storeColors.$inferSelect;
export type ColorValues = Omit<typeof storeColors.$inferInsert, 'id'>;
type Brand = ColorRow['brand'];

export interface ColorFilter {
  /** `ilike` pattern on the name. */
  term?: string;
  brand?: Brand;
  active?: boolean;
  limit: number;
  offset: number;
}

export function colorsQueries(db: Db) {
  return {
    async find(id: number, tx: Db = db): Promise<ColorRow | undefined> {
      const [row] = await tx.select().from(storeColors).where(eq(storeColors.id, id));
      return row;
    },

    async list(filter: ColorFilter, tx: Db = db) {
      const conditions: SQL[] = [];
      if (filter.term !== undefined) conditions.push(ilike(storeColors.name, filter.term));
      if (filter.brand !== undefined) conditions.push(eq(storeColors.brand, filter.brand));
      if (filter.active !== undefined) conditions.push(eq(storeColors.active, filter.active));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(storeColors)
          .where(where)
          .orderBy(asc(storeColors.brand), asc(storeColors.name), asc(storeColors.id))
          .limit(filter.limit)
          .offset(filter.offset),
        tx.select({ n: count() }).from(storeColors).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Locks a brand's palettes until the transaction ends. */
    async lockBrand(brand: Brand, tx: Db) {
      await tx
        .select({ id: storeColors.id })
        .from(storeColors)
        .where(eq(storeColors.brand, brand))
        .for('update');
    },

    async insert(values: ColorValues, tx: Db = db): Promise<number> {
      const [row] = await tx.insert(storeColors).values(values).returning({ id: storeColors.id });
      return row!.id;
    },

    async update(id: number, values: ColorValues, tx: Db = db) {
      await tx.update(storeColors).set(values).where(eq(storeColors.id, id));
    },

    /** Deactivates the brand's other active palettes. */
    async deactivateOthers(brand: Brand, keepId: number, tx: Db = db) {
      await tx
        .update(storeColors)
        .set({ active: false })
        .where(
          and(
            eq(storeColors.brand, brand),
            eq(storeColors.active, true),
            ne(storeColors.id, keepId),
          ),
        );
    },

    async delete(id: number, tx: Db = db) {
      await tx.delete(storeColors).where(eq(storeColors.id, id));
    },

    /** The brand's active palettes. */
    active: (brand: Brand, tx: Db = db): Promise<ColorRow[]> =>
      tx
        .select()
        .from(storeColors)
        .where(and(eq(storeColors.brand, brand), eq(storeColors.active, true)))
        .orderBy(asc(storeColors.id)),
  };
}
