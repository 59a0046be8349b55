import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { BRAND_IDS } from './store.ts';

/**
 * FAQ / Central de ajuda (issue 17): categories, the questions each brand's help centre shows
 * and the "Isto foi útil?" votes.
 */

export const helpCategories = pgTable(
  'help_categories',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    slug: text().notNull(),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('help_categories_slug_unique').on(t.slug)],
);

export const helpQuestions = pgTable(
  'help_questions',
  {
    id: serial().primaryKey(),
    // A category with questions is not deleted (the foreign key's 23503 is a 409): its
    // questions go first. Not `restrict`: that one fails as 23001, which no handler maps.
    categoryId: integer()
      .notNull()
      .references(() => helpCategories.id),
    question: text().notNull(),
    /** Sanitised HTML (`cleanHtml`). */
    answer: text().notNull(),
    /**
     * The question and the answer's text, lower case and without accents (`helpSearchText`),
     * written with them: what the search compares, by words and by Portuguese full text.
     */
    searchText: text().notNull(),
    brands: text({ enum: BRAND_IDS }).array().notNull(),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('help_questions_category_idx').on(t.categoryId, t.sortOrder),
    check('help_questions_brands_not_empty', sql`cardinality(${t.brands}) > 0`),
  ],
);

/**
 * One vote per person, or per anonymous browser, per question: voting again changes it. No IP
 * and no user agent are kept.
 */
export const helpFeedback = pgTable(
  'help_feedback',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    questionId: integer()
      .notNull()
      .references(() => helpQuestions.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    anonymousId: uuid(),
    helpful: boolean().notNull(),
    brand: text({ enum: BRAND_IDS }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('help_feedback_user_unique')
      .on(t.questionId, t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('help_feedback_anonymous_unique')
      .on(t.questionId, t.anonymousId)
      .where(sql`${t.anonymousId} is not null`),
    index('help_feedback_user_idx').on(t.userId),
    check('help_feedback_one_voter', sql`(${t.userId} is null) <> (${t.anonymousId} is null)`),
  ],
);
