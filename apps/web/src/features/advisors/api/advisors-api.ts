import IconChartPie from '@tabler/icons-react/dist/esm/icons/IconChartPie.mjs';
import IconUserStar from '@tabler/icons-react/dist/esm/icons/IconUserStar.mjs';
import { staffRecords } from '../../../components/staff/staff-records.ts';
import type {
  ActiveState,
  Advisor,
  AdvisorInput,
  AdvisorOption,
  InvestmentPage,
  InvestmentPageInput,
  ListPage,
  PublishedState,
  SelectOption,
  SiteAdvisorList,
  SiteInvestmentPage,
  SiteInvestmentPageList,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { recordCalls } from '../../../lib/api-client/record-calls.ts';

/** Staff advisors and investment pages, and the site's public reads (issue 17). */

export const PER_PAGE = 20;

const get = async <T>(path: string, query?: Record<string, string | number | undefined>) =>
  (await apiRequest<T>(path, { query, noToken: path.includes('-site-') })).data;

export const ADVISOR_KEYS = {
  list: ['list-advisors'] as const,
  select: ['select-advisors'] as const,
};
export const PAGE_KEYS = {
  list: ['list-investment-pages'] as const,
};
export const SITE_KEYS = {
  advisors: ['list-site-advisors'] as const,
  pages: ['list-site-investment-pages'] as const,
  page: (slug: string) => ['find-site-investment-page', slug] as const,
};

/** `null`: every record; else only the active (published) or the inactive ones. */
export type StateFilter = boolean | null;

export const advisorsQuery = (filters: { page: number; search: string; active: StateFilter }) =>
  queryOptions({
    queryKey: [...ADVISOR_KEYS.list, filters],
    queryFn: () =>
      get<ListPage<Advisor>>('/api/list-advisors', {
        page: filters.page,
        per_page: PER_PAGE,
        search: filters.search.trim() || undefined,
        active: filters.active === null ? undefined : String(filters.active),
      }),
    placeholderData: (previous) => previous,
  });

/** An advisor's calls (`find-advisor`, `create-advisor`…), for the staff form and the list. */
export const advisorRecords = /* @__PURE__ */ staffRecords(
  recordCalls<Advisor, AdvisorInput>('advisor', {
    lists: [ADVISOR_KEYS.list, ADVISOR_KEYS.select, SITE_KEYS.advisors],
  }),
  {
    icon: IconUserStar,
    cover: 'advisor',
    texts: 'advisors:advisors.advisors',
    errors: { conflicts: true },
  },
);

export const advisorOptionsQuery = () =>
  queryOptions({
    queryKey: ADVISOR_KEYS.select,
    queryFn: () => get<AdvisorOption[]>('/api/select-advisors'),
  });

export async function toggleAdvisor(id: number): Promise<{ active: boolean }> {
  return (await apiRequest<ActiveState>(`/api/toggle-active-advisor/${id}`, { method: 'PUT' }))
    .data;
}

export const investmentPagesQuery = (filters: {
  page: number;
  search: string;
  published: StateFilter;
}) =>
  queryOptions({
    queryKey: [...PAGE_KEYS.list, filters],
    queryFn: () =>
      get<ListPage<InvestmentPage>>('/api/list-investment-pages', {
        page: filters.page,
        per_page: PER_PAGE,
        search: filters.search.trim() || undefined,
        published: filters.published === null ? undefined : String(filters.published),
      }),
    placeholderData: (previous) => previous,
  });

/**
 * An investment page's calls (`find-investment-page`, `create-investment-page`…); a change
 * refreshes the site's pages too.
 */
export const investmentPageRecords = /* @__PURE__ */ staffRecords(
  recordCalls<InvestmentPage, InvestmentPageInput>('investment-page', {
    lists: [PAGE_KEYS.list, SITE_KEYS.pages, ['find-site-investment-page']],
  }),
  {
    icon: IconChartPie,
    cover: 'investment',
    texts: 'advisors:advisors.pages',
    errors: { conflicts: true },
  },
);

export async function togglePublished(id: number): Promise<{ active: boolean }> {
  const { published } = (
    await apiRequest<PublishedState>(`/api/toggle-published-investment-page/${id}`, {
      method: 'PUT',
    })
  ).data;
  return { active: published };
}

// --- The site (no session) ------------------------------------------------------------------

export const siteAdvisorsQuery = () =>
  queryOptions({
    queryKey: SITE_KEYS.advisors,
    queryFn: async () => (await get<SiteAdvisorList>('/api/list-site-advisors')).data,
  });

export const sitePagesQuery = () =>
  queryOptions({
    queryKey: SITE_KEYS.pages,
    queryFn: async () =>
      (await get<SiteInvestmentPageList>('/api/list-site-investment-pages')).data,
  });

export const sitePageQuery = (slug: string) =>
  queryOptions({
    queryKey: SITE_KEYS.page(slug),
    queryFn: () =>
      get<SiteInvestmentPage>(`/api/find-site-investment-page/${encodeURIComponent(slug)}`),
    meta: { silent: true },
  });

export const advisorUsersQuery = () =>
  queryOptions({
    queryKey: ['select-advisor-users'],
    queryFn: () => get<SelectOption[]>('/api/select-advisor-users'),
  });
