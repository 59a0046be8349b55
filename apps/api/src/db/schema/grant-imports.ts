import { sql } from 'drizzle-orm';
import {
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
import { signatureTypes } from './learning.ts';
import { products } from './store.ts';

/** `xp`: a broker's client code (`/liberacao-cliente-xp`); `email_bind`: an address (`/email/bind`). */
export const GRANT_IMPORT_KINDS = ['xp', 'email_bind'] as const;
export type GrantImportKind = (typeof GRANT_IMPORT_KINDS)[number];

/**
 * Access released ahead of an account (issue 17): staff import what a broker's client code
 * (`xp`) or an e-mail address (`email_bind`) opens — a product's items, a signature type and/or
 * courses, for some days or until a date. The row is applied once, to one person, by a
 * conditional update (`applied_at is null`) in the transaction that writes its grants (source
 * `xp` / `email_bind`, source id = this row); `key` (the code, or the address with what it
 * releases) is unique per kind, so importing the same line twice makes one row.
 */
export const grantImports = pgTable(
  'grant_imports',
  {
    id: serial().primaryKey(),
    kind: text({ enum: GRANT_IMPORT_KINDS }).notNull(),
    /** The XP client code (digits), for `xp`. */
    code: text(),
    /** Lower-cased, for `email_bind`. */
    email: text(),
    /** Unique per kind: the code, or the address with what it releases and for how long. */
    key: text().notNull(),
    productId: integer().references(() => products.id),
    signatureTypeId: integer().references(() => signatureTypes.id),
    courseIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** Access lasts this many days from when it is applied… */
    days: integer(),
    /** …or until this instant (the end of a São Paulo day). */
    endsAt: timestamp({ withTimezone: true }),
    note: text(),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp({ withTimezone: true }),
    appliedUserId: integer().references(() => users.id),
  },
  (t) => [
    uniqueIndex('grant_imports_kind_key_unique').on(t.kind, t.key),
    index('grant_imports_pending_email_idx')
      .on(t.email)
      .where(sql`${t.kind} = 'email_bind' and ${t.appliedAt} is null`),
    index('grant_imports_applied_user_idx').on(t.appliedUserId),
    check(
      'grant_imports_subject',
      sql`(${t.kind} = 'xp' and ${t.code} is not null) or (${t.kind} = 'email_bind' and ${t.email} is not null)`,
    ),
    check(
      'grant_imports_releases',
      sql`${t.productId} is not null or ${t.signatureTypeId} is not null or cardinality(${t.courseIds}) > 0`,
    ),
    check(
      'grant_imports_period',
      sql`(${t.days} is null) <> (${t.endsAt} is null) and (${t.days} is null or ${t.days} > 0)`,
    ),
    check('grant_imports_applied', sql`(${t.appliedAt} is null) = (${t.appliedUserId} is null)`),
  ],
);
