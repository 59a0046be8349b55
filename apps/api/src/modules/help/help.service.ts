import { createHash } from 'node:crypto';
import { HELP_MESSAGES, helpSearchText } from '@app/shared';
import type {
  BrandId,
  HelpCategory,
  HelpCentre,
  HelpFeedbackResult,
  HelpQuestion,
  helpCategoryInputSchema,
  helpCategoryListQuerySchema,
  helpMoveInputSchema,
  helpQuestionInputSchema,
  helpQuestionListQuerySchema,
} from '@app/shared';
import type { z } from 'zod';
import type { AuditEntry } from '../../platform/audit.ts';
import type { ChangeFeed } from '../../platform/db/change-feed.ts';
import type { Db } from '../../platform/db/database.ts';
import { feedCache } from '../../platform/db/feed-cache.ts';
import { AppError, isForeignKeyViolation } from '../../platform/errors.ts';
import { cleanHtml } from '../../platform/html.ts';
import { textOfHtml } from './help-text.ts';
import { HELP_CENTRE_TABLES, helpQueries } from './help.queries.ts';
import type {
  CategoryWithCount,
  HelpCentreRow,
  HelpSearch,
  QuestionWithStats,
} from './help.queries.ts';

type CategoryInput = z.output<typeof helpCategoryInputSchema>;
type CategoryListQuery = z.output<typeof helpCategoryListQuerySchema>;
type QuestionInput = z.output<typeof helpQuestionInputSchema>;
type QuestionListQuery = z.output<typeof helpQuestionListQuerySchema>;
type Move = z.output<typeof helpMoveInputSchema>['direction'];

export interface HelpDeps {
  db: Db;
  now: () => Date;
  audit: (entry: AuditEntry) => Promise<void>;
  /** Keeps each brand's help centre per process (docs/adr/0008); absent: every read reads. */
  feed?: ChangeFeed | undefined;
}

/** A help centre answer with its strong validator (the same body always has the same tag). */
export interface CentreAnswer {
  body: HelpCentre;
  etag: string;
}

/** Who votes: the signed-in person, else the browser's anonymous id. */
export type Voter = { userId: number } | { anonymousId: string };

const iso = (value: Date | string) => new Date(value).toISOString();
const MAX_SEARCH_WORDS = 8;

const questionNotFound = () => new AppError('resource.not_found', HELP_MESSAGES.notFound);
const categoryNotFound = () => new AppError('resource.not_found', HELP_MESSAGES.categoryNotFound);

