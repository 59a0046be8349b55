import IconSpeakerphone from '@tabler/icons-react/dist/esm/icons/IconSpeakerphone.mjs';
import { staffRecords } from '../../../components/staff/staff-records.ts';
import type {
  ActiveState,
  Influencer,
  InfluencerInput,
  InfluencerLead,
  InfluencerPeriod,
  InfluencerReport,
  ListPage,
  TrackingLinks,
} from '@app/shared';
import { saoPauloDay } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { recordCalls } from '../../../lib/api-client/record-calls.ts';
import { saveCsvResponse } from '../../../lib/download/save-file.ts';

/** Influencers (`list-influencers`…), their links, the report and the leads (issue 17). */

export const PER_PAGE = 20;
export const LEADS_PER_PAGE = 10;

const get = async <T>(path: string, query?: Record<string, string | number | undefined>) =>
  (await apiRequest<T>(path, { query })).data;

export const INFLUENCER_KEYS = {
  list: ['list-influencers'] as const,
  report: ['influencer-report'] as const,
  leads: ['list-influencer-leads'] as const,
  links: ['influencer-tracking-links'] as const,
};

/** São Paulo days, both included (the report's query, from the shared contract). */
export type Period = InfluencerPeriod;

/** The last `days` São Paulo days up to today. */
export function lastDays(days: number, now = new Date()): Period {
  const to = saoPauloDay(now.toISOString());
  const from = saoPauloDay(new Date(now.getTime() - (days - 1) * 86_400_000).toISOString());
  return { from, to };
}

export const influencersQuery = (filters: {
  page: number;
  search: string;
  active: boolean | null;
}) =>
  queryOptions({
    queryKey: [...INFLUENCER_KEYS.list, filters],
    queryFn: () =>
      get<ListPage<Influencer>>('/api/list-influencers', {
        page: filters.page,
        per_page: PER_PAGE,
        search: filters.search.trim() || undefined,
        active: filters.active === null ? undefined : String(filters.active),
      }),
    placeholderData: (previous) => previous,
  });

/** An influencer's calls (`find-influencer`, `create-influencer`…); a change shows in the report. */
export const influencerRecords = /* @__PURE__ */ staffRecords(
  recordCalls<Influencer, InfluencerInput>('influencer', {
    lists: [INFLUENCER_KEYS.list, INFLUENCER_KEYS.report],
  }),
  {
    icon: IconSpeakerphone,
    texts: { prefix: 'influencers:influencers.form', new: 'influencers.list.new' },
    errors: { conflicts: true },
  },
);

export async function toggleInfluencer(id: number): Promise<{ active: boolean }> {
  return (await apiRequest<ActiveState>(`/api/toggle-active-influencer/${id}`, { method: 'PUT' }))
    .data;
}

export const trackingLinksQuery = (id: number) =>
  queryOptions({
    queryKey: [...INFLUENCER_KEYS.links, id],
    queryFn: async () => (await get<TrackingLinks>(`/api/influencer-tracking-links/${id}`)).data,
  });

export const reportQuery = (period: Period) =>
  queryOptions({
    queryKey: [...INFLUENCER_KEYS.report, period],
    queryFn: () => get<InfluencerReport>('/api/influencer-report', { ...period }),
    placeholderData: (previous) => previous,
  });

export const leadsQuery = (id: number, period: Period, page: number) =>
  queryOptions({
    queryKey: [...INFLUENCER_KEYS.leads, id, period, page],
    queryFn: () =>
      get<ListPage<InfluencerLead>>(`/api/list-influencer-leads/${id}`, {
        ...period,
        page,
        per_page: LEADS_PER_PAGE,
      }),
    placeholderData: (previous) => previous,
  });

/** The report's CSV (bearer in a header, so not a plain link). */
export async function downloadReportCsv(period: Period): Promise<void> {
  const response = await apiRequest<string>('/api/export-influencer-report', {
    query: { ...period },
  });
  saveCsvResponse(response, `influenciadores-${period.from}-a-${period.to}.csv`);
}
