import IconShoppingBag from '@tabler/icons-react/dist/esm/icons/IconShoppingBag.mjs';
import { staffRecords } from '../../../components/staff/staff-records.ts';
import type { Product, ProductCategory, ProductInput, ProductKind } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { recordCalls } from '../../../lib/api-client/record-calls.ts';
import { PER_PAGE } from './page.ts';
import type { ActiveFilter, Page } from './page.ts';

export type { ProductInput };

export const PRODUCT_KEYS = {
  list: ['list-products'] as const,
  categories: ['list-product-categories'] as const,
};

export interface ProductFilters {
  page: number;
  search: string;
  kind: ProductKind | null;
  categoryId: number | null;
  active: ActiveFilter;
}

export const productsQuery = (filters: ProductFilters) =>
  queryOptions({
    queryKey: [...PRODUCT_KEYS.list, filters],
    queryFn: async () =>
      (
        await apiRequest<Page<Product>>('/api/list-products', {
          query: {
            page: filters.page,
            per_page: PER_PAGE,
            search: filters.search.trim() || undefined,
            kind: filters.kind ?? undefined,
            category_id: filters.categoryId ?? undefined,
            active: filters.active ?? undefined,
          },
        })
      ).data,
    placeholderData: (previous) => previous,
  });

/** A product's calls (`find-product`, `create-product`…), for its staff form. */
export const productRecords = /* @__PURE__ */ staffRecords(
  recordCalls<Product, ProductInput>('product', {
    lists: [PRODUCT_KEYS.list, ['store-products']],
  }),
  {
    icon: IconShoppingBag,
    cover: 'product',
    texts: 'catalogue:catalogueAdmin.products',
    errors: { conflicts: true },
  },
);

export const productCategoriesQuery = queryOptions({
  queryKey: PRODUCT_KEYS.categories,
  queryFn: async () => (await apiRequest<ProductCategory[]>('/api/list-product-categories')).data,
});

export async function createProductCategory(name: string): Promise<ProductCategory> {
  return (
    await apiRequest<ProductCategory>('/api/create-product-category', {
      method: 'POST',
      body: { name },
    })
  ).data;
}
