import type { LoginResponse, UserListItem } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client/api-client.ts';

export interface Page<T> {
  data: T[];
  meta: { total: number; page: number; per_page: number };
}

export interface AuditItem {
  id: number;
  at: string;
  action: string;
  actor_name: string | null;
  on_behalf_of_name: string | null;
  target_type: string | null;
  target_id: string | null;
  ip: string | null;
  details: Record<string, unknown> | null;
}

export interface OutboxItem {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  kind: string;
  status: string;
  created_at: string;
}

export const PER_PAGE = 20;

export const usersQuery = (filters: { page: number; search: string; profile_id: string | null }) =>
  queryOptions({
    queryKey: ['list-user', filters],
    queryFn: async () =>
      (
        await apiRequest<Page<UserListItem>>('/api/list-user', {
          query: {
            page: filters.page,
            per_page: PER_PAGE,
            search: filters.search || undefined,
            profile_id: filters.profile_id ?? undefined,
          },
        })
      ).data,
    placeholderData: (previous) => previous,
  });

export const profilesQuery = queryOptions({
  queryKey: ['select-user-profile'],
  queryFn: async () =>
    (await apiRequest<{ id: number; name: string }[]>('/api/select-user-profile')).data,
  staleTime: 5 * 60_000,
});

export const auditQuery = (filters: { page: number; search: string }) =>
  queryOptions({
    queryKey: ['list-audit-logs', filters],
    queryFn: async () =>
      (
        await apiRequest<Page<AuditItem>>('/api/list-audit-logs', {
          query: { page: filters.page, per_page: PER_PAGE, search: filters.search || undefined },
        })
      ).data,
    placeholderData: (previous) => previous,
  });

export const outboxQuery = (filters: { page: number; search: string }) =>
  queryOptions({
    queryKey: ['list-outbox-messages', filters],
    queryFn: async () =>
      (
        await apiRequest<Page<OutboxItem>>('/api/list-outbox-messages', {
          query: { page: filters.page, per_page: PER_PAGE, search: filters.search || undefined },
        })
      ).data,
    placeholderData: (previous) => previous,
  });

export async function loginAsCustomer(id: number, reason: string): Promise<LoginResponse> {
  return (await apiRequest<LoginResponse>(`/api/login-as-customer/${id}`, { query: { reason } }))
    .data;
}

/** Spec section 6: the return call carries the main user's token and not the customer's. */
export async function returnToMainUser(
  customerId: number,
  mainToken: string,
): Promise<LoginResponse> {
  return (
    await apiRequest<LoginResponse>(`/api/login-as-customer/${customerId}`, {
      query: { returnMain: 1 },
      noToken: true,
      headers: { Authorization: `Bearer ${mainToken}` },
    })
  ).data;
}
