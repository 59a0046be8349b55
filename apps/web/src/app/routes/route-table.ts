import type { Action, BrandId, Resource } from '@app/shared';
import type { AreaKey } from '../../i18n/shared/pt-BR.ts';

export type { AreaKey };
export type RouteVariant = 'list' | 'create' | 'edit' | 'detail';
export type LayoutKind = 'vertical' | 'blank';

/** One screen of a brand (spec section 2), with the permission it will need. */
export interface AppRoute {
  path: string;
  area: AreaKey;
  /** Spec resource in brackets; absent for common pages that need none. */
  resource?: Resource;
  action: Action;
  /** Open to visitors without a session (no permission check, a 401 keeps the visitor there). */
  public: boolean;
  layout: LayoutKind;
  variant: RouteVariant;
  /**
   * A managed list's routes (`crud`): its list and a record's page (with `:id` or the
   * parameter it names), which the list's forms lead to after a save or a delete.
   */
  records?: { list: string; record: string };
}

type RouteOptions = Partial<Pick<AppRoute, 'public' | 'layout' | 'variant' | 'action' | 'records'>>;

function route(
  path: string,
  area: AreaKey,
  resource: Resource | undefined,
  options: RouteOptions = {},
): AppRoute {
  return {
    path,
    area,
    action: 'read',
    public: false,
    layout: 'vertical',
    variant: 'list',
    ...options,
    ...(resource === undefined ? {} : { resource }),
  };
}

function publicRoute(
  path: string,
  area: AreaKey,
  resource?: Resource,
  options: RouteOptions = {},
): AppRoute {
  return route(path, area, resource, { public: true, ...options });
}

/** A managed list: the list (read), `/cadastro` (create) and the edit page (update). */
function crud(
  base: string,
  area: AreaKey,
  resource: Resource | undefined,
  edit: string = ':id',
  options: RouteOptions = {},
): AppRoute[] {
  const list = { ...options, records: { list: base, record: `${base}/${edit}` } };
  return [
    route(base, area, resource, list),
    route(`${base}/cadastro`, area, resource, { ...list, action: 'create', variant: 'create' }),
    route(`${base}/${edit}`, area, resource, { ...list, action: 'update', variant: 'edit' }),
  ];
}

/** The customers' list and a customer's page (not an edit form: read is enough to open it). */
const CUSTOMERS: RouteOptions = { records: { list: '/clientes', record: '/clientes/:id' } };

