import IconChartCandle from '@tabler/icons-react/dist/esm/icons/IconChartCandle.mjs';
import { staffRecords } from '../../../components/staff/staff-records.ts';
import type { FinancialAsset, FinancialAssetInput, Market } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { recordCalls } from '../../../lib/api-client/record-calls.ts';
import { PER_PAGE, getData } from './page.ts';
import type { ActiveFilter, ListPage } from './page.ts';

/** Gestão de Tickers (`list-financial-assets`…): the assets recommendations and quotes name. */

export const TICKER_KEYS = {
  list: ['list-financial-assets'] as const,
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

/**
 * A ticker's calls (`find-financial-asset`, `create-financial-asset`…), for its staff form and
 * the list. A ticker some recommendation or quote names is kept: its delete answers 409, in pt-BR.
 */
export const tickerRecords = /* @__PURE__ */ staffRecords(
  recordCalls<FinancialAsset, FinancialAssetInput>('financial-asset', {
    lists: [TICKER_KEYS.list, TICKER_KEYS.select],
  }),
  {
    icon: IconChartCandle,
    texts: 'recommendations:recommendations.tickers',
    // A taken code or address (409) lands under its field.
    errors: { conflicts: true },
    label: (ticker) => ticker.code,
  },
);

export async function toggleTicker(id: number): Promise<FinancialAsset> {
  return (
    await apiRequest<FinancialAsset>(`/api/toggle-active-financial-asset/${id}`, { method: 'PUT' })
  ).data;
}
