import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * The data subjects' requests (LGPD art. 18): export, deletion, correction, information. Each has
 * its legal deadline (`dueAt`); staff answer it (`answer`, `answeredBy`). A deletion's row stays
 * after the account is anonymised (it points at the anonymised user row).
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text({ enum: ['export', 'deletion', 'correction', 'information', 'other'] }).notNull(),
    status: text({ enum: ['open', 'done'] })
      .notNull()
      .default('open'),
    channel: text({ enum: ['self', 'staff'] }).notNull(),
    brand: text().notNull(),
    note: text(),
    answer: text(),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    answeredAt: timestamp({ withTimezone: true }),
    answeredBy: integer().references(() => users.id),
    createdBy: integer().references(() => users.id),
  },
  (t) => [
    index('data_requests_status_due_idx').on(t.status, t.dueAt),
    index('data_requests_user_idx').on(t.userId),
  ],
);
