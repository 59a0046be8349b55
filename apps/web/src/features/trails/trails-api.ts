import IconRoute from '@tabler/icons-react/dist/esm/icons/IconRoute.mjs';
import { staffRecords } from '../../components/staff/staff-records.ts';
import type {
  MyTrail,
  MyTrailDetail,
  TrailDetail,
  TrailInput,
  TrailItemKind,
  TrailSummary,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client/api-client.ts';
import { recordCalls } from '../../lib/api-client/record-calls.ts';
import type { ListPage as Page, SelectOption as Option } from '@app/shared';

export type { Page };
export type { Option };

export const TRAILS_PER_PAGE = 20;

const get = async <T>(path: string, query?: Record<string, string | number | undefined>) =>
  (await apiRequest<T>(path, { query })).data;

/** Signed in: the person's progress; a visitor: the public variant (0 %, locks of a visitor). */
export const myTrailsQuery = (loggedIn: boolean) =>
  queryOptions({
    queryKey: ['my-trails', loggedIn],
    queryFn: () => get<MyTrail[]>(loggedIn ? '/api/my-trails' : '/api/list-public-trails'),
    // Progress moves while people study elsewhere: fresh whenever the page opens.
    staleTime: 0,
  });

export const myTrailQuery = (id: number, loggedIn: boolean) =>
  queryOptions({
    queryKey: ['my-trail', id, loggedIn],
    queryFn: () =>
      get<MyTrailDetail>(loggedIn ? `/api/find-my-trail/${id}` : `/api/find-public-trail/${id}`),
    staleTime: 0,
    meta: { silent: true },
  });

export async function completeTrailItem(body: {
  kind: TrailItemKind;
  target_id: number;
  completed: boolean;
}) {
  return (await apiRequest('/api/complete-trail-item', { method: 'POST', body })).data;
}

// ------------------------------------------------------------------ staff
export const trailsAdminQuery = (filters: {
  page: number;
  search: string;
  status: string | null;
}) =>
  queryOptions({
    queryKey: ['list-trails', filters],
    queryFn: () =>
      get<Page<TrailSummary>>('/api/list-trails', {
        page: filters.page,
        per_page: TRAILS_PER_PAGE,
        search: filters.search || undefined,
        status: filters.status ?? undefined,
      }),
    placeholderData: (previous) => previous,
  });

/** A trail's calls (`find-trail`, `create-trail`…), for its staff form. */
export const trailRecords = /* @__PURE__ */ staffRecords(
  recordCalls<TrailDetail, TrailInput>('trail', {
    lists: [['list-trails'], ['my-trails']],
  }),
  { icon: IconRoute, cover: 'trail', texts: { prefix: 'trails:trails', new: 'trails.newTrail' } },
);

export const trailContentsQuery = (kind: TrailItemKind) =>
  queryOptions({
    queryKey: ['select-trail-contents', kind],
    queryFn: () => get<Option[]>('/api/select-trail-contents', { kind }),
    staleTime: 60_000,
  });
