import { Navigate, Outlet, useParams } from 'react-router';
import { SessionBootstrap } from '../../features/identity/components/session-bootstrap.tsx';
import { rememberTargetUrl } from '../../lib/session/session-actions.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { decideAccess } from './access.ts';
import { findRoute, isPublicPath } from './route-match.ts';
import type { RouteObject } from 'react-router';
import type { BrandDefinition } from '@app/shared';
import { ROUTE_TABLES } from './route-table.ts';
import type { AppRoute } from './route-table.ts';

// Every page is its own chunk: the first load carries only the shell.
const constructionPage = async () => ({
  Component: (await import('../pages/construction-page.tsx')).ConstructionPage,
});
const notFoundPage = async () => ({
  Component: (await import('../pages/not-found-page.tsx')).NotFoundPage,
});

/** Screens that exist already; every other route shows its honest construction page. */
function pageFor(route: AppRoute, brand: BrandDefinition): RouteObject['lazy'] {
  const home = brand.defaultRoute;
  switch (route.path) {
    case '/login':
      return async () => {
        const { LoginPage } = await import('../../features/identity/pages/login-page.tsx');
        return { Component: () => <LoginPage defaultRoute={home} /> };
      };
    case '/login/codigo':
      return async () => {
        const { CodeLoginPage } = await import('../../features/identity/pages/code-login-page.tsx');
        return { Component: () => <CodeLoginPage defaultRoute={home} /> };
      };
    case '/criar-conta':
      return async () => {
        const { SignUpPage } = await import('../../features/identity/pages/sign-up-page.tsx');
        return { Component: () => <SignUpPage defaultRoute={home} /> };
      };
    case '/esqueci-senha':
      return async () => ({
        Component: (await import('../../features/identity/pages/forgot-password-page.tsx'))
          .ForgotPasswordPage,
      });
    case '/redefinir-senha':
      return async () => ({
        Component: (await import('../../features/identity/pages/reset-password-page.tsx'))
          .ResetPasswordPage,
      });
    case '/perfil':
      return async () => ({
        Component: (await import('../../features/users/profile/profile-page.tsx')).ProfilePage,
      });
    case '/usuarios':
      return async () => {
        const { UsersPage } = await import('../../features/users/pages/users-page.tsx');
        return { Component: () => <UsersPage defaultRoute={home} /> };
      };
    case '/usuarios/cadastro':
    case '/usuarios/editar/:id':
      return async () => ({
        Component: (await import('../../features/users/pages/user-form-page.tsx')).UserFormPage,
      });
    case '/perfis':
      return async () => ({
        Component: (await import('../../features/users/pages/profiles-page.tsx')).ProfilesPage,
      });
    case '/auditoria':
      return async () => ({
        Component: (await import('../../features/users/pages/audit-page.tsx')).AuditPage,
      });
    case '/caixa-de-saida':
      return async () => ({
        Component: (await import('../../features/users/pages/outbox-page.tsx')).OutboxPage,
      });
    // Store staff (issue 5): orders and customers.
    case '/pedidos':
      return async () => ({
        Component: (await import('../../features/store/pages/orders-page.tsx')).OrdersPage,
      });
    case '/pedidos/:id':
      return async () => ({
        Component: (await import('../../features/store/pages/order-detail-page.tsx'))
          .OrderDetailPage,
      });
    case '/clientes':
      return async () => ({
        Component: (await import('../../features/customers/pages/customers-page.tsx'))
          .CustomersPage,
      });
    case '/clientes/cadastro':
      return async () => ({
        Component: (await import('../../features/customers/pages/customer-create-page.tsx'))
          .CustomerCreatePage,
      });
    case '/clientes/:id':
      return async () => {
        const { CustomerDetailPage } =
          await import('../../features/customers/pages/customer-detail-page.tsx');
        return { Component: () => <CustomerDetailPage defaultRoute={home} /> };
      };
    case '/carrinho':
      return async () => {
        const { CartPage } = await import('../../features/store/pages/cart-page.tsx');
        const store = findRoute(brand.id, '/loja') ? '/loja' : '/assinaturas';
        return { Component: () => <CartPage storePath={store} /> };
      };
    case '/pagamento/sucesso':
      return async () => ({
        Component: (await import('../../features/store/pages/payment-success-page.tsx'))
          .PaymentSuccessPage,
      });
    case '/curso/:slug':
      return async () => ({
        Component: (await import('../../features/courses/pages/public-course-page.tsx'))
          .PublicCoursePage,
      });
    case '/cliente/cursos':
      return async () => {
        const { MyCoursesPage } = await import('../../features/courses/pages/my-courses-page.tsx');
        return { Component: () => <MyCoursesPage storePath="/assinaturas" /> };
      };
    case '/cliente/cursos/:slug/:lessonId?':
      return async () => {
        const { CoursePlayerPage } =
          await import('../../features/courses/pages/course-player-page.tsx');
        const myCourses = brand.id === 'liberta' ? '/assunto/cursos' : '/cliente/cursos';
        return { Component: () => <CoursePlayerPage myCoursesPath={myCourses} /> };
      };
    case '/cursos':
      return async () => ({
        Component: (await import('../../features/courses/pages/courses-admin-page.tsx'))
          .CoursesAdminPage,
      });
    case '/cursos/cadastro':
    case '/cursos/editar/:id':
      return async () => ({
        Component: (await import('../../features/courses/pages/course-editor-page.tsx'))
          .CourseEditorPage,
      });
    case '/certificado/:code':
      return async () => ({
        Component: (await import('../../features/courses/pages/certificate-page.tsx'))
          .CertificatePage,
      });
    case '/assinatura':
      return async () => ({
        Component: (await import('../../features/signatures/pages/signature-types-page.tsx'))
          .SignatureTypesPage,
      });
    case '/assinatura/cadastro':
    case '/assinatura/:id':
      return async () => ({
        Component: (await import('../../features/signatures/pages/signature-type-form-page.tsx'))
          .SignatureTypeFormPage,
      });
    case '/qualificacao-de-conteudo':
      return async () => ({
        Component: (await import('../../features/signatures/pages/qualification-page.tsx'))
          .QualificationPage,
      });
    case '/qualificacao-de-conteudo/cadastro':
    case '/qualificacao-de-conteudo/:id':
      return async () => ({
        Component: (await import('../../features/signatures/pages/qualification-form-page.tsx'))
          .QualificationFormPage,
      });
    case '/assinaturas':
      return async () => ({
        Component: (await import('../../features/signatures/pages/pricing-page.tsx')).PricingPage,
      });
    case '/assinaturas/:slug':
      return async () => {
        const { SignatureDetailPage } =
          await import('../../features/signatures/pages/signature-detail-page.tsx');
        return { Component: () => <SignatureDetailPage brand={brand.id} /> };
      };
    case '/cliente/assinaturas':
      return async () => {
        const { MySignaturesPage } =
          await import('../../features/signatures/pages/my-signatures-page.tsx');
        return { Component: () => <MySignaturesPage brand={brand.id} /> };
      };
    case '/minhas-trilhas':
      return async () => ({
        Component: (await import('../../features/trails/pages/my-trails-page.tsx')).MyTrailsPage,
      });
    case '/minhas-trilhas/:id':
      return async () => ({
        Component: (await import('../../features/trails/pages/my-trail-page.tsx')).MyTrailPage,
      });
    case '/trilhas':
      return async () => {
        const { TrailsAdminPage } =
          await import('../../features/trails/pages/trails-admin-page.tsx');
        return { Component: () => <TrailsAdminPage previewBase={trailsPreviewBase(brand)} /> };
      };
    case '/trilhas/cadastro':
    case '/trilhas/:id':
      return async () => {
        const { TrailFormPage } = await import('../../features/trails/pages/trail-form-page.tsx');
        return { Component: () => <TrailFormPage previewBase={trailsPreviewBase(brand)} /> };
      };
    case '/podcasts':
      return async () => ({
        Component: (await import('../../features/podcasts/pages/podcasts-page.tsx')).PodcastsPage,
      });
    case '/podcasts/cadastro':
      return async () => ({
        Component: (await import('../../features/podcasts/pages/podcast-form-page.tsx'))
          .PodcastFormPage,
      });
    case '/podcasts/:id':
      return async () => ({
        Component: (await import('../../features/podcasts/pages/podcast-page.tsx'))
          .PodcastRoutePage,
      });
    case '/calendario-do-investidor':
      return async () => ({
        Component: (await import('../../features/calendar/pages/calendar-page.tsx')).CalendarPage,
      });
    case '/calendario-do-investidor/cadastro':
      return async () => ({
        Component: (await import('../../features/calendar/pages/calendar-event-page.tsx'))
          .CalendarEventFormPage,
      });
    case '/calendario-do-investidor/:id':
      return async () => ({
        Component: (await import('../../features/calendar/pages/calendar-event-page.tsx'))
          .CalendarEventRoutePage,
      });
    case '/ebooks/:slug':
      return async () => ({
        Component: (await import('../../features/ebooks/pages/public-ebook-page.tsx'))
          .PublicEbookPage,
      });
    case '/cliente/ebooks':
      return async () => {
        const { MyEbooksPage } = await import('../../features/ebooks/pages/my-ebooks-page.tsx');
        const store = findRoute(brand.id, '/loja') ? '/loja' : '/assinaturas';
        return { Component: () => <MyEbooksPage storePath={store} /> };
      };
    case '/e-books':
      return async () => ({
        Component: (await import('../../features/ebooks/pages/ebooks-admin-page.tsx'))
          .EbooksAdminPage,
      });
    case '/e-books/cadastro':
    case '/e-books/editar/:id':
      return async () => ({
        Component: (await import('../../features/ebooks/pages/ebook-form-page.tsx')).EbookFormPage,
      });
    case '/research':
      return async () => ({
        Component: (await import('../../features/research/pages/research-list-page.tsx'))
          .ResearchListPage,
      });
    case '/research/:id':
      return async () => ({
        Component: (await import('../../features/research/pages/research-page.tsx')).ResearchPage,
      });
    case '/relatorios-research':
      return async () => ({
        Component: (await import('../../features/research/pages/research-admin-page.tsx'))
          .ResearchAdminPage,
      });
    case '/relatorios-research/cadastro':
    case '/relatorios-research/:id':
      return async () => ({
        Component: (await import('../../features/research/pages/research-form-page.tsx'))
          .ResearchFormPage,
      });
    // LS Play, Liberta's home, content videos, landing pages and subjects (issue 4).
    case '/cliente/ls-play':
      return async () => ({
        Component: (await import('../../features/videos/pages/ls-play-page.tsx')).LsPlayPage,
      });
    case '/cliente/ls-play/:id':
      return async () => ({
        Component: (await import('../../features/videos/pages/ls-play-video-page.tsx'))
          .LsPlayVideoPage,
      });
    case '/videos':
      return async () => ({
        Component: (await import('../../features/videos/pages/videos-admin-page.tsx'))
          .VideosAdminPage,
      });
    case '/videos/cadastro':
    case '/videos/editar/:id':
      return async () => {
        const { VideoFormPage } = await import('../../features/videos/pages/video-form-page.tsx');
        // Where people watch a video in this brand (Global has no LS Play).
        const viewPath =
          brand.id === 'liberta'
            ? (id: number) => `/conteudo/video/${id}`
            : brand.id === 'brazilian'
              ? (id: number) => `/cliente/ls-play/${id}`
              : null;
        return { Component: () => <VideoFormPage viewPath={viewPath} /> };
      };
    case '/conteudo/video/:id':
    case '/conteudo/video/:id/recomendacoes':
      return async () => ({
        Component: (await import('../../features/videos/pages/content-video-page.tsx'))
          .ContentVideoPage,
      });
    // Live broadcasts, viewer side (issue 6): feed, lives, the live page, Liberta's live and chat
    // pages (a broadcast id or a channel such as `tv-liberta`), and the popped-out player.
    case '/conteudo/video/:id/live':
      return async () => ({
        Component: (await import('../../features/broadcasts/pages/liberta-live-page.tsx'))
          .LibertaLivePage,
      });
    case '/conteudo/video/:id/chat':
      return async () => ({
        Component: (await import('../../features/broadcasts/pages/liberta-live-page.tsx'))
          .LibertaChatPage,
      });
    case '/feed':
      return async () => {
        const { FeedPage } = await import('../../features/broadcasts/pages/feed-page.tsx');
        return { Component: () => <FeedPage brand={brand.id} /> };
      };
    case '/cliente/lives':
      return async () => {
        const { LivesPage } = await import('../../features/broadcasts/pages/lives-page.tsx');
        return { Component: () => <LivesPage brand={brand.id} /> };
      };
    case '/cliente/lives/:id/:cardId?':
      return async () => {
        const { LivePage } = await import('../../features/broadcasts/pages/live-page.tsx');
        return { Component: () => <LivePage brand={brand.id} homePath={home} /> };
      };
    case '/flutuante':
      return async () => ({
        Component: (await import('../../features/broadcasts/pages/floating-page.tsx')).FloatingPage,
      });
    case '/home':
      return async () => ({
        Component: (await import('../../features/home/pages/home-page.tsx')).HomePage,
      });
    case '/assunto/:slug':
      return async () => {
        const [{ MyCoursesPage }, { SubjectPage }, { MyCoursesVisitor }] = await Promise.all([
          import('../../features/courses/pages/my-courses-page.tsx'),
          import('../../features/home/pages/subject-page.tsx'),
          import('../../features/home/pages/my-courses-visitor.tsx'),
        ]);
        // `/assunto/cursos` is Liberta's "Meus Cursos" (open to visitors, who are invited to sign
        // in); any other slug is a subject (category).
        return {
          Component: function SubjectRoute() {
            const { loggedIn } = useSession();
            if (useParams().slug !== 'cursos') return <SubjectPage />;
            return loggedIn ? <MyCoursesPage storePath="/assinaturas" /> : <MyCoursesVisitor />;
          },
        };
      };
    case '/lancamento/:slug':
    case '/interna/:slug':
      return async () => {
        const { LandingPage } = await import('../../features/landings/pages/landing-page.tsx');
        const kind = route.path === '/lancamento/:slug' ? 'launch' : 'internal';
        return { Component: () => <LandingPage kind={kind} /> };
      };
    case '/lancamentos':
      return async () => ({
        Component: (await import('../../features/landings/pages/landings-admin-page.tsx'))
          .LandingsAdminPage,
      });
    case '/lancamentos/cadastro':
    case '/lancamentos/:id':
      return async () => ({
        Component: (await import('../../features/landings/pages/landing-form-page.tsx'))
          .LandingFormPage,
      });
    // The store (issue 5): the storefront in every brand, Liberta's store hub, and the catalogue
    // staff screens (products, colours, coupons, commercial tables).
    case '/loja':
    case '/hub/liberta-store':
      return async () => {
        const { StorePage } = await import('../../features/catalogue/pages/store-page.tsx');
        const hub = route.path === '/hub/liberta-store';
        return {
          Component: () => (
            <StorePage
              productBase={hub ? '/hub/liberta-store' : '/loja'}
              variant={hub ? 'hub' : 'store'}
            />
          ),
        };
      };
    case '/loja/:slug':
    case '/hub/liberta-store/:slug':
      return async () => {
        const { ProductPage } = await import('../../features/catalogue/pages/product-page.tsx');
        const store = route.path === '/loja/:slug' ? '/loja' : '/hub/liberta-store';
        return { Component: () => <ProductPage storePath={store} /> };
      };
    case '/liberta-store':
      return async () => ({
        Component: (await import('../../features/catalogue/pages/products-admin-page.tsx'))
          .ProductsAdminPage,
      });
    case '/liberta-store/cadastro':
    case '/liberta-store/:id':
      return async () => ({
        Component: (await import('../../features/catalogue/pages/product-form-page.tsx'))
          .ProductFormPage,
      });
    case '/cores':
      return async () => ({
        Component: (await import('../../features/catalogue/pages/store-colors-page.tsx'))
          .StoreColorsPage,
      });
    case '/cores/cadastro':
    case '/cores/:id':
      return async () => ({
        Component: (await import('../../features/catalogue/pages/store-color-form-page.tsx'))
          .StoreColorFormPage,
      });
    case '/cupons':
      return async () => ({
        Component: (await import('../../features/catalogue/pages/coupons-admin-page.tsx'))
          .CouponsAdminPage,
      });
    case '/cupons/cadastro':
    case '/cupons/:id':
      return async () => ({
        Component: (await import('../../features/catalogue/pages/coupon-form-page.tsx'))
          .CouponFormPage,
      });
    case '/tabelas-comerciais':
      return async () => ({
        Component: (await import('../../features/catalogue/pages/commercial-tables-page.tsx'))
          .CommercialTablesPage,
      });
    case '/tabelas-comerciais/cadastro':
    case '/tabelas-comerciais/:id':
      return async () => ({
        Component: (await import('../../features/catalogue/pages/commercial-table-form-page.tsx'))
          .CommercialTableFormPage,
      });
    // Live area staff (issue 6): broadcasts, live rooms, programme grid, programmes, categories.
    case '/transmissoes':
      return async () => ({
        Component: (await import('../../features/broadcasts/staff/pages/broadcasts-page.tsx'))
          .BroadcastsPage,
      });
    case '/transmissoes/cadastro':
    case '/transmissoes/editar/:id':
      return async () => ({
        Component: (await import('../../features/broadcasts/staff/pages/broadcast-form-page.tsx'))
          .BroadcastFormPage,
      });
    case '/transmissoes/visualizar':
      return async () => ({
        Component: (await import('../../features/broadcasts/staff/pages/live-rooms-page.tsx'))
          .LiveRoomsPage,
      });
    case '/transmissoes/show/:cardId':
      return async () => ({
        Component: (await import('../../features/broadcasts/staff/pages/live-view-page.tsx'))
          .LiveViewPage,
      });
    case '/grade-programacao':
      return async () => ({
        Component: (await import('../../features/broadcasts/staff/pages/schedule-grid-page.tsx'))
          .ScheduleGridPage,
      });
    case '/playlist':
      return async () => ({
        Component: (await import('../../features/broadcasts/staff/pages/programs-page.tsx'))
          .ProgramsPage,
      });
    case '/playlist/cadastro':
    case '/playlist/:programId':
      return async () => ({
        Component: (await import('../../features/broadcasts/staff/pages/program-form-page.tsx'))
          .ProgramFormPage,
      });
    case '/categorias':
    case '/categorias/cadastro':
    case '/categorias/:id':
      return async () => {
        const { CategoriesPage } =
          await import('../../features/broadcasts/staff/pages/categories-page.tsx');
        const open =
          route.path === '/categorias/cadastro'
            ? 'create'
            : route.path === '/categorias/:id'
              ? 'edit'
              : undefined;
        return { Component: () => <CategoriesPage open={open} /> };
      };
    default:
      return constructionPage;
  }
}

