import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  accessPeriods,
  courses,
  ebooks,
  productCategories,
  productItems,
  products,
  researchReports,
  signatureTypes,
  tradeMethods,
  trails,
} from '../../db/schema/index.ts';
import type { GrantKind } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the products (staff list, store, items and the contents they name). */

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'slug'>;
export type BrandKey = 'brazilian' | 'global' | 'liberta';

/** Products a brand's store sells: an empty `brands` list means every brand. */
export const soldIn = (brand: BrandKey): SQL =>
  sql`(cardinality(${products.brands}) = 0 or ${brand} = any(${products.brands}))`;

/** On sale: active, in the store, not deleted, sold in the brand. */
export const onSale = (brand: BrandKey): SQL =>
  and(
    eq(products.active, true),
    eq(products.availableInStore, true),
    isNull(products.deletedAt),
    soldIn(brand),
  )!;

/** A content a product may grant: name, public slug (none for research) and deletion. */
export interface ContentRow {
  id: number;
  name: string;
  slug: string | null;
  deletedAt: Date | null;
}

export interface ProductFilter {
  /** `ilike` pattern on name or slug. */
  term?: string;
  kind?: ProductRow['kind'];
  /** A category id; null: a category that cannot exist (nothing matches). */
  categoryId?: number | null;
  active?: boolean;
  limit: number;
  offset: number;
}

export interface StoreFilter {
  brand: BrandKey;
  /** `ilike` pattern on the name. */
  term?: string;
  kind?: ProductRow['kind'];
  categorySlug?: string;
}

