import { CUSTOMER_PROFILE_ID } from '@app/shared';
import { and, asc, desc, eq, gt, gte, ilike, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  customerAdvisors,
  staffAgendaAttendees,
  staffAgendaAvailability,
  staffAgendaEvents,
  staffAgendaExceptions,
  staffAgendaFeeds,
  users,
} from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';

/** Every SQL statement of the staff agenda (the service holds the rules, the routes none). */

/** Namespace of the per-agenda advisory lock that serialises customers' bookings. */
const BOOKING_LOCK = 0x5a6_e4da;

export type EventValues = Omit<typeof staffAgendaEvents.$inferInsert, 'id'>;
export type WindowRow = typeof staffAgendaAvailability.$inferSelect;
export type ExceptionRow = typeof staffAgendaExceptions.$inferSelect;

export interface Person {
  id: number;
  name: string;
}

/** An event with the names the screens show. */
export interface EventRow {
  id: number;
  ownerId: number;
  kind: (typeof staffAgendaEvents.$inferSelect)['kind'];
  title: string;
  startsAt: Date;
  endsAt: Date;
  location: string | null;
  videoUrl: string | null;
  notes: string | null;
  customerId: number | null;
  bookedAt: Date | null;
  cancelledAt: Date | null;
  ownerName: string;
  customerName: string | null;
  customerEmail: string | null;
  ownerEmail: string;
  attendees: Person[];
}

/** A busy stretch of an agenda (for free slots). */
export interface Busy {
  starts_at: string;
  ends_at: string;
}

const owner = alias(users, 'owner');
const customer = alias(users, 'customer');
const e = staffAgendaEvents;

const eventColumns = {
  id: e.id,
  ownerId: e.ownerId,
  kind: e.kind,
  title: e.title,
  startsAt: e.startsAt,
  endsAt: e.endsAt,
  location: e.location,
  videoUrl: e.videoUrl,
  notes: e.notes,
  customerId: e.customerId,
  bookedAt: e.bookedAt,
  cancelledAt: e.cancelledAt,
  ownerName: owner.name,
  ownerEmail: owner.email,
  customerName: customer.name,
  customerEmail: customer.email,
  attendees: sql<Person[]>`coalesce((
    select json_agg(json_build_object('id', u.id, 'name', u.name) order by u.name, u.id)
    from staff_agenda_attendees a join users u on u.id = a.user_id
    where a.event_id = ${e.id}), '[]'::json)`,
};

/** The person owns the event or is invited to it. */
const inAgendaOf = (userId: number) =>
  or(
    eq(e.ownerId, userId),
    sql`exists (select 1 from staff_agenda_attendees a
      where a.event_id = ${e.id} and a.user_id = ${userId})`,
  );