/** Spec section 2, "Routes common to all variants". */
const COMMON_ROUTES: AppRoute[] = [
  publicRoute('/login', 'login', undefined, { layout: 'blank' }),
  publicRoute('/login/codigo', 'login', undefined, { layout: 'blank' }),
  publicRoute('/criar-conta', 'login', undefined, { layout: 'blank', variant: 'detail' }),
  publicRoute('/esqueci-senha', 'login', undefined, { layout: 'blank' }),
  publicRoute('/redefinir-senha', 'login', undefined, { layout: 'blank' }),
  route('/perfil', 'profile', 'Auth'),
  // Staff areas the spec shows without naming their routes.
  ...crud('/usuarios', 'adminUsers', 'Usuários', 'editar/:id'),
  route('/perfis', 'adminProfiles', 'Perfis e Permissões'),
  route('/auditoria', 'adminAudit', 'Auditoria'),
  route('/caixa-de-saida', 'adminOutbox', 'Caixa de Saída'),
  route('/solicitacoes-de-titulares', 'adminDataRequests', 'Solicitações de Titulares'),
  publicRoute('/carrinho', 'cart', undefined, { layout: 'blank' }),
  publicRoute('/pagamento/sucesso', 'paymentSuccess', undefined, { variant: 'detail' }),
  publicRoute('/token/:encoded', 'token', undefined, { variant: 'detail' }),
  // Issue 16: the brand's privacy policy (spec: on the marketing site at this path) in every
  // brand, and the staff's versions of it.
  publicRoute('/politica-de-privacidade', 'privacyPolicy', undefined, { variant: 'detail' }),
  ...crud('/politicas-de-privacidade', 'privacyPoliciesAdmin', 'Política de Privacidade'),
  // Issue 17: the brand's help centre (FAQ), open to visitors in every brand; staff keep it at
  // Liberta's /faq.
  publicRoute('/central-de-ajuda', 'helpCentre', undefined),
  // Spec section 2: /curso/, /interna/, /lancamento/ and /ebooks/ pages are open to visitors in
  // every brand (they are the prefixes of the access logic).
  publicRoute('/curso/:slug', 'course', 'Cliente-cursos', { variant: 'detail' }),
  publicRoute('/ebooks/:slug', 'ebook', undefined, { variant: 'detail' }),
  publicRoute('/interna/:slug', 'internal', undefined, { variant: 'detail' }),
  publicRoute('/lancamento/:slug', 'launch', undefined, { variant: 'detail' }),
  publicRoute('/certificado/:code', 'certificate', undefined, { variant: 'detail' }),
  // The public track record of the analysts' recommendations (issue 15), in every brand.
  publicRoute('/historico-de-recomendacoes', 'trackRecord', undefined),
  // The player of a course the person may watch (issue 4).
  route('/cliente/cursos/:slug/:lessonId?', 'coursePlayer', 'Cliente-Meus Cursos', {
    variant: 'detail',
  }),
  ...crud('/cursos', 'coursesAdmin', 'Cursos', 'editar/:id'),
  // LS Play library (issue 4): the videos Brazilian's /cliente/ls-play and Liberta's
  // /conteudo/video/:id show.
  ...crud('/videos', 'videosAdmin', 'Vídeos', 'editar/:id'),
  // Staff ebook screens (the spec shows the resource, not its routes).
  ...crud('/e-books', 'ebooksAdmin', 'E-books', 'editar/:id'),
  // Staff edit learning trails in every brand (the spec lists `/trilhas` under Liberta only).
  ...crud('/trilhas', 'trails', 'Trilhas'),
  // Signatures (issue 4): the pricing pages are open to visitors in every brand; "Minhas
  // Assinaturas" needs only a session.
  publicRoute('/assinaturas', 'subscriptions', undefined),
  publicRoute('/assinaturas/:slug', 'subscriptions', undefined, { variant: 'detail' }),
  route('/cliente/assinaturas', 'mySignatures', 'Auth'),
  route('/cliente/lives/:id/:cardId?', 'clientLives', 'Cliente-Transmissões', {
    variant: 'detail',
  }),
  // The store (issue 5) in every brand: the storefront and product pages are open to visitors;
  // the product registry (spec: Liberta's /liberta-store and /cores) is for every brand's staff.
  publicRoute('/loja', 'store', undefined),
  publicRoute('/loja/:slug', 'store', undefined, { variant: 'detail' }),
  ...crud('/liberta-store', 'libertaStoreAdmin', 'Liberta Store Cadastro'),
  ...crud('/cores', 'colors', 'Liberta Store Cores'),
  ...crud('/cupons', 'couponsAdmin', 'Cupons'),
  ...crud('/tabelas-comerciais', 'commercialTables', 'Liberta Store Cadastro'),
  // Store staff (issue 5): orders with payments and refunds; customers with their courtesies.
  route('/pedidos', 'ordersAdmin', 'Pedidos'),
  route('/pedidos/:id', 'ordersAdmin', 'Pedidos', { variant: 'detail' }),
  route('/clientes', 'customersAdmin', 'Clientes', CUSTOMERS),
  route('/clientes/cadastro', 'customersAdmin', 'Clientes', {
    ...CUSTOMERS,
    action: 'create',
    variant: 'create',
  }),
  // Read is enough to open a customer; editing and courtesies ask for their own actions.
  route('/clientes/:id', 'customersAdmin', 'Clientes', { ...CUSTOMERS, variant: 'detail' }),
];

const BRAZILIAN_ROUTES: AppRoute[] = [
  ...COMMON_ROUTES,
  route('/feed', 'feed', 'Cliente-Feed'),
  route('/transmissoes/visualizar', 'broadcastView', 'Transmissões', { variant: 'detail' }),
  route('/transmissoes/show/:cardId', 'broadcastView', 'Transmissões', { variant: 'detail' }),
  ...crud('/transmissoes', 'broadcastsAdmin', 'Transmissões', 'editar/:id'),
  route('/cliente/cursos', 'clientCourses', 'Cliente-Meus Cursos'),
  route('/cliente/ebooks', 'clientEbooks', 'Cliente-Meus E-books'),
  route('/cliente/ls-play', 'lsPlay', 'Cliente-LS Play'),
  route('/cliente/ls-play/:id', 'lsPlay', 'Cliente-LS Play', { variant: 'detail' }),
  route('/cliente/lives', 'clientLives', 'Cliente-Transmissões'),
  ...crud('/recomendacoes', 'recommendationsAdmin', 'Recomendações'),
  route('/recomendacao/cadastro', 'recommendationsAdmin', 'Recomendações', {
    action: 'create',
    variant: 'create',
  }),
  route('/cliente/recomendacoes', 'clientRecommendations', 'Cliente-Recomendações'),
  route('/status-das-recomendacoes', 'recommendationStatus', 'Status das Recomendações'),
  route('/farol', 'farol', 'Farol'),
  route('/grade-programacao', 'schedule', 'Grade de Programação'),
  ...crud('/playlist', 'playlist', 'Playlist', ':programId'),
  route('/categorias', 'categories', 'Categorias'),
  ...crud('/assinatura', 'subscriptionTypes', 'Tipos de Assinatura'),
  route('/metodos', 'methods', 'Métodos'),
  route('/email/bind', 'emailBind', 'Email binds'),
  route('/flutuante', 'floating', 'Cliente-Transmissões', { layout: 'blank', variant: 'detail' }),
];

// Spec: Global is the Brazilian variant without LS Play (the library and its video pages).
const GLOBAL_ROUTES: AppRoute[] = BRAZILIAN_ROUTES.filter(
  (r) => !r.path.startsWith('/cliente/ls-play'),
);

