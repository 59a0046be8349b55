import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { Navigate, Outlet } from 'react-router';
import { isLoggedIn } from '../../lib/session/session.ts';
import { SessionBootstrap } from '../../features/identity/components/session-bootstrap.tsx';
import { ConsentHost } from '../consent-host.tsx';
import { NavigationProgress } from '../navigation-progress.tsx';
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
const NotFoundPage = lazy(async () => ({
  default: (await import('../pages/not-found-page.tsx')).NotFoundPage,
}));

type ScreenModule = Promise<{ Component: ComponentType }>;

/** Each route's chunk, loaded once, by brand and path: the lazy element and `preloadPage` share it. */
const screenLoads = new Map<string, () => ScreenModule>();

function screenLoad(brand: BrandDefinition, route: AppRoute): (() => ScreenModule) | undefined {
  const key = `${brand.id} ${route.path}`;
  const known = screenLoads.get(key);
  if (known) return known;
  const screen = FEATURE_SCREENS.get(route.path);
  if (!screen) return undefined;
  const context: RouteContext = {
    brand,
    path: route.path,
    hasPage: (pathname) => findRoute(brand.id, pathname) !== null,
  };
  let loading: ScreenModule | undefined;
  const load = () => (loading ??= screen(context));
  screenLoads.set(key, load);
  return load;
}

function toRouteObject(route: AppRoute, brand: BrandDefinition): RouteObject {
  const load = screenLoad(brand, route);
  const Screen = load ? lazy(async () => ({ default: (await load()).Component })) : NotFoundPage;
  return { path: route.path, element: <Screen /> };
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

/**
 * Runs once per page load, inside the router (it navigates). Pages and layouts are lazy: the
 * first paint waits for them here; a later navigation keeps the page on screen until the next
 * one's chunk is in (navigations are transitions).
 */
function Root() {
  return (
    <>
      <SessionBootstrap />
      <NavigationProgress />
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <ConsentHost />
    </>
  );
}

// Layouts are chunks too: a visitor sent to /login never downloads the member shell, and a
// visitor on a public page gets the visitor layout (no side menu, no account code).
let mainLayout: Promise<ComponentType> | undefined;
const loadMain = () =>
  (mainLayout ??= import('../layouts/main-layout.tsx').then(async (module) => {
    await module.loadMainLayout(isLoggedIn());
    return module.MainLayout;
  }));
let blankLayout: Promise<ComponentType> | undefined;
const loadBlank = () =>
  (blankLayout ??= import('../layouts/blank-layout.tsx').then((module) => module.BlankLayout));
const MainLayout = lazy(async () => ({ default: await loadMain() }));
const BlankLayout = lazy(async () => ({ default: await loadBlank() }));

/**
 * Starts loading the page a first visit opens, with its layout, before React renders: its chunks
 * come in parallel instead of the page's after the layout's.
 */
export function preloadPage(brand: BrandDefinition, pathname: string): void {
  const route = findRoute(brand.id, pathname);
  if (!route) return;
  // A chunk that fails is the lazy element's to report when it renders.
  (route.layout === 'blank' ? loadBlank() : loadMain()).catch(() => undefined);
  screenLoad(brand, route)?.().catch(() => undefined);
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
      element: <MainLayout />,
      children: [
        ...table.filter((r) => r.layout === 'vertical').map((r) => toRouteObject(r, brand)),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
    {
      element: <BlankLayout />,
      children: table.filter((r) => r.layout === 'blank').map((r) => toRouteObject(r, brand)),
    },
  ];
}
