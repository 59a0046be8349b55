import { staffRecords } from '../../components/staff/staff-records.ts';
import type {
  ResearchAdmin,
  ResearchInput,
  ResearchListItem,
  ResearchView,
  SignedUrl,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client/api-client.ts';
import { recordCalls } from '../../lib/api-client/record-calls.ts';
import type { ListPage as Page } from '@app/shared';

export type { Page };

export const PER_PAGE = 20;
export const READER_PER_PAGE = 12;

const get = async <T>(path: string, query?: Record<string, string | number | undefined>) =>
  (await apiRequest<T>(path, { query })).data;

export const researchListQuery = (filters: { page: number; search: string }, loggedIn: boolean) =>
  queryOptions({
    queryKey: ['list-research', filters, loggedIn],
    queryFn: () =>
      get<Page<ResearchListItem>>('/api/list-research', {
        page: filters.page,
        per_page: READER_PER_PAGE,
        search: filters.search || undefined,
      }),
    placeholderData: (previous) => previous,
  });

export const researchQuery = (id: number) =>
  queryOptions({
    queryKey: ['find-research', id],
    queryFn: () => get<ResearchView>(`/api/find-research/${id}`),
    // The page shows a locked report itself (with the signatures that open it).
    meta: { silent: true },
    retry: false,
    // The PDF links inside expire in 5 minutes: never reuse an old answer.
    staleTime: 0,
    gcTime: 0,
  });

/** A fresh 5-minute link to the report's PDF: to save it, or (inline) to read it in a tab. */
export async function researchDownload(
  id: number,
  disposition: 'attachment' | 'inline' = 'attachment',
): Promise<SignedUrl> {
  return (
    await apiRequest<SignedUrl>(`/api/research-download/${id}`, {
      query: disposition === 'inline' ? { disposition } : {},
    })
  ).data;
}

export const researchAdminQuery = (filters: {
  page: number;
  search: string;
  status: string | null;
}) =>
  queryOptions({
    queryKey: ['list-research-reports', filters],
    queryFn: () =>
      get<Page<ResearchAdmin>>('/api/list-research-reports', {
        page: filters.page,
        per_page: PER_PAGE,
        search: filters.search || undefined,
        status: filters.status ?? undefined,
      }),
    placeholderData: (previous) => previous,
  });

/** A report's calls (`find-research-report`, `create-research-report`…), for its staff form. */
export const researchRecords = /* @__PURE__ */ staffRecords(
  recordCalls<ResearchAdmin, ResearchInput>('research-report', {
    lists: [['list-research-reports'], ['list-research']],
    silent: true,
  }),
  { texts: { prefix: 'research:research.admin', notFoundText: 'research.notFoundText' } },
);

export async function uploadResearchFile(id: number, file: File): Promise<ResearchAdmin> {
  const formData = new FormData();
  formData.append('file', file);
  return (
    await apiRequest<ResearchAdmin>(`/api/upload-research-file/${id}`, { method: 'POST', formData })
  ).data;
}
