import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import type { BrandDefinition } from '@app/shared';
import { BlankLayout } from '../layouts/blank-layout.tsx';
import { VerticalLayout } from '../layouts/vertical-layout.tsx';
import { ROUTE_TABLES } from './route-table.ts';
import type { AppRoute } from './route-table.ts';

// Every page is its own chunk: the first load carries only the shell.
const constructionPage = async () => ({
  Component: (await import('../pages/construction-page.tsx')).ConstructionPage,
});
const notFoundPage = async () => ({
  Component: (await import('../pages/not-found-page.tsx')).NotFoundPage,
});

function toRouteObject(route: AppRoute): RouteObject {
  return { path: route.path, handle: route, lazy: constructionPage };
}

/**
 * The brand's routes only: another brand's path matches nothing here and falls to the 404, so
 * `/home` is a 404 on Brazilian and `/feed` one on Liberta.
 */
export function appRoutes(brand: BrandDefinition): RouteObject[] {
  const table = ROUTE_TABLES[brand.id];
  return [
    { index: true, element: <Navigate to={brand.defaultRoute} replace /> },
    {
      element: <VerticalLayout />,
      children: [
        ...table.filter((r) => r.layout === 'vertical').map(toRouteObject),
        { path: '*', lazy: notFoundPage },
      ],
    },
    {
      element: <BlankLayout />,
      children: table.filter((r) => r.layout === 'blank').map(toRouteObject),
    },
  ];
}
