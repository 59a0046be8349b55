import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { productCategories, products } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the product categories. */

export type CategoryRow = typeof productCategories.$inferSelect;

export function categoriesQueries(db: Db) {
  return {
    async find(id: number, tx: Db = db): Promise<CategoryRow | undefined> {
      const [row] = await tx.select().from(productCategories).where(eq(productCategories.id, id));
      return row;
    },

    /** The id of the category holding this address. */
    async slugOwner(slug: string, tx: Db = db): Promise<number | undefined> {
      const [row] = await tx
        .select({ id: productCategories.id })
        .from(productCategories)
        .where(eq(productCategories.slug, slug));
      return row?.id;
    },

    /** All categories by name (case-insensitive). */
    list: (tx: Db = db): Promise<CategoryRow[]> =>
      tx
        .select()
        .from(productCategories)
        .orderBy(sql`lower(${productCategories.name})`, asc(productCategories.id)),

    /** Live (not deleted) products per category. */
    liveProductCounts: (tx: Db = db) =>
      tx
        .select({ id: products.categoryId, n: count() })
        .from(products)
        .where(and(isNull(products.deletedAt), isNotNull(products.categoryId)))
        .groupBy(products.categoryId),

    /** Live products in one category. */
    async liveProductsIn(id: number, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(products)
        .where(and(eq(products.categoryId, id), isNull(products.deletedAt)));
      return row?.n ?? 0;
    },

    async insert(values: { name: string; slug: string }, tx: Db = db): Promise<CategoryRow> {
      const [row] = await tx.insert(productCategories).values(values).returning();
      return row!;
    },

    async update(
      id: number,
      values: { name: string; slug: string },
      tx: Db = db,
    ): Promise<CategoryRow> {
      const [row] = await tx
        .update(productCategories)
        .set(values)
        .where(eq(productCategories.id, id))
        .returning();
      return row!;
    },

    /** Soft-deleted products of the category lose the link (so the row may go). */
    async unlinkDeletedProducts(id: number, tx: Db = db) {
      await tx
        .update(products)
        .set({ categoryId: null })
        .where(and(eq(products.categoryId, id), isNotNull(products.deletedAt)));
    },

    async delete(id: number, tx: Db = db) {
      await tx.delete(productCategories).where(eq(productCategories.id, id));
    },
  };
}
