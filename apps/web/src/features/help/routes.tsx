import type { FeatureRoutes } from '../../lib/routing/feature-routes.ts';

const questionForm = async () => ({
  Component: (await import('./pages/question-form-page.tsx')).QuestionFormPage,
});

/**
 * FAQ / Central de ajuda (issue 17): the public help centre `/central-de-ajuda` (every brand)
 * and the staff's questions and categories (`/faq`, Liberta's table, resource
 * 'FAQ / Central de ajuda').
 */
export const helpRoutes: FeatureRoutes = {
  '/central-de-ajuda': async () => ({
    Component: (await import('./pages/help-centre-page.tsx')).HelpCentrePage,
  }),
  '/faq': async () => ({ Component: (await import('./pages/faq-page.tsx')).FaqPage }),
  '/faq/cadastro': questionForm,
  '/faq/editar/:id': questionForm,
};
