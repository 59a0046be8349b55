import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Typography.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Anchor,
  Button,
  Card,
  Divider,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Typography,
} from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconBuildingStore from '@tabler/icons-react/dist/esm/icons/IconBuildingStore.mjs';
import IconCreditCard from '@tabler/icons-react/dist/esm/icons/IconCreditCard.mjs';
import IconShieldCheck from '@tabler/icons-react/dist/esm/icons/IconShieldCheck.mjs';
import IconShoppingCart from '@tabler/icons-react/dist/esm/icons/IconShoppingCart.mjs';
import type { StoreProduct } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useParams } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { AccessPeriod } from '../components/product-card.tsx';
import { ProductCover } from '../components/product-cover.tsx';
import { ITEM_KIND_ICON, ProductKindBadge } from '../components/product-kind.tsx';
import { ProductPrice } from '../components/product-price.tsx';
import { buyPath, storeProductQuery } from '../store-api.ts';
import { StorePalette } from '../store-palette.tsx';
import classes from '../store.module.css';
import '../i18n/index.ts';

type Item = StoreProduct['items'][number];

/** The content's own public page, when it has one. */
function itemPath(item: Item): string | null {
  if (!item.slug) return null;
  switch (item.kind) {
    case 'course':
      return `/curso/${item.slug}`;
    case 'ebook':
      return `/ebooks/${item.slug}`;
    case 'signature':
      return `/assinaturas/${item.slug}`;
    case 'trail':
    case 'research':
    case 'broadcast':
    case 'trade_method':
      return null;
  }
}

function Includes({ items }: { items: Item[] }) {
  const { t } = useTranslation('catalogue');
  return (
    <section aria-labelledby="product-includes">
      <Title order={2} size="h3" id="product-includes" mb="sm">
        {t('store.product.includes')}
      </Title>
      <div className={classes.includes}>
        {items.map((item) => {
          const KindIcon = ITEM_KIND_ICON[item.kind];
          const path = itemPath(item);
          return (
            <Group
              key={`${item.kind}:${item.target_id}`}
              className={classes.includeRow}
              p="md"
              gap="md"
              wrap="nowrap"
              data-testid="product-item"
            >
              <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                <KindIcon size={22} stroke={1.6} />
              </ThemeIcon>
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600}>{item.name}</Text>
                <Text size="sm" c="dimmed">
                  {t(`store.itemKinds.${item.kind}`)}
                </Text>
              </Stack>
              {path && (
                <Anchor component={Link} to={path} size="sm">
                  {t('store.product.seeContent')}
                </Anchor>
              )}
            </Group>
          );
        })}
      </div>
    </section>
  );
}

function ProductSkeleton() {
  const { t } = useTranslation('catalogue');
  return (
    <Grid gap="xl" aria-busy aria-label={t('app.loading')}>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <Skeleton h={24} w={120} radius="xl" />
          <Skeleton h={40} w="70%" />
          <Skeleton h={280} radius="lg" />
          <Skeleton h={16} />
          <Skeleton h={16} w="85%" />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Skeleton h={320} radius="lg" />
      </Grid.Col>
    </Grid>
  );
}

/**
 * A product's page (`/loja/:slug`, Liberta's `/hub/liberta-store/:slug`): what it is, what it
 * includes, how long access lasts, the price with installments, and "Comprar" into the cart.
 */
export function ProductPage({ storePath }: { storePath: string }) {
  const { t } = useTranslation('catalogue');
  const { slug = '' } = useParams();
  const product = useQuery(storeProductQuery(slug));

  const back = (
    <Anchor component={Link} to={storePath} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('store.product.back')}
      </Group>
    </Anchor>
  );

  if (product.isPending)
    return (
      <StorePalette>
        <Stack gap="lg">
          {back}
          <ProductSkeleton />
        </Stack>
      </StorePalette>
    );
  if (product.isError)
    return (
      <PageState
        testId="product-not-found"
        icon={<IconBuildingStore size={36} />}
        title={t('store.product.notFoundTitle')}
        text={t('store.product.notFound')}
        action={{ to: storePath, label: t('store.product.back') }}
      />
    );
  const p = product.data;
  return (
    <StorePalette>
      <Stack gap="lg" pb="xl">
        {back}
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <Stack gap="lg">
              <Stack gap="xs">
                <Group gap="xs">
                  <ProductKindBadge kind={p.kind} variant="light" size="lg" />
                  {p.category_name && (
                    <Text size="sm" c="dimmed" fw={600}>
                      {p.category_name}
                    </Text>
                  )}
                </Group>
                <Title order={1}>{p.name}</Title>
                <AccessPeriod product={p} size="md" />
              </Stack>
              {/* On a phone the price and "Comprar" come first, not after the whole page. */}
              <Card withBorder radius="lg" padding="md" hiddenFrom="md">
                <Stack gap="sm">
                  <ProductPrice priceCents={p.price_cents} maxInstallments={p.max_installments} />
                  <Button
                    component={Link}
                    to={buyPath(p.id)}
                    size="md"
                    fullWidth
                    leftSection={<IconShoppingCart size={18} aria-hidden />}
                  >
                    {t('store.product.buy')}
                  </Button>
                </Stack>
              </Card>
              <ProductCover
                name={p.name}
                kind={p.kind}
                url={p.cover_url}
                alt={p.cover_alt}
                className={classes.productCover}
              />
              {p.description_html && (
                <section aria-labelledby="product-about">
                  <Title order={2} size="h3" id="product-about" mb="xs">
                    {t('store.product.about')}
                  </Title>
                  <Typography className={classes.description}>
                    {/* Staff HTML is cleaned by the API (sanitize-html) before it is stored. */}
                    <div dangerouslySetInnerHTML={{ __html: p.description_html }} />
                  </Typography>
                </section>
              )}
              {p.items.length > 0 && <Includes items={p.items} />}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <Card
              withBorder
              radius="lg"
              padding={0}
              shadow="sm"
              className={classes.buyBox}
              component="aside"
              aria-label={t('store.product.buyBox')}
            >
              <Stack gap="md" p="lg">
                <ProductPrice
                  priceCents={p.price_cents}
                  maxInstallments={p.max_installments}
                  size="lg"
                />
                <Button
                  component={Link}
                  to={buyPath(p.id)}
                  size="lg"
                  fullWidth
                  leftSection={<IconShoppingCart size={20} aria-hidden />}
                  data-testid="buy-button"
                >
                  {t('store.product.buy')}
                </Button>
                <Divider />
                <Stack gap={8}>
                  <AccessPeriod product={p} />
                  <Group gap={6} wrap="nowrap">
                    <IconCreditCard size={16} stroke={1.8} aria-hidden />
                    <Text size="sm" c="dimmed">
                      {t('store.product.payment')}
                    </Text>
                  </Group>
                  <Group gap={6} wrap="nowrap">
                    <IconShieldCheck size={16} stroke={1.8} aria-hidden />
                    <Text size="sm" c="dimmed">
                      {t('store.product.release')}
                    </Text>
                  </Group>
                </Stack>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      </Stack>
    </StorePalette>
  );
}
