import IconHelpCircle from '@tabler/icons-react/dist/esm/icons/IconHelpCircle.mjs';
import { staffRecords } from '../../../components/staff/staff-records.ts';
import type {
  HelpCategory,
  HelpCategoryInput,
  HelpCategoryOption,
  HelpCentre,
  HelpFeedbackResult,
  HelpMoveInput,
  HelpQuestion,
  HelpQuestionInput,
  ListPage,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { recordCalls } from '../../../lib/api-client/record-calls.ts';

/** FAQ / Central de ajuda (issue 17): the staff calls of `/faq` and the public help centre. */

export const PER_PAGE = 20;
export const CATEGORIES_PER_PAGE = 50;
export type ActiveFilter = 'true' | 'false' | null;
type Direction = HelpMoveInput['direction'];

const getData = async <T>(path: string, query?: Record<string, string | number | undefined>) =>
  (await apiRequest<T>(path, query ? { query } : {})).data;

/** The FAQ's permission resource (questions and categories alike). */
export const FAQ_RESOURCE = 'FAQ / Central de ajuda';

export const HELP_KEYS = {
  questions: ['list-faq-questions'] as const,
  categories: ['list-faq-categories'] as const,
  categoryOptions: ['select-faq-categories'] as const,
  centre: ['help-centre'] as const,
};

export interface QuestionFilters {
  page: number;
  search: string;
  category: string | null;
  active: ActiveFilter;
}

export const questionsQuery = (filters: QuestionFilters) =>
  queryOptions({
    queryKey: [...HELP_KEYS.questions, filters],
    queryFn: () =>
      getData<ListPage<HelpQuestion>>('/api/list-faq-questions', {
        page: filters.page,
        per_page: PER_PAGE,
        search: filters.search.trim() || undefined,
        category_id: filters.category ?? undefined,
        active: filters.active ?? undefined,
      }),
    placeholderData: (previous) => previous,
  });

/**
 * A question's calls (`find-faq-question`, `create-faq-question`…); a change also shows in the
 * categories' counts and the public centre.
 */
export const questionRecords = /* @__PURE__ */ staffRecords(
  recordCalls<HelpQuestion, HelpQuestionInput>('faq-question', {
    lists: [HELP_KEYS.questions, HELP_KEYS.categories, HELP_KEYS.centre],
  }),
  { icon: IconHelpCircle, texts: 'help:help.questions', label: (question) => question.question },
);

export const categoriesQuery = (filters: { page: number; search: string }) =>
  queryOptions({
    queryKey: [...HELP_KEYS.categories, filters],
    queryFn: () =>
      getData<ListPage<HelpCategory>>('/api/list-faq-categories', {
        page: filters.page,
        per_page: CATEGORIES_PER_PAGE,
        search: filters.search.trim() || undefined,
      }),
    placeholderData: (previous) => previous,
  });

export const categoryOptionsQuery = () =>
  queryOptions({
    queryKey: HELP_KEYS.categoryOptions,
    queryFn: () => getData<HelpCategoryOption[]>('/api/select-faq-categories'),
    staleTime: 60_000,
  });

export async function toggleQuestion(id: number): Promise<HelpQuestion> {
  return (
    await apiRequest<HelpQuestion>(`/api/toggle-active-faq-question/${id}`, { method: 'POST' })
  ).data;
}

export async function moveQuestion(id: number, direction: Direction): Promise<void> {
  await apiRequest(`/api/move-faq-question/${id}`, { method: 'PUT', body: { direction } });
}

/**
 * A category's calls (`find-faq-category`, `create-faq-category`…). A change touches the lists,
 * the select of the questions and the public centre.
 */
export const categoryRecords = /* @__PURE__ */ staffRecords(
  recordCalls<HelpCategory, HelpCategoryInput>('faq-category', {
    lists: [HELP_KEYS.categories, HELP_KEYS.categoryOptions, HELP_KEYS.questions, HELP_KEYS.centre],
  }),
  { texts: 'help:help.categories', subject: FAQ_RESOURCE },
);

export async function toggleCategory(id: number): Promise<HelpCategory> {
  return (
    await apiRequest<HelpCategory>(`/api/toggle-active-faq-category/${id}`, { method: 'POST' })
  ).data;
}

export async function moveCategory(id: number, direction: Direction): Promise<void> {
  await apiRequest(`/api/move-faq-category/${id}`, { method: 'PUT', body: { direction } });
}

/**
 * The help centre of this origin's brand, searched on the server. Read without the session:
 * everyone gets the same answer, which browsers and caches may keep (ETag).
 */
export const helpCentreQuery = (search: string) =>
  queryOptions({
    queryKey: [...HELP_KEYS.centre, search.trim()],
    queryFn: () =>
      apiRequest<HelpCentre>('/api/help-centre', {
        noToken: true,
        query: { search: search.trim() || undefined },
      }).then((answer) => answer.data),
    placeholderData: (previous) => previous,
    staleTime: 60_000,
    // The page says what failed in place: no toast besides.
    meta: { silent: true },
  });

/** "Isto foi útil?": a signed-in person votes as themselves, a visitor with the browser's id. */
export async function recordFeedback(
  id: number,
  helpful: boolean,
  anonymousId: string,
): Promise<HelpFeedbackResult> {
  return (
    await apiRequest<HelpFeedbackResult>(`/api/record-faq-feedback/${id}`, {
      method: 'POST',
      body: { helpful, anonymous_id: anonymousId },
    })
  ).data;
}
