import IconShieldLock from '@tabler/icons-react/dist/esm/icons/IconShieldLock.mjs';
import { staffRecords } from '../../components/staff/staff-records.ts';
import type {
  BrandId,
  CookieConsentInput,
  CookieConsentRecord,
  ListPage,
  PrivacyPolicy,
  PrivacyPolicyInput,
  PublicPrivacyPolicy,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client/api-client.ts';
import { recordCalls } from '../../lib/api-client/record-calls.ts';

/** Política de Privacidade (`…-privacy-policy`, spec section 7) and the consent log. */

export const PER_PAGE = 20;

export const POLICY_KEYS = {
  list: ['list-privacy-policy'] as const,
  /** The active policy of this origin's brand (public page, modal, banner). */
  active: ['find-liberta-privacy-policy'] as const,
};

export interface PolicyFilters {
  page: number;
  search: string;
  brand: BrandId | null;
}

export const policiesQuery = (filters: PolicyFilters) =>
  queryOptions({
    queryKey: [...POLICY_KEYS.list, filters],
    queryFn: async () =>
      (
        await apiRequest<ListPage<PrivacyPolicy>>('/api/list-privacy-policy', {
          query: {
            page: filters.page,
            per_page: PER_PAGE,
            search: filters.search.trim() || undefined,
            brand: filters.brand ?? undefined,
          },
        })
      ).data,
    placeholderData: (previous) => previous,
  });

/**
 * A version's calls (`find-privacy-policy`, `create-privacy-policy`…), for its staff form and the
 * list. Drafts only are deleted: a published version stays (409, said in pt-BR by the API).
 */
export const policyRecords = /* @__PURE__ */ staffRecords(
  recordCalls<PrivacyPolicy, PrivacyPolicyInput>('privacy-policy', {
    lists: [POLICY_KEYS.list, POLICY_KEYS.active],
  }),
  { icon: IconShieldLock, texts: 'privacy:privacy.admin' },
);

/** The active policy; a brand without one answers 404 (the page says so, no retry). */
export const activePolicyQuery = () =>
  queryOptions({
    queryKey: POLICY_KEYS.active,
    queryFn: async () =>
      (await apiRequest<PublicPrivacyPolicy>('/api/find-liberta-privacy-policy', { noToken: true }))
        .data,
    staleTime: 5 * 60_000,
    // The document says what failed in place ('Erro ao buscar informações'): no toast besides.
    meta: { silent: true },
  });

export async function togglePolicy(id: number): Promise<PrivacyPolicy> {
  return (
    await apiRequest<PrivacyPolicy>(`/api/privacy-policy-toggle-active/${id}`, { method: 'PUT' })
  ).data;
}

/** Records the banner's decision (kept alive past a page unload). */
export async function recordConsent(body: CookieConsentInput): Promise<CookieConsentRecord> {
  return (
    await apiRequest<CookieConsentRecord>('/api/record-cookie-consent', {
      method: 'POST',
      body,
      keepalive: true,
    })
  ).data;
}
