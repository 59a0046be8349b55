import type { FeatureRoutes } from '../../lib/routing/feature-routes.ts';

const eventPage = async () => ({
  Component: (await import('./pages/event-page.tsx')).EventRoutePage,
});

/**
 * The staff agenda (issue 17, Liberta): the agenda with its availability and calendar-link
 * tabs, the event page (form for the owner, read-only otherwise), and the customer's
 * `/meu-assessor`.
 */
export const staffAgendaRoutes: FeatureRoutes = {
  '/agenda-colaborador': async () => ({
    Component: (await import('./pages/agenda-page.tsx')).AgendaPage,
  }),
  '/agenda-colaborador/cadastro': eventPage,
  '/agenda-colaborador/:id': eventPage,
  '/meu-assessor': async () => ({
    Component: (await import('./pages/my-advisor-page.tsx')).MyAdvisorPage,
  }),
};
