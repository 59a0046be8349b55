import type {
  InfluencerPeriod,
  ListPage,
  SalesForceAdvisors,
  SalesForceCustomer,
  SalesForceLead,
  SalesForceLeadOwner,
  SalesForceLeadSource,
  SalesForceLeadStatus,
  SalesForceSituation,
  SalesForceSummary,
  TakenLead,
} from '@app/shared';
import { addDays, saoPauloDay } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { TAB_PER_PAGE } from '../../../components/staff/paged-tab.tsx';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { saveCsvResponse } from '../../../lib/download/save-file.ts';

/** The sales-force panel's routes (`sales-force-summary`, the lists, "Assumir lead", the CSV). */

/** The kit's paged tab counts its pages by this. */
export const PER_PAGE = TAB_PER_PAGE;

/** São Paulo days, both included (the influencers report's period, from the shared contract). */
export type Period = InfluencerPeriod;
/** Whose book: the person's own (`me`), everyone's (`all`) or an advisor's id (managers). */
export type Scope = 'me' | 'all' | number;

export const SALES_FORCE_KEYS = {
  all: ['sales-force'] as const,
  summary: ['sales-force', 'summary'] as const,
  customers: ['sales-force', 'customers'] as const,
  leads: ['sales-force', 'leads'] as const,
  advisors: ['sales-force', 'advisors'] as const,
};

export const PERIOD_PRESETS = ['thisMonth', 'lastMonth', 'last30', 'last90'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** A preset's São Paulo days, as of `now`. */
export function presetPeriod(preset: PeriodPreset, now = new Date()): Period {
  const today = saoPauloDay(now.toISOString());
  const monthStart = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const lastDay = addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay };
    }
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last90':
      return { from: addDays(today, -89), to: today };
  }
}

const get = async <T>(path: string, query?: Record<string, string | number | undefined>) =>
  (await apiRequest<T>(path, { query })).data;

const advisorParam = (scope: Scope) => (scope === 'me' ? undefined : String(scope));

export const summaryQuery = (period: Period, scope: Scope) =>
  queryOptions({
    queryKey: [...SALES_FORCE_KEYS.summary, period, scope],
    queryFn: () =>
      get<SalesForceSummary>('/api/sales-force-summary', {
        ...period,
        advisor_id: advisorParam(scope),
      }),
    placeholderData: (previous) => previous,
  });

export const customersQuery = (filters: {
  page: number;
  search: string;
  situation: SalesForceSituation | null;
  scope: Scope;
}) =>
  queryOptions({
    queryKey: [...SALES_FORCE_KEYS.customers, filters],
    queryFn: () =>
      get<ListPage<SalesForceCustomer>>('/api/list-sales-force-customers', {
        page: filters.page,
        per_page: PER_PAGE,
        search: filters.search.trim() || undefined,
        situation: filters.situation ?? undefined,
        advisor_id: advisorParam(filters.scope),
      }),
    placeholderData: (previous) => previous,
  });

export interface LeadFilters {
  search: string;
  status: SalesForceLeadStatus | null;
  source: SalesForceLeadSource | null;
  owner: SalesForceLeadOwner | null;
}

const leadParams = (period: Period, filters: LeadFilters) => ({
  ...period,
  search: filters.search.trim() || undefined,
  status: filters.status ?? undefined,
  source: filters.source ?? undefined,
  owner: filters.owner ?? undefined,
});

export const leadsQuery = (period: Period, filters: LeadFilters, page: number) =>
  queryOptions({
    queryKey: [...SALES_FORCE_KEYS.leads, period, filters, page],
    queryFn: () =>
      get<ListPage<SalesForceLead>>('/api/list-sales-force-leads', {
        ...leadParams(period, filters),
        page,
        per_page: PER_PAGE,
      }),
    placeholderData: (previous) => previous,
  });

export const advisorsQuery = () =>
  queryOptions({
    queryKey: SALES_FORCE_KEYS.advisors,
    queryFn: async () => (await get<SalesForceAdvisors>('/api/select-sales-force-advisors')).data,
  });

export async function takeLead(customerId: number): Promise<TakenLead> {
  return (
    await apiRequest<TakenLead>(`/api/take-sales-force-lead/${customerId}`, { method: 'POST' })
  ).data;
}

/** The leads' CSV with the list's filters (bearer in a header, so not a plain link). */
export async function downloadLeadsCsv(period: Period, filters: LeadFilters): Promise<void> {
  const response = await apiRequest<string>('/api/export-sales-force-leads', {
    query: leadParams(period, filters),
  });
  saveCsvResponse(response, `leads-${period.from}-a-${period.to}.csv`);
}
