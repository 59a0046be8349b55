import type { FeatureRoutes } from '../../lib/routing/feature-routes.ts';

const form = async () => ({
  Component: (await import('./pages/influencer-form-page.tsx')).InfluencerFormPage,
});

/** Liberta's influencers (issue 17): the list with the report tab, and each one's form. */
export const influencersRoutes: FeatureRoutes = {
  '/influencer': async () => ({
    Component: (await import('./pages/influencers-page.tsx')).InfluencersPage,
  }),
  '/influencer/cadastro': form,
  '/influencer/:id': form,
};
