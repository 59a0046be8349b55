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
import { users } from './identity.ts';

/** Lookup lists (spec section 7 selects): id/name pairs staff pick from. */
export const categories = pgTable(
  'categories',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_slug_unique').on(t.slug)],
);

export const courseLevels = pgTable('course_levels', {
  id: serial().primaryKey(),
  name: text().notNull(),
  order: integer().notNull().default(0),
});

export const courseTypes = pgTable('course_types', {
  id: serial().primaryKey(),
  name: text().notNull(),
  /** In-person courses have a city (select-course-city / select-course-uf). */
  inPerson: boolean().notNull().default(false),
});

export const instructors = pgTable('instructors', {
  id: serial().primaryKey(),
  name: text().notNull(),
  bio: text(),
  avatarUrl: text(),
  userId: integer().references(() => users.id),
});

/** How long a purchase or courtesy lasts; `days` null means lifetime ("vitalício"). */
export const accessPeriods = pgTable('access_periods', {
  id: serial().primaryKey(),
  name: text().notNull(),
  days: integer(),
});

export const COURSE_STATUSES = ['draft', 'published'] as const;
export const TRIAL_TYPES = ['none', 'free_lessons', 'full'] as const;

export const courses = pgTable(
  'courses',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    title: text().notNull(),
    subtitle: text(),
    /** Sanitised HTML (sanitize-html allowlist) — never rendered raw from input. */
    descriptionHtml: text(),
    coverUrl: text(),
    /** Alternative text of the cover, written by staff with the upload. */
    coverAlt: text(),
    categoryId: integer().references(() => categories.id),
    levelId: integer().references(() => courseLevels.id),
    typeId: integer().references(() => courseTypes.id),
    instructorId: integer().references(() => instructors.id),
    accessPeriodId: integer().references(() => accessPeriods.id),
    trialType: text({ enum: TRIAL_TYPES }).notNull().default('none'),
    cityId: integer(),
    ufId: integer(),
    priceCents: integer().notNull().default(0),
    maxInstallments: integer().notNull().default(1),
    /** Brand-specific sales texts for the public page: { brazilian?, global?, liberta? }. */
    adTexts: jsonb().$type<Partial<Record<'brazilian' | 'global' | 'liberta', string>>>(),
    status: text({ enum: COURSE_STATUSES }).notNull().default('draft'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('courses_slug_unique').on(t.slug),
    check('courses_price_nonnegative', sql`${t.priceCents} >= 0`),
    check('courses_installments_range', sql`${t.maxInstallments} between 1 and 12`),
  ],
);

export const courseModules = pgTable(
  'course_modules',
  {
    id: serial().primaryKey(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    order: integer().notNull().default(0),
  },
  (t) => [index('course_modules_course_idx').on(t.courseId, t.order)],
);

export const RELEASE_TYPES = ['immediate', 'days_after_grant', 'on_date'] as const;

export const lessons = pgTable(
  'lessons',
  {
    id: serial().primaryKey(),
    moduleId: integer()
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    videoUrl: text(),
    bodyHtml: text(),
    durationSeconds: integer().notNull().default(0),
    freePreview: boolean().notNull().default(false),
    releaseType: text({ enum: RELEASE_TYPES }).notNull().default('immediate'),
    releaseDays: integer(),
    releaseAt: timestamp({ withTimezone: true }),
    order: integer().notNull().default(0),
  },
  (t) => [
    index('lessons_module_idx').on(t.moduleId, t.order),
    index('lessons_course_idx').on(t.courseId),
  ],
);

export const lessonAttachments = pgTable('lesson_attachments', {
  id: serial().primaryKey(),
  lessonId: integer()
    .notNull()
    .references(() => lessons.id, { onDelete: 'cascade' }),
  fileName: text().notNull(),
  storageKey: text().notNull(),
  mimeType: text().notNull(),
  sizeBytes: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Where a student is in a lesson: resume point, furthest point, completion. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    lessonId: integer()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    positionSeconds: integer().notNull().default(0),
    furthestSeconds: integer().notNull().default(0),
    durationSeconds: integer().notNull().default(0),
    completedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index('lesson_progress_course_idx').on(t.userId, t.courseId),
  ],
);

export const certificates = pgTable(
  'certificates',
  {
    id: serial().primaryKey(),
    /** The public verification code (random, URL-safe). */
    code: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    courseId: integer()
      .notNull()
      .references(() => courses.id),
    studentName: text().notNull(),
    courseTitle: text().notNull(),
    workloadMinutes: integer().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('certificates_code_unique').on(t.code),
    uniqueIndex('certificates_user_course_unique').on(t.userId, t.courseId),
  ],
);

/** Subscriptions sold or granted (staff `/assinatura`, "Tipos de Assinatura"). */
export const signatureTypes = pgTable(
  'signature_types',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    slug: text().notNull(),
    subtitle: text(),
    descriptionHtml: text(),
    /** Bullet points the public page lists. */
    benefits: jsonb().$type<string[]>().notNull().default([]),
    /** The price of the default access period (the periods table holds each period's price). */
    priceCents: integer().notNull().default(0),
    accessPeriodId: integer().references(() => accessPeriods.id),
    sortOrder: integer().notNull().default(0),
    availableInStore: boolean().notNull().default(true),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('signature_types_slug_unique').on(t.slug)],
);

export const GRANT_KINDS = [
  'course',
  'ebook',
  'trail',
  'signature',
  'broadcast',
  'research',
  /** A trade method (issue 15): its recommendations. */
  'trade_method',
] as const;
export type GrantKind = (typeof GRANT_KINDS)[number];
/** `xp` and `email_bind`: access released ahead of an account (`grant_imports`, issue 17). */
export const GRANT_SOURCES = [
  'order',
  'courtesy',
  'trial',
  'signature',
  'staff',
  'xp',
  'email_bind',
] as const;
export type GrantSource = (typeof GRANT_SOURCES)[number];

/** `qualificacao-de-conteudo`: which contents a signature type includes. */
export const signatureTypeContents = pgTable(
  'signature_type_contents',
  {
    signatureTypeId: integer()
      .notNull()
      .references(() => signatureTypes.id, { onDelete: 'cascade' }),
    kind: text({ enum: GRANT_KINDS }).notNull(),
    targetId: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.signatureTypeId, t.kind, t.targetId] }),
    index('signature_type_contents_target_idx').on(t.kind, t.targetId),
  ],
);

/**
 * Entitlements: who may see what, from when until when, and why. Every content read asks the
 * access module, which reads only this table (and the signature qualification). A grant works
 * while `starts_at <= now < ends_at` (no end: lifetime) and it is not revoked.
 */
export const accessGrants = pgTable(
  'access_grants',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text({ enum: GRANT_KINDS }).notNull(),
    targetId: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }),
    source: text({ enum: GRANT_SOURCES }).notNull(),
    sourceId: integer(),
    revokedAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => users.id),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('access_grants_user_idx').on(t.userId, t.kind, t.targetId),
    index('access_grants_source_idx').on(t.source, t.sourceId),
    // A released code or bound address grants each of its contents once, whoever applies it.
    uniqueIndex('access_grants_import_once')
      .on(t.source, t.sourceId, t.kind, t.targetId)
      .where(sql`${t.source} in ('xp', 'email_bind')`),
    check('access_grants_window', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);
