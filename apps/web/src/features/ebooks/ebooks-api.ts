import { staffRecords } from '../../components/staff/staff-records.ts';
import type {
  EbookDetail,
  EbookInput,
  EbookSummary,
  MyEbook,
  PublicEbook,
  SignedUrl,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client/api-client.ts';
import { recordCalls } from '../../lib/api-client/record-calls.ts';
import type { ListPage as Page, SelectOption as Option } from '@app/shared';

export type { Page };
export type { Option };

export const PER_PAGE = 20;

const get = async <T>(path: string, query?: Record<string, string | number | undefined>) =>
  (await apiRequest<T>(path, { query })).data;

export const publicEbookQuery = (slug: string, loggedIn: boolean) =>
  queryOptions({
    queryKey: ['public-ebook', slug, loggedIn],
    queryFn: () => get<PublicEbook>(`/api/public-ebook/${encodeURIComponent(slug)}`),
    // The page shows its own "not found" state.
    meta: { silent: true },
  });

export const myEbooksQuery = queryOptions({
  queryKey: ['my-ebooks'],
  queryFn: () => get<MyEbook[]>('/api/my-ebooks'),
  staleTime: 0,
});

export const ebooksAdminQuery = (filters: {
  page: number;
  search: string;
  status: string | null;
}) =>
  queryOptions({
    queryKey: ['list-ebooks', filters],
    queryFn: () =>
      get<Page<EbookSummary>>('/api/list-ebooks', {
        page: filters.page,
        per_page: PER_PAGE,
        search: filters.search || undefined,
        status: filters.status ?? undefined,
      }),
    placeholderData: (previous) => previous,
  });

/** An ebook's calls (`find-ebook`, `create-ebook`…), for its staff form and the staff list. */
export const ebookRecords = /* @__PURE__ */ staffRecords(
  recordCalls<EbookDetail, EbookInput>('ebook', {
    lists: [['list-ebooks']],
    silent: true,
  }),
  { cover: 'ebook', texts: { prefix: 'ebooks:ebooks.admin', notFoundText: 'ebooks.notFoundText' } },
);

/** Course selects reused by the ebook form; a staff member without `Cursos` gets none. */
export const optionsQuery = (name: 'category' | 'access-period') =>
  queryOptions({
    queryKey: ['select', name],
    queryFn: () => get<Option[]>(`/api/select-${name}`),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

export async function uploadEbookFile(id: number, file: File): Promise<EbookDetail> {
  const formData = new FormData();
  formData.append('file', file);
  return (
    await apiRequest<EbookDetail>(`/api/upload-ebook-file/${id}`, { method: 'POST', formData })
  ).data;
}

/** A 5-minute link to the ebook's PDF: to save it, or (inline) to read it in the browser. */
export async function ebookLink(
  id: number,
  disposition: 'attachment' | 'inline' = 'attachment',
): Promise<SignedUrl> {
  return (
    await apiRequest<SignedUrl>(`/api/ebook-download/${id}`, {
      query: disposition === 'inline' ? { disposition } : {},
    })
  ).data;
}
