import IconChartBar from '@tabler/icons-react/dist/esm/icons/IconChartBar.mjs';
import { staffRecords } from '../../../components/staff/staff-records.ts';
import type {
  BiDashboard,
  BiDashboardInput,
  BiEmbed,
  BiMyDashboards,
  ListPage,
  SelectOption,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { recordCalls } from '../../../lib/api-client/record-calls.ts';

/** BI dashboards' calls (issue 17). */

export const PER_PAGE = 20;

export const BI_KEYS = {
  dashboards: ['list-bi-dashboards'] as const,
  profiles: ['select-bi-dashboard-profiles'] as const,
  embed: (slug: string) => ['bi-dashboard-embed', slug] as const,
  mine: ['list-my-bi-dashboards'] as const,
};

export const dashboardsQuery = (filters: { page: number; search: string }) =>
  queryOptions({
    queryKey: [...BI_KEYS.dashboards, filters],
    queryFn: async () =>
      (
        await apiRequest<ListPage<BiDashboard>>('/api/list-bi-dashboards', {
          query: {
            page: filters.page,
            per_page: PER_PAGE,
            search: filters.search.trim() || undefined,
          },
        })
      ).data,
    placeholderData: (previous) => previous,
  });

/** A dashboard's calls (`find-bi-dashboard`, `create-bi-dashboard`…); its update is a POST. */
export const dashboardRecords = /* @__PURE__ */ staffRecords(
  recordCalls<BiDashboard, BiDashboardInput>('bi-dashboard', {
    lists: [BI_KEYS.dashboards],
    update: 'POST',
  }),
  {
    icon: IconChartBar,
    texts: { prefix: 'biDashboards:biDashboards.form', states: 'biDashboards.list' },
    errors: { conflicts: true },
  },
);

export const profilesQuery = () =>
  queryOptions({
    queryKey: BI_KEYS.profiles,
    queryFn: async () =>
      (await apiRequest<SelectOption[]>('/api/select-bi-dashboard-profiles')).data,
    staleTime: 5 * 60_000,
  });

/** A signed Metabase URL expires: never reused from the cache. */
export const embedQuery = (slug: string) =>
  queryOptions({
    queryKey: BI_KEYS.embed(slug),
    queryFn: async () =>
      (await apiRequest<BiEmbed>(`/api/bi-dashboard-embed/${encodeURIComponent(slug)}`)).data,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { silent: true },
  });

export const myDashboardsQuery = () =>
  queryOptions({
    queryKey: BI_KEYS.mine,
    queryFn: async () => (await apiRequest<BiMyDashboards>('/api/list-my-bi-dashboards')).data,
    meta: { silent: true },
  });
