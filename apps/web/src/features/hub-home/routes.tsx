import type { FeatureRoutes } from '../../lib/routing/feature-routes.ts';

const form = async () => ({
  Component: (await import('./pages/notice-form-page.tsx')).NoticeFormPage,
});

/**
 * The hub home (Liberta `/hub/home`, resource hub-home): notices, today's agenda, pending
 * readings and shortcuts; and the notices' staff list and form (`/hub/avisos`).
 */
export const hubHomeRoutes: FeatureRoutes = {
  '/hub/home': async ({ hasPage }) => {
    const { HubHomePage } = await import('./pages/hub-home-page.tsx');
    return { Component: () => <HubHomePage hasPage={hasPage} /> };
  },
  '/hub/avisos': async () => ({
    Component: (await import('./pages/notices-page.tsx')).NoticesPage,
  }),
  '/hub/avisos/cadastro': form,
  '/hub/avisos/editar/:id': form,
};