/** Where people follow trails in this brand (staff preview links), if it has that page. */
function trailsPreviewBase(brand: BrandDefinition): string | null {
  return findRoute(brand.id, '/minhas-trilhas/1') ? '/minhas-trilhas' : null;
}

function toRouteObject(route: AppRoute, brand: BrandDefinition): RouteObject {
  return { path: route.path, handle: route, lazy: pageFor(route, brand) };
}

/**
 * `/` goes to the brand's start page; a visitor whose start page needs a session goes straight to
 * /login (and comes back after), so the first load does not fetch the member layout for nothing.
 */
function IndexRedirect({ brand }: { brand: BrandDefinition }) {
  const { loggedIn } = useSession();
  if (
    !loggedIn &&
    !isPublicPath(brand.id, brand.defaultRoute) &&
    !visitorMayOpen(brand, brand.defaultRoute)
  ) {
    rememberTargetUrl(brand.defaultRoute);
    return <Navigate to="/login" replace />;
  }
  return <Navigate to={brand.defaultRoute} replace />;
}

function visitorMayOpen(brand: BrandDefinition, path: string): boolean {
  const route = findRoute(brand.id, path);
  return (
    route !== null &&
    decideAccess(brand.id, route, { loggedIn: false, can: () => false }) === 'open'
  );
}

