import type {
  AnswerDataRequestInput,
  CreateDataRequestInput,
  DataExport,
  DataRequest,
  DataRequestKind,
  DataRequestStatus,
  DeleteMyAccountInput,
  ListPage,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client/api-client.ts';
import { saveFile } from '../download/save-file.ts';

/**
 * The data subject's rights (LGPD art. 18): the person's own export and deletion (profile), the
 * staff queue and a customer's requests (customer record). Two features use these calls.
 */

export const DATA_REQUESTS_PER_PAGE = 20;

export const myDataRequestsQuery = queryOptions({
  queryKey: ['list-my-data-requests'],
  queryFn: async () => (await apiRequest<DataRequest[]>('/api/list-my-data-requests')).data,
});

export interface DataRequestFilters {
  page: number;
  search?: string;
  status?: DataRequestStatus | null;
  kind?: DataRequestKind | null;
  userId?: number;
}

export const dataRequestsQuery = (filters: DataRequestFilters) =>
  queryOptions({
    queryKey: ['list-data-requests', filters],
    queryFn: async () =>
      (
        await apiRequest<ListPage<DataRequest>>('/api/list-data-requests', {
          query: {
            page: filters.page,
            per_page: DATA_REQUESTS_PER_PAGE,
            search: filters.search || undefined,
            status: filters.status ?? undefined,
            kind: filters.kind ?? undefined,
            user_id: filters.userId,
          },
        })
      ).data,
    placeholderData: (previous) => previous,
  });

export async function exportMyData(): Promise<DataExport> {
  return (await apiRequest<DataExport>('/api/export-my-data', { method: 'POST' })).data;
}

export async function exportCustomerData(userId: number): Promise<DataExport> {
  return (await apiRequest<DataExport>(`/api/export-customer-data/${userId}`, { method: 'POST' }))
    .data;
}

export async function deleteMyAccount(body: DeleteMyAccountInput): Promise<void> {
  await apiRequest('/api/delete-my-account', { method: 'POST', body });
}

export async function createDataRequest(
  userId: number,
  body: CreateDataRequestInput,
): Promise<DataRequest> {
  return (
    await apiRequest<DataRequest>(`/api/create-data-request/${userId}`, { method: 'POST', body })
  ).data;
}

export async function answerDataRequest(
  id: number,
  body: AnswerDataRequestInput,
): Promise<DataRequest> {
  return (await apiRequest<DataRequest>(`/api/answer-data-request/${id}`, { method: 'POST', body }))
    .data;
}

/** Hands the export to the browser as a `.json` download (named after the person and day). */
export function downloadExport(data: DataExport): void {
  saveFile(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
    `meus-dados-${data.subject.id}-${data.generated_at.slice(0, 10)}.json`,
  );
}
