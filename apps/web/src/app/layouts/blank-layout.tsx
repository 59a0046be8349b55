import { Anchor, Box, Container, Group } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../brands/brand-logo.tsx';
import { useBrand } from '../brands/brand-context.tsx';
import { PageLoader } from './page-loader.tsx';
import { RouteGate } from '../routes/route-gate.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';
import classes from './vertical-layout.module.css';

/** No menu: cart, login and the floating player own the whole window. */
export function BlankLayout() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Box className={classes.blank}>
      <SkipLink />
      <Container size="lg" px={{ base: 'md', sm: 'xl' }}>
        <Group component="header" justify="space-between" py="lg">
          <Link
            to={brand.defaultRoute}
            className={classes.logoLink}
            aria-label={`${brand.name}: ${t('app.goHome')}`}
          >
            <BrandLogo brand={brand.id} height={34} />
          </Link>
          <Anchor component={Link} to={brand.defaultRoute} size="sm" fw={500}>
            {t('cart.backToStore')}
          </Anchor>
        </Group>
        <main id="conteudo" tabIndex={-1} className={classes.content}>
          <Suspense fallback={<PageLoader />}>
            <RouteGate>
              <Outlet />
            </RouteGate>
          </Suspense>
        </main>
      </Container>
      <SiteFooter />
    </Box>
  );
}
