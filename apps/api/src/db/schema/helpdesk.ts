import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * The staff help desk (issue 17, resource hub-glpi): tickets, their thread (comments and status
 * changes) and attachments. These tables are the ticket store of the embedded provider and the
 * index of every list; with GLPI configured, `external_id` is the GLPI ticket they mirror.
 */

export const helpdeskTickets = pgTable(
  'helpdesk_tickets',
  {
    id: serial().primaryKey(),
    requesterId: integer()
      .notNull()
      .references(() => users.id),
    assigneeId: integer().references(() => users.id),
    title: text().notNull(),
    category: text().notNull(),
    priority: text().notNull(),
    description: text().notNull(),
    status: text().notNull().default('novo'),
    externalId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('helpdesk_tickets_requester_idx').on(t.requesterId, t.updatedAt),
    index('helpdesk_tickets_assignee_idx').on(t.assigneeId),
    index('helpdesk_tickets_status_idx').on(t.status, t.updatedAt),
    check(
      'helpdesk_tickets_status_check',
      sql`${t.status} in ('novo', 'em_atendimento', 'pendente', 'resolvido', 'fechado')`,
    ),
    check(
      'helpdesk_tickets_priority_check',
      sql`${t.priority} in ('baixa', 'media', 'alta', 'urgente')`,
    ),
  ],
);

/** The thread: comments, and the status changes (with their optional words). */
export const helpdeskComments = pgTable(
  'helpdesk_comments',
  {
    id: serial().primaryKey(),
    ticketId: integer()
      .notNull()
      .references(() => helpdeskTickets.id, { onDelete: 'cascade' }),
    /** Null: the help desk outside (GLPI) moved the ticket; the sync wrote this entry. */
    authorId: integer().references(() => users.id),
    body: text().notNull(),
    /** Set when this entry records a status change. */
    status: text(),
    externalId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('helpdesk_comments_ticket_idx').on(t.ticketId, t.id)],
);

/** Files under DATA_DIR/uploads/helpdesk (random names; the person's name only for display). */
export const helpdeskAttachments = pgTable(
  'helpdesk_attachments',
  {
    id: serial().primaryKey(),
    ticketId: integer()
      .notNull()
      .references(() => helpdeskTickets.id, { onDelete: 'cascade' }),
    uploadedBy: integer()
      .notNull()
      .references(() => users.id),
    storageKey: text().notNull(),
    name: text().notNull(),
    mime: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('helpdesk_attachments_ticket_idx').on(t.ticketId),
    uniqueIndex('helpdesk_attachments_key_unique').on(t.storageKey),
  ],
);
