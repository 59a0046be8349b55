import IconMicrophone from '@tabler/icons-react/dist/esm/icons/IconMicrophone.mjs';
import { staffRecords } from '../../components/staff/staff-records.ts';
import type { Podcast, PodcastInput } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client/api-client.ts';
import { recordCalls } from '../../lib/api-client/record-calls.ts';
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

/** An episode's calls (`find-podcast`, `create-podcast`…), for its page and its staff form. */
export const podcastRecords = /* @__PURE__ */ staffRecords(
  recordCalls<Podcast, PodcastInput>('podcast', {
    lists: [['list-podcasts']],
    silent: true,
  }),
  {
    icon: IconMicrophone,
    cover: 'podcast',
    texts: { prefix: 'podcasts:podcasts', new: 'podcasts.newEpisode' },
    // The podcasts' routes are open to everyone: the permission is named here.
    subject: 'Podcasts',
  },
);
export const podcastQuery = podcastRecords.load;
