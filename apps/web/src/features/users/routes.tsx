import type { FeatureRoutes } from '../../lib/routing/feature-routes.ts';

const userForm = async () => ({
  Component: (await import('./pages/user-form-page.tsx')).UserFormPage,
});

/** The person's own profile and the staff user screens. */
export const usersRoutes: FeatureRoutes = {
  '/perfil': async ({ brand }) => {
    const { ProfilePage } = await import('./profile/profile-page.tsx');
    return { Component: () => <ProfilePage xpCode={brand.id === 'liberta'} /> };
  },
  '/usuarios': async ({ brand }) => {
    const { UsersPage } = await import('./pages/users-page.tsx');
    return { Component: () => <UsersPage defaultRoute={brand.defaultRoute} /> };
  },
  '/usuarios/cadastro': userForm,
  '/usuarios/editar/:id': userForm,
  '/perfis': async () => ({
    Component: (await import('./pages/profiles-page.tsx')).ProfilesPage,
  }),
  '/auditoria': async () => ({
    Component: (await import('./pages/audit-page.tsx')).AuditPage,
  }),
  '/caixa-de-saida': async () => ({
    Component: (await import('./pages/outbox-page.tsx')).OutboxPage,
  }),
  '/solicitacoes-de-titulares': async () => ({
    Component: (await import('./pages/data-requests-page.tsx')).DataRequestsPage,
  }),
};
