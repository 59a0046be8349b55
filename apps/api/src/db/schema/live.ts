import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { categories } from './learning.ts';

/**
 * Live broadcasts and their chat (issue 6, docs/live.md). Which signatures may watch a broadcast
 * is its qualification: `signature_type_contents` rows of kind `broadcast` (the access module
 * answers "may this person watch?", as for every content). Times are UTC.
 */

/** A chat room. A broadcast has one; a permanent room (e.g. the daily live room) serves many. */
export const chats = pgTable(
  'chats',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** Seconds a customer waits between two messages (0: off). Staff are exempt. */
    slowModeSeconds: integer().notNull().default(0),
    /** Rooms where analysts post recommendation cards (`select-chat-recommendations`). */
    recommendations: boolean().notNull().default(false),
    /** Closed rooms keep their history but take no new messages. */
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('chats_slow_mode_range', sql`${t.slowModeSeconds} between 0 and 3600`)],
);

/** A programme (`/playlist`): a named series of broadcasts, e.g. "Abertura de Mercado". */
export const broadcastPrograms = pgTable(
  'broadcast_programs',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    slug: text().notNull(),
    descriptionHtml: text(),
    coverUrl: text(),
    /** Alternative text of the cover, written by staff with the upload. */
    coverAlt: text(),
    categoryId: integer().references(() => categories.id, { onDelete: 'set null' }),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('broadcast_programs_slug_unique').on(t.slug)],
);

export const BROADCAST_STATUSES = ['scheduled', 'live', 'ended'] as const;

export const broadcasts = pgTable(
  'broadcasts',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    descriptionHtml: text(),
    /** The live (or recorded) video, checked with the shared video-URL rules. */
    videoUrl: text().notNull(),
    /** The recording once the live ended (null: `videoUrl` is the recording too). */
    recordingUrl: text(),
    thumbnailUrl: text(),
    categoryId: integer().references(() => categories.id, { onDelete: 'set null' }),
    programId: integer().references(() => broadcastPrograms.id, { onDelete: 'set null' }),
    chatId: integer().references(() => chats.id, { onDelete: 'set null' }),
    scheduledStartAt: timestamp({ withTimezone: true }).notNull(),
    scheduledEndAt: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: BROADCAST_STATUSES }).notNull().default('scheduled'),
    /** When staff actually went live / ended it: chat replay counts video time from `startedAt`. */
    startedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    /** Every signed-in customer may watch (trial included), not only the listed signatures. */
    openToAll: boolean().notNull().default(false),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('broadcasts_start_idx').on(t.scheduledStartAt),
    index('broadcasts_status_idx').on(t.status),
    index('broadcasts_program_idx').on(t.programId),
    check('broadcasts_window', sql`${t.scheduledEndAt} > ${t.scheduledStartAt}`),
  ],
);

/** `select-type-schedule-grid`: what a slot of the grid is (ao vivo, reprise, análise…). */
export const scheduleGridTypes = pgTable('schedule_grid_types', {
  id: serial().primaryKey(),
  name: text().notNull(),
  /** A Mantine colour name the grid paints the slot with. */
  color: text().notNull().default('blue'),
});

