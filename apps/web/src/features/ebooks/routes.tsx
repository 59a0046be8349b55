import type { FeatureRoutes } from '../../lib/routing/feature-routes.ts';

const ebookForm = async () => ({
  Component: (await import('./pages/ebook-form-page.tsx')).EbookFormPage,
});

/** The public e-book page, "Meus E-books" and the staff e-book screens. */
export const ebooksRoutes: FeatureRoutes = {
  '/ebooks/:slug': async () => ({
    Component: (await import('./pages/public-ebook-page.tsx')).PublicEbookPage,
  }),
  '/cliente/ebooks': async ({ hasPage }) => {
    const { MyEbooksPage } = await import('./pages/my-ebooks-page.tsx');
    const store = hasPage('/loja') ? '/loja' : '/assinaturas';
    return { Component: () => <MyEbooksPage storePath={store} /> };
  },
  '/e-books': async () => ({
    Component: (await import('./pages/ebooks-admin-page.tsx')).EbooksAdminPage,
  }),
  '/e-books/cadastro': ebookForm,
  '/e-books/editar/:id': ebookForm,
};
