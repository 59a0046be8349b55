import { createContext, use } from 'react';

/**
 * Where a managed list's records live, as the route table says (`crud` in
 * `app/routes/route-table.ts`): the list, a record's page and the permission resource. The app
 * provides them for the route being served; a staff form reads them instead of restating them.
 */
export interface RecordRoutes {
  /** The list (`/videos`). */
  list: string;
  /** A record's page (`/videos/editar/12`). */
  record: (id: number) => string;
  /** The permission resource of the list and its forms, when it has one. */
  resource?: string;
}

export const RecordRoutesContext = createContext<RecordRoutes | null>(null);

/** The served route's list and record pages; null outside a managed list's routes. */
export function useRecordRoutes(): RecordRoutes | null {
  return use(RecordRoutesContext);
}
