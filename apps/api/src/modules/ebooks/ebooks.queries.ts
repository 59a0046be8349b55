import { and, asc, count, desc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { accessPeriods, categories, ebooks, users } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the ebooks module (the service holds the rules, the routes none). */

export type EbookRow = typeof ebooks.$inferSelect;
export type EbookValues = Omit<typeof ebooks.$inferInsert, 'id'>;

export interface EbookFilter {
  page: number;
  per_page: number;
  search?: string;
  status?: 'draft' | 'published';
}

export function ebooksQueries(db: Db) {
  return {
    /** The ebook unless deleted. */
    async live(id: number, tx: Db = db): Promise<EbookRow | undefined> {
      const [row] = await tx
        .select()
        .from(ebooks)
        .where(and(eq(ebooks.id, id), isNull(ebooks.deletedAt)));
      return row;
    },

    /** The id of the ebook (deleted or not) holding this slug. */
    async slugOwner(slug: string, tx: Db = db): Promise<number | undefined> {
      const [row] = await tx.select({ id: ebooks.id }).from(ebooks).where(eq(ebooks.slug, slug));
      return row?.id;
    },

    async categoryExists(id: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, id));
      return row !== undefined;
    },

    async accessPeriodExists(id: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: accessPeriods.id })
        .from(accessPeriods)
        .where(eq(accessPeriods.id, id));
      return row !== undefined;
    },

    /** The staff list: newest change first. */
    async page(filter: EbookFilter, tx: Db = db): Promise<{ rows: EbookRow[]; total: number }> {
      const conditions: SQL[] = [isNull(ebooks.deletedAt)];
      if (filter.search) {
        const term = `%${filter.search}%`;
        conditions.push(
          or(ilike(ebooks.title, term), ilike(ebooks.slug, term), ilike(ebooks.author, term))!,
        );
      }
      if (filter.status) conditions.push(eq(ebooks.status, filter.status));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(ebooks)
          .where(where)
          .orderBy(desc(ebooks.updatedAt), desc(ebooks.id))
          .limit(filter.per_page)
          .offset((filter.page - 1) * filter.per_page),
        tx.select({ n: count() }).from(ebooks).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async insert(values: EbookValues, tx: Db = db): Promise<EbookRow> {
      const [row] = await tx.insert(ebooks).values(values).returning();
      return row!;
    },

    /** Changes the ebook; the row as it now is (undefined when it does not exist). */
    async update(
      id: number,
      values: Partial<EbookValues>,
      tx: Db = db,
    ): Promise<EbookRow | undefined> {
      const [row] = await tx.update(ebooks).set(values).where(eq(ebooks.id, id)).returning();
      return row;
    },

    /** Id and title of every ebook not deleted, by title (the staff select). */
    options(tx: Db = db): Promise<{ id: number; name: string }[]> {
      return tx
        .select({ id: ebooks.id, name: ebooks.title })
        .from(ebooks)
        .where(isNull(ebooks.deletedAt))
        .orderBy(asc(ebooks.title));
    },

    /** A published ebook by slug, with its category and access period names. */
    async publishedBySlug(
      slug: string,
      tx: Db = db,
    ): Promise<{ ebook: EbookRow; category: string | null; period: string | null } | undefined> {
      const [row] = await tx
        .select({ ebook: ebooks, category: categories.name, period: accessPeriods.name })
        .from(ebooks)
        .leftJoin(categories, eq(categories.id, ebooks.categoryId))
        .leftJoin(accessPeriods, eq(accessPeriods.id, ebooks.accessPeriodId))
        .where(
          and(eq(ebooks.slug, slug), isNull(ebooks.deletedAt), eq(ebooks.status, 'published')),
        );
      return row;
    },

    /** The published ebooks among these ids, by title. */
    publishedIn(ids: number[], tx: Db = db): Promise<EbookRow[]> {
      return tx
        .select()
        .from(ebooks)
        .where(
          and(inArray(ebooks.id, ids), isNull(ebooks.deletedAt), eq(ebooks.status, 'published')),
        )
        .orderBy(asc(ebooks.title));
    },

    /** How many of these ids are ebooks not deleted. */
    async liveIdsIn(ids: number[], tx: Db = db): Promise<number[]> {
      const rows = await tx
        .select({ id: ebooks.id })
        .from(ebooks)
        .where(and(inArray(ebooks.id, ids), isNull(ebooks.deletedAt)));
      return rows.map((r) => r.id);
    },

    /** Titles of these ebooks, deleted or not. */
    titles(ids: number[], tx: Db = db): Promise<{ id: number; title: string }[]> {
      return tx
        .select({ id: ebooks.id, title: ebooks.title })
        .from(ebooks)
        .where(inArray(ebooks.id, ids));
    },

    /** Does this user exist (and, with `live`, is not deleted)? */
    async userExists(id: number, live: boolean, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(live ? and(eq(users.id, id), isNull(users.deletedAt)) : eq(users.id, id));
      return row !== undefined;
    },
  };
}
export type EbooksQueries = ReturnType<typeof ebooksQueries>;
