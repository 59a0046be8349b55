import type { FeatureRoutes } from '../../lib/routing/feature-routes.ts';

const researchForm = async () => ({
  Component: (await import('./pages/research-form-page.tsx')).ResearchFormPage,
});

/** Liberta's research reports: the readers' list and report, and the staff screens. */
export const researchRoutes: FeatureRoutes = {
  '/research': async () => ({
    Component: (await import('./pages/research-list-page.tsx')).ResearchListPage,
  }),
  '/research/:id': async () => ({
    Component: (await import('./pages/research-page.tsx')).ResearchPage,
  }),
  '/relatorios-research': async () => ({
    Component: (await import('./pages/research-admin-page.tsx')).ResearchAdminPage,
  }),
  '/relatorios-research/cadastro': researchForm,
  '/relatorios-research/:id': researchForm,
};
