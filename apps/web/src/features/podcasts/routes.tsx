import type { FeatureRoutes } from '../../lib/routing/feature-routes.ts';

/** Liberta's podcasts (the list, the form and an episode). */
export const podcastsRoutes: FeatureRoutes = {
  '/podcasts': async () => ({
    Component: (await import('./pages/podcasts-page.tsx')).PodcastsPage,
  }),
  '/podcasts/cadastro': async () => ({
    Component: (await import('./pages/podcast-form-page.tsx')).PodcastFormPage,
  }),
  '/podcasts/:id': async () => ({
    Component: (await import('./pages/podcast-page.tsx')).PodcastRoutePage,
  }),
};
