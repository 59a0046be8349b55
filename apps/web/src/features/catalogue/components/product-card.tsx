import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import IconInfinity from '@tabler/icons-react/dist/esm/icons/IconInfinity.mjs';
import IconShoppingCart from '@tabler/icons-react/dist/esm/icons/IconShoppingCart.mjs';
import IconStar from '@tabler/icons-react/dist/esm/icons/IconStar.mjs';
import type { StoreProduct } from '@app/shared';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { buyPath } from '../store-api.ts';
import { ProductCover } from './product-cover.tsx';
import { ProductKindBadge } from './product-kind.tsx';
import { ProductPrice } from './product-price.tsx';
import classes from '../store.module.css';
import '../i18n/index.ts';

export type ProductCardData = Pick<
  StoreProduct,
  | 'id'
  | 'name'
  | 'kind'
  | 'category_name'
  | 'description_html'
  | 'cover_url'
  | 'cover_alt'
  | 'price_cents'
  | 'access_period_name'
  | 'access_days'
  | 'max_installments'
  | 'featured'
>;

/** The text of staff HTML, for a two-line teaser (parsed inertly: scripts never run here). */
export function htmlExcerpt(html: string | null): string {
  if (!html) return '';
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** "Acesso vitalício" or "Acesso por 1 ano". */
export function AccessPeriod({
  product,
  size = 'sm',
}: {
  product: Pick<StoreProduct, 'access_period_name' | 'access_days'>;
  size?: 'xs' | 'sm' | 'md';
}) {
  const { t } = useTranslation('catalogue');
  const lifetime = product.access_days === null;
  const PeriodIcon = lifetime ? IconInfinity : IconClock;
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      <PeriodIcon size={16} stroke={1.8} aria-hidden />
      <Text size={size} c="dimmed">
        {lifetime
          ? t('store.access.lifetime')
          : t('store.access.period', { period: product.access_period_name ?? '' })}
      </Text>
    </Group>
  );
}

/**
 * A product in the store grid: cover, kind, name, a teaser, how long access lasts, the price with
 * its interest-free installments, and the ways on (details, buy). `to` is the product's page.
 */
export function ProductCard({
  product,
  to,
  preview = false,
}: {
  product: ProductCardData;
  to: string;
  /** Staff preview: links stay put. */
  preview?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const headingId = useId();
  const excerpt = htmlExcerpt(product.description_html);
  return (
    <Card
      component="article"
      withBorder
      radius="lg"
      padding={0}
      className={classes.card}
      aria-labelledby={headingId}
      data-testid="product-card"
      data-featured={product.featured || undefined}
    >
      <div className={classes.cardMedia}>
        <ProductCover
          name={product.name}
          kind={product.kind}
          url={product.cover_url}
          alt={product.cover_alt}
        />
        <Group className={classes.cardBadges} justify="space-between" wrap="nowrap">
          <ProductKindBadge kind={product.kind} variant="white" className={classes.kindBadge} />
          {product.featured && (
            <Badge
              className={classes.featuredBadge}
              leftSection={<IconStar size={12} stroke={2.2} aria-hidden />}
              tt="none"
            >
              {t('store.featured')}
            </Badge>
          )}
        </Group>
      </div>
      <Stack gap="xs" p="lg" className={classes.cardBody}>
        {product.category_name && (
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.eyebrow}>
            {product.category_name}
          </Text>
        )}
        <Title order={3} size="h4" id={headingId} className={classes.cardTitle}>
          <Anchor
            component={Link}
            to={to}
            c="inherit"
            inherit
            underline="never"
            className={classes.cardLink}
            onClick={preview ? (event) => event.preventDefault() : undefined}
          >
            {product.name}
          </Anchor>
        </Title>
        {excerpt && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {excerpt}
          </Text>
        )}
        <AccessPeriod product={product} />
        <div className={classes.cardPrice}>
          <ProductPrice
            priceCents={product.price_cents}
            maxInstallments={product.max_installments}
          />
        </div>
        <Group gap="xs" grow wrap="nowrap" className={classes.cardActions}>
          <Button
            component={Link}
            to={to}
            variant="default"
            onClick={preview ? (event) => event.preventDefault() : undefined}
          >
            {t('store.card.details')}
          </Button>
          <Button
            component={Link}
            to={buyPath(product.id)}
            leftSection={<IconShoppingCart size={16} aria-hidden />}
            aria-label={t('store.card.buyAria', { name: product.name })}
            onClick={preview ? (event) => event.preventDefault() : undefined}
          >
            {t('store.card.buy')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
