import type {
  BroadcastCard,
  BroadcastStatus,
  ClientBroadcast,
  ListPage,
  LiveFeed,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client/api-client.ts';

const get = async <T>(path: string, query?: Record<string, string | number | undefined>) =>
  (await apiRequest<T>(path, { query })).data;

/** `GET /api/list-feed` (Cliente-Feed): live, next and recent broadcasts the user may watch. */
export const feedQuery = () =>
  queryOptions({
    queryKey: ['live', 'feed'],
    queryFn: () => get<LiveFeed>('/api/list-feed'),
    // Something may go live while the page is open.
    refetchInterval: 60_000,
    meta: { silent: true },
  });

export const LIVES_PER_PAGE = 12;

export interface LivesFilters {
  page: number;
  search: string;
  status: BroadcastStatus | null;
  programId: number | null;
  perPage?: number;
}

/** `GET /api/list-client-broadcasts` (Cliente-Transmissões), paged. */
export const clientBroadcastsQuery = (filters: LivesFilters) =>
  queryOptions({
    queryKey: ['live', 'client-broadcasts', filters],
    queryFn: () =>
      get<ListPage<BroadcastCard>>('/api/list-client-broadcasts', {
        page: filters.page,
        per_page: filters.perPage ?? LIVES_PER_PAGE,
        search: filters.search || undefined,
        status: filters.status ?? undefined,
        program_id: filters.programId ?? undefined,
      }),
    placeholderData: (previous) => previous,
    meta: { silent: true },
  });

/** `GET /api/find-client-broadcast/:id`: the live page (403 with `required_signatures`). */
export const clientBroadcastQuery = (id: number) =>
  queryOptions({
    queryKey: ['live', 'client-broadcast', id],
    queryFn: () => get<ClientBroadcast>(`/api/find-client-broadcast/${id}`),
    // The page shows not-found / subscribe states itself; the status may change while watching.
    meta: { silent: true },
    retry: false,
    refetchInterval: 60_000,
  });
