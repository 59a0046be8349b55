import type { Podcast, PodcastInput } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client/api-client.ts';
import type { ListPage as Page } from '@app/shared';

export type { Page };

export const PODCASTS_PER_PAGE = 12;

const get = async <T>(path: string, query?: Record<string, string | number | undefined>) =>
  (await apiRequest<T>(path, { query })).data;

/** Staff with `Podcasts` see drafts and scheduled episodes too. */
export const podcastsQuery = (filters: { page: number; search: string; staff: boolean }) =>
  queryOptions({
    queryKey: ['list-podcasts', filters],
    queryFn: () =>
      get<Page<Podcast>>(filters.staff ? '/api/list-podcasts-admin' : '/api/list-podcasts', {
        page: filters.page,
        per_page: PODCASTS_PER_PAGE,
        search: filters.search || undefined,
      }),
    placeholderData: (previous) => previous,
  });

export const podcastQuery = (id: number) =>
  queryOptions({
    queryKey: ['find-podcast', id],
    queryFn: () => get<Podcast>(`/api/find-podcast/${id}`),
    meta: { silent: true },
  });

export async function savePodcast(id: number | null, body: PodcastInput): Promise<Podcast> {
  return (
    await apiRequest<Podcast>(id === null ? '/api/create-podcast' : `/api/update-podcast/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body,
    })
  ).data;
}

export async function deletePodcast(id: number): Promise<void> {
  await apiRequest(`/api/delete-podcast/${id}`, { method: 'DELETE' });
}
