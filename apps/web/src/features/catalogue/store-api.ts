import type { StoreColor, StoreProduct } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client/api-client.ts';

export type { StoreColor };

/** `store-product/:slug`: one product on sale in this brand (404 otherwise). */
export const storeProductQuery = (slug: string) =>
  queryOptions({
    queryKey: ['store-product', slug],
    queryFn: async () =>
      (await apiRequest<StoreProduct>(`/api/store-product/${encodeURIComponent(slug)}`)).data,
    // The page shows its own "not found" state.
    meta: { silent: true },
    retry: false,
  });

/** `store-colors`: the brand's active palette (an empty list: the brand theme). */
export const storeColorsQuery = queryOptions({
  queryKey: ['store-colors'],
  queryFn: async () => (await apiRequest<StoreColor[]>('/api/store-colors')).data,
  staleTime: 5 * 60_000,
  // Without a palette the store still works in the brand's own colours.
  meta: { silent: true },
});

/** Where "Comprar" goes: the cart adds the product from `?produto=`. */
export const buyPath = (productId: number) => `/carrinho?produto=${productId}`;
