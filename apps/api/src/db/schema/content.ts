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
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { accessPeriods, categories, courses, signatureTypes } from './learning.ts';

/** Content besides courses (issue 4): ebooks, research, podcasts, calendar, trails, LS Play. */

export const CONTENT_STATUSES = ['draft', 'published'] as const;

/** A stored upload (PDF, attachment): bytes live in the storage provider under `key`. */
const fileColumns = () => ({
  fileKey: text(),
  fileName: text(),
  fileSizeBytes: integer(),
});

export const ebooks = pgTable(
  'ebooks',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    title: text().notNull(),
    subtitle: text(),
    descriptionHtml: text(),
    coverUrl: text(),
    /** Alternative text of the cover, written by staff with the upload. */
    coverAlt: text(),
    author: text(),
    pages: integer(),
    ...fileColumns(),
    categoryId: integer().references(() => categories.id),
    accessPeriodId: integer().references(() => accessPeriods.id),
    priceCents: integer().notNull().default(0),
    maxInstallments: integer().notNull().default(1),
    adTexts: jsonb().$type<Partial<Record<'brazilian' | 'global' | 'liberta', string>>>(),
    status: text({ enum: CONTENT_STATUSES }).notNull().default('draft'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ebooks_slug_unique').on(t.slug),
    check('ebooks_price_nonnegative', sql`${t.priceCents} >= 0`),
    check('ebooks_installments_range', sql`${t.maxInstallments} between 1 and 12`),
  ],
);

/** Analysts' reports (staff `/relatorios-research`, client `/research`): PDF or rich text. */
export const researchReports = pgTable(
  'research_reports',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    summary: text(),
    bodyHtml: text(),
    ...fileColumns(),
    /** Ticker symbols the report covers (PETR4, VALE3…). */
    assets: jsonb().$type<string[]>().notNull().default([]),
    authorId: integer().references(() => users.id),
    status: text({ enum: CONTENT_STATUSES }).notNull().default('draft'),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('research_reports_published_idx').on(t.publishedAt)],
);

export const podcasts = pgTable(
  'podcasts',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    descriptionHtml: text(),
    coverUrl: text(),
    /** Alternative text of the cover, written by staff with the upload. */
    coverAlt: text(),
    /** The episode's audio (an MP3 link or a Spotify/Deezer episode page). */
    audioUrl: text(),
    /** Optional video version (shared video-URL rules). */
    videoUrl: text(),
    durationSeconds: integer().notNull().default(0),
    status: text({ enum: CONTENT_STATUSES }).notNull().default('draft'),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('podcasts_published_idx').on(t.publishedAt)],
);

/** Investor calendar: economic events with date and hour, importance 1 (low) to 3 (high). */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    description: text(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    /** False for events known only by day (the hour is not shown). */
    hasTime: boolean().notNull().default(true),
    importance: smallint().notNull().default(2),
    /** ISO 3166 alpha-2 of the country the event is about (BR, US…). */
    country: text().notNull().default('BR'),
    assets: jsonb().$type<string[]>().notNull().default([]),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('calendar_events_starts_idx').on(t.startsAt),
    check('calendar_events_importance_range', sql`${t.importance} between 1 and 3`),
  ],
);

export const trails = pgTable(
  'trails',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    title: text().notNull(),
    descriptionHtml: text(),
    coverUrl: text(),
    /** Alternative text of the cover, written by staff with the upload. */
    coverAlt: text(),
    status: text({ enum: CONTENT_STATUSES }).notNull().default('draft'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('trails_slug_unique').on(t.slug)],
);

export const TRAIL_ITEM_KINDS = ['course', 'ebook', 'research', 'podcast', 'video'] as const;

/** A trail's steps, in order: courses and other contents. */
export const trailItems = pgTable(
  'trail_items',
  {
    trailId: integer()
      .notNull()
      .references(() => trails.id, { onDelete: 'cascade' }),
    kind: text({ enum: TRAIL_ITEM_KINDS }).notNull(),
    targetId: integer().notNull(),
    order: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.trailId, t.kind, t.targetId] }),
    index('trail_items_order_idx').on(t.trailId, t.order),
  ],
);

/** Non-course contents a person has finished (ebook read, podcast heard…), for trail progress. */
export const contentCompletions = pgTable(
  'content_completions',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text({ enum: TRAIL_ITEM_KINDS }).notNull(),
    targetId: integer().notNull(),
    completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.targetId] })],
);

/** LS Play (`/cliente/ls-play`): a library of standalone videos, and Liberta's `/conteudo/video/:id`. */
export const videos = pgTable(
  'videos',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    descriptionHtml: text(),
    videoUrl: text().notNull(),
    thumbnailUrl: text(),
    categoryId: integer().references(() => categories.id),
    durationSeconds: integer().notNull().default(0),
    status: text({ enum: CONTENT_STATUSES }).notNull().default('draft'),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('videos_published_idx').on(t.publishedAt)],
);

export const LANDING_KINDS = ['launch', 'internal'] as const;

/**
 * Landing pages: `/lancamento/:slug` (launches with lead capture into trial sign-up) and
 * `/interna/:slug` (internal campaign pages). A page may promote a course.
 */
export const landingPages = pgTable(
  'landing_pages',
  {
    id: serial().primaryKey(),
    kind: text({ enum: LANDING_KINDS }).notNull().default('launch'),
    slug: text().notNull(),
    title: text().notNull(),
    headline: text(),
    bodyHtml: text(),
    videoUrl: text(),
    courseId: integer().references(() => courses.id),
    ctaText: text(),
    /** Trial days the lead form grants (0: the lead form only registers interest). */
    trialDays: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('landing_pages_kind_slug_unique').on(t.kind, t.slug)],
);

/** Leads captured on landing pages, with their utm fields. */
export const landingLeads = pgTable(
  'landing_leads',
  {
    id: serial().primaryKey(),
    landingPageId: integer()
      .notNull()
      .references(() => landingPages.id),
    userId: integer().references(() => users.id),
    name: text().notNull(),
    email: text().notNull(),
    phoneNumber: text(),
    utm: jsonb().$type<Record<string, string>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('landing_leads_page_idx').on(t.landingPageId)],
);

/** The access periods a signature type is sold with, each with its price. */
export const signatureTypeAccessPeriods = pgTable(
  'signature_type_access_periods',
  {
    signatureTypeId: integer()
      .notNull()
      .references(() => signatureTypes.id, { onDelete: 'cascade' }),
    accessPeriodId: integer()
      .notNull()
      .references(() => accessPeriods.id),
    priceCents: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.signatureTypeId, t.accessPeriodId] }),
    check('signature_period_price_nonnegative', sql`${t.priceCents} >= 0`),
  ],
);
