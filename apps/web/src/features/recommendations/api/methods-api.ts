import IconListDetails from '@tabler/icons-react/dist/esm/icons/IconListDetails.mjs';
import { staffRecords } from '../../../components/staff/staff-records.ts';
import type { IdName, TradeMethod, TradeMethodInput } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { recordCalls } from '../../../lib/api-client/record-calls.ts';
import { PER_PAGE, getData } from './page.ts';
import type { ActiveFilter, ListPage } from './page.ts';

/** Métodos (`list-trade-methods`…): the trade methods and their setups. */

export const METHOD_KEYS = {
  list: ['list-trade-methods'] as const,
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

export const methodOptionsQuery = queryOptions({
  queryKey: METHOD_KEYS.select,
  queryFn: () => getData<IdName[]>('/api/select-trade-methods'),
});

/**
 * A method's calls (`find-trade-method`, `create-trade-method`…), for its staff form and the list.
 * A method some recommendation names is kept: its delete answers 409, in pt-BR.
 */
export const methodRecords = /* @__PURE__ */ staffRecords(
  recordCalls<TradeMethod, TradeMethodInput>('trade-method', {
    lists: [METHOD_KEYS.list, METHOD_KEYS.select],
  }),
  {
    icon: IconListDetails,
    texts: 'recommendations:recommendations.methods',
    // A taken code or address (409) lands under its field.
    errors: { conflicts: true },
  },
);

export async function toggleMethod(id: number): Promise<TradeMethod> {
  return (await apiRequest<TradeMethod>(`/api/toggle-active-trade-method/${id}`, { method: 'PUT' }))
    .data;
}
