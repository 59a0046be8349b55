import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import IconShoppingCart from '@tabler/icons-react/dist/esm/icons/IconShoppingCart.mjs';
import IconStar from '@tabler/icons-react/dist/esm/icons/IconStar.mjs';
import type { StoreProduct } from '@app/shared';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { buyPath } from '../store-api.ts';
import { AccessPeriod, htmlExcerpt } from './product-card.tsx';
import { ProductCover } from './product-cover.tsx';
import { ProductKindBadge } from './product-kind.tsx';
import { ProductPrice } from './product-price.tsx';
import classes from '../store.module.css';
import '../i18n/index.ts';

/** A featured product, wide: cover beside the pitch, what it includes and the price. */
export function FeaturedProduct({ product, to }: { product: StoreProduct; to: string }) {
  const { t } = useTranslation('catalogue');
  const headingId = useId();
  const excerpt = htmlExcerpt(product.description_html);
  return (
    <Card
      component="article"
      radius="lg"
      padding={0}
      className={`${classes.card} ${classes.featuredCard}`}
      aria-labelledby={headingId}
      data-testid="featured-product"
    >
      <ProductCover
        name={product.name}
        kind={product.kind}
        url={product.cover_url}
        alt={product.cover_alt}
      />
      <Stack gap="sm" p={{ base: 'lg', sm: 'xl' }} justify="center">
        <Group gap="xs">
          <Badge
            className={classes.featuredBadge}
            leftSection={<IconStar size={12} stroke={2.2} aria-hidden />}
            tt="none"
          >
            {t('store.featured')}
          </Badge>
          <ProductKindBadge kind={product.kind} variant="light" />
        </Group>
        <Title order={3} size="h2" id={headingId} className={classes.cardTitle}>
          <Anchor
            component={Link}
            to={to}
            c="inherit"
            inherit
            underline="never"
            className={classes.cardLink}
          >
            {product.name}
          </Anchor>
        </Title>
        {excerpt && (
          <Text c="dimmed" lineClamp={3}>
            {excerpt}
          </Text>
        )}
        {product.items.length > 1 && (
          <Text size="sm" fw={600}>
            {t('store.includesCount', { count: product.items.length })}:{' '}
            <Text span size="sm" fw={400} c="dimmed">
              {product.items.map((i) => i.name).join(' · ')}
            </Text>
          </Text>
        )}
        <AccessPeriod product={product} />
        <ProductPrice priceCents={product.price_cents} maxInstallments={product.max_installments} />
        <Group gap="sm" className={classes.cardActions}>
          <Button
            component={Link}
            to={buyPath(product.id)}
            size="md"
            leftSection={<IconShoppingCart size={18} aria-hidden />}
            aria-label={t('store.card.buyAria', { name: product.name })}
          >
            {t('store.card.buy')}
          </Button>
          <Button component={Link} to={to} size="md" variant="default">
            {t('store.card.details')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
