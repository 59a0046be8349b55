import type { FeatureRoutes } from '../../lib/routing/feature-routes.ts';
import { SALES_FORCE_PATH } from './paths.ts';

/** The advisors' commercial panel (issue 17, Liberta's hub, resource hub-sales-force). */
export const salesForceRoutes: FeatureRoutes = {
  [SALES_FORCE_PATH]: async () => ({
    Component: (await import('./pages/sales-force-page.tsx')).SalesForcePage,
  }),
};
