import type { FeatureRoutes } from '../../lib/routing/feature-routes.ts';

const form = async () => ({
  Component: (await import('./pages/dashboard-form-page.tsx')).DashboardFormPage,
});

/**
 * BI dashboards (issue 17, Liberta): the staff list and form (`/hub/bi`, resource hub-home) and
 * each dashboard's page (`/hub/bi/:slug`, for the profiles it names).
 */
export const biDashboardsRoutes: FeatureRoutes = {
  '/hub/bi': async () => ({
    Component: (await import('./pages/dashboards-page.tsx')).DashboardsPage,
  }),
  '/hub/bi/cadastro': form,
  '/hub/bi/editar/:id': form,
  '/hub/bi/:slug': async () => ({
    Component: (await import('./pages/dashboard-page.tsx')).DashboardPage,
  }),
};
