import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * The staff agenda (issue 17, Liberta `/agenda-colaborador`): each staff member's events, their
 * weekly availability and days off, the secret `.ics` feed, the customers' advisor and the
 * bookings customers make in the advisor's free slots. Instants are UTC; weekly windows are
 * minutes of a São Paulo day.
 */

export const STAFF_AGENDA_EVENT_KINDS = ['meeting', 'personal', 'customer'] as const;

export const staffAgendaEvents = pgTable(
  'staff_agenda_events',
  {
    id: serial().primaryKey(),
    /** Whose agenda it is in. */
    ownerId: integer()
      .notNull()
      .references(() => users.id),
    kind: text({ enum: STAFF_AGENDA_EVENT_KINDS }).notNull(),
    title: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    location: text(),
    videoUrl: text(),
    /** Plain text (shown as text, never as HTML). */
    notes: text(),
    /** The customer of an appointment (a booking made by the customer or set by staff). */
    customerId: integer().references(() => users.id),
    /** Set on a customer's booking: the same slot cannot be booked twice (the hand-written EXCLUDE of the migration). */
    bookedAt: timestamp({ withTimezone: true }),
    /** SHA-256 of the secret in the booking e-mail's `.ics` link. */
    icsTokenHash: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_agenda_events_owner_idx').on(t.ownerId, t.startsAt),
    index('staff_agenda_events_customer_idx').on(t.customerId, t.startsAt),
    uniqueIndex('staff_agenda_events_ics_token_unique').on(t.icsTokenHash),
    check('staff_agenda_events_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Other staff invited to an event (it shows in their agenda and feed too). */
export const staffAgendaAttendees = pgTable(
  'staff_agenda_attendees',
  {
    eventId: integer()
      .notNull()
      .references(() => staffAgendaEvents.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('staff_agenda_attendees_user_idx').on(t.userId),
  ],
);

/** A weekly recurring window (e.g. Tuesday 14:00–17:00 in 30-minute slots), São Paulo time. */
export const staffAgendaAvailability = pgTable(
  'staff_agenda_availability',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** 0 Sunday … 6 Saturday. */
    weekday: smallint().notNull(),
    startMinute: smallint().notNull(),
    endMinute: smallint().notNull(),
    slotMinutes: smallint().notNull(),
  },
  (t) => [
    index('staff_agenda_availability_user_idx').on(t.userId, t.weekday),
    check(
      'staff_agenda_availability_window',
      sql`${t.weekday} between 0 and 6 and ${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute} and ${t.slotMinutes} between 15 and 240`,
    ),
  ],
);

/** A day the weekly windows do not apply (day off, holiday). */
export const staffAgendaExceptions = pgTable(
  'staff_agenda_exceptions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    day: date({ mode: 'string' }).notNull(),
    reason: text(),
  },
  (t) => [uniqueIndex('staff_agenda_exceptions_day_unique').on(t.userId, t.day)],
);

/** The secret of a staff member's `.ics` feed (only its SHA-256; rotating replaces it). */
export const staffAgendaFeeds = pgTable(
  'staff_agenda_feeds',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('staff_agenda_feeds_token_unique').on(t.tokenHash)],
);

/** The customer's "Assessor responsável": the staff member whose free slots they can book. */
export const customerAdvisors = pgTable(
  'customer_advisors',
  {
    customerId: integer()
      .primaryKey()
      .references(() => users.id),
    advisorId: integer()
      .notNull()
      .references(() => users.id),
    assignedBy: integer().references(() => users.id),
    assignedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('customer_advisors_advisor_idx').on(t.advisorId)],
);
