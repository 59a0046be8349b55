import type {
  Advisor,
  AdvisorInput,
  InvestmentPage,
  InvestmentPageInput,
  ListPage,
  SiteAdvisor,
  SiteInvestmentPage,
  SiteInvestmentPageSummary,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';

/** Staff advisors and investment pages, and the site's public reads (issue 17). */

export const PER_PAGE = 20;

const get = async <T>(path: string, query?: Record<string, string | number | undefined>) =>
  (await apiRequest<T>(path, { query, noToken: path.includes('-site-') })).data;

export const ADVISOR_KEYS = {
  list: ['list-advisors'] as const,
  one: (id: number) => ['find-advisor', id] as const,
  select: ['select-advisors'] as const,
};
export const PAGE_KEYS = {
  list: ['list-investment-pages'] as const,
  one: (id: number) => ['find-investment-page', id] as const,
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

export const advisorQuery = (id: number) =>
  queryOptions({
    queryKey: ADVISOR_KEYS.one(id),
    queryFn: () => get<Advisor>(`/api/find-advisor/${id}`),
  });

export const advisorOptionsQuery = () =>
  queryOptions({
    queryKey: ADVISOR_KEYS.select,
    queryFn: () => get<{ id: number; name: string; active: boolean }[]>('/api/select-advisors'),
  });

export async function saveAdvisor(id: number | null, body: AdvisorInput): Promise<Advisor> {
  return (
    await apiRequest<Advisor>(id === null ? '/api/create-advisor' : `/api/update-advisor/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body,
    })
  ).data;
}

export async function toggleAdvisor(id: number): Promise<{ active: boolean }> {
  return (
    await apiRequest<{ active: boolean }>(`/api/toggle-active-advisor/${id}`, { method: 'PUT' })
  ).data;
}

export async function deleteAdvisor(id: number): Promise<void> {
  await apiRequest(`/api/delete-advisor/${id}`, { method: 'DELETE' });
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

export const investmentPageQuery = (id: number) =>
  queryOptions({
    queryKey: PAGE_KEYS.one(id),
    queryFn: () => get<InvestmentPage>(`/api/find-investment-page/${id}`),
  });

export async function saveInvestmentPage(
  id: number | null,
  body: InvestmentPageInput,
): Promise<InvestmentPage> {
  return (
    await apiRequest<InvestmentPage>(
      id === null ? '/api/create-investment-page' : `/api/update-investment-page/${id}`,
      { method: id === null ? 'POST' : 'PUT', body },
    )
  ).data;
}

export async function togglePublished(id: number): Promise<{ active: boolean }> {
  const { published } = (
    await apiRequest<{ published: boolean }>(`/api/toggle-published-investment-page/${id}`, {
      method: 'PUT',
    })
  ).data;
  return { active: published };
}

export async function deleteInvestmentPage(id: number): Promise<void> {
  await apiRequest(`/api/delete-investment-page/${id}`, { method: 'DELETE' });
}

// --- The site (no session) ------------------------------------------------------------------

export const siteAdvisorsQuery = () =>
  queryOptions({
    queryKey: SITE_KEYS.advisors,
    queryFn: async () => (await get<{ data: SiteAdvisor[] }>('/api/list-site-advisors')).data,
  });

export const sitePagesQuery = () =>
  queryOptions({
    queryKey: SITE_KEYS.pages,
    queryFn: async () =>
      (await get<{ data: SiteInvestmentPageSummary[] }>('/api/list-site-investment-pages')).data,
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
    queryFn: () => get<{ id: number; name: string }[]>('/api/select-advisor-users'),
  });
