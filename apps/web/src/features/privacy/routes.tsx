import type { FeatureRoutes, RouteContext } from '../../lib/routing/feature-routes.ts';

const policyForm = async ({ brand }: RouteContext) => {
  const { PolicyFormPage } = await import('./pages/policy-form-page.tsx');
  return { Component: () => <PolicyFormPage brand={brand.id} /> };
};

/**
 * Privacy (issue 16): the brand's public policy page `/politica-de-privacidade` (every brand) and
 * the staff's versions of the policies (`/politicas-de-privacidade`, resource Política de
 * Privacidade). The cookie banner and the policy modal are mounted by the app (`app/consent-host`,
 * the `PrivacyPolicyModal` slot).
 */
export const privacyRoutes: FeatureRoutes = {
  '/politica-de-privacidade': async () => ({
    Component: (await import('./pages/privacy-policy-page.tsx')).PrivacyPolicyPage,
  }),
  '/politicas-de-privacidade': async () => ({
    Component: (await import('./pages/policies-page.tsx')).PoliciesPage,
  }),
  '/politicas-de-privacidade/cadastro': policyForm,
  '/politicas-de-privacidade/:id': policyForm,
};
