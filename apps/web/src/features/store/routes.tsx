import type { FeatureRoutes } from '../../lib/routing/feature-routes.ts';

/** The checkout and the staff orders (issue 5). */
export const storeRoutes: FeatureRoutes = {
  '/carrinho': async ({ hasPage }) => {
    const { CartPage } = await import('./pages/cart-page.tsx');
    const store = hasPage('/loja') ? '/loja' : '/assinaturas';
    return { Component: () => <CartPage storePath={store} /> };
  },
  '/pagamento/sucesso': async () => ({
    Component: (await import('./pages/payment-success-page.tsx')).PaymentSuccessPage,
  }),
  '/pedidos': async () => ({
    Component: (await import('./pages/orders-page.tsx')).OrdersPage,
  }),
  '/pedidos/:id': async () => ({
    Component: (await import('./pages/order-detail-page.tsx')).OrderDetailPage,
  }),
};
