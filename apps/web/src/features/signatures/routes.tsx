import type { FeatureRoutes } from '../../lib/routing/feature-routes.ts';

const signatureTypeForm = async () => ({
  Component: (await import('./pages/signature-type-form-page.tsx')).SignatureTypeFormPage,
});
const qualificationForm = async () => ({
  Component: (await import('./pages/qualification-form-page.tsx')).QualificationFormPage,
});

/** Signature types and content qualification (staff), the pricing pages and "Minhas Assinaturas". */
export const signaturesRoutes: FeatureRoutes = {
  '/assinatura': async () => ({
    Component: (await import('./pages/signature-types-page.tsx')).SignatureTypesPage,
  }),
  '/assinatura/cadastro': signatureTypeForm,
  '/assinatura/:id': signatureTypeForm,
  '/qualificacao-de-conteudo': async () => ({
    Component: (await import('./pages/qualification-page.tsx')).QualificationPage,
  }),
  '/qualificacao-de-conteudo/cadastro': qualificationForm,
  '/qualificacao-de-conteudo/:id': qualificationForm,
  '/assinaturas': async () => ({
    Component: (await import('./pages/pricing-page.tsx')).PricingPage,
  }),
  '/assinaturas/:slug': async ({ brand }) => {
    const { SignatureDetailPage } = await import('./pages/signature-detail-page.tsx');
    return { Component: () => <SignatureDetailPage brand={brand.id} /> };
  },
  '/cliente/assinaturas': async ({ brand }) => {
    const { MySignaturesPage } = await import('./pages/my-signatures-page.tsx');
    return { Component: () => <MySignaturesPage brand={brand.id} /> };
  },
};
