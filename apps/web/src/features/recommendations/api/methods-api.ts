import type { IdName, TradeMethod, TradeMethodInput } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { PER_PAGE, getData } from './page.ts';
import type { ActiveFilter, ListPage } from './page.ts';

/** Métodos (`list-trade-methods`…): the trade methods and their setups. */

export const METHOD_KEYS = {
  list: ['list-trade-methods'] as const,
  one: (id: number) => ['find-trade-method', id] as const,
  /** The active methods, as the selects offer them (the analysts' form reads it). */
  select: ['select-trade-methods'] as const,
};

export interface MethodFilters {
  page: number;
  search: string;
  active: ActiveFilter;
}

export const methodsQuery = (filters: MethodFilters) =>
  queryOptions({
    queryKey: [...METHOD_KEYS.list, filters],
    queryFn: () =>
      getData<ListPage<TradeMethod>>('/api/list-trade-methods', {
        page: filters.page,
        per_page: PER_PAGE,
        search: filters.search.trim() || undefined,
        active: filters.active ?? undefined,
      }),
    placeholderData: (previous) => previous,
  });

export const methodQuery = (id: number) =>
  queryOptions({
    queryKey: METHOD_KEYS.one(id),
    queryFn: () => getData<TradeMethod>(`/api/find-trade-method/${id}`),
  });

export const methodOptionsQuery = queryOptions({
  queryKey: METHOD_KEYS.select,
  queryFn: () => getData<IdName[]>('/api/select-trade-methods'),
});

export async function saveMethod(id: number | null, body: TradeMethodInput): Promise<TradeMethod> {
  return (
    await apiRequest<TradeMethod>(
      id === null ? '/api/create-trade-method' : `/api/update-trade-method/${id}`,
      { method: id === null ? 'POST' : 'PUT', body },
    )
  ).data;
}

export async function toggleMethod(id: number): Promise<TradeMethod> {
  return (await apiRequest<TradeMethod>(`/api/toggle-active-trade-method/${id}`, { method: 'PUT' }))
    .data;
}

/** A method some recommendation names is kept: the API answers 409, in pt-BR. */
export async function deleteMethod(id: number): Promise<void> {
  await apiRequest(`/api/delete-trade-method/${id}`, { method: 'DELETE' });
}
