import type { StoreProduct } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../api-client/api-error.ts';
import { storeProductForQuery } from './store-offer.ts';
import type { ContentKind } from './store-offer.ts';

export interface StoreOffer {
  /** The product the store sells this content as, once known. */
  product: StoreProduct | undefined;
  /** What the buyer pays: the store product's price, the content's own until it is known. */
  priceCents: number;
  maxInstallments: number;
  /** The store sells it for another price than the content's reference price. */
  differs: boolean;
  /** The store sells no product for this content (404). */
  unavailable: boolean;
  /** Where "Comprar" goes: the cart, which adds the product and cleans its address. */
  cartUrl: string;
}

/**
 * The store's offer for a course, ebook or signature page (`store-product-for`): the buy button
 * goes through the cart, and the price shown is the one the cart will charge.
 */
export function useStoreOffer(
  kind: ContentKind,
  targetId: number,
  reference: { priceCents: number; maxInstallments: number },
  enabled = true,
): StoreOffer {
  const query = useQuery({ ...storeProductForQuery(kind, targetId), enabled });
  const product = query.data;
  return {
    product,
    priceCents: product?.price_cents ?? reference.priceCents,
    maxInstallments: product?.max_installments ?? reference.maxInstallments,
    differs: product !== undefined && product.price_cents !== reference.priceCents,
    unavailable: isApiError(query.error) && query.error.status === 404,
    cartUrl: `/carrinho?add=${kind}:${targetId}`,
  };
}
