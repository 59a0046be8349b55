import type { FeatureRoutes } from '../../lib/routing/feature-routes.ts';

/** Staff customers (issue 5). */
export const customersRoutes: FeatureRoutes = {
  '/clientes': async () => ({
    Component: (await import('./pages/customers-page.tsx')).CustomersPage,
  }),
  '/clientes/cadastro': async () => ({
    Component: (await import('./pages/customer-create-page.tsx')).CustomerCreatePage,
  }),
  '/clientes/:id': async ({ brand }) => {
    const { CustomerDetailPage } = await import('./pages/customer-detail-page.tsx');
    return { Component: () => <CustomerDetailPage defaultRoute={brand.defaultRoute} /> };
  },
};