export function toHelpCategory(row: CategoryWithCount): HelpCategory {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    order: row.sortOrder,
    active: row.active,
    question_count: row.questionCount,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** The helpful share in whole percent, or null before the first vote. */
export function helpfulRate(helpful: number, notHelpful: number): number | null {
  const total = helpful + notHelpful;
  return total === 0 ? null : Math.round((helpful * 100) / total);
}

export function toHelpQuestion(row: QuestionWithStats): HelpQuestion {
  return {
    id: row.id,
    category_id: row.categoryId,
    category_name: row.categoryName,
    question: row.question,
    answer: row.answer,
    brands: row.brands,
    order: row.sortOrder,
    active: row.active,
    feedback: {
      helpful: row.helpful,
      not_helpful: row.notHelpful,
      rate: helpfulRate(row.helpful, row.notHelpful),
    },
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** A typed search → what the queries compare (null: nothing to search for). */
export function helpSearchOf(value: string | undefined): HelpSearch | null {
  const text = helpSearchText(value ?? '');
  if (text === '') return null;
  const words = [...new Set(text.split(' '))].slice(0, MAX_SEARCH_WORDS);
  return { text, words };
}

/** The rows of one statement → categories with their questions, in the rows' order. */
function groupCentre(rows: HelpCentreRow[], search: string | null): HelpCentre {
  const categories: HelpCentre['categories'] = [];
  for (const row of rows) {
    let category = categories.at(-1);
    if (category?.id !== row.category_id) {
      category = {
        id: row.category_id,
        name: row.category_name,
        slug: row.category_slug,
        questions: [],
      };
      categories.push(category);
    }
    category.questions.push({ id: row.id, question: row.question, answer: row.answer });
  }
  return { search, total: rows.length, categories };
}

const etagOf = (body: HelpCentre) =>
  `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 32)}"`;

/** The answer's HTML cleaned, refused when nothing readable is left (a lone `<script>`). */
function cleanAnswer(html: string): { answer: string; text: string } {
  const answer = cleanHtml(html);
  if (answer === null)
    throw new AppError('bad.request', undefined, { error: { answer: [HELP_MESSAGES.answer] } });
  return { answer, text: textOfHtml(answer) };
}

/** `ids` with `id` moved one place up or down (the same list when it is already at that end). */
export function moved(ids: readonly number[], id: number, direction: Move): number[] {
  const list = [...ids];
  const at = list.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at === -1 || to < 0 || to >= list.length) return list;
  [list[at], list[to]] = [list[to]!, list[at]!];
  return list;
}

/**
 * FAQ / Central de ajuda: staff's categories and questions, the brands' public help centre and
 * the "Isto foi útil?" votes.
 */
export function helpService({ db, now, audit, feed }: HelpDeps) {
  const q = helpQueries(db);
  const changed = (action: string, targetType: string, id: number) =>
    audit({ action: `help.${action}`, targetType, targetId: id });
  const centres = feedCache<BrandId, CentreAnswer>(feed, {
    tables: HELP_CENTRE_TABLES,
    max: 16,
    now: () => now().getTime(),
  });
  const readCentre = async (brand: BrandId, search: HelpSearch | null, typed: string | null) => {
    const body = groupCentre(await q.centre(brand, search), typed);
    return { body, etag: etagOf(body) };
  };

  return {
    // --- Categories ----------------------------------------------------------------------
    async categories(query: CategoryListQuery) {
      const offset = (query.page - 1) * query.per_page;
      const filter = { search: query.search, active: query.active };
      const { rows, total } = await q.categoryPage(filter, query.per_page, offset);
      return {
        data: rows.map(toHelpCategory),
        meta: {
          total: total ?? (offset === 0 ? 0 : await q.countCategories(filter)),
          page: query.page,
          per_page: query.per_page,
        },
      };
    },

    categoryOptions: () => q.categoryOptions(),

    async findCategory(id: number) {
      const row = await q.findCategory(id);
      if (!row) throw categoryNotFound();
      return toHelpCategory(row);
    },

    async createCategory(input: CategoryInput) {
      const at = now();
      const row = await q.insertCategory({
        name: input.name,
        slug: input.slug,
        sortOrder: input.order,
        active: input.active,
        createdAt: at,
        updatedAt: at,
      });
      await changed('category.create', 'help_category', row.id);
      return toHelpCategory(row);
    },

    async updateCategory(id: number, input: CategoryInput) {
      const row = await q.updateCategory(id, {
        name: input.name,
        slug: input.slug,
        sortOrder: input.order,
        active: input.active,
        updatedAt: now(),
      });
      if (!row) throw categoryNotFound();
      await changed('category.update', 'help_category', id);
      return toHelpCategory(row);
    },

    async toggleCategory(id: number) {
      const row = await q.toggleCategory(id, now());
      if (!row) throw categoryNotFound();
      await changed(row.active ? 'category.activate' : 'category.deactivate', 'help_category', id);
      return toHelpCategory(row);
    },

    async removeCategory(id: number) {
      let removed: boolean;
      try {
        removed = await q.removeCategory(id);
      } catch (error) {
        if (isForeignKeyViolation(error))
          throw new AppError('conflict', HELP_MESSAGES.categoryInUse);
        throw error;
      }
      if (!removed) throw categoryNotFound();
      await changed('category.delete', 'help_category', id);
    },

    /** One place up or down in the help centre's order (the list is renumbered 0, 1, 2…). */
    async moveCategory(id: number, direction: Move) {
      const at = now();
      const ids = await db.transaction(async (tx) => {
        const current = await q.lockCategoryOrder(tx);
        if (!current.includes(id)) throw categoryNotFound();
        const next = moved(current, id, direction);
        await q.renumberCategories(next, at, tx);
        return next;
      });
      await changed(`category.move_${direction}`, 'help_category', id);
      return { ids };
    },

    // --- Questions -----------------------------------------------------------------------
    async questions(query: QuestionListQuery) {
      const offset = (query.page - 1) * query.per_page;
      const filter = {
        search: helpSearchOf(query.search) ?? undefined,
        categoryId: query.category_id,
        brand: query.brand,
        active: query.active,
      };
      const { rows, total } = await q.questionPage(filter, query.per_page, offset);
      return {
        data: rows.map(toHelpQuestion),
        meta: {
          total: total ?? (offset === 0 ? 0 : await q.countQuestions(filter)),
          page: query.page,
          per_page: query.per_page,
        },
      };
    },

    async findQuestion(id: number) {
      const row = await q.findQuestion(id);
      if (!row) throw questionNotFound();
      return toHelpQuestion(row);
    },

    async createQuestion(input: QuestionInput, actorId: number) {
      const { answer, text } = cleanAnswer(input.answer);
      const at = now();
      const row = await q.insertQuestion({
        categoryId: input.category_id,
        question: input.question,
        answer,
        searchText: helpSearchText(`${input.question} ${text}`),
        brands: input.brands,
        sortOrder: input.order,
        active: input.active,
        createdBy: actorId,
        updatedBy: actorId,
        createdAt: at,
        updatedAt: at,
      });
      await changed('question.create', 'help_question', row.id);
      return toHelpQuestion(row);
    },

    async updateQuestion(id: number, input: QuestionInput, actorId: number) {
      const { answer, text } = cleanAnswer(input.answer);
      const row = await q.updateQuestion(id, {
        categoryId: input.category_id,
        question: input.question,
        answer,
        searchText: helpSearchText(`${input.question} ${text}`),
        brands: input.brands,
        sortOrder: input.order,
        active: input.active,
        updatedBy: actorId,
        updatedAt: now(),
      });
      if (!row) throw questionNotFound();
      await changed('question.update', 'help_question', id);
      return toHelpQuestion(row);
    },

    async toggleQuestion(id: number, actorId: number) {
      const row = await q.toggleQuestion(id, actorId, now());
      if (!row) throw questionNotFound();
      await changed(row.active ? 'question.activate' : 'question.deactivate', 'help_question', id);
      return toHelpQuestion(row);
    },

    async removeQuestion(id: number) {
      if (!(await q.removeQuestion(id))) throw questionNotFound();
      await changed('question.delete', 'help_question', id);
    },

    /** One place up or down among the questions of its category. */
    async moveQuestion(id: number, direction: Move, actorId: number) {
      const at = now();
      const ids = await db.transaction(async (tx) => {
        const current = await q.lockQuestionOrder(id, tx);
        if (!current.includes(id)) throw questionNotFound();
        const next = moved(current, id, direction);
        await q.renumberQuestions(next, actorId, at, tx);
        return next;
      });
      await changed(`question.move_${direction}`, 'help_question', id);
      return { ids };
    },

    // --- The public help centre ----------------------------------------------------------
    /**
     * The brand's help centre: the whole of it is kept per process until staff change a
     * category or a question; a search reads (one statement).
     */
    async centre(brand: BrandId, typed: string | undefined): Promise<CentreAnswer> {
      const search = helpSearchOf(typed);
      if (!search) return centres.get(brand, () => readCentre(brand, null, null));
      return readCentre(brand, search, typed?.trim() ?? null);
    },

    /** A vote on a question the brand shows: one per voter and question; voting again changes it. */
    async vote(
      questionId: number,
      brand: BrandId,
      voter: Voter,
      helpful: boolean,
    ): Promise<HelpFeedbackResult> {
      const row = await q.vote({
        questionId,
        brand,
        userId: 'userId' in voter ? voter.userId : null,
        anonymousId: 'anonymousId' in voter ? voter.anonymousId : null,
        helpful,
        at: now(),
      });
      if (!row) throw questionNotFound();
      return { question_id: row.question_id, helpful: row.helpful };
    },
  };
}
export type HelpService = ReturnType<typeof helpService>;
