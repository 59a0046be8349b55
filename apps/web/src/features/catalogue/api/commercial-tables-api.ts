import IconTable from '@tabler/icons-react/dist/esm/icons/IconTable.mjs';
import type { CommercialTable, CommercialTableInput, CommercialTableSummary } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { recordCalls } from '../../../lib/api-client/record-calls.ts';
import { staffRecords } from '../../../components/staff/staff-records.ts';
import { PER_PAGE } from './page.ts';
import type { ActiveFilter, Page } from './page.ts';

export type { CommercialTableSummary, CommercialTableInput };

export const TABLE_KEYS = {
  list: ['list-commercial-tables'] as const,
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

const tableCalls = recordCalls<CommercialTable, CommercialTableInput>('commercial-table', {
  lists: [TABLE_KEYS.list],
});

/**
 * A table's calls (`find-commercial-table`, `create-commercial-table`…), for its staff form. The
 * API deletes no table (one is switched off instead): no `remove`, so the form offers no delete.
 */
export const commercialTableRecords = /* @__PURE__ */ staffRecords(
  { load: tableCalls.load, save: tableCalls.save, lists: tableCalls.lists },
  {
    icon: IconTable,
    texts: { prefix: 'catalogue:catalogueAdmin.tables', created: 'catalogueAdmin.saved' },
    errors: { conflicts: true },
  },
);
