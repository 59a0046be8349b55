import type {
  AnalystCredentials,
  FinancialAssetOption,
  IdName,
  Recommendation,
  RecommendationActionRequest,
  RecommendationDetail,
  RecommendationInput,
  SelectValueOption,
} from '@app/shared';
import type { recommendationListQuerySchema } from '@app/shared';
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { PER_PAGE, getData } from './page.ts';
import type { ListPage } from './page.ts';

/**
 * The staff recommendations (`list-recommendations`, `list-recommendation-status`,
 * `find-recommendation-admin/{id}`, `create-recommendation`, `recommendation-action/{id}`) and the
 * selects of the publish form. Prices in cents, times UTC.
 */

export const RECOMMENDATION_KEYS = {
  list: ['list-recommendations'] as const,
  board: ['list-recommendation-status'] as const,
  one: (id: number) => ['find-recommendation-admin', id] as const,
  /** Every staff read of a recommendation: what a realtime event refreshes. */
  all: [['list-recommendations'], ['list-recommendation-status'], ['find-recommendation-admin']],
};

/** A list's filters (the contract's query, as it reads it, without the page size). */
export type RecommendationFilters = Omit<
  z.output<typeof recommendationListQuerySchema>,
  'per_page'
>;

const listOf = (path: string, filters: RecommendationFilters) =>
  getData<ListPage<Recommendation>>(path, {
    ...filters,
    per_page: PER_PAGE,
    search: filters.search?.trim() || undefined,
  });

/** Staff `/recomendacoes`. */
export const recommendationsQuery = (filters: RecommendationFilters) =>
  queryOptions({
    queryKey: [...RECOMMENDATION_KEYS.list, filters],
    queryFn: () => listOf('/api/list-recommendations', filters),
    placeholderData: (previous) => previous,
  });

/** `/status-das-recomendacoes`. */
export const recommendationBoardQuery = (filters: RecommendationFilters) =>
  queryOptions({
    queryKey: [...RECOMMENDATION_KEYS.board, filters],
    queryFn: () => listOf('/api/list-recommendation-status', filters),
    placeholderData: (previous) => previous,
  });

export const recommendationQuery = (id: number) =>
  queryOptions({
    queryKey: RECOMMENDATION_KEYS.one(id),
    queryFn: () => getData<RecommendationDetail>(`/api/find-recommendation-admin/${id}`),
  });

/** Publishes; the API answers the detail (201). */
export async function createRecommendation(
  body: RecommendationInput,
): Promise<RecommendationDetail> {
  return (
    await apiRequest<RecommendationDetail>('/api/create-recommendation', { method: 'POST', body })
  ).data;
}

/** Cancels, closes or moves the stop on the version seen (409 when it changed meanwhile). */
export async function actOnRecommendation(
  id: number,
  body: RecommendationActionRequest,
): Promise<RecommendationDetail> {
  return (
    await apiRequest<RecommendationDetail>(`/api/recommendation-action/${id}`, {
      method: 'POST',
      body,
    })
  ).data;
}

/** The fixed lists (`select-frequencies`, `select-all-recommendation-status`…). */
export type FixedSelect =
  | 'recommendation-status'
  | 'all-recommendation-status'
  | 'stop-conductions'
  | 'target-conductions'
  | 'position-sizes'
  | 'operation-type'
  | 'frequencies';

export const fixedSelectQuery = (name: FixedSelect) =>
  queryOptions({
    queryKey: [`select-${name}`],
    queryFn: () => getData<SelectValueOption[]>(`/api/select-${name}`),
    staleTime: Infinity,
  });

/** A fixed list as a Select's data (the value is the API's word: `buy`, `swing_trade`…). */
export const valueData = (options: readonly SelectValueOption[] | undefined) =>
  (options ?? []).map((option) => ({ value: option.value, label: option.name }));

/** Analysts who may publish (CNPI and the declaration accepted). */
export const publishersQuery = queryOptions({
  queryKey: ['select-analyst-for-recommendation'],
  queryFn: () => getData<IdName[]>('/api/select-analyst-for-recommendation'),
});

/** The analyst's credentials shown before publishing (CNPI, conflicts of interest). */
export const publisherCredentialsQuery = (analystId: number | null) =>
  queryOptions({
    queryKey: ['find-analyst-credentials', analystId],
    queryFn:
      analystId === null
        ? skipToken
        : () => getData<AnalystCredentials>(`/api/find-analyst-credentials/${analystId}`),
  });

/** The methods an analyst publishes in. */
export const analystMethodsQuery = (analystId: number | null) =>
  queryOptions({
    queryKey: ['select-analyst-trade-methods', analystId],
    queryFn:
      analystId === null
        ? skipToken
        : () => getData<IdName[]>(`/api/select-analyst-trade-methods/${analystId}`),
  });

/** A method's active setups (none: the method has no setups). */
export const methodSetupsQuery = (methodId: number | null) =>
  queryOptions({
    queryKey: ['select-setups-mago', methodId],
    queryFn:
      methodId === null
        ? skipToken
        : () => getData<IdName[]>(`/api/select-setups-mago/${methodId}`),
  });

export const assetOptionsQuery = queryOptions({
  queryKey: ['select-financial-assets'],
  queryFn: () => getData<FinancialAssetOption[]>('/api/select-financial-assets'),
});

/** The live chats a recommendation's card can be posted into. */
export const recommendationChatsQuery = queryOptions({
  queryKey: ['select-chat-recommendations'],
  queryFn: () => getData<IdName[]>('/api/select-chat-recommendations'),
  meta: { silent: true },
});

/** Every analyst and every method (the lists' filters). */
export const analystFilterQuery = queryOptions({
  queryKey: ['select-analyst'],
  queryFn: () => getData<IdName[]>('/api/select-analyst'),
  meta: { silent: true },
});
export const methodFilterQuery = queryOptions({
  queryKey: ['select-trade-methods'],
  queryFn: () => getData<IdName[]>('/api/select-trade-methods'),
  meta: { silent: true },
});
