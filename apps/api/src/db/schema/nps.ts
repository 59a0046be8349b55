import { sql } from 'drizzle-orm';
import {
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
import type { NpsAudience } from '@app/shared';
import { users } from './identity.ts';
import { BRAND_IDS } from './store.ts';

/**
 * NPS surveys (issue 16): questions in categories, the rounds staff send to an audience, one row
 * per person × question sent (`nps_question_users`: pending until answered, a re-send of an
 * answered one is a new row) and the follow-up staff open on a detractor's answer.
 */

export const npsQuestionCategories = pgTable(
  'nps_question_categories',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('nps_question_categories_name_unique').on(t.name)],
);

export const npsQuestions = pgTable(
  'nps_questions',
  {
    id: serial().primaryKey(),
    question: text().notNull(),
    categoryId: integer()
      .notNull()
      .references(() => npsQuestionCategories.id),
    /** An open question takes a text (≤ 400); the others a score 1 to 10. */
    openQuestion: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('nps_questions_category_idx').on(t.categoryId)],
);

/** One send of questions to an audience (`send-nps-users`): what re-send repeats. */
export const npsSends = pgTable('nps_sends', {
  id: serial().primaryKey(),
  questionIds: jsonb().$type<number[]>().notNull(),
  audience: jsonb().$type<NpsAudience>().notNull(),
  /** How many person × question rows the send created (pending ones were skipped). */
  created: integer().notNull(),
  sentBy: integer().references(() => users.id),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});

export const npsQuestionUsers = pgTable(
  'nps_question_users',
  {
    id: serial().primaryKey(),
    questionId: integer()
      .notNull()
      .references(() => npsQuestions.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    sendId: integer().references(() => npsSends.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** A score 1..10 (rating questions) or a text (open ones); both null while pending. */
    score: smallint(),
    answerText: text(),
    answeredAt: timestamp({ withTimezone: true }),
    /** The brand the person answered in (the request's origin). */
    brand: text({ enum: BRAND_IDS }),
  },
  (t) => [
    /** One pending row per person and question: a send skips who already has it pending. */
    uniqueIndex('nps_question_users_pending_unique')
      .on(t.questionId, t.userId)
      .where(sql`${t.answeredAt} is null`),
    index('nps_question_users_user_idx').on(t.userId, t.answeredAt),
    index('nps_question_users_send_idx').on(t.sendId),
    index('nps_question_users_question_idx').on(t.questionId, t.answeredAt),
    check('nps_question_users_score_range', sql`${t.score} is null or ${t.score} between 1 and 10`),
    check(
      'nps_question_users_answer_shape',
      sql`(${t.answeredAt} is null and ${t.score} is null and ${t.answerText} is null)
        or (${t.answeredAt} is not null and (${t.score} is null) <> (${t.answerText} is null))`,
    ),
  ],
);

export const NPS_FOLLOW_UP_STATUSES = ['open', 'closed'] as const;

/** Staff's follow-up of one (detractor's) answer: who handles it, a note, closed or not. */
export const npsFollowUps = pgTable(
  'nps_follow_ups',
  {
    id: serial().primaryKey(),
    questionUserId: integer()
      .notNull()
      .references(() => npsQuestionUsers.id, { onDelete: 'cascade' }),
    assignedTo: integer().references(() => users.id),
    note: text(),
    status: text({ enum: NPS_FOLLOW_UP_STATUSES }).notNull().default('open'),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('nps_follow_ups_answer_unique').on(t.questionUserId)],
);
