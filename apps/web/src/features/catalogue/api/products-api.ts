import type { Product, ProductCategory, ProductInput, ProductKind } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { PER_PAGE } from './page.ts';
import type { ActiveFilter, Page } from './page.ts';

export type { ProductInput };

export const PRODUCT_KEYS = {
  list: ['list-products'] as const,
  one: (id: number) => ['find-product', id] as const,
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

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: PRODUCT_KEYS.one(id),
    queryFn: async () => (await apiRequest<Product>(`/api/find-product/${id}`)).data,
  });

export async function saveProduct(id: number | null, body: ProductInput): Promise<Product> {
  return (
    await apiRequest<Product>(id === null ? '/api/create-product' : `/api/update-product/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body,
    })
  ).data;
}

export async function deleteProduct(id: number): Promise<void> {
  await apiRequest<null>(`/api/delete-product/${id}`, { method: 'DELETE' });
}

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
