import IconMovie from '@tabler/icons-react/dist/esm/icons/IconMovie.mjs';
import { staffRecords } from '../../components/staff/staff-records.ts';
import type { LsPlay, Video, VideoInput, VideoPage } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client/api-client.ts';
import { recordCalls } from '../../lib/api-client/record-calls.ts';
import type { ListPage as Page, SelectOption as Option } from '@app/shared';

export type { Page };
export type { Option };

const get = async <T>(path: string, query?: Record<string, string | number | undefined>) =>
  (await apiRequest<T>(path, { query })).data;

// ------------------------------------------------------------------ people
export const lsPlayQuery = (search: string) =>
  queryOptions({
    queryKey: ['ls-play', search],
    queryFn: () => get<LsPlay>('/api/ls-play', { search: search || undefined }),
    placeholderData: (previous) => previous,
  });

export const lsPlayVideoQuery = (id: number) =>
  queryOptions({
    queryKey: ['ls-play-video', id],
    queryFn: () => get<VideoPage>(`/api/find-ls-play-video/${id}`),
    // The page shows "not found" itself.
    meta: { silent: true },
    retry: false,
  });

/** Liberta `/conteudo/video/:id`: open to visitors. */
export const contentVideoQuery = (id: number) =>
  queryOptions({
    queryKey: ['content-video', id],
    queryFn: () => get<VideoPage>(`/api/content-video/${id}`),
    meta: { silent: true },
    retry: false,
  });

// ------------------------------------------------------------------ staff
export const VIDEOS_PER_PAGE = 20;

export const videosQuery = (filters: {
  page: number;
  search: string;
  status: string | null;
  categoryId: string | null;
}) =>
  queryOptions({
    queryKey: ['list-videos', filters],
    queryFn: () =>
      get<Page<Video>>('/api/list-videos', {
        page: filters.page,
        per_page: VIDEOS_PER_PAGE,
        search: filters.search || undefined,
        status: filters.status ?? undefined,
        category_id: filters.categoryId ?? undefined,
      }),
    placeholderData: (previous) => previous,
  });

/** A video's calls (`find-video`, `create-video`…), for its staff form. */
export const videoRecords = /* @__PURE__ */ staffRecords(
  recordCalls<Video, VideoInput, null>('video', {
    lists: [['list-videos'], ['ls-play']],
  }),
  { icon: IconMovie, texts: 'videos:media.videosAdmin' },
);

export const videoCategoriesQuery = queryOptions({
  queryKey: ['select', 'video-categories'],
  queryFn: () => get<Option[]>('/api/select-video-categories'),
  staleTime: 60_000,
});
