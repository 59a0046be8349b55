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

  it('leave the construction page to the areas later issues build', () => {
    const construction = [...tablePaths].filter((path) => !FEATURE_SCREENS.has(path));
    // Spec areas without a screen yet (a sample; the table says the rest).
    for (const path of ['/hub/home']) expect(construction, path).toContain(path);
    for (const path of ['/login', '/carrinho', '/curso/:slug', '/home', '/loja', '/feed'])
      expect(construction, path).not.toContain(path);
    for (const path of [
      '/gestao-de-tickers',
      '/gestao-de-tickers/cadastro',
      '/gestao-de-tickers/editar/:id',
      '/metodos',
      '/metodos/cadastro',
      '/metodos/:id',
      '/recomendacoes',
      '/recomendacoes/cadastro',
      '/recomendacoes/:id',
      '/recomendacao/cadastro',
      '/status-das-recomendacoes',
      // The customers' screens and the public track record (issue 15).
      '/cliente/recomendacoes',
      '/farol',
      '/historico-de-recomendacoes',
      // Privacy (issue 16): the public policy, the staff's versions and the token links.
      '/politica-de-privacidade',
      '/politicas-de-privacidade',
      '/politicas-de-privacidade/cadastro',
      '/politicas-de-privacidade/:id',
      '/token/:encoded',
      // FAQ / Central de ajuda (issue 17).
      '/central-de-ajuda',
      '/faq',
      '/faq/cadastro',
      '/faq/editar/:id',
    ])
      expect(construction, path).not.toContain(path);
  });
});
