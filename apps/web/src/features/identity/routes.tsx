import type { FeatureRoutes } from '../../lib/routing/feature-routes.ts';

/** Sign-in, sign-up and password recovery (blank layout). */
export const identityRoutes: FeatureRoutes = {
  '/login': async ({ brand }) => {
    const { LoginPage } = await import('./pages/login-page.tsx');
    return { Component: () => <LoginPage defaultRoute={brand.defaultRoute} /> };
  },
  '/login/codigo': async ({ brand }) => {
    const { CodeLoginPage } = await import('./pages/code-login-page.tsx');
    return { Component: () => <CodeLoginPage defaultRoute={brand.defaultRoute} /> };
  },
  '/criar-conta': async ({ brand }) => {
    const { SignUpPage } = await import('./pages/sign-up-page.tsx');
    return { Component: () => <SignUpPage defaultRoute={brand.defaultRoute} /> };
  },
  '/esqueci-senha': async () => ({
    Component: (await import('./pages/forgot-password-page.tsx')).ForgotPasswordPage,
  }),
  '/redefinir-senha': async () => ({
    Component: (await import('./pages/reset-password-page.tsx')).ResetPasswordPage,
  }),
};
