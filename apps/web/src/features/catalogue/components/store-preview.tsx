import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.tsx';
import type { StoreColor } from '../store-api.ts';
import { StorePalette } from '../store-palette.tsx';
import { ProductCard } from './product-card.tsx';
import type { ProductCardData } from './product-card.tsx';
import classes from '../store.module.css';
import '../i18n/index.ts';

const SAMPLE: ProductCardData = {
  id: 0,
  name: 'Day Trade do Zero',
  kind: 'course',
  category_name: 'Cursos',
  description_html: '<p>Leitura de gráfico, plano de trade e gestão de risco.</p>',
  cover_url: null,
  price_cents: 49_700,
  access_period_name: null,
  access_days: null,
  max_installments: 12,
  featured: true,
};

/** The store's top and one product card in a palette: the staff colour editor's live preview. */
export function StorePreview({ palette }: { palette: StoreColor }) {
  const { t } = useTranslation('catalogue');
  return (
    <StorePalette palette={palette}>
      <Stack gap="md" data-testid="palette-preview">
        <section className={classes.hero} style={{ padding: '24px 24px' }}>
          <Stack gap={6} pos="relative">
            <Text size="xs" fw={800} tt="uppercase" className={classes.heroEyebrow}>
              {t('store.hero.store.eyebrow')}
            </Text>
            <Title order={3} size="h3" className={classes.heroTitle} fz={24}>
              {t('store.hero.store.title')}
            </Title>
            <Text size="sm" className={classes.heroText}>
              {t('store.hero.store.text')}
            </Text>
          </Stack>
        </section>
        <div style={{ maxWidth: 340 }}>
          <ProductCard product={SAMPLE} to="#" preview />
        </div>
      </Stack>
    </StorePalette>
  );
}