export function staffAgendaQueries(db: Db) {
  const selectEvents = (tx: Db) =>
    tx
      .select(eventColumns)
      .from(e)
      .innerJoin(owner, eq(owner.id, e.ownerId))
      .leftJoin(customer, eq(customer.id, e.customerId));

  return {
    /** The person's events overlapping [from, until), cancelled ones when `withCancelled`. */
    agenda(
      userId: number,
      from: Date,
      until: Date,
      withCancelled: boolean,
      tx: Db = db,
    ): Promise<EventRow[]> {
      return selectEvents(tx)
        .where(
          and(
            inAgendaOf(userId),
            lt(e.startsAt, until),
            gt(e.endsAt, from),
            withCancelled ? undefined : isNull(e.cancelledAt),
          ),
        )
        .orderBy(asc(e.startsAt), asc(e.id))
        .limit(2000);
    },

    async event(id: number, tx: Db = db): Promise<EventRow | undefined> {
      const [row] = await selectEvents(tx).where(eq(e.id, id));
      return row;
    },

    /** The people among `ids` who are staff (not customers, not deleted). */
    async staffAmong(ids: readonly number[], tx: Db = db): Promise<Person[]> {
      if (ids.length === 0) return [];
      return tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(
          and(
            inArray(users.id, [...ids]),
            ne(users.profileId, CUSTOMER_PROFILE_ID),
            isNull(users.deletedAt),
          ),
        );
    },

    /** The person if they are a customer (not deleted). */
    async customer(id: number, tx: Db = db): Promise<Person | undefined> {
      const [row] = await tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(
          and(eq(users.id, id), eq(users.profileId, CUSTOMER_PROFILE_ID), isNull(users.deletedAt)),
        );
      return row;
    },

    /** Staff (everyone but customers) matching `search`, for the attendee and advisor pickers. */
    people(kind: 'staff' | 'customers', search: string | undefined, tx: Db = db) {
      return tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(
          and(
            kind === 'staff'
              ? ne(users.profileId, CUSTOMER_PROFILE_ID)
              : eq(users.profileId, CUSTOMER_PROFILE_ID),
            isNull(users.deletedAt),
            search
              ? or(ilike(users.name, `%${search}%`), ilike(users.email, `%${search}%`))
              : undefined,
          ),
        )
        .orderBy(asc(users.name), asc(users.id))
        .limit(50);
    },

    /**
     * Serialises customers' bookings of one agenda until the transaction ends. Without it, bookings
     * of one slot that insert at the same instant each wait for the others' rows under the
     * exclusion constraint and PostgreSQL breaks the cycle as a deadlock (40P01, a 500), where
     * one booking must win and the others meet the constraint (23P01, a 409).
     */
    async lockBookings(ownerId: number, tx: Db) {
      await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK}, ${ownerId})`);
    },

    async insertEvent(values: EventValues, attendeeIds: readonly number[], tx: Db = db) {
      const [row] = await tx.insert(e).values(values).returning({ id: e.id });
      if (attendeeIds.length > 0)
        await tx
          .insert(staffAgendaAttendees)
          .values(attendeeIds.map((userId) => ({ eventId: row!.id, userId })));
      return row!.id;
    },

    async updateEvent(
      id: number,
      values: Partial<EventValues>,
      attendeeIds: readonly number[] | undefined,
      tx: Db = db,
    ): Promise<void> {
      await tx.update(e).set(values).where(eq(e.id, id));
      if (attendeeIds === undefined) return;
      await tx.delete(staffAgendaAttendees).where(eq(staffAgendaAttendees.eventId, id));
      if (attendeeIds.length > 0)
        await tx
          .insert(staffAgendaAttendees)
          .values(attendeeIds.map((userId) => ({ eventId: id, userId })));
    },

    async deleteEvent(id: number, tx: Db = db): Promise<void> {
      await tx.delete(e).where(eq(e.id, id));
    },

    // --- Availability ----------------------------------------------------------------------

    /** The weekly windows and the days off from `fromDay` on, in one statement. */
    async availability(userId: number, fromDay: string, tx: Db = db) {
      const [row] = await tx
        .select({
          windows: sql<WindowJson[]>`coalesce((
            select json_agg(json_build_object('weekday', w.weekday, 'start', w.start_minute,
              'end', w.end_minute, 'slot', w.slot_minutes) order by w.weekday, w.start_minute)
            from staff_agenda_availability w where w.user_id = ${userId}), '[]'::json)`,
          exceptions: sql<ExceptionJson[]>`coalesce((
            select json_agg(json_build_object('id', x.id, 'day', x.day, 'reason', x.reason)
              order by x.day)
            from staff_agenda_exceptions x where x.user_id = ${userId} and x.day >= ${fromDay}::date
            ), '[]'::json)`,
        })
        .from(sql`(select 1) one`);
      return row!;
    },

    /**
     * What free slots are made of, for an advisor, in one statement: the weekly windows, the days
     * off from `fromDay` on and the busy stretches (own or invited, not cancelled) of [from, until).
     */
    async slotSources(userId: number, fromDay: string, from: Date, until: Date, tx: Db = db) {
      const [row] = await tx
        .select({
          windows: sql<WindowJson[]>`coalesce((
            select json_agg(json_build_object('weekday', w.weekday, 'start', w.start_minute,
              'end', w.end_minute, 'slot', w.slot_minutes))
            from staff_agenda_availability w where w.user_id = ${userId}), '[]'::json)`,
          daysOff: sql<string[]>`coalesce((
            select json_agg(x.day) from staff_agenda_exceptions x
            where x.user_id = ${userId} and x.day >= ${fromDay}::date), '[]'::json)`,
          busy: sql<Busy[]>`coalesce((
            select json_agg(json_build_object('starts_at', b.starts_at, 'ends_at', b.ends_at))
            from staff_agenda_events b
            where (b.owner_id = ${userId} or exists (select 1 from staff_agenda_attendees a
                     where a.event_id = b.id and a.user_id = ${userId}))
              and b.cancelled_at is null and b.starts_at < ${until.toISOString()}::timestamptz
              and b.ends_at > ${from.toISOString()}::timestamptz), '[]'::json)`,
        })
        .from(sql`(select 1) one`);
      return row!;
    },

    async replaceWindows(
      userId: number,
      windows: readonly Omit<typeof staffAgendaAvailability.$inferInsert, 'id' | 'userId'>[],
      tx: Db = db,
    ): Promise<void> {
      await tx.delete(staffAgendaAvailability).where(eq(staffAgendaAvailability.userId, userId));
      if (windows.length > 0)
        await tx.insert(staffAgendaAvailability).values(windows.map((w) => ({ ...w, userId })));
    },

    async insertException(userId: number, day: string, reason: string | null, tx: Db = db) {
      const [row] = await tx
        .insert(staffAgendaExceptions)
        .values({ userId, day, reason })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** Deletes the person's day off; whether it existed. */
    async deleteException(userId: number, id: number, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .delete(staffAgendaExceptions)
        .where(and(eq(staffAgendaExceptions.id, id), eq(staffAgendaExceptions.userId, userId)))
        .returning({ id: staffAgendaExceptions.id });
      return rows.length > 0;
    },

    // --- The .ics feed ---------------------------------------------------------------------

    async feed(userId: number, tx: Db = db) {
      const [row] = await tx
        .select({ createdAt: staffAgendaFeeds.createdAt })
        .from(staffAgendaFeeds)
        .where(eq(staffAgendaFeeds.userId, userId));
      return row;
    },

    async saveFeed(userId: number, tokenHash: string, at: Date, tx: Db = db): Promise<void> {
      await tx
        .insert(staffAgendaFeeds)
        .values({ userId, tokenHash, createdAt: at })
        .onConflictDoUpdate({ target: staffAgendaFeeds.userId, set: { tokenHash, createdAt: at } });
    },

    /** The staff member whose feed has this secret, with their events of [from, until). */
    async feedEvents(tokenHash: string, from: Date, until: Date, tx: Db = db) {
      const [feed] = await tx
        .select({ userId: staffAgendaFeeds.userId, name: users.name })
        .from(staffAgendaFeeds)
        .innerJoin(users, eq(users.id, staffAgendaFeeds.userId))
        .where(and(eq(staffAgendaFeeds.tokenHash, tokenHash), isNull(users.deletedAt)));
      if (!feed) return undefined;
      return { ...feed, events: await this.agenda(feed.userId, from, until, true, tx) };
    },

    async eventByIcsToken(tokenHash: string, tx: Db = db): Promise<EventRow | undefined> {
      const [row] = await selectEvents(tx).where(eq(e.icsTokenHash, tokenHash));
      return row;
    },

    // --- Advisors and bookings -------------------------------------------------------------

    async advisorOf(
      customerId: number,
      tx: Db = db,
    ): Promise<(Person & { email: string }) | undefined> {
      const [row] = await tx
        .select({ id: users.id, name: users.name, email: users.email })
        .from(customerAdvisors)
        .innerJoin(users, eq(users.id, customerAdvisors.advisorId))
        .where(and(eq(customerAdvisors.customerId, customerId), isNull(users.deletedAt)));
      return row;
    },

    async setAdvisor(
      customerId: number,
      advisorId: number | null,
      by: number,
      at: Date,
      tx: Db = db,
    ): Promise<void> {
      if (advisorId === null) {
        await tx.delete(customerAdvisors).where(eq(customerAdvisors.customerId, customerId));
        return;
      }
      await tx
        .insert(customerAdvisors)
        .values({ customerId, advisorId, assignedBy: by, assignedAt: at })
        .onConflictDoUpdate({
          target: customerAdvisors.customerId,
          set: { advisorId, assignedBy: by, assignedAt: at },
        });
    },

    /** The customer's appointments ending after `from`, the next first. */
    myBookings(customerId: number, from: Date, tx: Db = db) {
      return tx
        .select({
          id: e.id,
          startsAt: e.startsAt,
          endsAt: e.endsAt,
          videoUrl: e.videoUrl,
          location: e.location,
          cancelledAt: e.cancelledAt,
        })
        .from(e)
        .where(and(eq(e.customerId, customerId), eq(e.kind, 'customer'), gte(e.endsAt, from)))
        .orderBy(asc(e.startsAt), desc(e.id))
        .limit(100);
    },

    async cancel(id: number, at: Date, tx: Db = db): Promise<void> {
      await tx.update(e).set({ cancelledAt: at, updatedAt: at }).where(eq(e.id, id));
    },
  };
}
export type StaffAgendaQueries = ReturnType<typeof staffAgendaQueries>;

export interface WindowJson {
  weekday: number;
  start: number;
  end: number;
  slot: number;
}
export interface ExceptionJson {
  id: number;
  day: string;
  reason: string | null;
}
