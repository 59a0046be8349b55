import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { BrandId } from '@app/shared';
import { helpCategories, helpQuestions } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/database.ts';

/** Every SQL statement of the FAQ / Central de ajuda. */

/** What the public help centre is read from (its per-process copy is dropped on their change). */
export const HELP_CENTRE_TABLES = ['help_categories', 'help_questions'] as const;

export type CategoryRow = typeof helpCategories.$inferSelect;
export type CategoryWithCount = CategoryRow & { questionCount: number };
export type QuestionRow = typeof helpQuestions.$inferSelect;
export type QuestionWithStats = QuestionRow & {
  categoryName: string;
  helpful: number;
  notHelpful: number;
};
type CategoryValues = Pick<CategoryRow, 'name' | 'slug' | 'sortOrder' | 'active'>;
export type QuestionValues = Pick<
  QuestionRow,
  'categoryId' | 'question' | 'answer' | 'searchText' | 'brands' | 'sortOrder' | 'active'
>;

/** Terms of a search, already without accents: every word must appear (or the stem match). */
export interface HelpSearch {
  /** The whole search text, lower case and without accents. */
  text: string;
  /** Its words, each matched as a substring of the stored search text. */
  words: string[];
}

const likeOf = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * A question matches when each word is in its text, or when Portuguese full text (stems:
 * "cancelamentos" finds "cancelar") matches the whole search.
 */
function matches(search: HelpSearch, column: SQL | typeof helpQuestions.searchText): SQL {
  const words = sql.join(
    search.words.map((word) => sql`${column} like ${likeOf(word)}`),
    sql` and `,
  );
  return sql`((${words}) or to_tsvector('portuguese', ${column}) @@ plainto_tsquery('portuguese', ${search.text}))`;
}

// Written with the table's name: the columns of a `returning` or an outer select, whichever runs.
const questionCount =
  sql<number>`(select count(*) from help_questions q where q.category_id = "help_categories"."id")`.mapWith(
    Number,
  );
const categoryName = sql<string>`(select c.name from help_categories c where c.id = "help_questions"."category_id")`;
const votes = (helpful: boolean) =>
  sql<number>`(select count(*) from help_feedback f where f.question_id = "help_questions"."id" and f.helpful = ${helpful})`.mapWith(
    Number,
  );
const categoryColumns = { ...getTableColumns(helpCategories), questionCount };
const questionColumns = {
  ...getTableColumns(helpQuestions),
  categoryName,
  helpful: votes(true),
  notHelpful: votes(false),
};

export interface CategoryFilter {
  search?: string | undefined;
  active?: boolean | undefined;
}
export interface QuestionFilter {
  search?: HelpSearch | undefined;
  categoryId?: number | undefined;
  brand?: BrandId | undefined;
  active?: boolean | undefined;
}

function categoryWhere({ search, active }: CategoryFilter): SQL | undefined {
  return and(
    search ? sql`${helpCategories.name} ilike ${likeOf(search)}` : undefined,
    active === undefined ? undefined : eq(helpCategories.active, active),
  );
}

function questionWhere({ search, categoryId, brand, active }: QuestionFilter): SQL | undefined {
  return and(
    search ? matches(search, helpQuestions.searchText) : undefined,
    categoryId === undefined ? undefined : eq(helpQuestions.categoryId, categoryId),
    brand ? sql`${brand} = any(${helpQuestions.brands})` : undefined,
    active === undefined ? undefined : eq(helpQuestions.active, active),
  );
}

export interface HelpCentreRow {
  category_id: number;
  category_name: string;
  category_slug: string;
  id: number;
  question: string;
  answer: string;
}

