import { and, asc, count, desc, eq, ilike, isNull, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { podcasts } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the podcasts module (the service holds the rules, the routes none). */

export type PodcastRow = typeof podcasts.$inferSelect;
export type PodcastValues = Omit<typeof podcasts.$inferInsert, 'id'>;
export type Status = 'draft' | 'published';

const live = () => isNull(podcasts.deletedAt);
/** Published, and its publication time has come by `now`. */
const visibleAt = (now: Date) =>
  and(
    live(),
    eq(podcasts.status, 'published'),
    lte(podcasts.publishedAt, sql`${now.toISOString()}::timestamptz`),
  );

export function podcastsQueries(db: Db) {
  async function page(
    where: SQL | undefined,
    paging: { page: number; per_page: number },
    tx: Db,
  ): Promise<{ rows: PodcastRow[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(podcasts)
        .where(where)
        .orderBy(sql`${podcasts.publishedAt} desc nulls first`, desc(podcasts.id))
        .limit(paging.per_page)
        .offset((paging.page - 1) * paging.per_page),
      tx.select({ n: count() }).from(podcasts).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  return {
    /** Episodes out at `now`, newest first. */
    visiblePage(
      filter: { page: number; per_page: number; search?: string },
      now: Date,
      tx: Db = db,
    ) {
      const search = filter.search ? ilike(podcasts.title, `%${filter.search}%`) : undefined;
      return page(and(visibleAt(now), search), filter, tx);
    },

    /** Every episode not deleted (staff), unscheduled first, then newest. */
    allPage(
      filter: { page: number; per_page: number; search?: string; status?: Status },
      tx: Db = db,
    ) {
      const conditions: (SQL | undefined)[] = [live()];
      if (filter.search) conditions.push(ilike(podcasts.title, `%${filter.search}%`));
      if (filter.status) conditions.push(eq(podcasts.status, filter.status));
      return page(and(...conditions), filter, tx);
    },

    /** The episode unless deleted. */
    async live(id: number, tx: Db = db): Promise<PodcastRow | undefined> {
      const [row] = await tx
        .select()
        .from(podcasts)
        .where(and(eq(podcasts.id, id), live()));
      return row;
    },

    /** The episode if out at `now`. */
    async visible(id: number, now: Date, tx: Db = db): Promise<PodcastRow | undefined> {
      const [row] = await tx
        .select()
        .from(podcasts)
        .where(and(eq(podcasts.id, id), visibleAt(now)));
      return row;
    },

    async insert(values: PodcastValues, tx: Db = db): Promise<PodcastRow> {
      const [row] = await tx.insert(podcasts).values(values).returning();
      return row!;
    },

    /** Changes the episode; the row as it now is (undefined when it does not exist). */
    async update(
      id: number,
      values: Partial<PodcastValues>,
      tx: Db = db,
    ): Promise<PodcastRow | undefined> {
      const [row] = await tx.update(podcasts).set(values).where(eq(podcasts.id, id)).returning();
      return row;
    },

    /** Id and title of every episode not deleted (the staff select). */
    options(tx: Db = db): Promise<{ id: number; name: string }[]> {
      return tx
        .select({ id: podcasts.id, name: podcasts.title })
        .from(podcasts)
        .where(live())
        .orderBy(asc(podcasts.title), asc(podcasts.id));
    },
  };
}
export type PodcastsQueries = ReturnType<typeof podcastsQueries>;
