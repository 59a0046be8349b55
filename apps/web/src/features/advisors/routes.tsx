import type { FeatureRoutes } from '../../lib/routing/feature-routes.ts';

const advisorForm = async () => ({
  Component: (await import('./pages/advisor-form-page.tsx')).AdvisorFormPage,
});
const pageForm = async () => ({
  Component: (await import('./pages/investment-page-form-page.tsx')).InvestmentPageFormPage,
});

/**
 * Liberta's institutional site (issue 17): staff advisors and investment pages, and the public
 * `/investimentos` (the kinds of investment and the advisors) and `/investimentos/:slug`.
 */
export const advisorsRoutes: FeatureRoutes = {
  '/site-liberta-investimentos/assessores': async () => ({
    Component: (await import('./pages/advisors-page.tsx')).AdvisorsPage,
  }),
  '/site-liberta-investimentos/assessores/cadastro': advisorForm,
  '/site-liberta-investimentos/assessores/:id': advisorForm,
  '/site-liberta-investimentos/investimentos': async () => ({
    Component: (await import('./pages/investment-pages-page.tsx')).InvestmentPagesPage,
  }),
  '/site-liberta-investimentos/investimentos/cadastro': pageForm,
  '/site-liberta-investimentos/investimentos/:id': pageForm,
  '/investimentos': async () => ({
    Component: (await import('./pages/site-investments-page.tsx')).SiteInvestmentsPage,
  }),
  '/investimentos/:slug': async () => ({
    Component: (await import('./pages/site-investment-page.tsx')).SiteInvestmentPage,
  }),
};
