import type { FeatureRoutes, RouteContext } from '../../lib/routing/feature-routes.ts';

/** Where people follow trails in this brand (staff preview links), if it has that page. */
function previewBase({ hasPage }: RouteContext): string | null {
  return hasPage('/minhas-trilhas/1') ? '/minhas-trilhas' : null;
}

const trailForm = async (context: RouteContext) => {
  const { TrailFormPage } = await import('./pages/trail-form-page.tsx');
  const base = previewBase(context);
  return { Component: () => <TrailFormPage previewBase={base} /> };
};

/** Learning trails: Liberta's "Minhas Trilhas" and the staff editor. */
export const trailsRoutes: FeatureRoutes = {
  '/minhas-trilhas': async () => ({
    Component: (await import('./pages/my-trails-page.tsx')).MyTrailsPage,
  }),
  '/minhas-trilhas/:id': async () => ({
    Component: (await import('./pages/my-trail-page.tsx')).MyTrailPage,
  }),
  '/trilhas': async (context) => {
    const { TrailsAdminPage } = await import('./pages/trails-admin-page.tsx');
    const base = previewBase(context);
    return { Component: () => <TrailsAdminPage previewBase={base} /> };
  },
  '/trilhas/cadastro': trailForm,
  '/trilhas/:id': trailForm,
};
