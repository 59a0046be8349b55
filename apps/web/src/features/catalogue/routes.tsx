import type { FeatureRoutes, RouteContext } from '../../lib/routing/feature-routes.ts';

const storefront = async ({ path }: RouteContext) => {
  const { StorePage } = await import('./pages/store-page.tsx');
  const hub = path === '/hub/liberta-store';
  return {
    Component: () => (
      <StorePage
        productBase={hub ? '/hub/liberta-store' : '/loja'}
        variant={hub ? 'hub' : 'store'}
      />
    ),
  };
};
const product = async ({ path }: RouteContext) => {
  const { ProductPage } = await import('./pages/product-page.tsx');
  const store = path === '/loja/:slug' ? '/loja' : '/hub/liberta-store';
  return { Component: () => <ProductPage storePath={store} /> };
};
const productForm = async () => ({
  Component: (await import('./pages/product-form-page.tsx')).ProductFormPage,
});
const colorForm = async () => ({
  Component: (await import('./pages/store-color-form-page.tsx')).StoreColorFormPage,
});
const couponForm = async () => ({
  Component: (await import('./pages/coupon-form-page.tsx')).CouponFormPage,
});
const commercialTableForm = async () => ({
  Component: (await import('./pages/commercial-table-form-page.tsx')).CommercialTableFormPage,
});

/**
 * The store (issue 5): the storefront in every brand, Liberta's store hub, and the catalogue
 * staff screens (products, colours, coupons, commercial tables).
 */
export const catalogueRoutes: FeatureRoutes = {
  '/loja': storefront,
  '/hub/liberta-store': storefront,
  '/loja/:slug': product,
  '/hub/liberta-store/:slug': product,
  '/liberta-store': async () => ({
    Component: (await import('./pages/products-admin-page.tsx')).ProductsAdminPage,
  }),
  '/liberta-store/cadastro': productForm,
  '/liberta-store/:id': productForm,
  '/cores': async () => ({
    Component: (await import('./pages/store-colors-page.tsx')).StoreColorsPage,
  }),
  '/cores/cadastro': colorForm,
  '/cores/:id': colorForm,
  '/cupons': async () => ({
    Component: (await import('./pages/coupons-admin-page.tsx')).CouponsAdminPage,
  }),
  '/cupons/cadastro': couponForm,
  '/cupons/:id': couponForm,
  '/tabelas-comerciais': async () => ({
    Component: (await import('./pages/commercial-tables-page.tsx')).CommercialTablesPage,
  }),
  '/tabelas-comerciais/cadastro': commercialTableForm,
  '/tabelas-comerciais/:id': commercialTableForm,
};
