import type { StoreColor, StoreColorInput } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import type { Page } from './page.ts';

export type { StoreColor, StoreColorInput };

export const COLOR_KEYS = {
  list: ['list-store-colors'] as const,
  one: (id: number) => ['find-store-color', id] as const,
};

/** Every palette at once (a handful per brand): the screen groups them by brand. */
export const storeColorsAdminQuery = queryOptions({
  queryKey: COLOR_KEYS.list,
  queryFn: async () =>
    (await apiRequest<Page<StoreColor>>('/api/list-store-colors', { query: { per_page: 100 } }))
      .data,
});

export const storeColorQuery = (id: number) =>
  queryOptions({
    queryKey: COLOR_KEYS.one(id),
    queryFn: async () => (await apiRequest<StoreColor>(`/api/find-store-color/${id}`)).data,
  });

export async function saveStoreColor(
  id: number | null,
  body: StoreColorInput,
): Promise<StoreColor> {
  return (
    await apiRequest<StoreColor>(
      id === null ? '/api/create-store-color' : `/api/update-store-color/${id}`,
      { method: id === null ? 'POST' : 'PUT', body },
    )
  ).data;
}

export async function deleteStoreColor(id: number): Promise<void> {
  await apiRequest<null>(`/api/delete-store-color/${id}`, { method: 'DELETE' });
}

/** The input of a palette as it is (to save it with one change, e.g. activating it). */
export function colorInputOf(color: StoreColor): StoreColorInput {
  return {
    name: color.name,
    brand: color.brand,
    primary_color: color.primary_color,
    secondary_color: color.secondary_color,
    background_color: color.background_color,
    text_color: color.text_color,
    active: color.active,
  };
}
