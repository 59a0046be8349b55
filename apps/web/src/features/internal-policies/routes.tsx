import type { FeatureRoutes } from '../../lib/routing/feature-routes.ts';

const policyForm = async () => ({
  Component: (await import('./pages/policy-form-page.tsx')).PolicyFormPage,
});

/**
 * Políticas internas (issue 17, Liberta): staff's versioned documents (`/politicas-internas`)
 * and each staff member's hub of policies and procedures, with "Li e concordo".
 */
export const internalPoliciesRoutes: FeatureRoutes = {
  '/politicas-internas': async () => ({
    Component: (await import('./pages/policies-page.tsx')).PoliciesPage,
  }),
  '/politicas-internas/cadastro': policyForm,
  '/politicas-internas/:id': policyForm,
  '/hub/politicas-procedimentos': async () => ({
    Component: (await import('./pages/hub-policies-page.tsx')).HubPoliciesPage,
  }),
  '/hub/politicas-procedimentos/:id': async () => ({
    Component: (await import('./pages/hub-policy-page.tsx')).HubPolicyPage,
  }),
};
