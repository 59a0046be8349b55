import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every e-mail and SMS the platform sends, stored first: the embedded provider stops here (staff
 * read it in the app, tests read the links in it); real providers deliver and record the result.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial().primaryKey(),
    channel: text({ enum: ['email', 'sms'] }).notNull(),
    recipient: text().notNull(),
    subject: text(),
    bodyText: text().notNull(),
    bodyHtml: text(),
    /** What it is for, e.g. `password_reset`, `login_code`. */
    kind: text().notNull(),
    provider: text().notNull(),
    status: text({ enum: ['stored', 'sent', 'failed'] }).notNull(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('outbox_messages_created_idx').on(t.createdAt),
    index('outbox_messages_recipient_idx').on(t.recipient),
  ],
);
