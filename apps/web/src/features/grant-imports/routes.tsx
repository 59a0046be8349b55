import type { FeatureRoutes } from '../../lib/routing/feature-routes.ts';

const page = (kind: 'xp' | 'email_bind', open?: 'create' | 'edit') => async () => {
  const { ReleasesPage } = await import('./pages/releases-page.tsx');
  return { Component: () => <ReleasesPage kind={kind} open={open} /> };
};

/**
 * Access released ahead of an account (issue 17), staff only: Liberta's XP client release
 * (`/liberacao-cliente-xp`, its `/cadastro` and `/:id` open the form over the list) and the
 * Brazilian e-mail binds (`/email/bind`).
 */
export const grantImportsRoutes: FeatureRoutes = {
  '/liberacao-cliente-xp': page('xp'),
  '/liberacao-cliente-xp/cadastro': page('xp', 'create'),
  '/liberacao-cliente-xp/:id': page('xp', 'edit'),
  '/email/bind': page('email_bind'),
};
