import type { FeatureRoutes, LazyScreen } from '../../lib/routing/feature-routes.ts';

/**
 * The route-table paths each feature serves (`features/<name>/routes.tsx` has their screens; a
 * test checks the two agree). The shell keeps only these paths: a feature's routes module, with
 * the preload lists of its pages' chunks, loads when one of its paths matches, so a first load
 * carries the screens of the page it opens and not those of every feature.
 */
export const FEATURE_PATHS = {
  advisors: [
    '/site-liberta-investimentos/assessores',
    '/site-liberta-investimentos/assessores/cadastro',
    '/site-liberta-investimentos/assessores/:id',
    '/site-liberta-investimentos/investimentos',
    '/site-liberta-investimentos/investimentos/cadastro',
    '/site-liberta-investimentos/investimentos/:id',
    '/investimentos',
    '/investimentos/:slug',
  ],
  'bi-dashboards': ['/hub/bi', '/hub/bi/cadastro', '/hub/bi/editar/:id', '/hub/bi/:slug'],
  broadcasts: [
    '/conteudo/video/:id/live',
    '/conteudo/video/:id/chat',
    '/feed',
    '/cliente/lives',
    '/cliente/lives/:id/:cardId?',
    '/flutuante',
    '/transmissoes',
    '/transmissoes/cadastro',
    '/transmissoes/editar/:id',
    '/transmissoes/visualizar',
    '/transmissoes/show/:cardId',
    '/grade-programacao',
    '/playlist',
    '/playlist/cadastro',
    '/playlist/:programId',
    '/categorias',
    '/categorias/cadastro',
    '/categorias/:id',
  ],
  calendar: [
    '/calendario-do-investidor',
    '/calendario-do-investidor/cadastro',
    '/calendario-do-investidor/:id',
  ],
  catalogue: [
    '/loja',
    '/hub/liberta-store',
    '/loja/:slug',
    '/hub/liberta-store/:slug',
    '/liberta-store',
    '/liberta-store/cadastro',
    '/liberta-store/:id',
    '/cores',
    '/cores/cadastro',
    '/cores/:id',
    '/cupons',
    '/cupons/cadastro',
    '/cupons/:id',
    '/tabelas-comerciais',
    '/tabelas-comerciais/cadastro',
    '/tabelas-comerciais/:id',
  ],
  courses: [
    '/curso/:slug',
    '/cliente/cursos',
    '/cliente/cursos/:slug/:lessonId?',
    '/cursos',
    '/cursos/cadastro',
    '/cursos/editar/:id',
    '/certificado/:code',
  ],
  customers: ['/clientes', '/clientes/cadastro', '/clientes/:id'],
  ebooks: [
    '/ebooks/:slug',
    '/cliente/ebooks',
    '/e-books',
    '/e-books/cadastro',
    '/e-books/editar/:id',
  ],
  help: ['/central-de-ajuda', '/faq', '/faq/cadastro', '/faq/editar/:id'],
  helpdesk: ['/hub/central-de-chamdos'],
  home: ['/home', '/assunto/:slug'],
  'hub-home': ['/hub/home', '/hub/avisos', '/hub/avisos/cadastro', '/hub/avisos/editar/:id'],
  'internal-policies': [
    '/politicas-internas',
    '/politicas-internas/cadastro',
    '/politicas-internas/:id',
    '/hub/politicas-procedimentos',
    '/hub/politicas-procedimentos/:id',
  ],
  influencers: ['/influencer', '/influencer/cadastro', '/influencer/:id'],
  identity: [
    '/login',
    '/login/codigo',
    '/criar-conta',
    '/esqueci-senha',
    '/redefinir-senha',
    '/token/:encoded',
  ],
  landings: [
    '/lancamento/:slug',
    '/interna/:slug',
    '/lancamentos',
    '/lancamentos/cadastro',
    '/lancamentos/:id',
  ],
  podcasts: ['/podcasts', '/podcasts/cadastro', '/podcasts/:id'],
  privacy: [
    '/politica-de-privacidade',
    '/politicas-de-privacidade',
    '/politicas-de-privacidade/cadastro',
    '/politicas-de-privacidade/:id',
  ],
  recommendations: [
    '/cliente/recomendacoes',
    '/farol',
    '/historico-de-recomendacoes',
    '/gestao-de-tickers',
    '/gestao-de-tickers/cadastro',
    '/gestao-de-tickers/editar/:id',
    '/metodos',
    '/metodos/cadastro',
    '/metodos/:id',
    '/recomendacoes',
    '/recomendacoes/cadastro',
    '/recomendacao/cadastro',
    '/recomendacoes/:id',
    '/status-das-recomendacoes',
  ],
  'sales-force': ['/hub/sales-force'],
  research: [
    '/research',
    '/research/:id',
    '/relatorios-research',
    '/relatorios-research/cadastro',
    '/relatorios-research/:id',
  ],
  signatures: [
    '/assinatura',
    '/assinatura/cadastro',
    '/assinatura/:id',
    '/qualificacao-de-conteudo',
    '/qualificacao-de-conteudo/cadastro',
    '/qualificacao-de-conteudo/:id',
    '/assinaturas',
    '/assinaturas/:slug',
    '/cliente/assinaturas',
  ],
  nps: ['/nps', '/nps/cadastro', '/nps/editar/:id', '/nps/enviar-pesquisa'],
  staffAgenda: [
    '/agenda-colaborador',
    '/agenda-colaborador/cadastro',
    '/agenda-colaborador/:id',
    '/meu-assessor',
  ],
  grantImports: [
    '/liberacao-cliente-xp',
    '/liberacao-cliente-xp/cadastro',
    '/liberacao-cliente-xp/:id',
    '/email/bind',
  ],
  store: ['/carrinho', '/pagamento/sucesso', '/pedidos', '/pedidos/:id'],
  trails: [
    '/minhas-trilhas',
    '/minhas-trilhas/:id',
    '/trilhas',
    '/trilhas/cadastro',
    '/trilhas/:id',
  ],
  users: [
    '/perfil',
    '/usuarios',
    '/usuarios/cadastro',
    '/usuarios/editar/:id',
    '/perfis',
    '/auditoria',
    '/caixa-de-saida',
    '/solicitacoes-de-titulares',
  ],
  videos: [
    '/cliente/ls-play',
    '/cliente/ls-play/:id',
    '/videos',
    '/videos/cadastro',
    '/videos/editar/:id',
    '/conteudo/video/:id',
    '/conteudo/video/:id/recomendacoes',
  ],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type FeatureName = keyof typeof FEATURE_PATHS;

/** Each feature's routes module, loaded the first time one of its paths matches. */
export const FEATURE_ROUTE_MODULES: Readonly<Record<FeatureName, () => Promise<FeatureRoutes>>> = {
  advisors: async () => (await import('../../features/advisors/routes.tsx')).advisorsRoutes,
  'bi-dashboards': async () =>
    (await import('../../features/bi-dashboards/routes.tsx')).biDashboardsRoutes,
  broadcasts: async () => (await import('../../features/broadcasts/routes.tsx')).broadcastsRoutes,
  calendar: async () => (await import('../../features/calendar/routes.tsx')).calendarRoutes,
  catalogue: async () => (await import('../../features/catalogue/routes.tsx')).catalogueRoutes,
  courses: async () => (await import('../../features/courses/routes.tsx')).coursesRoutes,
  customers: async () => (await import('../../features/customers/routes.tsx')).customersRoutes,
  ebooks: async () => (await import('../../features/ebooks/routes.tsx')).ebooksRoutes,
  help: async () => (await import('../../features/help/routes.tsx')).helpRoutes,
  helpdesk: async () => (await import('../../features/helpdesk/routes.tsx')).helpdeskRoutes,
  grantImports: async () =>
    (await import('../../features/grant-imports/routes.tsx')).grantImportsRoutes,
  home: async () => (await import('../../features/home/routes.tsx')).homeRoutes,
  'hub-home': async () => (await import('../../features/hub-home/routes.tsx')).hubHomeRoutes,
  influencers: async () =>
    (await import('../../features/influencers/routes.tsx')).influencersRoutes,
  identity: async () => (await import('../../features/identity/routes.tsx')).identityRoutes,
  'internal-policies': async () =>
    (await import('../../features/internal-policies/routes.tsx')).internalPoliciesRoutes,
  landings: async () => (await import('../../features/landings/routes.tsx')).landingsRoutes,
  nps: async () => (await import('../../features/nps/routes.tsx')).npsRoutes,
  podcasts: async () => (await import('../../features/podcasts/routes.tsx')).podcastsRoutes,
  privacy: async () => (await import('../../features/privacy/routes.tsx')).privacyRoutes,
  recommendations: async () =>
    (await import('../../features/recommendations/routes.tsx')).recommendationsRoutes,
  research: async () => (await import('../../features/research/routes.tsx')).researchRoutes,
  'sales-force': async () =>
    (await import('../../features/sales-force/routes.tsx')).salesForceRoutes,
  signatures: async () => (await import('../../features/signatures/routes.tsx')).signaturesRoutes,
  staffAgenda: async () =>
    (await import('../../features/staff-agenda/routes.tsx')).staffAgendaRoutes,
  store: async () => (await import('../../features/store/routes.tsx')).storeRoutes,
  trails: async () => (await import('../../features/trails/routes.tsx')).trailsRoutes,
  users: async () => (await import('../../features/users/routes.tsx')).usersRoutes,
  videos: async () => (await import('../../features/videos/routes.tsx')).videosRoutes,
};

/** The screen of each route-table path; a path is served by one feature only. */
export const FEATURE_SCREENS: ReadonlyMap<string, LazyScreen> = new Map(
  (Object.entries(FEATURE_PATHS) as [FeatureName, readonly string[]][]).flatMap(
    ([feature, paths]) =>
      paths.map((path): [string, LazyScreen] => [
        path,
        async (context) => {
          const screen = (await FEATURE_ROUTE_MODULES[feature]())[path];
          if (!screen) throw new Error(`${feature} não serve ${path}`);
          return screen(context);
        },
      ]),
  ),
);
