import { advisorsRoutes } from '../../features/advisors/routes.tsx';
import { biDashboardsRoutes } from '../../features/bi-dashboards/routes.tsx';
import { broadcastsRoutes } from '../../features/broadcasts/routes.tsx';
import { calendarRoutes } from '../../features/calendar/routes.tsx';
import { catalogueRoutes } from '../../features/catalogue/routes.tsx';
import { coursesRoutes } from '../../features/courses/routes.tsx';
import { customersRoutes } from '../../features/customers/routes.tsx';
import { ebooksRoutes } from '../../features/ebooks/routes.tsx';
import { helpRoutes } from '../../features/help/routes.tsx';
import { helpdeskRoutes } from '../../features/helpdesk/routes.tsx';
import { grantImportsRoutes } from '../../features/grant-imports/routes.tsx';
import { homeRoutes } from '../../features/home/routes.tsx';
import { hubHomeRoutes } from '../../features/hub-home/routes.tsx';
import { identityRoutes } from '../../features/identity/routes.tsx';
import { internalPoliciesRoutes } from '../../features/internal-policies/routes.tsx';
import { influencersRoutes } from '../../features/influencers/routes.tsx';
import { landingsRoutes } from '../../features/landings/routes.tsx';
import { npsRoutes } from '../../features/nps/routes.tsx';
import { podcastsRoutes } from '../../features/podcasts/routes.tsx';
import { privacyRoutes } from '../../features/privacy/routes.tsx';
import { recommendationsRoutes } from '../../features/recommendations/routes.tsx';
import { researchRoutes } from '../../features/research/routes.tsx';
import { salesForceRoutes } from '../../features/sales-force/routes.tsx';
import { signaturesRoutes } from '../../features/signatures/routes.tsx';
import { staffAgendaRoutes } from '../../features/staff-agenda/routes.tsx';
import { storeRoutes } from '../../features/store/routes.tsx';
import { trailsRoutes } from '../../features/trails/routes.tsx';
import { usersRoutes } from '../../features/users/routes.tsx';
import { videosRoutes } from '../../features/videos/routes.tsx';
import type { FeatureRoutes } from '../../lib/routing/feature-routes.ts';
import { describe, expect, it } from 'vitest';
import { FEATURE_PATHS, FEATURE_ROUTE_MODULES, FEATURE_SCREENS } from './feature-screens.ts';
import type { FeatureName } from './feature-screens.ts';
import { ROUTE_TABLES } from './route-table.ts';

/** Every feature's screens, by feature folder. */
const FEATURE_ROUTES: Record<FeatureName, FeatureRoutes> = {
  advisors: advisorsRoutes,
  'bi-dashboards': biDashboardsRoutes,
  broadcasts: broadcastsRoutes,
  calendar: calendarRoutes,
  catalogue: catalogueRoutes,
  courses: coursesRoutes,
  customers: customersRoutes,
  ebooks: ebooksRoutes,
  help: helpRoutes,
  helpdesk: helpdeskRoutes,
  grantImports: grantImportsRoutes,
  home: homeRoutes,
  'hub-home': hubHomeRoutes,
  identity: identityRoutes,
  'internal-policies': internalPoliciesRoutes,
  influencers: influencersRoutes,
  landings: landingsRoutes,
  nps: npsRoutes,
  podcasts: podcastsRoutes,
  privacy: privacyRoutes,
  recommendations: recommendationsRoutes,
  research: researchRoutes,
  'sales-force': salesForceRoutes,
  signatures: signaturesRoutes,
  staffAgenda: staffAgendaRoutes,
  store: storeRoutes,
  trails: trailsRoutes,
  users: usersRoutes,
  videos: videosRoutes,
};

const tablePaths = new Set(Object.values(ROUTE_TABLES).flatMap((t) => t.map((r) => r.path)));

describe('feature screens', () => {
  it('list for each feature the paths its routes module serves (the shell loads it by them)', async () => {
    for (const [feature, routes] of Object.entries(FEATURE_ROUTES) as [
      FeatureName,
      FeatureRoutes,
    ][]) {
      expect([...FEATURE_PATHS[feature]].sort(), feature).toEqual(Object.keys(routes).sort());
      expect(await FEATURE_ROUTE_MODULES[feature](), feature).toBe(routes);
    }
    expect(Object.keys(FEATURE_PATHS).sort()).toEqual(Object.keys(FEATURE_ROUTES).sort());
  });

  it('serve each route-table path from one feature only', () => {
    const claimed = Object.values(FEATURE_ROUTES).flatMap((routes) => Object.keys(routes));
    expect(claimed.length).toBe(FEATURE_SCREENS.size);
  });

  it('serve only paths some brand has (a screen is never unreachable)', () => {
    const orphans = [...FEATURE_SCREENS.keys()].filter((path) => !tablePaths.has(path));
    expect(orphans).toEqual([]);
  });

  it('serve every path of every brand: no construction page is left', () => {
    const construction = [...tablePaths].filter((path) => !FEATURE_SCREENS.has(path));
    expect(construction).toEqual([]);
  });
});
