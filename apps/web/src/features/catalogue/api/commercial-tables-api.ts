import type { CommercialTable, CommercialTableInput, CommercialTableSummary } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { PER_PAGE } from './page.ts';
import type { ActiveFilter, Page } from './page.ts';

export type { CommercialTableSummary, CommercialTableInput };

export const TABLE_KEYS = {
  list: ['list-commercial-tables'] as const,
  one: (id: number) => ['find-commercial-table', id] as const,
};

export const commercialTablesQuery = (filters: {
  page: number;
  search: string;
  active: ActiveFilter;
}) =>
  queryOptions({
    queryKey: [...TABLE_KEYS.list, filters],
    queryFn: async () =>
      (
        await apiRequest<Page<CommercialTableSummary>>('/api/list-commercial-tables', {
          query: {
            page: filters.page,
            per_page: PER_PAGE,
            search: filters.search.trim() || undefined,
            active: filters.active ?? undefined,
          },
        })
      ).data,
    placeholderData: (previous) => previous,
  });

export const commercialTableQuery = (id: number) =>
  queryOptions({
    queryKey: TABLE_KEYS.one(id),
    queryFn: async () =>
      (await apiRequest<CommercialTable>(`/api/find-commercial-table/${id}`)).data,
  });

export async function saveCommercialTable(
  id: number | null,
  body: CommercialTableInput,
): Promise<CommercialTable> {
  return (
    await apiRequest<CommercialTable>(
      id === null ? '/api/create-commercial-table' : `/api/update-commercial-table/${id}`,
      { method: id === null ? 'POST' : 'PUT', body },
    )
  ).data;
}
