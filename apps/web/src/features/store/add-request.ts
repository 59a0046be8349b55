import type { StoreProduct } from '@app/shared';
import type { QueryClient } from '@tanstack/react-query';
import {
  matchSignaturePeriod,
  signatureProducts,
  storeProductForQuery,
  NO_FILTERS,
  storeProductsQuery,
} from '../../lib/store-offer/store-offer.ts';
import type { ContentKind } from '../../lib/store-offer/store-offer.ts';
import { fetchPublicSignature } from './cart-api.ts';

/**
 * What a link asks the cart to add: `?produto=ID` (a store product), or `?add=course:ID`,
 * `?add=ebook:ID`, `?add=signature:TYPE[:PERIOD]` (a content, sold by some store product).
 */
export type AddRequest =
  | { kind: 'product'; productId: number }
  | { kind: ContentKind; targetId: number; periodId: number | null };

const POSITIVE = /^[1-9]\d{0,9}$/;

export function parseAddRequest(search: URLSearchParams): AddRequest | null {
  const product = search.get('produto');
  if (product !== null)
    return POSITIVE.test(product) ? { kind: 'product', productId: Number(product) } : null;
  const add = search.get('add');
  if (add === null) return null;
  const [kind, target, period, ...rest] = add.split(':');
  if (rest.length > 0 || target === undefined || !POSITIVE.test(target)) return null;
  if (kind !== 'course' && kind !== 'ebook' && kind !== 'signature') return null;
  if (period !== undefined && (kind !== 'signature' || !POSITIVE.test(period))) return null;
  return { kind, targetId: Number(target), periodId: period === undefined ? null : Number(period) };
}

/**
 * The store product a request names, or null when the store sells none. `?produto=` resolves
 * through the public store list (its price and cover are shown before the e-mail is asked).
 */
export async function resolveAddRequest(
  client: QueryClient,
  request: AddRequest,
): Promise<StoreProduct | null> {
  if (request.kind === 'product') {
    const all = await client.fetchQuery(storeProductsQuery(NO_FILTERS));
    return all.find((p) => p.id === request.productId) ?? null;
  }
  if (request.kind === 'signature' && request.periodId !== null) {
    const candidates = signatureProducts(
      await client.fetchQuery(storeProductsQuery({ ...NO_FILTERS, kind: 'signature' })),
      request.targetId,
    );
    const slug = candidates[0]?.items[0]?.slug;
    if (slug) {
      const signature = await fetchPublicSignature(slug);
      const period = signature.periods.find((p) => p.access_period_id === request.periodId);
      const match = period ? matchSignaturePeriod(candidates, period) : null;
      if (match) return match;
    }
  }
  try {
    return await client.fetchQuery(storeProductForQuery(request.kind, request.targetId));
  } catch {
    return null;
  }
}
