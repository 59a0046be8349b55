import type {
  ClosedCallJson,
  Farol,
  ListPage,
  Recommendation,
  RecommendationDetail,
  RecommendationListQuery,
  StoredQuoteView,
  TrackRecordJson,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { getData } from './page.ts';

/**
 * The customers' screens of the recommendations area: `/cliente/recomendacoes`
 * (`list-customer-recommendations`, `find-recommendation/{id}`), `/farol` (`farol`) and the public
 * track record (`track-record`, `track-record/calls`, `track-record.csv`). What each person sees
 * of a recommendation is the API's answer by their grants: a locked one comes without levels.
 */

export const CLIENT_KEYS = {
  list: ['list-customer-recommendations'] as const,
  one: (id: number) => ['find-recommendation', id] as const,
  farol: ['farol'] as const,
  trackRecord: ['track-record'] as const,
  trackRecordCalls: ['track-record-calls'] as const,
  quotes: ['list-quotes'] as const,
};

/** Cards per page of `/cliente/recomendacoes`. */
export const CLIENT_PER_PAGE = 12;
/** Rows per page of the track record's closed calls. */
export const CALLS_PER_PAGE = 20;

/** The list query's groups: `open` (waiting, active, partial), `finished`; null: all. */
export type ClientStatusFilter = Extract<
  NonNullable<RecommendationListQuery['status']>,
  'open' | 'finished'
> | null;

export interface ClientFilters {
  page: number;
  status: ClientStatusFilter;
  tradeMethodId: number | null;
}

export const clientRecommendationsQuery = (filters: ClientFilters) =>
  queryOptions({
    queryKey: [...CLIENT_KEYS.list, filters],
    queryFn: () =>
      getData<ListPage<Recommendation>>('/api/list-customer-recommendations', {
        page: filters.page,
        per_page: CLIENT_PER_PAGE,
        status: filters.status ?? undefined,
        trade_method_id: filters.tradeMethodId ?? undefined,
      }),
    placeholderData: (previous) => previous,
  });

export const clientRecommendationQuery = (id: number) =>
  queryOptions({
    queryKey: CLIENT_KEYS.one(id),
    queryFn: () => getData<RecommendationDetail>(`/api/find-recommendation/${id}`),
  });

export const farolQuery = queryOptions({
  queryKey: CLIENT_KEYS.farol,
  queryFn: () => getData<Farol>('/api/farol'),
});

/** The track record's filters (the CSV link sends the same ones). */
export interface TrackRecordFilters {
  analystId: number | null;
  tradeMethodId: number | null;
  /** São Paulo days `YYYY-MM-DD`, inclusive. */
  from: string | null;
  to: string | null;
}

export const NO_TRACK_RECORD_FILTERS: TrackRecordFilters = {
  analystId: null,
  tradeMethodId: null,
  from: null,
  to: null,
};

function trackRecordParams(filters: TrackRecordFilters): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (filters.analystId !== null) params.analyst_id = filters.analystId;
  if (filters.tradeMethodId !== null) params.trade_method_id = filters.tradeMethodId;
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  return params;
}

export const trackRecordQuery = (filters: TrackRecordFilters) =>
  queryOptions({
    queryKey: [...CLIENT_KEYS.trackRecord, filters],
    queryFn: () => getData<TrackRecordJson>('/api/track-record', trackRecordParams(filters)),
    placeholderData: (previous) => previous,
  });

export const trackRecordCallsQuery = (filters: TrackRecordFilters, page: number) =>
  queryOptions({
    queryKey: [...CLIENT_KEYS.trackRecordCalls, filters, page],
    queryFn: () =>
      getData<ListPage<ClosedCallJson>>('/api/track-record/calls', {
        ...trackRecordParams(filters),
        page,
        per_page: CALLS_PER_PAGE,
      }),
    placeholderData: (previous) => previous,
  });

/** The CSV of the closed calls with the page's filters (a plain link: the browser downloads). */
export function trackRecordCsvHref(filters: TrackRecordFilters): string {
  const params = new URLSearchParams(
    Object.entries(trackRecordParams(filters)).map(([key, value]) => [key, String(value)]),
  );
  const search = params.toString();
  return `/api/track-record.csv${search ? `?${search}` : ''}`;
}

/**
 * One asset's quotes within a window, oldest first for the chart (the API answers newest first,
 * at most 100 a page). Only staff may read quotes (resource Recomendações).
 */
export const quotesQuery = (assetId: number, from: string, to: string) =>
  queryOptions({
    queryKey: [...CLIENT_KEYS.quotes, assetId, from, to],
    queryFn: async () =>
      (
        await getData<ListPage<StoredQuoteView>>('/api/list-quotes', {
          asset_id: assetId,
          from,
          to,
          per_page: 100,
        })
      ).data
        .slice()
        .reverse(),
  });