const LIBERTA_ROUTES: AppRoute[] = [
  ...COMMON_ROUTES,
  // Public pages.
  publicRoute('/home', 'home', 'Cliente-Home'),
  publicRoute('/assunto/:slug', 'subject', 'Cliente-cursos'),
  publicRoute('/minhas-trilhas', 'myTrails', 'Home - Trilhas'),
  publicRoute('/minhas-trilhas/:id', 'myTrails', 'Home - Trilhas', { variant: 'detail' }),
  publicRoute('/conteudo/video/:id', 'contentVideo', undefined, { variant: 'detail' }),
  publicRoute('/conteudo/video/:id/live', 'contentVideo', undefined, { variant: 'detail' }),
  publicRoute('/conteudo/video/:id/recomendacoes', 'contentVideo', undefined, {
    variant: 'detail',
  }),
  publicRoute('/conteudo/video/:id/chat', 'contentVideo', undefined, { variant: 'detail' }),
  publicRoute('/hub/bi/:slug', 'biHub', undefined, { variant: 'detail' }),
  publicRoute('/hub/liberta-store', 'libertaStoreHub', undefined),
  publicRoute('/hub/liberta-store/:slug', 'libertaStoreHub', undefined, { variant: 'detail' }),
  publicRoute('/cliente/recomendacoes', 'clientRecommendations', undefined),
  ...crud('/calendario-do-investidor', 'investorCalendar', undefined, ':id', { public: true }),
  ...crud('/podcasts', 'podcasts', undefined, ':id', { public: true }),
  // The institutional site (issue 17): the kinds of investment and the advisors.
  publicRoute('/investimentos', 'investments', undefined),
  publicRoute('/investimentos/:slug', 'investments', undefined, { variant: 'detail' }),
  // Permission-protected pages.
  ...crud('/categorias', 'categories', 'Categorias'),
  ...crud('/qualificacao-de-conteudo', 'contentQualification', 'Qualificacao'),
  ...crud('/relatorios-research', 'researchReports', 'Research'),
  ...crud('/lancamentos', 'launches', 'Lançamentos'),
  ...crud('/influencer', 'influencer', 'Influencer'),
  ...crud('/politicas-internas', 'internalPolicies', 'Políticas internas'),
  ...crud('/assinatura', 'subscriptionTypes', 'Tipos de Assinatura'),
  ...crud('/liberacao-cliente-xp', 'xpRelease', 'Liberação de cliente XP'),
  ...crud('/recomendacoes', 'recommendationsAdmin', 'Recomendações'),
  ...crud('/gestao-de-tickers', 'tickers', 'Gestão de Tickers', 'editar/:id'),
  ...crud('/site-liberta-investimentos/assessores', 'advisors', 'Assessores'),
  ...crud(
    '/site-liberta-investimentos/investimentos',
    'investmentPages',
    'Páginas de investimentos',
  ),
  ...crud('/faq', 'faq', 'FAQ / Central de ajuda', 'editar/:id'),
  ...crud('/nps', 'nps', 'Nps', 'editar/:id'),
  route('/nps/enviar-pesquisa', 'nps', 'Nps', { action: 'create', variant: 'create' }),
  ...crud('/agenda-colaborador', 'staffAgenda', 'Agenda do Colaborador'),
  // Issue 17: the customer books their advisor's free slots (any signed-in person; no advisor
  // yet is an empty state).
  route('/meu-assessor', 'myAdvisor', 'Auth'),
  ...crud('/metodos', 'methods', 'Métodos'),
  route('/research', 'research', 'Cliente-Research'),
  route('/research/:id', 'research', 'Cliente-Research', { variant: 'detail' }),
  route('/hub/home', 'hubHome', 'hub-home'),
  // The hub home's notices: whoever may update hub-home manages them (reading it opens the home).
  ...crud('/hub/avisos', 'hubNotices', 'hub-home', 'editar/:id', { action: 'update' }),
  // The BI dashboards' staff list and form (issue 17): administrators, with the hub's resource.
  // Registering dashboards is for those who update the hub; everyone with hub-home opens the
  // home, and each dashboard (`/hub/bi/:slug`) checks its own audience.
  ...crud('/hub/bi', 'biHub', 'hub-home', 'editar/:id', { action: 'update' }),
  route('/hub/sales-force', 'hubSalesForce', 'hub-sales-force'),
  route('/hub/central-de-chamdos', 'hubTickets', 'hub-glpi'),
  route('/hub/politicas-procedimentos', 'hubPolicies', 'hub-politicas'),
  route('/hub/politicas-procedimentos/:id', 'hubPolicies', 'hub-politicas', { variant: 'detail' }),
];

export const ROUTE_TABLES: Record<BrandId, readonly AppRoute[]> = {
  brazilian: BRAZILIAN_ROUTES,
  global: GLOBAL_ROUTES,
  liberta: LIBERTA_ROUTES,
};
