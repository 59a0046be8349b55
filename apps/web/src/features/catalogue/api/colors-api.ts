import IconPalette from '@tabler/icons-react/dist/esm/icons/IconPalette.mjs';
import { staffRecords } from '../../../components/staff/staff-records.ts';
import type { StoreColor, StoreColorInput } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { recordCalls } from '../../../lib/api-client/record-calls.ts';
import type { Page } from './page.ts';

export type { StoreColor, StoreColorInput };

export const COLOR_KEYS = {
  list: ['list-store-colors'] as const,
};

/** Every palette at once (a handful per brand): the screen groups them by brand. */
export const storeColorsAdminQuery = queryOptions({
  queryKey: COLOR_KEYS.list,
  queryFn: async () =>
    (await apiRequest<Page<StoreColor>>('/api/list-store-colors', { query: { per_page: 100 } }))
      .data,
});

/** A palette's calls (`find-store-color`, `create-store-color`…), for its form and the list. */
export const storeColorRecords = /* @__PURE__ */ staffRecords(
  recordCalls<StoreColor, StoreColorInput>('store-color', {
    lists: [COLOR_KEYS.list, ['store-colors']],
  }),
  {
    icon: IconPalette,
    texts: { prefix: 'catalogue:catalogueAdmin.colors', created: 'catalogueAdmin.saved' },
    errors: { conflicts: true },
  },
);

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
