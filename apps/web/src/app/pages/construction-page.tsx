import { Card, Text } from '@mantine/core';
import IconBarrierBlock from '@tabler/icons-react/dist/esm/icons/IconBarrierBlock.mjs';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { PageState } from '../../components/page-state.tsx';
import { useBrand } from '../brands/brand-context.tsx';
import { BRAND_TEXT_KEYS } from '../brands/brand-menus.ts';
import type { AppRoute } from '../routes/route-table.ts';
import './i18n/index.ts';
import '../../i18n/shared/index.ts';

function isAppRoute(handle: unknown): handle is AppRoute {
  return typeof handle === 'object' && handle !== null && 'area' in handle && 'variant' in handle;
}

/** An honest page for screens that later issues build: what the area is and what it will offer. */
export function ConstructionPage() {
  // The areas' descriptions are the page's namespace; the rest is the shell's (fallbackNS).
  const { t } = useTranslation('construction');
  const brand = useBrand();
  const route = useMatches()
    .map((match) => match.handle)
    .filter(isAppRoute)
    .at(-1);
  if (!route) throw new Error('A página em construção precisa da rota no handle');

  const texts = BRAND_TEXT_KEYS[brand.id];
  // The brand's start page greets people with its own welcome and sign-up texts.
  const intro =
    route.path === brand.defaultRoute ? (
      <Card
        padding="lg"
        radius="lg"
        withBorder
        className="brand-welcome"
        data-testid="brand-welcome"
      >
        <Text size="xs" tt="uppercase" fw={700} c="brand" lts={0.6}>
          {t(texts.tagline)}
        </Text>
        <Text fw={600} size="lg" mt={4}>
          {t(texts.welcome)}
        </Text>
        <Text size="sm" c="dimmed" mt={6}>
          {t(texts.createAccount)} {t(texts.courseAd)}
        </Text>
      </Card>
    ) : undefined;

  return (
    <PageState
      intro={intro}
      testId="construction"
      icon={<IconBarrierBlock size={36} stroke={1.5} />}
      badge={`${t('construction.badge')} · ${t(`construction.variants.${route.variant}`)}`}
      title={t(`areas.${route.area}.title`)}
      text={t('construction.text')}
      detail={t(`areas.${route.area}.description`)}
      // On the start page itself a "back to the start" button would lead nowhere.
      action={
        route.path === brand.defaultRoute
          ? undefined
          : { to: brand.defaultRoute, label: t('construction.action') }
      }
    />
  );
}
