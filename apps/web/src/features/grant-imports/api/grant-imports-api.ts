import type {
  EmailBindInput,
  GrantImport,
  GrantImportOptions,
  GrantImportPreview,
  GrantImportResult,
  GrantImportStatus,
  ListPage,
  XpReleaseInput,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { recordCalls } from '../../../lib/api-client/record-calls.ts';

/** The two kinds of release: XP client codes (Liberta) and e-mail binds (Brazilian). */
export type ReleaseKind = 'xp' | 'email_bind';

export const RELEASE_KINDS = {
  xp: {
    one: 'xp-release',
    many: 'xp-releases',
    resource: 'Liberação de cliente XP',
    path: '/liberacao-cliente-xp',
  },
  email_bind: {
    one: 'email-bind',
    many: 'email-binds',
    resource: 'Email binds',
    path: '/email/bind',
  },
} as const;

export const PER_PAGE = 20;

export const listKey = (kind: ReleaseKind) => `list-${RELEASE_KINDS[kind].many}`;

export const releasesQuery = (
  kind: ReleaseKind,
  filters: { page: number; search: string; status: GrantImportStatus | null },
) =>
  queryOptions({
    queryKey: [listKey(kind), filters],
    queryFn: async () =>
      (
        await apiRequest<ListPage<GrantImport>>(`/api/list-${RELEASE_KINDS[kind].many}`, {
          query: {
            page: filters.page,
            per_page: PER_PAGE,
            search: filters.search || undefined,
            status: filters.status ?? undefined,
          },
        })
      ).data,
    placeholderData: (previous) => previous,
  });

/** A release's calls by kind (`find-xp-release`, `create-email-bind`…), for its modal and list. */
export const releaseRecords = {
  xp: recordCalls<GrantImport, XpReleaseInput>(RELEASE_KINDS.xp.one, {
    lists: [[listKey('xp')]],
    silent: true,
  }),
  email_bind: recordCalls<GrantImport, EmailBindInput>(RELEASE_KINDS.email_bind.one, {
    lists: [[listKey('email_bind')]],
    silent: true,
  }),
};

export const releaseOptionsQuery = (kind: ReleaseKind) =>
  queryOptions({
    queryKey: ['select', `${RELEASE_KINDS[kind].one}-options`],
    queryFn: async () =>
      (await apiRequest<GrantImportOptions>(`/api/select-${RELEASE_KINDS[kind].one}-options`)).data,
    staleTime: 60_000,
  });

export async function previewReleases(kind: ReleaseKind, csv: string): Promise<GrantImportPreview> {
  return (
    await apiRequest<GrantImportPreview>(`/api/preview-${RELEASE_KINDS[kind].many}`, {
      method: 'POST',
      body: { csv },
    })
  ).data;
}

export async function importReleases(kind: ReleaseKind, csv: string): Promise<GrantImportResult> {
  return (
    await apiRequest<GrantImportResult>(`/api/import-${RELEASE_KINDS[kind].many}`, {
      method: 'POST',
      body: { csv },
    })
  ).data;
}
