import IconRocket from '@tabler/icons-react/dist/esm/icons/IconRocket.mjs';
import { staffRecords } from '../../components/staff/staff-records.ts';
import { trackingFromSearch, trackingHeaders } from '@app/shared';
import type {
  Landing,
  LandingInput,
  LandingKind,
  LandingLead,
  LandingLeadInput,
  LandingLeadResult,
  PublicLanding,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client/api-client.ts';
import { recordCalls } from '../../lib/api-client/record-calls.ts';
import { saveCsvResponse } from '../../lib/download/save-file.ts';
import type { ListPage as Page, SelectOption as Option } from '@app/shared';

export type { Page };
export type { Option };

const get = async <T>(path: string, query?: Record<string, string | number | undefined>) =>
  (await apiRequest<T>(path, { query })).data;

// ------------------------------------------------------------------ visitors
export const publicLandingQuery = (kind: LandingKind, slug: string) =>
  queryOptions({
    queryKey: ['public-landing', kind, slug],
    queryFn: () => get<PublicLanding>(`/api/public-landing/${kind}/${encodeURIComponent(slug)}`),
    meta: { silent: true },
    retry: false,
  });

/**
 * Sends the lead form. The page URL's `utm_*` parameters travel as `utm-*` headers, and only
 * when source, medium and campaign are all there (the same rule as the trial sign-up).
 */
export async function submitLead(
  pageId: number,
  input: LandingLeadInput,
  search: string,
): Promise<LandingLeadResult> {
  return (
    await apiRequest<LandingLeadResult>(`/api/landing-lead/${pageId}`, {
      method: 'POST',
      body: input,
      headers: trackingHeaders(trackingFromSearch(search)),
    })
  ).data;
}

// ------------------------------------------------------------------ staff
export const LANDINGS_PER_PAGE = 20;
export const LEADS_PER_PAGE = 20;

export const landingsQuery = (filters: { page: number; search: string; kind: string | null }) =>
  queryOptions({
    queryKey: ['list-landing-pages', filters],
    queryFn: () =>
      get<Page<Landing>>('/api/list-landing-pages', {
        page: filters.page,
        per_page: LANDINGS_PER_PAGE,
        search: filters.search || undefined,
        kind: filters.kind ?? undefined,
      }),
    placeholderData: (previous) => previous,
  });

/** A landing page's calls (`find-landing-page`, `create-landing-page`…), for its staff form. */
export const landingRecords = /* @__PURE__ */ staffRecords(
  recordCalls<Landing, LandingInput, null>('landing-page', {
    lists: [['list-landing-pages'], ['public-landing']],
  }),
  {
    icon: IconRocket,
    texts: { prefix: 'landings:media.landingsAdmin', states: 'media.landingsAdmin' },
  },
);

export const leadsQuery = (id: number, filters: { page: number; search: string }) =>
  queryOptions({
    queryKey: ['list-landing-leads', id, filters],
    queryFn: () =>
      get<Page<LandingLead>>(`/api/list-landing-leads/${id}`, {
        page: filters.page,
        per_page: LEADS_PER_PAGE,
        search: filters.search || undefined,
      }),
    placeholderData: (previous) => previous,
  });

export const landingCoursesQuery = queryOptions({
  queryKey: ['select', 'landing-courses'],
  queryFn: () => get<Option[]>('/api/select-landing-courses'),
  staleTime: 60_000,
});

/** Downloads the leads CSV (the bearer token goes in the header, so not a plain link). */
export async function downloadLeadsCsv(id: number): Promise<void> {
  saveCsvResponse(await apiRequest<string>(`/api/export-landing-leads/${id}`), `leads-${id}.csv`);
}
