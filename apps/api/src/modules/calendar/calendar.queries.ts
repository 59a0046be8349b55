import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { calendarEvents } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the investor calendar (the service holds the rules, the routes none). */

export type EventRow = typeof calendarEvents.$inferSelect;
export type EventValues = Omit<typeof calendarEvents.$inferInsert, 'id'>;

export interface EventFilter {
  /** Start instant, inclusive. */
  from: Date;
  /** End instant, exclusive. */
  until: Date;
  importance?: EventRow['importance'][];
  country?: string[];
  search?: string;
  limit: number;
}

export function calendarQueries(db: Db) {
  return {
    /** The event unless deleted. */
    async live(id: number, tx: Db = db): Promise<EventRow | undefined> {
      const [row] = await tx
        .select()
        .from(calendarEvents)
        .where(and(eq(calendarEvents.id, id), isNull(calendarEvents.deletedAt)));
      return row;
    },

    /** Events in [from, until), by time, the most important first within a time. */
    list(filter: EventFilter, tx: Db = db): Promise<EventRow[]> {
      const conditions: (SQL | undefined)[] = [
        isNull(calendarEvents.deletedAt),
        gte(calendarEvents.startsAt, filter.from),
        lt(calendarEvents.startsAt, filter.until),
      ];
      if (filter.importance?.length)
        conditions.push(inArray(calendarEvents.importance, filter.importance));
      if (filter.country?.length) conditions.push(inArray(calendarEvents.country, filter.country));
      if (filter.search) {
        const term = `%${filter.search}%`;
        conditions.push(
          or(
            ilike(calendarEvents.title, term),
            ilike(calendarEvents.description, term),
            sql`${calendarEvents.assets}::text ilike ${term}`,
          ),
        );
      }
      return tx
        .select()
        .from(calendarEvents)
        .where(and(...conditions))
        .orderBy(
          asc(calendarEvents.startsAt),
          desc(calendarEvents.importance),
          asc(calendarEvents.id),
        )
        .limit(filter.limit);
    },

    async insert(values: EventValues, tx: Db = db): Promise<EventRow> {
      const [row] = await tx.insert(calendarEvents).values(values).returning();
      return row!;
    },

    /** Changes the event; the row as it now is (undefined when it does not exist). */
    async update(
      id: number,
      values: Partial<EventValues>,
      tx: Db = db,
    ): Promise<EventRow | undefined> {
      const [row] = await tx
        .update(calendarEvents)
        .set(values)
        .where(eq(calendarEvents.id, id))
        .returning();
      return row;
    },
  };
}
export type CalendarQueries = ReturnType<typeof calendarQueries>;