export function helpQueries(db: Db) {
  return {
    // --- Categories ----------------------------------------------------------------------
    /** One page in the help centre's order, with the filter's total (a window count). */
    async categoryPage(filter: CategoryFilter, limit: number, offset: number, tx: Db = db) {
      const rows = await tx
        .select({ ...categoryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(helpCategories)
        .where(categoryWhere(filter))
        .orderBy(asc(helpCategories.sortOrder), asc(helpCategories.id))
        .limit(limit)
        .offset(offset);
      return { rows, total: rows[0]?.total ?? null };
    },

    async countCategories(filter: CategoryFilter, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(helpCategories)
        .where(categoryWhere(filter));
      return row?.total ?? 0;
    },

    async categoryOptions(tx: Db = db) {
      return tx
        .select({ id: helpCategories.id, name: helpCategories.name, active: helpCategories.active })
        .from(helpCategories)
        .orderBy(asc(helpCategories.sortOrder), asc(helpCategories.id));
    },

    async findCategory(id: number, tx: Db = db): Promise<CategoryWithCount | undefined> {
      const [row] = await tx
        .select(categoryColumns)
        .from(helpCategories)
        .where(eq(helpCategories.id, id));
      return row;
    },

    async insertCategory(
      values: CategoryValues & { createdAt: Date; updatedAt: Date },
      tx: Db = db,
    ): Promise<CategoryWithCount> {
      const [row] = await tx.insert(helpCategories).values(values).returning(categoryColumns);
      return row!;
    },

    async updateCategory(
      id: number,
      values: Partial<CategoryValues> & { updatedAt: Date },
      tx: Db = db,
    ): Promise<CategoryWithCount | undefined> {
      const [row] = await tx
        .update(helpCategories)
        .set(values)
        .where(eq(helpCategories.id, id))
        .returning(categoryColumns);
      return row;
    },

    async toggleCategory(id: number, at: Date, tx: Db = db) {
      const [row] = await tx
        .update(helpCategories)
        .set({ active: sql`not ${helpCategories.active}`, updatedAt: at })
        .where(eq(helpCategories.id, id))
        .returning(categoryColumns);
      return row;
    },

    /** False when there was none; a category with questions is refused by its foreign key. */
    async removeCategory(id: number, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .delete(helpCategories)
        .where(eq(helpCategories.id, id))
        .returning({ id: helpCategories.id });
      return rows.length > 0;
    },

    /** Every category's id in the current order, locked for a move. */
    async lockCategoryOrder(tx: Db): Promise<number[]> {
      const rows = await tx
        .select({ id: helpCategories.id })
        .from(helpCategories)
        .orderBy(asc(helpCategories.sortOrder), asc(helpCategories.id))
        .for('update');
      return rows.map((r) => r.id);
    },

    /** Numbers the categories 0, 1, 2… in the order given (only the rows that change). */
    async renumberCategories(ids: number[], at: Date, tx: Db): Promise<void> {
      await tx.execute(sql`
        update help_categories c set sort_order = v.ord - 1, updated_at = ${at}
          from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as v(id, ord)
         where c.id = v.id and c.sort_order <> v.ord - 1`);
    },

    // --- Questions -----------------------------------------------------------------------
    async questionPage(filter: QuestionFilter, limit: number, offset: number, tx: Db = db) {
      const rows = await tx
        .select({ ...questionColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(helpQuestions)
        .innerJoin(helpCategories, eq(helpCategories.id, helpQuestions.categoryId))
        .where(questionWhere(filter))
        .orderBy(
          asc(helpCategories.sortOrder),
          asc(helpCategories.id),
          asc(helpQuestions.sortOrder),
          asc(helpQuestions.id),
        )
        .limit(limit)
        .offset(offset);
      return { rows, total: rows[0]?.total ?? null };
    },

    async countQuestions(filter: QuestionFilter, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(helpQuestions)
        .where(questionWhere(filter));
      return row?.total ?? 0;
    },

    async findQuestion(id: number, tx: Db = db): Promise<QuestionWithStats | undefined> {
      const [row] = await tx
        .select(questionColumns)
        .from(helpQuestions)
        .where(eq(helpQuestions.id, id));
      return row;
    },

    async insertQuestion(
      values: QuestionValues & {
        createdBy: number;
        updatedBy: number;
        createdAt: Date;
        updatedAt: Date;
      },
      tx: Db = db,
    ): Promise<QuestionWithStats> {
      const [row] = await tx.insert(helpQuestions).values(values).returning(questionColumns);
      return row!;
    },

    async updateQuestion(
      id: number,
      values: Partial<QuestionValues> & { updatedBy?: number; updatedAt: Date },
      tx: Db = db,
    ): Promise<QuestionWithStats | undefined> {
      const [row] = await tx
        .update(helpQuestions)
        .set(values)
        .where(eq(helpQuestions.id, id))
        .returning(questionColumns);
      return row;
    },

    async toggleQuestion(id: number, actorId: number, at: Date, tx: Db = db) {
      const [row] = await tx
        .update(helpQuestions)
        .set({ active: sql`not ${helpQuestions.active}`, updatedBy: actorId, updatedAt: at })
        .where(eq(helpQuestions.id, id))
        .returning(questionColumns);
      return row;
    },

    async removeQuestion(id: number, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .delete(helpQuestions)
        .where(eq(helpQuestions.id, id))
        .returning({ id: helpQuestions.id });
      return rows.length > 0;
    },

    /** The ids of a question's category in the current order, locked for a move. */
    async lockQuestionOrder(questionId: number, tx: Db): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`select q.id from help_questions q
             where q.category_id = (select x.category_id from help_questions x where x.id = ${questionId})
             order by q.sort_order, q.id
             for update`,
      );
      return rows.map((r) => r.id);
    },

    async renumberQuestions(ids: number[], actorId: number, at: Date, tx: Db): Promise<void> {
      await tx.execute(sql`
        update help_questions q set sort_order = v.ord - 1, updated_at = ${at}, updated_by = ${actorId}
          from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as v(id, ord)
         where q.id = v.id and q.sort_order <> v.ord - 1`);
    },

    // --- The public help centre ----------------------------------------------------------
    /**
     * The brand's active questions of active categories, in order (one statement); with a
     * search, only the questions that match.
     */
    async centre(brand: BrandId, search: HelpSearch | null, tx: Db = db) {
      return queryRows<HelpCentreRow>(
        tx,
        sql`select c.id as category_id, c.name as category_name, c.slug as category_slug,
                   q.id, q.question, q.answer
              from help_questions q
              join help_categories c on c.id = q.category_id
             where q.active and c.active and ${brand} = any(q.brands)
               ${search ? sql`and ${matches(search, sql`q.search_text`)}` : sql``}
             order by c.sort_order, c.id, q.sort_order, q.id`,
      );
    },

    /**
     * One person's (or browser's) vote on a question the brand's help centre shows: a new vote
     * or the same voter changing theirs, in one statement. Nothing when the question is not
     * shown there (undefined: a 404).
     */
    async vote(
      values: {
        questionId: number;
        brand: BrandId;
        userId: number | null;
        anonymousId: string | null;
        helpful: boolean;
        at: Date;
      },
      tx: Db = db,
    ) {
      const [row] = await queryRows<{ question_id: number; helpful: boolean }>(
        tx,
        sql`insert into help_feedback
                 (question_id, user_id, anonymous_id, helpful, brand, created_at, updated_at)
            select q.id, ${values.userId}::int, ${values.anonymousId}::uuid, ${values.helpful},
                   ${values.brand}, ${values.at}, ${values.at}
              from help_questions q join help_categories c on c.id = q.category_id
             where q.id = ${values.questionId} and q.active and c.active
               and ${values.brand} = any(q.brands)
            on conflict ${
              values.userId === null
                ? sql`(question_id, anonymous_id) where anonymous_id is not null`
                : sql`(question_id, user_id) where user_id is not null`
            }
            do update set helpful = excluded.helpful, brand = excluded.brand,
                          updated_at = excluded.updated_at
            returning question_id, helpful`,
      );
      return row;
    },
  };
}
export type HelpQueries = ReturnType<typeof helpQueries>;
