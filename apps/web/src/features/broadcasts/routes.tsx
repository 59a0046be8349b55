import type { FeatureRoutes, RouteContext } from '../../lib/routing/feature-routes.ts';

const broadcastForm = async () => ({
  Component: (await import('./staff/pages/broadcast-form-page.tsx')).BroadcastFormPage,
});
const programForm = async () => ({
  Component: (await import('./staff/pages/program-form-page.tsx')).ProgramFormPage,
});
const categories = async ({ path }: RouteContext) => {
  const { CategoriesPage } = await import('./staff/pages/categories-page.tsx');
  const open =
    path === '/categorias/cadastro' ? 'create' : path === '/categorias/:id' ? 'edit' : undefined;
  return { Component: () => <CategoriesPage open={open} /> };
};

/**
 * Live broadcasts (issue 6). Viewers: the feed, the lives, the live page, Liberta's live and chat
 * pages (a broadcast id or a channel such as `tv-liberta`) and the popped-out player. Staff:
 * broadcasts, live rooms, the programme grid, programmes and categories.
 */
export const broadcastsRoutes: FeatureRoutes = {
  '/conteudo/video/:id/live': async () => ({
    Component: (await import('./pages/liberta-live-page.tsx')).LibertaLivePage,
  }),
  '/conteudo/video/:id/chat': async () => ({
    Component: (await import('./pages/liberta-live-page.tsx')).LibertaChatPage,
  }),
  '/feed': async ({ brand }) => {
    const { FeedPage } = await import('./pages/feed-page.tsx');
    return { Component: () => <FeedPage brand={brand.id} /> };
  },
  '/cliente/lives': async ({ brand }) => {
    const { LivesPage } = await import('./pages/lives-page.tsx');
    return { Component: () => <LivesPage brand={brand.id} /> };
  },
  '/cliente/lives/:id/:cardId?': async ({ brand }) => {
    const { LivePage } = await import('./pages/live-page.tsx');
    return { Component: () => <LivePage brand={brand.id} homePath={brand.defaultRoute} /> };
  },
  '/flutuante': async () => ({
    Component: (await import('./pages/floating-page.tsx')).FloatingPage,
  }),
  '/transmissoes': async () => ({
    Component: (await import('./staff/pages/broadcasts-page.tsx')).BroadcastsPage,
  }),
  '/transmissoes/cadastro': broadcastForm,
  '/transmissoes/editar/:id': broadcastForm,
  '/transmissoes/visualizar': async () => ({
    Component: (await import('./staff/pages/live-rooms-page.tsx')).LiveRoomsPage,
  }),
  '/transmissoes/show/:cardId': async () => ({
    Component: (await import('./staff/pages/live-view-page.tsx')).LiveViewPage,
  }),
  '/grade-programacao': async () => ({
    Component: (await import('./staff/pages/schedule-grid-page.tsx')).ScheduleGridPage,
  }),
  '/playlist': async () => ({
    Component: (await import('./staff/pages/programs-page.tsx')).ProgramsPage,
  }),
  '/playlist/cadastro': programForm,
  '/playlist/:programId': programForm,
  '/categorias': categories,
  '/categorias/cadastro': categories,
  '/categorias/:id': categories,
};
