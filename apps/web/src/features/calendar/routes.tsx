import type { FeatureRoutes } from '../../lib/routing/feature-routes.ts';

/** Liberta's investor calendar. */
export const calendarRoutes: FeatureRoutes = {
  '/calendario-do-investidor': async () => ({
    Component: (await import('./pages/calendar-page.tsx')).CalendarPage,
  }),
  '/calendario-do-investidor/cadastro': async () => ({
    Component: (await import('./pages/calendar-event-page.tsx')).CalendarEventFormPage,
  }),
  '/calendario-do-investidor/:id': async () => ({
    Component: (await import('./pages/calendar-event-page.tsx')).CalendarEventRoutePage,
  }),
};
