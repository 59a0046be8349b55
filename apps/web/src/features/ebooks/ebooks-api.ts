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

export const ebookQuery = (id: number) =>
  queryOptions({
    queryKey: ['find-ebook', id],
    queryFn: () => get<EbookDetail>(`/api/find-ebook/${id}`),
    meta: { silent: true },
  });

/** Course selects reused by the ebook form; a staff member without `Cursos` gets none. */
export const optionsQuery = (name: 'category' | 'access-period') =>
  queryOptions({
    queryKey: ['select', name],
    queryFn: () => get<Option[]>(`/api/select-${name}`),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

export async function saveEbook(id: number | null, body: EbookInput): Promise<EbookDetail> {
  const res = await apiRequest<EbookDetail>(id ? `/api/update-ebook/${id}` : '/api/create-ebook', {
    method: id ? 'PUT' : 'POST',
    body,
  });
  return res.data;
}

export async function uploadEbookFile(id: number, file: File): Promise<EbookDetail> {
  const formData = new FormData();
  formData.append('file', file);
  return (
    await apiRequest<EbookDetail>(`/api/upload-ebook-file/${id}`, { method: 'POST', formData })
  ).data;
}

export async function deleteEbook(id: number): Promise<void> {
  await apiRequest(`/api/delete-ebook/${id}`, { method: 'DELETE' });
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
