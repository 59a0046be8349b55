import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { profiles, users } from './identity.ts';

/**
 * Políticas internas (issue 17): a staff document whose content lives in versions. The document
 * holds what may change at any time (category, required-reading flag, audience); each version
 * holds the text people confirm (title, summary, HTML body and/or PDF). A published version is
 * frozen; `currentVersionId` is the published version people must read now.
 */
export const internalPolicies = pgTable(
  'internal_policies',
  {
    id: serial().primaryKey(),
    category: text().notNull(),
    requiredReading: boolean().notNull().default(false),
    /** 'all': every staff profile (not customers); 'profiles': the rows of the profiles table. */
    audience: text({ enum: ['all', 'profiles'] })
      .notNull()
      .default('all'),
    /** The latest published version (null while only a draft exists). */
    currentVersionId: integer(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Archived: out of every list; its versions and confirmations stay as the record. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('internal_policies_category_idx').on(t.category)],
);

/** The profiles a policy with audience 'profiles' is meant for. */
export const internalPolicyProfiles = pgTable(
  'internal_policy_profiles',
  {
    policyId: integer()
      .notNull()
      .references(() => internalPolicies.id, { onDelete: 'cascade' }),
    profileId: integer()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.policyId, t.profileId] }),
    index('internal_policy_profiles_profile_idx').on(t.profileId),
  ],
);

/** One version of a policy: a draft is edited in place; once published it never changes. */
export const internalPolicyVersions = pgTable(
  'internal_policy_versions',
  {
    id: serial().primaryKey(),
    policyId: integer()
      .notNull()
      .references(() => internalPolicies.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    title: text().notNull(),
    summary: text(),
    /** Sanitised HTML (`cleanHtml`); null when the version is a PDF only. */
    bodyHtml: text(),
    /** The stored PDF (platform/storage/files.ts), its display name and size. */
    fileKey: text(),
    fileName: text(),
    fileSizeBytes: bigint({ mode: 'number' }),
    /** What changed, for readers of the new version. */
    changeNote: text(),
    publishedAt: timestamp({ withTimezone: true }),
    publishedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('internal_policy_versions_number_unique').on(t.policyId, t.version),
    // At most one draft per policy: the next version is prepared in one place.
    uniqueIndex('internal_policy_versions_one_draft')
      .on(t.policyId)
      .where(sql`${t.publishedAt} is null`),
    index('internal_policy_versions_file_idx').on(t.fileKey),
  ],
);

/** "Li e concordo": once per person per version, with its time (UTC). */
export const internalPolicyConfirmations = pgTable(
  'internal_policy_confirmations',
  {
    versionId: integer()
      .notNull()
      .references(() => internalPolicyVersions.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    confirmedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.userId] }),
    index('internal_policy_confirmations_user_idx').on(t.userId),
  ],
);
