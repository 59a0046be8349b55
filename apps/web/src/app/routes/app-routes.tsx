import { Navigate, Outlet } from 'react-router';
import { isLoggedIn } from '../../lib/session/session.ts';
import { SessionBootstrap } from '../../features/identity/components/session-bootstrap.tsx';
import { ConsentHost } from '../consent-host.tsx';
import { rememberTargetUrl } from '../../lib/session/session-actions.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { decideAccess } from './access.ts';
import { findRoute, isPublicPath } from './route-match.ts';
import type { RouteObject } from 'react-router';
import type { BrandDefinition } from '@app/shared';
import type { RouteContext } from '../../lib/routing/feature-routes.ts';
import { ROUTE_TABLES } from './route-table.ts';
import type { AppRoute } from './route-table.ts';
import { FEATURE_SCREENS } from './feature-screens.ts';

// Every page is its own chunk: the first load carries only the shell. The features' screens
// (`features/<name>/routes.tsx`) go onto the brand's table paths; every path has one (the
// construction pages are all built: `feature-screens.test.ts` keeps it so), and a path without
// one would be a 404 rather than a blank page.
const notFoundPage = async () => ({
  Component: (await import('../pages/not-found-page.tsx')).NotFoundPage,
});

function toRouteObject(route: AppRoute, brand: BrandDefinition): RouteObject {
  const screen = FEATURE_SCREENS.get(route.path);
  const context: RouteContext = {
    brand,
    path: route.path,
    hasPage: (pathname) => findRoute(brand.id, pathname) !== null,
  };
  return {
    path: route.path,
    handle: route,
    lazy: screen ? () => screen(context) : notFoundPage,
  };
}

/**
 * `/` goes to the brand's start page; a visitor whose start page needs a session goes straight to
 * /login (and comes back after), so the first load does not fetch the member layout for nothing.
 */
function IndexRedirect({ brand }: { brand: BrandDefinition }) {
  const { loggedIn } = useSession();
  if (
    !loggedIn &&
    !isPublicPath(brand.id, brand.defaultRoute) &&
    !visitorMayOpen(brand, brand.defaultRoute)
  ) {
    rememberTargetUrl(brand.defaultRoute);
    return <Navigate to="/login" replace />;
  }
  return <Navigate to={brand.defaultRoute} replace />;
}

function visitorMayOpen(brand: BrandDefinition, path: string): boolean {
  const route = findRoute(brand.id, path);
  return (
    route !== null &&
    decideAccess(brand.id, route, { loggedIn: false, can: () => false }) === 'open'
  );
}

/** Runs once per page load, inside the router (it navigates). */
function Root() {
  return (
    <>
      <SessionBootstrap />
      <Outlet />
      <ConsentHost />
    </>
  );
}

/**
 * The brand's routes only: another brand's path matches nothing here and falls to the 404, so
 * `/home` is a 404 on Brazilian and `/feed` one on Liberta.
 */
export function appRoutes(brand: BrandDefinition): RouteObject[] {
  const table = ROUTE_TABLES[brand.id];
  return [{ element: <Root />, children: brandRoutes(brand, table) }];
}

function brandRoutes(brand: BrandDefinition, table: readonly AppRoute[]): RouteObject[] {
  return [
    { index: true, element: <IndexRedirect brand={brand} /> },
    {
      // Layouts are chunks too: a visitor sent to /login never downloads the member shell, and a
      // visitor on a public page gets the visitor layout (no side menu, no account code).
      lazy: async () => {
        const { MainLayout, loadMainLayout } = await import('../layouts/main-layout.tsx');
        await loadMainLayout(isLoggedIn());
        return { Component: MainLayout };
      },
      children: [
        ...table.filter((r) => r.layout === 'vertical').map((r) => toRouteObject(r, brand)),
        { path: '*', lazy: notFoundPage },
      ],
    },
    {
      lazy: async () => ({ Component: (await import('../layouts/blank-layout.tsx')).BlankLayout }),
      children: table.filter((r) => r.layout === 'blank').map((r) => toRouteObject(r, brand)),
    },
  ];
}
