import type { ListPage as Page } from '@app/shared';
/** A staff list page (`{ data, meta }`, spec convention). */
export type { Page };

export const PER_PAGE = 20;

/** "true"/"false" for the `active` query filter, or nothing. */
export type ActiveFilter = 'true' | 'false' | null;
