import { Navigate, Outlet } from 'react-router';
import { SessionBootstrap } from '../../features/identity/components/session-bootstrap.tsx';
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

/** Screens that exist already; every other route shows its honest construction page. */
function pageFor(route: AppRoute, brand: BrandDefinition): RouteObject['lazy'] {
  const home = brand.defaultRoute;
  switch (route.path) {
    case '/login':
      return async () => {
        const { LoginPage } = await import('../../features/identity/pages/login-page.tsx');
        return { Component: () => <LoginPage defaultRoute={home} /> };
      };
    case '/login/codigo':
      return async () => {
        const { CodeLoginPage } = await import('../../features/identity/pages/code-login-page.tsx');
        return { Component: () => <CodeLoginPage defaultRoute={home} /> };
      };
    case '/criar-conta':
      return async () => {
        const { SignUpPage } = await import('../../features/identity/pages/sign-up-page.tsx');
        return { Component: () => <SignUpPage defaultRoute={home} /> };
      };
    case '/esqueci-senha':
      return async () => ({
        Component: (await import('../../features/identity/pages/forgot-password-page.tsx'))
          .ForgotPasswordPage,
      });
    case '/redefinir-senha':
      return async () => ({
        Component: (await import('../../features/identity/pages/reset-password-page.tsx'))
          .ResetPasswordPage,
      });
    default:
      return constructionPage;
  }
}

function toRouteObject(route: AppRoute, brand: BrandDefinition): RouteObject {
  return { path: route.path, handle: route, lazy: pageFor(route, brand) };
}

/** Runs once per page load, inside the router (it navigates). */
function Root() {
  return (
    <>
      <SessionBootstrap />
      <Outlet />
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
    { index: true, element: <Navigate to={brand.defaultRoute} replace /> },
    {
      element: <VerticalLayout />,
      children: [
        ...table.filter((r) => r.layout === 'vertical').map((r) => toRouteObject(r, brand)),
        { path: '*', lazy: notFoundPage },
      ],
    },
    {
      element: <BlankLayout />,
      children: table.filter((r) => r.layout === 'blank').map((r) => toRouteObject(r, brand)),
    },
  ];
}
