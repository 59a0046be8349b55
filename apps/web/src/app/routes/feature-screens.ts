import { broadcastsRoutes } from '../../features/broadcasts/routes.tsx';
import { calendarRoutes } from '../../features/calendar/routes.tsx';
import { catalogueRoutes } from '../../features/catalogue/routes.tsx';
import { coursesRoutes } from '../../features/courses/routes.tsx';
import { customersRoutes } from '../../features/customers/routes.tsx';
import { ebooksRoutes } from '../../features/ebooks/routes.tsx';
import { homeRoutes } from '../../features/home/routes.tsx';
import { identityRoutes } from '../../features/identity/routes.tsx';
import { landingsRoutes } from '../../features/landings/routes.tsx';
import { podcastsRoutes } from '../../features/podcasts/routes.tsx';
import { researchRoutes } from '../../features/research/routes.tsx';
import { signaturesRoutes } from '../../features/signatures/routes.tsx';
import { storeRoutes } from '../../features/store/routes.tsx';
import { trailsRoutes } from '../../features/trails/routes.tsx';
import { usersRoutes } from '../../features/users/routes.tsx';
import { videosRoutes } from '../../features/videos/routes.tsx';
import type { FeatureRoutes, LazyScreen } from '../../lib/routing/feature-routes.ts';

/** Every feature's screens, by feature folder (the tests check them against the brand tables). */
export const FEATURE_ROUTES: Readonly<Record<string, FeatureRoutes>> = {
  broadcasts: broadcastsRoutes,
  calendar: calendarRoutes,
  catalogue: catalogueRoutes,
  courses: coursesRoutes,
  customers: customersRoutes,
  ebooks: ebooksRoutes,
  home: homeRoutes,
  identity: identityRoutes,
  landings: landingsRoutes,
  podcasts: podcastsRoutes,
  research: researchRoutes,
  signatures: signaturesRoutes,
  store: storeRoutes,
  trails: trailsRoutes,
  users: usersRoutes,
  videos: videosRoutes,
};

/** The screen of each route-table path; a path is served by one feature only. */
export const FEATURE_SCREENS: ReadonlyMap<string, LazyScreen> = new Map(
  Object.values(FEATURE_ROUTES).flatMap((routes) => Object.entries(routes)),
);
