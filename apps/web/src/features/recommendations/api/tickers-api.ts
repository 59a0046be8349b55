import type { FinancialAsset, FinancialAssetInput, Market } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { PER_PAGE, getData } from './page.ts';
import type { ActiveFilter, ListPage } from './page.ts';

/** Gestão de Tickers (`list-financial-assets`…): the assets recommendations and quotes name. */

export const TICKER_KEYS = {
  list: ['list-financial-assets'] as const,
  one: (id: number) => ['find-financial-asset', id] as const,
  /** The selects other screens read (the recommendation form's tickers). */
  select: ['select-financial-assets'] as const,
};

export interface TickerFilters {
  page: number;
  search: string;
  market: Market | null;
  active: ActiveFilter;
}

export const tickersQuery = (filters: TickerFilters) =>
  queryOptions({
    queryKey: [...TICKER_KEYS.list, filters],
    queryFn: () =>
      getData<ListPage<FinancialAsset>>('/api/list-financial-assets', {
        page: filters.page,
        per_page: PER_PAGE,
        search: filters.search.trim() || undefined,
        market: filters.market ?? undefined,
        active: filters.active ?? undefined,
      }),
    placeholderData: (previous) => previous,
  });

export const tickerQuery = (id: number) =>
  queryOptions({
    queryKey: TICKER_KEYS.one(id),
    queryFn: () => getData<FinancialAsset>(`/api/find-financial-asset/${id}`),
  });

export async function saveTicker(
  id: number | null,
  body: FinancialAssetInput,
): Promise<FinancialAsset> {
  return (
    await apiRequest<FinancialAsset>(
      id === null ? '/api/create-financial-asset' : `/api/update-financial-asset/${id}`,
      { method: id === null ? 'POST' : 'PUT', body },
    )
  ).data;
}

export async function toggleTicker(id: number): Promise<FinancialAsset> {
  return (
    await apiRequest<FinancialAsset>(`/api/toggle-active-financial-asset/${id}`, { method: 'PUT' })
  ).data;
}

/** A ticker some recommendation or quote names is kept: the API answers 409, in pt-BR. */
export async function deleteTicker(id: number): Promise<void> {
  await apiRequest(`/api/delete-financial-asset/${id}`, { method: 'DELETE' });
}
