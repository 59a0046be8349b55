import type { FeatureRoutes } from '../../lib/routing/feature-routes.ts';
import { HELPDESK_PATH } from './paths.ts';

/** The staff help desk (issue 17, Liberta's hub, resource hub-glpi). */
export const helpdeskRoutes: FeatureRoutes = {
  [HELPDESK_PATH]: async () => ({
    Component: (await import('./pages/tickets-page.tsx')).TicketsPage,
  }),
};
