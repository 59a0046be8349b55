import type { FeatureRoutes, RouteContext } from '../../lib/routing/feature-routes.ts';

const videoForm = async ({ brand }: RouteContext) => {
  const { VideoFormPage } = await import('./pages/video-form-page.tsx');
  // Where people watch a video in this brand (Global has no LS Play).
  const viewPath =
    brand.id === 'liberta'
      ? (id: number) => `/conteudo/video/${id}`
      : brand.id === 'brazilian'
        ? (id: number) => `/cliente/ls-play/${id}`
        : null;
  return { Component: () => <VideoFormPage viewPath={viewPath} /> };
};
const contentVideo = async () => ({
  Component: (await import('./pages/content-video-page.tsx')).ContentVideoPage,
});

/** LS Play (Brazilian), Liberta's content video pages and the staff video library (issue 4). */
export const videosRoutes: FeatureRoutes = {
  '/cliente/ls-play': async () => ({
    Component: (await import('./pages/ls-play-page.tsx')).LsPlayPage,
  }),
  '/cliente/ls-play/:id': async () => ({
    Component: (await import('./pages/ls-play-video-page.tsx')).LsPlayVideoPage,
  }),
  '/videos': async () => ({
    Component: (await import('./pages/videos-admin-page.tsx')).VideosAdminPage,
  }),
  '/videos/cadastro': videoForm,
  '/videos/editar/:id': videoForm,
  '/conteudo/video/:id': contentVideo,
  '/conteudo/video/:id/recomendacoes': contentVideo,
};
