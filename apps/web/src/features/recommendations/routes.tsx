import type { FeatureRoutes, RouteContext } from '../../lib/routing/feature-routes.ts';

const tickerForm = async () => ({
  Component: (await import('./pages/ticker-form-page.tsx')).TickerFormPage,
});

/** The method screens learn where the form opens: Liberta's own routes, or `/metodos?editar=`. */
const methodPathsOf = async ({ hasPage }: RouteContext) =>
  (await import('./paths.ts')).methodPaths(hasPage('/metodos/cadastro'));

const methodForm = async (context: RouteContext) => {
  const [{ MethodFormPage }, paths] = await Promise.all([
    import('./pages/method-form-page.tsx'),
    methodPathsOf(context),
  ]);
  return { Component: () => <MethodFormPage paths={paths} /> };
};

const recommendationForm = async () => ({
  Component: (await import('./pages/recommendation-form-page.tsx')).RecommendationFormPage,
});

/**
 * The recommendations area (issue 15). Staff: the tickers (Liberta's `/gestao-de-tickers`), the
 * trade methods with their setups and, in the methods' page, the analysts' CVM credentials; the
 * recommendations (list, publish form — the Brazilian `/recomendacao/cadastro` opens the same —
 * and the detail with its history and actions, Liberta's update route too) and the status board.
 * Customers: `/cliente/recomendacoes` (with the detail in `?id=`), the Farol and the public
 * track record `/historico-de-recomendacoes`.
 */
export const recommendationsRoutes: FeatureRoutes = {
  // The customers' screens (every brand) and the public track record.
  '/cliente/recomendacoes': async ({ brand }) => {
    const { ClientRecommendationsPage } = await import('./pages/client-recommendations-page.tsx');
    return { Component: () => <ClientRecommendationsPage brand={brand.id} /> };
  },
  '/farol': async ({ brand }) => {
    const { FarolPage } = await import('./pages/farol-page.tsx');
    return { Component: () => <FarolPage brand={brand.id} /> };
  },
  '/historico-de-recomendacoes': async () => ({
    Component: (await import('./pages/track-record-page.tsx')).TrackRecordPage,
  }),
  '/gestao-de-tickers': async () => ({
    Component: (await import('./pages/tickers-page.tsx')).TickersPage,
  }),
  '/gestao-de-tickers/cadastro': tickerForm,
  '/gestao-de-tickers/editar/:id': tickerForm,
  '/metodos': async (context) => {
    const [{ MethodsPage }, paths] = await Promise.all([
      import('./pages/methods-page.tsx'),
      methodPathsOf(context),
    ]);
    return { Component: () => <MethodsPage paths={paths} /> };
  },
  '/metodos/cadastro': methodForm,
  '/metodos/:id': methodForm,
  '/recomendacoes': async ({ brand }) => {
    const { RecommendationListPage } = await import('./pages/recommendation-list-page.tsx');
    return { Component: () => <RecommendationListPage brand={brand.id} /> };
  },
  '/recomendacoes/cadastro': recommendationForm,
  '/recomendacao/cadastro': recommendationForm,
  '/recomendacoes/:id': async ({ brand }) => {
    const { RecommendationDetailPage } = await import('./pages/recommendation-detail-page.tsx');
    return { Component: () => <RecommendationDetailPage brand={brand.id} /> };
  },
  '/status-das-recomendacoes': async ({ brand }) => {
    const { RecommendationStatusPage } = await import('./pages/recommendation-status-page.tsx');
    return { Component: () => <RecommendationStatusPage brand={brand.id} /> };
  },
};
