import { Burger, Button, Group } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { CartHeaderButton } from '../../features/store/components/cart-header-button.tsx';
import { SubscribePromptHost } from '../../features/signatures/components/subscribe-prompt-host.tsx';
import { AppearanceMenu } from '../../features/preferences/appearance-menu.tsx';
import { BrandLogo } from '../brands/brand-logo.tsx';
import { useBrand } from '../brands/brand-context.tsx';
import { BRAND_MENUS } from '../brands/brand-menus.ts';
import { shownMenuEntries } from '../routes/access.ts';
import { isPublicPath } from '../routes/route-match.ts';
import { PageLoader } from './page-loader.tsx';
import { RouteGate } from '../routes/route-gate.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';
import classes from './visitor-layout.module.css';
import shared from './vertical-layout.module.css';

const VISITOR = { loggedIn: false, can: () => false } as const;

/**
 * The member layout's pages as a visitor without a session sees them (a public course, Liberta's
 * home, the store): a site header with the pages a visitor may open, "Entrar" and "Criar conta",
 * and no side menu, account menu or staff areas (a visitor has none, and their code stays out of
 * a first visit). Signing in swaps it for the member layout (see `app-routes.tsx`).
 */
export function VisitorLayout() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { pathname } = useLocation();
  // The mobile menu is open on the page where it was opened: following a link closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const menuOpened = menuOpenedOn === pathname;
  const entries = shownMenuEntries(brand.id, BRAND_MENUS[brand.id], VISITOR, (path) =>
    isPublicPath(brand.id, path),
  );

  const links = entries.map((entry) => (
    <NavLink key={entry.to} to={entry.to} className={classes.navLink}>
      <entry.icon size={18} stroke={1.6} aria-hidden />
      {t(entry.labelKey)}
    </NavLink>
  ));

  return (
    <div className={classes.page}>
      <SkipLink />
      <header className={classes.header}>
        <div className={classes.bar}>
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={() => setMenuOpenedOn(menuOpened ? null : pathname)}
              // With pages to list, the menu holds them below desktop widths; without, it holds
              // only "Criar conta", which has no room in a phone's header.
              hiddenFrom={entries.length > 0 ? 'lg' : 'sm'}
              size="sm"
              aria-expanded={menuOpened}
              aria-controls="menu-visitante"
              aria-label={menuOpened ? t('app.closeMenu') : t('app.openMenu')}
            />
            <Link
              to={brand.defaultRoute}
              className={shared.logoLink}
              aria-label={`${brand.name}: ${t('app.goHome')}`}
            >
              <BrandLogo brand={brand.id} height={30} />
            </Link>
          </Group>
          {entries.length > 0 && (
            <nav aria-label={t('app.mainMenu')} className={classes.desktopNav}>
              {links}
            </nav>
          )}
          <Group gap={6} wrap="nowrap">
            <CartHeaderButton />
            <AppearanceMenu />
            <Button component={Link} to="/login" variant="subtle" size="compact-md" radius="md">
              {t('auth.loginLink')}
            </Button>
            <Button
              component={Link}
              to="/criar-conta"
              size="compact-md"
              radius="md"
              // On a phone it moves into the menu.
              className={classes.signUp}
            >
              {t('auth.signUpLink')}
            </Button>
          </Group>
        </div>
        {menuOpened && (
          <nav id="menu-visitante" aria-label={t('app.mainMenu')} className={classes.mobileNav}>
            {links}
            <NavLink to="/criar-conta" className={classes.navLink}>
              {t('auth.signUpLink')}
            </NavLink>
          </nav>
        )}
      </header>
      <main id="conteudo" tabIndex={-1} className={classes.content}>
        <SubscribePromptHost />
        <Suspense fallback={<PageLoader />}>
          <RouteGate>
            <Outlet />
          </RouteGate>
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
