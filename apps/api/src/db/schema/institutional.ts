import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AdvisorCertification, InfluencerChannel } from '@app/shared';
import { users } from './identity.ts';

/**
 * Liberta's institutional site (issue 17): the investment advisors, one page per kind of
 * investment with its advisors, and the influencers whose `utm_influenciador` code brings
 * sign-ups, trials and orders.
 */

export const advisors = pgTable(
  'advisors',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** The portrait (a `covers` kind: checked, re-encoded, cropped square) and its alt text. */
    coverUrl: text(),
    coverAlt: text(),
    /** CVM/ANCORD/CEA/CFP/CGA registrations, each with its number. */
    certifications: jsonb().$type<AdvisorCertification[]>().notNull().default([]),
    bioHtml: text(),
    specialties: jsonb().$type<string[]>().notNull().default([]),
    city: text(),
    /** Two letters (SP, RJ…). */
    uf: text(),
    email: text(),
    /** Digits only (10 or 11, with the area code). */
    phone: text(),
    /** The phone also answers on WhatsApp. */
    whatsapp: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    /** The staff account of the advisor, when they have one. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('advisors_order_idx').on(t.sortOrder, t.id),
    uniqueIndex('advisors_user_unique').on(t.userId),
  ],
);

export const investmentPages = pgTable(
  'investment_pages',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    title: text().notNull(),
    summary: text(),
    coverUrl: text(),
    coverAlt: text(),
    /** Sanitised HTML (platform/html.ts). */
    contentHtml: text(),
    sortOrder: integer().notNull().default(0),
    published: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('investment_pages_slug_unique').on(t.slug)],
);

/** The advisors a page shows, in its order. */
export const investmentPageAdvisors = pgTable(
  'investment_page_advisors',
  {
    pageId: integer()
      .notNull()
      .references(() => investmentPages.id, { onDelete: 'cascade' }),
    advisorId: integer()
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.advisorId] }),
    index('investment_page_advisors_advisor_idx').on(t.advisorId),
  ],
);

export const influencers = pgTable(
  'influencers',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** The `utm_influenciador` value; unique whatever its case. */
    code: text().notNull(),
    channels: jsonb().$type<InfluencerChannel[]>().notNull().default([]),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('influencers_code_unique').on(sql`lower(${t.code})`),
    check('influencers_code_format', sql`${t.code} ~ '^[A-Za-z0-9_-]{2,60}$'`),
  ],
);
