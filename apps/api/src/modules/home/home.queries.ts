import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { calendarEvents, categories, podcasts, trailItems, trails } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { courseCards } from '../landings/landings.queries.ts';
import type { CourseCardFilter } from '../landings/landings.queries.ts';

/** Every SQL statement of Liberta's start and subject pages (videos come from their module). */

export type EventRow = typeof calendarEvents.$inferSelect;
export type PodcastRow = typeof podcasts.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

export function homeQueries(db: Db) {
  return {
    /** Published trails, the most recently changed first. */
    publishedTrails(
      limit: number,
      tx: Db = db,
    ): Promise<
      {
        id: number;
        slug: string;
        title: string;
        cover_url: string | null;
        cover_alt: string | null;
      }[]
    > {
      return tx
        .select({
          id: trails.id,
          slug: trails.slug,
          title: trails.title,
          cover_url: trails.coverUrl,
          cover_alt: trails.coverAlt,
        })
        .from(trails)
        .where(and(isNull(trails.deletedAt), eq(trails.status, 'published')))
        .orderBy(desc(trails.updatedAt), desc(trails.id))
        .limit(limit);
    },

    /** How many steps each of these trails has (trails without steps are left out). */
    stepCounts(trailIds: number[], tx: Db = db): Promise<{ trailId: number; n: number }[]> {
      return tx
        .select({ trailId: trailItems.trailId, n: count() })
        .from(trailItems)
        .where(inArray(trailItems.trailId, trailIds))
        .groupBy(trailItems.trailId);
    },

    /**
     * Events from `at` until `until`, plus day-only events that started in the day before `at`
     * (a day-only event of today still shows until the day is over).
     */
    upcomingEvents(at: Date, until: Date, dayMs: number, limit: number, tx: Db = db) {
      return tx
        .select()
        .from(calendarEvents)
        .where(
          and(
            isNull(calendarEvents.deletedAt),
            or(
              gte(calendarEvents.startsAt, at),
              and(
                eq(calendarEvents.hasTime, false),
                gt(calendarEvents.startsAt, new Date(at.getTime() - dayMs)),
              ),
            ),
            lt(calendarEvents.startsAt, until),
          ),
        )
        .orderBy(asc(calendarEvents.startsAt), desc(calendarEvents.importance))
        .limit(limit);
    },

    /** Published episodes out at `at`, newest first. */
    newestPodcasts(at: Date, limit: number, tx: Db = db): Promise<PodcastRow[]> {
      return tx
        .select()
        .from(podcasts)
        .where(
          and(
            isNull(podcasts.deletedAt),
            eq(podcasts.status, 'published'),
            lte(podcasts.publishedAt, at),
          ),
        )
        .orderBy(desc(podcasts.publishedAt), desc(podcasts.id))
        .limit(limit);
    },

    async categoryBySlug(slug: string, tx: Db = db): Promise<CategoryRow | undefined> {
      const [row] = await tx.select().from(categories).where(eq(categories.slug, slug));
      return row;
    },

    courseCards(filter: CourseCardFilter, limit?: number, tx: Db = db) {
      return courseCards(tx, filter, limit);
    },
  };
}
export type HomeQueries = ReturnType<typeof homeQueries>;
