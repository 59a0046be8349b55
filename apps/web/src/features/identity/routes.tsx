import type { FeatureRoutes } from '../../lib/routing/feature-routes.ts';

/** Sign-in, sign-up, password recovery (blank layout) and the token links. */
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
    return {
      Component: () => (
        <SignUpPage defaultRoute={brand.defaultRoute} xpCode={brand.id === 'liberta'} />
      ),
    };
  },
  '/esqueci-senha': async () => ({
    Component: (await import('./pages/forgot-password-page.tsx')).ForgotPasswordPage,
  }),
  '/token/:encoded': async ({ brand }) => {
    const { TokenPage } = await import('./pages/token-page.tsx');
    return { Component: () => <TokenPage defaultRoute={brand.defaultRoute} /> };
  },
  '/redefinir-senha': async () => ({
    Component: (await import('./pages/reset-password-page.tsx')).ResetPasswordPage,
  }),
};
