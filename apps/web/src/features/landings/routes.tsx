import type { FeatureRoutes, RouteContext } from '../../lib/routing/feature-routes.ts';

const landing = async ({ path }: RouteContext) => {
  const { LandingPage } = await import('./pages/landing-page.tsx');
  const kind = path === '/lancamento/:slug' ? 'launch' : 'internal';
  return { Component: () => <LandingPage kind={kind} /> };
};
const landingForm = async () => ({
  Component: (await import('./pages/landing-form-page.tsx')).LandingFormPage,
});

/** Launch and internal landing pages, and the staff screens that make them (issue 4). */
export const landingsRoutes: FeatureRoutes = {
  '/lancamento/:slug': landing,
  '/interna/:slug': landing,
  '/lancamentos': async () => ({
    Component: (await import('./pages/landings-admin-page.tsx')).LandingsAdminPage,
  }),
  '/lancamentos/cadastro': landingForm,
  '/lancamentos/:id': landingForm,
};
