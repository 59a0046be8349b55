import IconUser from '@tabler/icons-react/dist/esm/icons/IconUser.mjs';
import { staffRecords } from '../../components/staff/staff-records.ts';
import type {
  AuditLogItem,
  MessageResponse,
  OutboxMessage,
  PermissionEntry,
  ProfileListItem,
  ProfilePermissionsUpdate,
  SelectOption,
  UserDetail,
  UserListItem,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client/api-client.ts';
import { recordCalls } from '../../lib/api-client/record-calls.ts';
import type { ListPage as Page } from '@app/shared';

export type { Page };

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
  queryFn: async () => (await apiRequest<SelectOption[]>('/api/select-user-profile')).data,
  staleTime: 5 * 60_000,
});

export const auditQuery = (filters: { page: number; search: string }) =>
  queryOptions({
    queryKey: ['list-audit-logs', filters],
    queryFn: async () =>
      (
        await apiRequest<Page<AuditLogItem>>('/api/list-audit-logs', {
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
        await apiRequest<Page<OutboxMessage>>('/api/list-outbox-messages', {
          query: { page: filters.page, per_page: PER_PAGE, search: filters.search || undefined },
        })
      ).data,
    placeholderData: (previous) => previous,
  });

/**
 * A user's calls (`find-user`, `create-user`, `update-user` by POST…), for its staff form (which
 * saves through `saveUser`: a picture may go along).
 */
export const userRecords = /* @__PURE__ */ staffRecords(
  recordCalls<UserDetail, Record<string, string | number | null>>('user', {
    lists: [['list-user']],
    update: 'POST',
  }),
  {
    icon: IconUser,
    texts: {
      prefix: 'users:admin',
      created: 'admin.userCreated',
      saved: 'admin.userSaved',
      deleted: 'admin.userDeleted',
      back: 'admin.users',
      new: 'admin.newUser',
      notFound: 'admin.userNotFound',
      notFoundText: 'admin.userNotFoundText',
      create: 'admin.createUser',
      save: 'admin.saveUser',
      delete: 'admin.deleteUser',
    },
  },
);

/**
 * create-user / update-user: JSON, or multipart when a picture goes along (spec section 7). In
 * multipart an empty field means "not given", so clearing a field is only possible in JSON.
 */
export async function saveUser(
  id: number | null,
  body: Record<string, string | number | null>,
  image: File | null,
): Promise<UserDetail> {
  const path = id === null ? '/api/create-user' : `/api/update-user/${id}`;
  if (image === null) return (await apiRequest<UserDetail>(path, { method: 'POST', body })).data;
  const form = new FormData();
  for (const [key, value] of Object.entries(body))
    if (value !== null && value !== '') form.append(key, String(value));
  form.append('image', image);
  return (await apiRequest<UserDetail>(path, { method: 'POST', formData: form })).data;
}

export async function setUserPassword(id: number, newPassword: string): Promise<string> {
  return (
    await apiRequest<MessageResponse>(`/api/user-new-password/${id}`, {
      method: 'PUT',
      body: { new_password: newPassword },
    })
  ).data.message;
}

export async function revokeUserSessions(id: number): Promise<string> {
  return (await apiRequest<MessageResponse>(`/api/revoke-user-sessions/${id}`, { method: 'PUT' }))
    .data.message;
}

export const profileListQuery = queryOptions({
  queryKey: ['list-profiles'],
  queryFn: async () => (await apiRequest<ProfileListItem[]>('/api/list-profiles')).data,
});

export const profilePermissionsQuery = (id: number | null) =>
  queryOptions({
    queryKey: ['find-profile-permissions', id],
    queryFn: async () =>
      (await apiRequest<PermissionEntry[]>(`/api/find-profile-permissions/${id}`)).data,
    enabled: id !== null,
  });

export async function updateProfilePermissions(
  id: number,
  body: ProfilePermissionsUpdate,
): Promise<PermissionEntry[]> {
  return (
    await apiRequest<PermissionEntry[]>(`/api/update-profile-permissions/${id}`, {
      method: 'PUT',
      body,
    })
  ).data;
}
