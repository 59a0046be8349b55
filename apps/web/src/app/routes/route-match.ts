import { matchPath } from 'react-router';
import type { BrandId } from '@app/shared';
import { ROUTE_TABLES } from './route-table.ts';
import type { AppRoute } from './route-table.ts';
import type { RecordRoutes } from '../../lib/routing/record-routes.tsx';

/** The brand's route for a pathname, or null (a 404 for that brand). */
export function findRoute(brand: BrandId, pathname: string): AppRoute | null {
  return (
    ROUTE_TABLES[brand].find((r) => matchPath({ path: r.path, end: true }, pathname) !== null) ??
    null
  );
}

/** Pages a visitor may open without a session (the API client's 401 rule needs this). */
export function isPublicPath(brand: BrandId, pathname: string): boolean {
  return findRoute(brand, pathname)?.public ?? false;
}

/** A managed list's pages for the route a pathname is served by (`RecordRoutesContext`). */
export function recordRoutesOf(route: AppRoute | null): RecordRoutes | null {
  if (!route?.records) return null;
  const { list, record } = route.records;
  return {
    list,
    record: (id) => record.replace(/:[A-Za-z]+\??$/, String(id)),
    ...(route.resource === undefined ? {} : { resource: route.resource }),
  };
}
