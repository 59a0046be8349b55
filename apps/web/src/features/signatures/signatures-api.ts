import { staffRecords } from '../../components/staff/staff-records.ts';
import type {
  AccessPeriodOption,
  ContentQualification,
  MySignature,
  PublicSignatureType,
  QualificationContent,
  QualificationOption,
  RegisterUserSignature,
  SignatureDeleteResult,
  SignatureTypeAccessOption,
  SignatureTypeDetail,
  SignatureTypeInput,
  SignatureTypeSummary,
  UserGrant,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client/api-client.ts';
import { recordCalls } from '../../lib/api-client/record-calls.ts';
import type { ListPage as Page } from '@app/shared';

export type { Page };

export const PER_PAGE = 20;

/** Query keys every screen of the feature invalidates after a change. */
export const SIGNATURE_KEYS = {
  types: ['list-signature-types'] as const,
  qualification: ['list-content-qualification'] as const,
  public: ['public-signature-types'] as const,
};

export const signatureTypesQuery = (filters: { page: number; search: string }) =>
  queryOptions({
    queryKey: [...SIGNATURE_KEYS.types, filters],
    queryFn: async () =>
      (
        await apiRequest<Page<SignatureTypeSummary>>('/api/list-signature-types', {
          query: { page: filters.page, per_page: PER_PAGE, search: filters.search || undefined },
        })
      ).data,
    placeholderData: (previous) => previous,
  });

/**
 * A type's calls (`find-signature-type`, `create-signature-type`…), for its staff form. A type
 * someone already held is only deactivated: the delete answers which.
 */
export const signatureTypeRecords = /* @__PURE__ */ staffRecords(
  recordCalls<SignatureTypeDetail, SignatureTypeInput, SignatureDeleteResult>('signature-type', {
    lists: [SIGNATURE_KEYS.types, SIGNATURE_KEYS.qualification, SIGNATURE_KEYS.public],
  }),
  { texts: { prefix: 'signatures:signatures.staff', back: 'signatures.staff.title' } },
);

/** The access periods a type may be sold with. */
export const accessPeriodsQuery = queryOptions({
  queryKey: ['select-signature-periods'],
  queryFn: async () =>
    (await apiRequest<AccessPeriodOption[]>('/api/select-signature-periods')).data,
  staleTime: 5 * 60_000,
});

/** Everything a type may include; `qualification` uses the Qualificacao door. */
/** Whose contents a picker lists: a signature type's or a qualification's. */
export type ContentScope = 'signature' | 'qualification';

export const contentOptionsQuery = (door: ContentScope) =>
  queryOptions({
    queryKey: ['select-contents', door],
    queryFn: async () =>
      (
        await apiRequest<QualificationOption[]>(
          door === 'signature'
            ? '/api/select-signature-contents'
            : '/api/select-qualification-contents',
        )
      ).data,
    staleTime: 60_000,
  });

export const qualificationListQuery = (filters: {
  page: number;
  search: string;
  perPage?: number;
}) =>
  queryOptions({
    queryKey: [...SIGNATURE_KEYS.qualification, filters],
    queryFn: async () =>
      (
        await apiRequest<Page<ContentQualification>>('/api/list-content-qualification', {
          query: {
            page: filters.page,
            per_page: filters.perPage ?? PER_PAGE,
            search: filters.search || undefined,
          },
        })
      ).data,
    placeholderData: (previous) => previous,
  });

export const qualificationQuery = (id: number) =>
  queryOptions({
    queryKey: ['find-content-qualification', id],
    queryFn: async () =>
      (await apiRequest<ContentQualification>(`/api/find-content-qualification/${id}`)).data,
  });

export async function saveQualification(
  id: number,
  contents: QualificationContent[],
): Promise<ContentQualification> {
  return (
    await apiRequest<ContentQualification>(`/api/update-content-qualification/${id}`, {
      method: 'PUT',
      body: { contents },
    })
  ).data;
}

export const publicSignaturesQuery = queryOptions({
  queryKey: SIGNATURE_KEYS.public,
  queryFn: async () =>
    (await apiRequest<PublicSignatureType[]>('/api/public-signature-types')).data,
});

export const publicSignatureQuery = (slug: string) =>
  queryOptions({
    queryKey: ['public-signature-type', slug],
    queryFn: async () =>
      (
        await apiRequest<PublicSignatureType>(
          `/api/public-signature-type/${encodeURIComponent(slug)}`,
        )
      ).data,
    retry: false,
  });

export const mySignaturesQuery = queryOptions({
  queryKey: ['my-signatures'],
  queryFn: async () => (await apiRequest<MySignature[]>('/api/my-signatures')).data,
});

export const userSignaturesQuery = (userId: number, page: number) =>
  queryOptions({
    queryKey: ['list-user-signature', userId, page],
    queryFn: async () =>
      (
        await apiRequest<Page<UserGrant>>(`/api/list-user-signature/${userId}`, {
          query: { page, per_page: 10 },
        })
      ).data,
    placeholderData: (previous) => previous,
  });

export const signatureAccessOptionsQuery = queryOptions({
  queryKey: ['select-signature-types-access'],
  queryFn: async () =>
    (await apiRequest<SignatureTypeAccessOption[]>('/api/select-signature-types-access')).data,
  staleTime: 60_000,
});

export async function registerUserSignature(body: RegisterUserSignature): Promise<UserGrant> {
  return (await apiRequest<UserGrant>('/api/register-user-signature', { method: 'POST', body }))
    .data;
}
