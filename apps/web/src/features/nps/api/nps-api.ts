import IconMessageStar from '@tabler/icons-react/dist/esm/icons/IconMessageStar.mjs';
import { staffRecords } from '../../../components/staff/staff-records.ts';
import type {
  ListPage,
  NpsAnswer,
  NpsAnswerResult,
  NpsAnswerRow,
  NpsSendInput,
  NpsAudienceOptions,
  NpsFollowUpInput,
  NpsPendingQuestion,
  NpsQuestion,
  NpsQuestionInput,
  NpsResults,
  NpsSend,
  NpsSendCheck,
  NpsSendCreated,
  NpsWithdrawn,
  SelectOption,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { recordCalls } from '../../../lib/api-client/record-calls.ts';
import { saveCsvResponse } from '../../../lib/download/save-file.ts';

/** NPS surveys (issue 16): the staff calls of `/nps` and the person's own questions. */

export const PER_PAGE = 20;
export type ActiveFilter = 'true' | 'false' | null;

const getData = async <T>(path: string, query?: Record<string, string | number | undefined>) =>
  (await apiRequest<T>(path, query ? { query } : {})).data;

export const NPS_KEYS = {
  questions: ['list-nps-questions'] as const,
  categories: ['select-nps-question-categories'] as const,
  audience: ['select-nps-audience-options'] as const,
  sends: ['list-nps-sends'] as const,
  results: ['nps-results'] as const,
  answers: ['list-nps-answers'] as const,
  pending: ['list-all-question-nps-user'] as const,
};

export interface QuestionFilters {
  page: number;
  search: string;
  category: string | null;
  active: ActiveFilter;
}

export const questionsQuery = (filters: QuestionFilters) =>
  queryOptions({
    queryKey: [...NPS_KEYS.questions, filters],
    queryFn: () =>
      getData<ListPage<NpsQuestion>>('/api/list-nps-questions', {
        page: filters.page,
        per_page: PER_PAGE,
        search: filters.search.trim() || undefined,
        category: filters.category ?? undefined,
        active: filters.active ?? undefined,
      }),
    placeholderData: (previous) => previous,
  });

/** Every active question (the send page's choices). */
export const activeQuestionsQuery = () =>
  queryOptions({
    queryKey: [...NPS_KEYS.questions, 'active-all'],
    queryFn: () =>
      getData<ListPage<NpsQuestion>>('/api/list-nps-questions', { per_page: 100, active: 'true' }),
  });

/**
 * A question's calls (`find-nps-question`, `create-nps-question`…); its update is a POST. A
 * question already sent cannot be deleted (409, in pt-BR: deactivate it instead).
 */
export const questionRecords = /* @__PURE__ */ staffRecords(
  recordCalls<NpsQuestion, NpsQuestionInput>('nps-question', {
    lists: [NPS_KEYS.questions],
    update: 'POST',
  }),
  { icon: IconMessageStar, texts: 'nps:nps.questions', label: (question) => question.question },
);

export const categoriesQuery = () =>
  queryOptions({
    queryKey: NPS_KEYS.categories,
    queryFn: () => getData<SelectOption[]>('/api/select-nps-question-categories'),
    staleTime: 5 * 60_000,
  });

export const audienceOptionsQuery = () =>
  queryOptions({
    queryKey: NPS_KEYS.audience,
    queryFn: () => getData<NpsAudienceOptions>('/api/select-nps-audience-options'),
    staleTime: 60_000,
  });

export async function toggleQuestion(id: number) {
  return (
    await apiRequest<NpsQuestion>(`/api/toggle-active-nps-question/${id}`, { method: 'POST' })
  ).data;
}

/** The body of `check-users-nps-send` and `send-nps-users`. */
export type SendBody = NpsSendInput;

export async function checkSend(body: SendBody) {
  return (await apiRequest<NpsSendCheck>('/api/check-users-nps-send', { method: 'POST', body }))
    .data;
}

export async function sendSurvey(body: SendBody) {
  return (
    await apiRequest<NpsSendCreated>('/api/send-nps-users', {
      method: 'POST',
      body,
    })
  ).data;
}

export const sendsQuery = (page: number) =>
  queryOptions({
    queryKey: [...NPS_KEYS.sends, page],
    queryFn: () => getData<ListPage<NpsSend>>('/api/list-nps-sends', { page, per_page: 10 }),
    placeholderData: (previous) => previous,
  });

export async function resendRound(id: number) {
  return (
    await apiRequest<NpsSendCreated>(`/api/resend-nps-send/${id}`, {
      method: 'POST',
    })
  ).data;
}

export async function withdrawRound(id: number) {
  return (await apiRequest<NpsWithdrawn>(`/api/withdraw-nps-send/${id}`, { method: 'DELETE' }))
    .data;
}

export interface ResultFilters {
  category: string | null;
  brand: string | null;
  from: string;
  to: string;
}

const resultQuery = (filters: ResultFilters) => ({
  category: filters.category ?? undefined,
  brand: filters.brand ?? undefined,
  from: filters.from || undefined,
  to: filters.to || undefined,
});

export const resultsQuery = (filters: ResultFilters) =>
  queryOptions({
    queryKey: [...NPS_KEYS.results, filters],
    queryFn: () => getData<NpsResults>('/api/nps-results', resultQuery(filters)),
    placeholderData: (previous) => previous,
  });

export const answersQuery = (
  filters: ResultFilters & { page: number; search: string; kind: 'open' | 'detractor' | null },
) =>
  queryOptions({
    queryKey: [...NPS_KEYS.answers, filters],
    queryFn: () =>
      getData<ListPage<NpsAnswerRow>>('/api/list-nps-answers', {
        ...resultQuery(filters),
        page: filters.page,
        per_page: 10,
        search: filters.search.trim() || undefined,
        kind: filters.kind ?? undefined,
      }),
    placeholderData: (previous) => previous,
  });

/** Downloads the answers' CSV the filters show (bearer in the header, so not a link; audited). */
export async function downloadAnswersCsv(
  filters: ResultFilters & { search: string; kind: string | null },
): Promise<void> {
  const response = await apiRequest<string>('/api/export-nps-answers', {
    query: {
      ...resultQuery(filters),
      search: filters.search.trim() || undefined,
      kind: filters.kind ?? undefined,
    },
  });
  saveCsvResponse(response, 'respostas-nps.csv');
}

export async function saveFollowUp(id: number, body: NpsFollowUpInput) {
  return (await apiRequest<NpsAnswerRow>(`/api/save-nps-follow-up/${id}`, { method: 'POST', body }))
    .data;
}

/** The signed-in person's pending questions (the modal). */
export const pendingQuery = () =>
  queryOptions({
    queryKey: NPS_KEYS.pending,
    queryFn: () => getData<NpsPendingQuestion[]>('/api/list-all-question-nps-user'),
    staleTime: Infinity,
    retry: false,
  });

export async function answerSurvey(answers: NpsAnswer[]) {
  return (
    await apiRequest<NpsAnswerResult>('/api/create-nps-answer-user', {
      method: 'POST',
      body: { answers },
    })
  ).data;
}
