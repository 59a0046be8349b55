import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { categories, videos } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the videos module (the service holds the rules, the routes none). */

export type VideoRow = typeof videos.$inferSelect;
export type VideoValues = Omit<typeof videos.$inferInsert, 'id'>;
export type Status = 'draft' | 'published';
export type Category = { id: number; name: string; slug: string };

/** Published and due at `now` (live, not deleted). */
const visibleAt = (now: Date): SQL =>
  and(
    isNull(videos.deletedAt),
    eq(videos.status, 'published'),
    or(isNull(videos.publishedAt), lte(videos.publishedAt, now)),
  )!;

const newestFirst = [sql`${videos.publishedAt} desc nulls last`, desc(videos.id)] as const;

export function videosQueries(db: Db) {
  return {
    categories(ids: number[], tx: Db = db): Promise<Category[]> {
      return tx
        .select({ id: categories.id, name: categories.name, slug: categories.slug })
        .from(categories)
        .where(inArray(categories.id, ids));
    },

    async categoryExists(id: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, id));
      return row !== undefined;
    },

    /** Every category, by name (the staff form's select). */
    categoryOptions(tx: Db = db): Promise<{ id: number; name: string }[]> {
      return tx
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .orderBy(asc(categories.name));
    },

    /** The video unless deleted. */
    async live(id: number, tx: Db = db): Promise<VideoRow | undefined> {
      const [row] = await tx
        .select()
        .from(videos)
        .where(and(eq(videos.id, id), isNull(videos.deletedAt)));
      return row;
    },

    /** The video if published and due at `now`. */
    async visible(id: number, now: Date, tx: Db = db): Promise<VideoRow | undefined> {
      const [row] = await tx
        .select()
        .from(videos)
        .where(and(eq(videos.id, id), visibleAt(now)));
      return row;
    },

    /** The staff list: newest change first. */
    async page(
      filter: {
        page: number;
        per_page: number;
        search?: string;
        category_id?: number;
        status?: Status;
      },
      tx: Db = db,
    ): Promise<{ rows: VideoRow[]; total: number }> {
      const conditions: SQL[] = [isNull(videos.deletedAt)];
      if (filter.search) conditions.push(ilike(videos.title, `%${filter.search}%`));
      if (filter.category_id) conditions.push(eq(videos.categoryId, filter.category_id));
      if (filter.status) conditions.push(eq(videos.status, filter.status));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(videos)
          .where(where)
          .orderBy(desc(videos.updatedAt), desc(videos.id))
          .limit(filter.per_page)
          .offset((filter.page - 1) * filter.per_page),
        tx.select({ n: count() }).from(videos).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Videos published and due at `now`, newest first: optionally by title, in a category, or
     * other than one video.
     */
    newest(
      filter: { now: Date; limit: number; search?: string; categoryId?: number; exceptId?: number },
      tx: Db = db,
    ): Promise<VideoRow[]> {
      const conditions: SQL[] = [visibleAt(filter.now)];
      if (filter.search) conditions.push(ilike(videos.title, `%${filter.search}%`));
      if (filter.exceptId !== undefined) conditions.push(ne(videos.id, filter.exceptId));
      if (filter.categoryId) conditions.push(eq(videos.categoryId, filter.categoryId));
      return tx
        .select()
        .from(videos)
        .where(and(...conditions))
        .orderBy(...newestFirst)
        .limit(filter.limit);
    },

    async insert(values: VideoValues, tx: Db = db): Promise<VideoRow> {
      const [row] = await tx.insert(videos).values(values).returning();
      return row!;
    },

    /** Changes the video; the row as it now is (undefined when it does not exist). */
    async update(
      id: number,
      values: Partial<VideoValues>,
      tx: Db = db,
    ): Promise<VideoRow | undefined> {
      const [row] = await tx.update(videos).set(values).where(eq(videos.id, id)).returning();
      return row;
    },
  };
}
export type VideosQueries = ReturnType<typeof videosQueries>;