/** A slot of `/grade-programacao`: spec section 3 "Schedule item: date, hour". */
export const scheduleItems = pgTable(
  'schedule_items',
  {
    id: serial().primaryKey(),
    /** `YYYY-MM-DD` and `HH:mm`, São Paulo wall time, as the grid shows them. */
    date: text().notNull(),
    hour: text().notNull(),
    durationMinutes: integer().notNull().default(60),
    title: text().notNull(),
    description: text(),
    typeId: integer().references(() => scheduleGridTypes.id, { onDelete: 'set null' }),
    programId: integer().references(() => broadcastPrograms.id, { onDelete: 'set null' }),
    broadcastId: integer().references(() => broadcasts.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('schedule_items_date_idx').on(t.date, t.hour),
    check('schedule_items_date_format', sql`${t.date} ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
    check('schedule_items_hour_format', sql`${t.hour} ~ '^([01]\\d|2[0-3]):[0-5]\\d$'`),
    check('schedule_items_duration', sql`${t.durationMinutes} between 5 and 1440`),
  ],
);

/** docs/live.md: 1 text, 3 staff highlight, 5 recommendation card. */
export const CHAT_MESSAGE_TYPES = [1, 3, 5] as const;
/** 1: sent from the viewer's page; 2: sent from the staff's live view (`/transmissoes/show`). */
export const CHAT_ORIGINS = [1, 2] as const;
export const CHAT_BADGES = ['admin', 'senior', 'premium', 'trial', 'courtesy'] as const;

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    chatId: integer()
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The live the chat was serving when the message was sent (chat replay). */
    broadcastId: integer().references(() => broadcasts.id, { onDelete: 'set null' }),
    message: text().notNull(),
    type: smallint().notNull().default(1),
    origin: smallint().notNull().default(1),
    /** Type 5: the recommendation card's fields (docs/live.md). */
    payload: jsonb().$type<Record<string, unknown>>(),
    replyToId: bigint({ mode: 'number' }),
    /** The author's badges when it was sent (a later change of plan does not rewrite history). */
    badges: text({ enum: CHAT_BADGES })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Hidden by a moderator, or sent while its author was muted (`hiddenReason` tells which). */
    hidden: boolean().notNull().default(false),
    hiddenReason: text({ enum: ['moderator', 'muted'] }),
    hiddenBy: integer().references(() => users.id),
    hiddenAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    deletedBy: integer().references(() => users.id),
    /** The sender's id for its own message (a retried send makes one message). */
    clientId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_chat_idx').on(t.chatId, t.id),
    index('chat_messages_user_idx').on(t.chatId, t.userId),
    index('chat_messages_broadcast_idx').on(t.broadcastId, t.createdAt),
    uniqueIndex('chat_messages_client_unique').on(t.userId, t.clientId),
    check('chat_messages_type', sql`${t.type} in (1, 3, 5)`),
    check('chat_messages_origin', sql`${t.origin} in (1, 2)`),
  ],
);

/** An image or PDF attached to a message (`files_message`), kept by the storage provider. */
export const chatMessageFiles = pgTable(
  'chat_message_files',
  {
    id: serial().primaryKey(),
    chatId: integer()
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    /** Null until the message that carries it is sent. */
    messageId: bigint({ mode: 'number' }).references(() => chatMessages.id, {
      onDelete: 'cascade',
    }),
    uploadedBy: integer()
      .notNull()
      .references(() => users.id),
    storageKey: text().notNull(),
    name: text().notNull(),
    mime: text().notNull(),
    sizeBytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_message_files_message_idx').on(t.messageId),
    check('chat_message_files_size', sql`${t.sizeBytes} between 1 and 10485760`),
  ],
);

/** Spec section 3 "Muted user: id, muted_at", per chat, with an optional end and a reason. */
export const chatMutes = pgTable(
  'chat_mutes',
  {
    id: serial().primaryKey(),
    chatId: integer()
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    mutedAt: timestamp({ withTimezone: true }).notNull(),
    /** Null: until a moderator unmutes. */
    expiresAt: timestamp({ withTimezone: true }),
    reason: text(),
    mutedBy: integer()
      .notNull()
      .references(() => users.id),
    unmutedAt: timestamp({ withTimezone: true }),
    unmutedBy: integer().references(() => users.id),
  },
  (t) => [
    index('chat_mutes_chat_user_idx').on(t.chatId, t.userId),
    // One open mute per person and chat: muting again updates it.
    uniqueIndex('chat_mutes_open_unique')
      .on(t.chatId, t.userId)
      .where(sql`${t.unmutedAt} is null`),
  ],
);

export const CHAT_MODERATION_ACTIONS = [
  'mute',
  'unmute',
  'hide',
  'unhide',
  'delete',
  'hide_user_messages',
  'slow_mode',
] as const;

/** Who moderated what, when (the moderators' log). */
export const chatModerationLog = pgTable(
  'chat_moderation_log',
  {
    id: serial().primaryKey(),
    chatId: integer()
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    moderatorId: integer()
      .notNull()
      .references(() => users.id),
    action: text({ enum: CHAT_MODERATION_ACTIONS }).notNull(),
    targetUserId: integer().references(() => users.id),
    messageId: bigint({ mode: 'number' }),
    details: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_moderation_log_chat_idx').on(t.chatId, t.id)],
);
