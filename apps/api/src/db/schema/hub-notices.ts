import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { profiles, users } from './identity.ts';

/**
 * The hub home's notices ("Avisos", resource hub-home): a title and a sanitised HTML body
 * (`cleanHtml`), shown between `startsAt` and `endsAt` (UTC; no end: until deleted), pinned ones
 * first. With no rows in `hub_notice_profiles` a notice is for every staff profile.
 */
export const hubNotices = pgTable(
  'hub_notices',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    bodyHtml: text().notNull(),
    pinned: boolean().notNull().default(false),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hub_notices_window_idx').on(t.startsAt, t.endsAt),
    check('hub_notices_window_check', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The profiles a notice is meant for (none: everyone on the staff). */
export const hubNoticeProfiles = pgTable(
  'hub_notice_profiles',
  {
    noticeId: integer()
      .notNull()
      .references(() => hubNotices.id, { onDelete: 'cascade' }),
    profileId: integer()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.noticeId, t.profileId] }),
    index('hub_notice_profiles_profile_idx').on(t.profileId),
  ],
);
