import type { FeatureRoutes } from '../../lib/routing/feature-routes.ts';

const questionForm = async () => ({
  Component: (await import('./pages/question-form-page.tsx')).QuestionFormPage,
});

/**
 * The NPS surveys (issue 16), staff only, every brand: the questions with the results
 * (`/nps`, `?aba=resultados`), the question form and the send page. The customer's survey
 * modal is mounted by the layout (`components/nps-survey-host.tsx`).
 */
export const npsRoutes: FeatureRoutes = {
  '/nps': async () => ({ Component: (await import('./pages/nps-page.tsx')).NpsPage }),
  '/nps/cadastro': questionForm,
  '/nps/editar/:id': questionForm,
  '/nps/enviar-pesquisa': async () => ({
    Component: (await import('./pages/send-page.tsx')).SendPage,
  }),
};