export function productsQueries(db: Db) {
  return {
    /** A product not deleted. */
    async live(id: number, tx: Db = db): Promise<ProductRow | undefined> {
      const [row] = await tx
        .select()
        .from(products)
        .where(and(eq(products.id, id), isNull(products.deletedAt)));
      return row;
    },

    /** Live product ids among `ids`. */
    async liveIds(ids: number[], tx: Db = db): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), isNull(products.deletedAt)));
      return rows.map((r) => r.id);
    },

    /** The id of the product (deleted or not) holding this address. */
    async slugOwner(slug: string, tx: Db = db): Promise<number | undefined> {
      const [row] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.slug, slug));
      return row?.id;
    },

    async list(filter: ProductFilter, tx: Db = db) {
      const conditions: SQL[] = [isNull(products.deletedAt)];
      if (filter.term !== undefined)
        conditions.push(or(ilike(products.name, filter.term), ilike(products.slug, filter.term))!);
      if (filter.kind) conditions.push(eq(products.kind, filter.kind));
      if (filter.categoryId !== undefined)
        conditions.push(
          filter.categoryId === null ? sql`false` : eq(products.categoryId, filter.categoryId),
        );
      if (filter.active !== undefined) conditions.push(eq(products.active, filter.active));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(products)
          .where(where)
          .orderBy(asc(products.sortOrder), asc(products.name), asc(products.id))
          .limit(filter.limit)
          .offset(filter.offset),
        tx.select({ n: count() }).from(products).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** What a brand's store shows: featured first, then by order and name. */
    store(filter: StoreFilter, tx: Db = db): Promise<ProductRow[]> {
      const conditions: SQL[] = [onSale(filter.brand)];
      if (filter.term !== undefined) conditions.push(ilike(products.name, filter.term));
      if (filter.kind) conditions.push(eq(products.kind, filter.kind));
      if (filter.categorySlug)
        conditions.push(
          inArray(
            products.categoryId,
            tx
              .select({ id: productCategories.id })
              .from(productCategories)
              .where(eq(productCategories.slug, filter.categorySlug)),
          ),
        );
      return tx
        .select()
        .from(products)
        .where(and(...conditions))
        .orderBy(
          desc(products.featured),
          asc(products.sortOrder),
          asc(products.name),
          asc(products.id),
        );
    },

    async onSaleBySlug(slug: string, brand: BrandKey, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(products)
        .where(and(eq(products.slug, slug), onSale(brand)));
      return row;
    },

    /** The cheapest single-item product of exactly this content on sale in the brand. */
    async onSaleFor(kind: GrantKind, targetId: number, brand: BrandKey, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(products)
        .where(
          and(
            onSale(brand),
            sql`exists (select 1 from ${productItems} i where i.product_id = ${products.id}
                 and i.kind = ${kind} and i.target_id = ${targetId})`,
            sql`(select count(*) from ${productItems} i where i.product_id = ${products.id}) = 1`,
          ),
        )
        .orderBy(asc(products.priceCents), asc(products.sortOrder), asc(products.id))
        .limit(1);
      return row;
    },

    async insert(values: ProductValues & { slug: string }, tx: Db = db): Promise<number> {
      const [row] = await tx.insert(products).values(values).returning({ id: products.id });
      return row!.id;
    },

    async update(
      id: number,
      values: Partial<ProductValues> & { slug?: string },
      tx: Db = db,
    ): Promise<void> {
      await tx.update(products).set(values).where(eq(products.id, id));
    },

    /** Replaces a product's items. */
    async replaceItems(
      productId: number,
      items: { kind: GrantKind; targetId: number }[],
      tx: Db = db,
    ) {
      await tx.delete(productItems).where(eq(productItems.productId, productId));
      if (items.length > 0)
        await tx.insert(productItems).values(items.map((i) => ({ productId, ...i })));
    },

    /** The items of these products, by kind and target. */
    items: (productIds: number[], tx: Db = db) =>
      productIds.length === 0
        ? Promise.resolve([])
        : tx
            .select()
            .from(productItems)
            .where(inArray(productItems.productId, productIds))
            .orderBy(asc(productItems.kind), asc(productItems.targetId)),

    categories: (ids: number[], tx: Db = db) =>
      ids.length === 0
        ? Promise.resolve([])
        : tx.select().from(productCategories).where(inArray(productCategories.id, ids)),

    periods: (ids: number[], tx: Db = db) =>
      ids.length === 0
        ? Promise.resolve([])
        : tx.select().from(accessPeriods).where(inArray(accessPeriods.id, ids)),

    async categoryExists(id: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: productCategories.id })
        .from(productCategories)
        .where(eq(productCategories.id, id));
      return row !== undefined;
    },

    async periodExists(id: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: accessPeriods.id })
        .from(accessPeriods)
        .where(eq(accessPeriods.id, id));
      return row !== undefined;
    },

    /** Contents of one kind by id, deleted ones included. Broadcasts have no table here. */
    contents(kind: GrantKind, ids: number[], tx: Db = db): Promise<ContentRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      switch (kind) {
        case 'course':
        case 'ebook':
        case 'trail': {
          const table = { course: courses, ebook: ebooks, trail: trails }[kind];
          return tx
            .select({
              id: table.id,
              name: table.title,
              slug: table.slug,
              deletedAt: table.deletedAt,
            })
            .from(table)
            .where(inArray(table.id, ids));
        }
        case 'signature':
          return tx
            .select({
              id: signatureTypes.id,
              name: signatureTypes.name,
              slug: signatureTypes.slug,
              deletedAt: sql<null>`null`,
            })
            .from(signatureTypes)
            .where(inArray(signatureTypes.id, ids));
        case 'research':
          return tx
            .select({
              id: researchReports.id,
              name: researchReports.title,
              slug: sql<null>`null`,
              deletedAt: researchReports.deletedAt,
            })
            .from(researchReports)
            .where(inArray(researchReports.id, ids));
        case 'trade_method':
          return tx
            .select({
              id: tradeMethods.id,
              name: tradeMethods.name,
              slug: tradeMethods.slug,
              deletedAt: sql<null>`null`,
            })
            .from(tradeMethods)
            .where(inArray(tradeMethods.id, ids));
        case 'broadcast':
          return Promise.resolve([]);
      }
    },
  };
}
export type ProductsQueries = ReturnType<typeof productsQueries>;
