import type { ListPage } from '@app/shared';
import { apiRequest } from '../../../lib/api-client/api-client.ts';

export type { ListPage };

/** Rows per page of the staff lists. */
export const PER_PAGE = 20;

/** The `active` filter of a staff list: 'true', 'false' or none. */
export type ActiveFilter = 'true' | 'false' | null;

/** The body of a GET (its query without the blanks). */
export const getData = async <T>(
  path: string,
  query?: Record<string, string | number | undefined>,
) => (await apiRequest<T>(path, query ? { query } : {})).data;