/** Runs once per page load, inside the router (it navigates). */
function Root() {
  return (
    <>
      <SessionBootstrap />
      <Outlet />
    </>
  );
}

/**
 * The brand's routes only: another brand's path matches nothing here and falls to the 404, so
 * `/home` is a 404 on Brazilian and `/feed` one on Liberta.
 */
export function appRoutes(brand: BrandDefinition): RouteObject[] {
  const table = ROUTE_TABLES[brand.id];
  return [{ element: <Root />, children: brandRoutes(brand, table) }];
}

function brandRoutes(brand: BrandDefinition, table: readonly AppRoute[]): RouteObject[] {
  return [
    { index: true, element: <IndexRedirect brand={brand} /> },
    {
      // Layouts are chunks too: a visitor sent to /login never downloads the member shell.
      lazy: async () => ({
        Component: (await import('../layouts/vertical-layout.tsx')).VerticalLayout,
      }),
      children: [
        ...table.filter((r) => r.layout === 'vertical').map((r) => toRouteObject(r, brand)),
        { path: '*', lazy: notFoundPage },
      ],
    },
    {
      lazy: async () => ({ Component: (await import('../layouts/blank-layout.tsx')).BlankLayout }),
      children: table.filter((r) => r.layout === 'blank').map((r) => toRouteObject(r, brand)),
    },
  ];
}
