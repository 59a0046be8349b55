import IconFileCertificate from '@tabler/icons-react/dist/esm/icons/IconFileCertificate.mjs';
import { staffRecords } from '../../../components/staff/staff-records.ts';
import type {
  InternalPolicy,
  InternalPolicyConfirmation,
  InternalPolicyInput,
  InternalPolicyOptions,
  InternalPolicyReaders,
  InternalPolicyRow,
  InternalPolicyVersion,
  ListPage,
  MyInternalPolicy,
  MyInternalPolicyList,
  MyPendingInternalPolicies,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { recordCalls } from '../../../lib/api-client/record-calls.ts';
import { saveCsvResponse } from '../../../lib/download/save-file.ts';

/** Políticas internas (issue 17): the staff calls of `/politicas-internas` and the hub's. */

export const PER_PAGE = 20;
export const READERS_PER_PAGE = 10;

type Query = Record<string, string | number | undefined>;
const getData = async <T>(path: string, query?: Query) =>
  (await apiRequest<T>(path, query ? { query } : {})).data;
const blankToUndefined = (value: string | null) => (value?.trim() ? value.trim() : undefined);

export const POLICY_KEYS = {
  list: ['list-internal-policies'] as const,
  options: ['select-internal-policy-options'] as const,
  version: ['find-internal-policy-version'] as const,
  readers: ['list-internal-policy-readers'] as const,
  mine: ['list-my-internal-policies'] as const,
  myPolicy: ['find-my-internal-policy'] as const,
  pending: ['my-pending-internal-policies'] as const,
};

// ------------------------------------------------------------------ staff

export interface PolicyFilters {
  page: number;
  search: string;
  category: string | null;
  status: 'draft' | 'published' | null;
}

export const policiesQuery = (filters: PolicyFilters) =>
  queryOptions({
    queryKey: [...POLICY_KEYS.list, filters],
    queryFn: () =>
      getData<ListPage<InternalPolicyRow>>('/api/list-internal-policies', {
        page: filters.page,
        per_page: PER_PAGE,
        search: blankToUndefined(filters.search),
        category: filters.category ?? undefined,
        status: filters.status ?? undefined,
      }),
    placeholderData: (previous) => previous,
  });

export const policyOptionsQuery = () =>
  queryOptions({
    queryKey: POLICY_KEYS.options,
    queryFn: () => getData<InternalPolicyOptions>('/api/select-internal-policy-options'),
    staleTime: 60_000,
  });

/**
 * A policy's calls (`find-internal-policy`, `create-internal-policy`…), for its staff form and the
 * list (a delete archives the policy: its versions and confirmations stay on record).
 */
export const policyRecords = /* @__PURE__ */ staffRecords(
  recordCalls<InternalPolicy, InternalPolicyInput>('internal-policy', {
    lists: [POLICY_KEYS.list, POLICY_KEYS.options, POLICY_KEYS.mine, POLICY_KEYS.pending],
  }),
  { icon: IconFileCertificate, texts: 'internalPolicies:internalPolicies.form' },
);

export async function publishPolicy(id: number): Promise<InternalPolicy> {
  return (
    await apiRequest<InternalPolicy>(`/api/publish-internal-policy/${id}`, { method: 'POST' })
  ).data;
}

export async function uploadPolicyFile(id: number, file: File): Promise<InternalPolicy> {
  const formData = new FormData();
  formData.append('file', file);
  return (
    await apiRequest<InternalPolicy>(`/api/upload-internal-policy-file/${id}`, {
      method: 'POST',
      formData,
    })
  ).data;
}

/** A version's text (the PDF links inside expire in 5 minutes: never reused). */
export const versionQuery = (versionId: number) =>
  queryOptions({
    queryKey: [...POLICY_KEYS.version, versionId],
    queryFn: () => getData<InternalPolicyVersion>(`/api/find-internal-policy-version/${versionId}`),
    staleTime: 0,
    gcTime: 0,
  });

export interface ReaderFilters {
  page: number;
  search: string;
  status: 'confirmed' | 'pending' | null;
}

const readerQuery = (filters: Omit<ReaderFilters, 'page'>) => ({
  search: blankToUndefined(filters.search),
  status: filters.status ?? undefined,
});

export const readersQuery = (versionId: number, filters: ReaderFilters) =>
  queryOptions({
    queryKey: [...POLICY_KEYS.readers, versionId, filters],
    queryFn: () =>
      getData<InternalPolicyReaders>(`/api/list-internal-policy-readers/${versionId}`, {
        page: filters.page,
        per_page: READERS_PER_PAGE,
        ...readerQuery(filters),
      }),
    placeholderData: (previous) => previous,
  });

/** The confirmations' CSV the filters show (bearer in the header, so not a link; audited). */
export async function downloadReadersCsv(
  versionId: number,
  filters: Omit<ReaderFilters, 'page'>,
): Promise<void> {
  const response = await apiRequest<string>(`/api/export-internal-policy-readers/${versionId}`, {
    query: readerQuery(filters),
  });
  saveCsvResponse(response, 'confirmacoes-politica.csv');
}

// ------------------------------------------------------------------ the hub

export interface MyFilters {
  page: number;
  search: string;
  category: string | null;
  status: 'pending' | 'confirmed' | null;
  required: boolean;
}

export const myPoliciesQuery = (filters: MyFilters) =>
  queryOptions({
    queryKey: [...POLICY_KEYS.mine, filters],
    queryFn: () =>
      getData<MyInternalPolicyList>('/api/list-my-internal-policies', {
        page: filters.page,
        per_page: PER_PAGE,
        search: blankToUndefined(filters.search),
        category: filters.category ?? undefined,
        status: filters.status ?? undefined,
        required: filters.required ? 'true' : undefined,
      }),
    placeholderData: (previous) => previous,
  });

export const myPolicyQuery = (id: number, version: number | null) =>
  queryOptions({
    queryKey: [...POLICY_KEYS.myPolicy, id, version],
    queryFn: () =>
      getData<MyInternalPolicy>(
        `/api/find-my-internal-policy/${id}`,
        version === null ? undefined : { version },
      ),
    // The PDF links inside expire in 5 minutes: never reuse an old answer.
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { silent: true },
  });

export const myPendingQuery = () =>
  queryOptions({
    queryKey: POLICY_KEYS.pending,
    queryFn: () => getData<MyPendingInternalPolicies>('/api/my-pending-internal-policies'),
  });

export async function confirmPolicy(
  id: number,
  version: number,
): Promise<InternalPolicyConfirmation> {
  return (
    await apiRequest<InternalPolicyConfirmation>(`/api/confirm-internal-policy/${id}`, {
      method: 'POST',
      body: { version },
    })
  ).data;
}
