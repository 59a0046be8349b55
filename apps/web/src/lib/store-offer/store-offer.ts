import type { ProductKind, SignaturePeriod, StoreProduct } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client/api-client.ts';
import type { ApiRequestOptions } from '../api-client/api-client.ts';
import { ApiError } from '../api-client/api-error.ts';

/**
 * What the store sells, as the pages that sell something read it: the store itself, the cart, and
 * the course, ebook and signature pages whose buy buttons go through the cart.
 */

/** On /carrinho the API client hands a 401 back instead of throwing: these queries fail alike everywhere. */
async function call<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await apiRequest<T>(path, options);
  if (response.status >= 400) throw new ApiError(response.status, response.data);
  return response.data;
}

export type ContentKind = 'course' | 'ebook' | 'signature';

export interface StoreFilters {
  search: string;
  kind: ProductKind | null;
  /** A category's slug. */
  category: string | null;
}

export const NO_FILTERS: StoreFilters = { search: '', kind: null, category: null };

/** `store-products`: what the store of the page's brand sells, featured first. */
export const storeProductsQuery = (filters: StoreFilters) =>
  queryOptions({
    queryKey: ['store-products', filters],
    queryFn: () =>
      call<StoreProduct[]>('/api/store-products', {
        query: {
          search: filters.search.trim() || undefined,
          kind: filters.kind ?? undefined,
          category: filters.category ?? undefined,
        },
      }),
    staleTime: 60_000,
    // Typing in the search keeps the current cards on screen until the new ones arrive.
    placeholderData: (previous) => previous,
  });

/** The product that sells exactly this content (the cheapest, when several do). */
export const storeProductForQuery = (kind: ContentKind, targetId: number) =>
  queryOptions({
    queryKey: ['store-product-for', kind, targetId],
    queryFn: () => call<StoreProduct>(`/api/store-product-for/${kind}/${targetId}`),
    meta: { silent: true },
    retry: false,
    staleTime: 5 * 60_000,
  });

/** The store products that sell exactly this signature (one item), one per period. */
export function signatureProducts(products: readonly StoreProduct[], typeId: number) {
  return products.filter(
    (p) =>
      p.items.length === 1 && p.items[0]!.kind === 'signature' && p.items[0]!.target_id === typeId,
  );
}

/**
 * The product that sells a signature for this period: the same number of days (null is lifetime),
 * else the same period name; the cheapest when several match.
 */
export function matchSignaturePeriod(
  candidates: readonly StoreProduct[],
  period: Pick<SignaturePeriod, 'days' | 'name'>,
): StoreProduct | null {
  const byDays = candidates.filter((p) => p.access_days === period.days);
  const matches =
    byDays.length > 0 ? byDays : candidates.filter((p) => p.access_period_name === period.name);
  return [...matches].sort((a, b) => a.price_cents - b.price_cents)[0] ?? null;
}
