import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BRAND_IDS } from './store.ts';
import { users } from './identity.ts';

/**
 * A brand's privacy policy (spec sections 3 and 7, issue 16). Each row is one version: a policy
 * that was ever published (active) is never rewritten; an edit of it is a new row with the next
 * version, so a consent recorded against version N always points at the text it agreed to.
 */
export const privacyPolicies = pgTable(
  'privacy_policies',
  {
    id: serial().primaryKey(),
    brand: text({ enum: BRAND_IDS }).notNull(),
    version: integer().notNull(),
    /** Sanitised HTML (`cleanHtml`). */
    description: text().notNull(),
    active: boolean().notNull().default(false),
    /** The first time this version was activated; from then on the text is frozen. */
    publishedAt: timestamp({ withTimezone: true }),
    /** The version this one was made from (an edit of a published version). */
    replacesId: integer(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('privacy_policies_brand_version_unique').on(t.brand, t.version),
    // One active policy per brand, held by the database as well as by the service.
    uniqueIndex('privacy_policies_one_active')
      .on(t.brand)
      .where(sql`${t.active}`),
  ],
);

/**
 * The consent log (SECURITY.md 19, LGPD art. 8 § 2: the controller proves consent): one row per
 * decision made in the cookie banner. No IP and no user agent: the anonymous id the browser keeps
 * with its choice, or the signed-in person, is what ties a decision to someone.
 */
export const cookieConsents = pgTable(
  'cookie_consents',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    brand: text({ enum: BRAND_IDS }).notNull(),
    anonymousId: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** 'accept' | 'reject' | 'custom' (the detailed view). */
    decision: text({ enum: ['accept', 'reject', 'custom'] }).notNull(),
    statistics: boolean().notNull(),
    preferences: boolean().notNull(),
    marketing: boolean().notNull(),
    bannerVersion: smallint().notNull(),
    /** The brand's active policy version when the person decided (null: none was active). */
    policyVersion: integer(),
    decidedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('cookie_consents_anonymous_idx').on(t.anonymousId, t.decidedAt),
    index('cookie_consents_user_idx').on(t.userId),
  ],
);
