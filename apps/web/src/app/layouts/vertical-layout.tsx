import { ActionIcon, AppShell, Burger, Container, Group } from '@mantine/core';
import { LazyTooltip } from '../../components/lazy-tooltip.tsx';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import IconLayoutSidebarLeftCollapse from '@tabler/icons-react/dist/esm/icons/IconLayoutSidebarLeftCollapse.mjs';
import IconLayoutSidebarLeftExpand from '@tabler/icons-react/dist/esm/icons/IconLayoutSidebarLeftExpand.mjs';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, Outlet } from 'react-router';
import { ImpersonationBanner } from '../../features/users/components/impersonation-banner.tsx';
import { CartHeaderButton } from '../../features/store/components/cart-header-button.tsx';
import { UserMenu } from '../../features/identity/components/user-menu.tsx';
import { SubscribePromptHost } from '../../features/signatures/components/subscribe-prompt-host.tsx';
import { FloatingPlayerHost } from '../../features/broadcasts/floating/floating-host.tsx';
import { AppearanceMenu } from '../../features/preferences/appearance-menu.tsx';
import { usePreferences } from '../../features/preferences/preferences-context.tsx';
import { BrandLogo } from '../brands/brand-logo.tsx';
import { useBrand } from '../brands/brand-context.tsx';
import { BRAND_MENUS } from '../brands/brand-menus.ts';
import { findRoute } from '../routes/route-match.ts';
import { MainNav } from './main-nav.tsx';
import { PageLoader } from './page-loader.tsx';
import { RouteGate } from '../routes/route-gate.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';
import { useSession } from '../../lib/session/use-session.ts';
import classes from './vertical-layout.module.css';

/** The toasts of what a signed-in person follows (recommendations), loaded once signed in. */
const FollowNotifications = lazy(async () => ({
  default: (await import('../../features/recommendations/components/follow-notifications.tsx'))
    .FollowNotifications,
}));

/** The NPS survey of a signed-in person with unanswered questions (opens by itself). */
const NpsSurvey = lazy(async () => ({
  default: (await import('../../features/nps/components/nps-survey.tsx')).NpsSurvey,
}));

const HEADER_HEIGHT = 64;
const NAVBAR_WIDTH = 264;
const NAVBAR_COMPACT_WIDTH = 76;

/** The main layout: header, brand menu on the left, page in the middle. */
export function VerticalLayout() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { loggedIn } = useSession();
  const { preferences, setPreference } = usePreferences();
  const [mobileOpened, mobile] = useDisclosure(false);
  const isMobile = useMediaQuery('(max-width: 48em)') ?? false;
  const compact = preferences.menuCollapsed && !isMobile;
  const floating = preferences.floatingNavbar;

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT + (floating ? 16 : 0) }}
      navbar={{
        width: compact ? NAVBAR_COMPACT_WIDTH : NAVBAR_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      padding={0}
      className={classes.shell}
      data-floating={floating || undefined}
    >
      <SkipLink />
      <AppShell.Header className={classes.header} withBorder={false}>
        <Group
          className={classes.headerBar}
          h={HEADER_HEIGHT}
          px="md"
          justify="space-between"
          wrap="nowrap"
        >
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={mobileOpened}
              onClick={mobile.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={mobileOpened ? t('app.closeMenu') : t('app.openMenu')}
            />
            <LazyTooltip
              label={preferences.menuCollapsed ? t('app.expandMenu') : t('app.collapseMenu')}
            >
              <ActionIcon
                visibleFrom="sm"
                variant="subtle"
                color="gray"
                size="lg"
                radius="md"
                aria-label={preferences.menuCollapsed ? t('app.expandMenu') : t('app.collapseMenu')}
                aria-pressed={!preferences.menuCollapsed}
                onClick={() => setPreference('menuCollapsed', !preferences.menuCollapsed)}
              >
                {preferences.menuCollapsed ? (
                  <IconLayoutSidebarLeftExpand size={22} stroke={1.6} aria-hidden />
                ) : (
                  <IconLayoutSidebarLeftCollapse size={22} stroke={1.6} aria-hidden />
                )}
              </ActionIcon>
            </LazyTooltip>
            <Link
              to={brand.defaultRoute}
              className={classes.logoLink}
              aria-label={`${brand.name}: ${t('app.goHome')}`}
            >
              <BrandLogo brand={brand.id} height={30} />
            </Link>
          </Group>
          <Group gap={6} wrap="nowrap">
            <CartHeaderButton />
            <AppearanceMenu />
            <UserMenu hasRoute={(path) => findRoute(brand.id, path) !== null} />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar className={classes.navbar} p={compact ? 'xs' : 'md'}>
        <MainNavSection compact={compact} onNavigate={mobile.close} />
      </AppShell.Navbar>

      <AppShell.Main className={classes.main}>
        <ImpersonationBanner />
        <SubscribePromptHost />
        <FloatingPlayerHost />
        {loggedIn && (
          <Suspense fallback={null}>
            <FollowNotifications />
            <NpsSurvey />
          </Suspense>
        )}
        <Container
          id="conteudo"
          tabIndex={-1}
          className={classes.content}
          fluid={preferences.fullWidth}
          size="lg"
          px={{ base: 'md', sm: 'xl' }}
          py="lg"
        >
          <Suspense fallback={<PageLoader />}>
            <RouteGate>
              <Outlet />
            </RouteGate>
          </Suspense>
        </Container>
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}

function MainNavSection({ compact, onNavigate }: { compact: boolean; onNavigate: () => void }) {
  const brand = useBrand();
  return <MainNav entries={BRAND_MENUS[brand.id]} compact={compact} onNavigate={onNavigate} />;
}
