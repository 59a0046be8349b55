import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Alert,
  Button,
  Card,
  Chip,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import IconBuildingStore from '@tabler/icons-react/dist/esm/icons/IconBuildingStore.mjs';
import IconFilterOff from '@tabler/icons-react/dist/esm/icons/IconFilterOff.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { PRODUCT_KIND_VALUES } from '@app/shared';
import type { ProductKind, StoreProduct } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLocation, useSearchParams } from 'react-router';
import { FeaturedProduct } from '../components/featured-product.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { NO_FILTERS, storeProductsQuery } from '../../../lib/store-offer/store-offer.ts';
import type { StoreFilters } from '../../../lib/store-offer/store-offer.ts';
import { StorePalette } from '../store-palette.tsx';
import classes from '../store.module.css';
import '../i18n/index.ts';

/** Filters live in the address (`?busca=&tipo=&categoria=`): shareable, and Back restores them. */
const PARAM = { search: 'busca', kind: 'tipo', category: 'categoria' } as const;

const isKind = (value: string | null): value is ProductKind =>
  (PRODUCT_KIND_VALUES as readonly (string | null)[]).includes(value);

function readFilters(params: URLSearchParams): StoreFilters {
  const kind = params.get(PARAM.kind);
  return {
    search: params.get(PARAM.search) ?? '',
    kind: isKind(kind) ? kind : null,
    category: params.get(PARAM.category) || null,
  };
}

function categoriesOf(products: readonly StoreProduct[]) {
  const seen = new Map<string, string>();
  for (const p of products)
    if (p.category_slug && p.category_name) seen.set(p.category_slug, p.category_name);
  return [...seen].map(([value, label]) => ({ value, label }));
}

function GridSkeleton() {
  const { t } = useTranslation('catalogue');
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3 }}
      spacing="lg"
      aria-busy
      aria-label={t('app.loading')}
    >
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} radius="lg" className={classes.skeletonCard} />
      ))}
    </SimpleGrid>
  );
}

/**
 * The storefront (`/loja` in every brand, Liberta's `/hub/liberta-store`): featured products
 * first, then every product on sale in this brand, with search and kind/category filters, in the
 * brand's active store colours. `productBase` is where a product's page lives (`/loja/:slug`).
 */
export function StorePage({
  productBase,
  variant = 'store',
}: {
  productBase: string;
  variant?: 'store' | 'hub';
}) {
  const { t } = useTranslation('catalogue');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [searchText, setSearchText] = useState(filters.search);
  const filtered = filters.search.trim() !== '' || filters.kind !== null || filters.category;
  // The unfiltered list names the categories and kinds on offer; with no filter it is the grid too.
  const all = useQuery(storeProductsQuery(NO_FILTERS));
  const results = useQuery({ ...storeProductsQuery(filters), enabled: Boolean(filtered) });
  const shown = filtered ? results : all;

  const { pathname } = useLocation();
  const write = (next: StoreFilters) => {
    const out = new URLSearchParams();
    if (next.search.trim()) out.set(PARAM.search, next.search.trim());
    if (next.kind) out.set(PARAM.kind, next.kind);
    if (next.category) out.set(PARAM.category, next.category);
    setParams(out, { replace: true });
  };
  const searchLater = useDebouncedCallback((value: string) => {
    // Only while the store is still the page shown (see the click guard below).
    if (window.location.pathname === pathname) write({ ...readFilters(params), search: value });
  }, 300);
  /** A filter change also applies what is typed in the search box right away. */
  const update = (next: Partial<StoreFilters>) => {
    searchLater.cancel();
    write({ ...filters, search: searchText, ...next });
  };

  const categories = useMemo(() => categoriesOf(all.data ?? []), [all.data]);
  const kindCounts = useMemo(() => {
    const counts = new Map<ProductKind, number>();
    for (const p of all.data ?? []) counts.set(p.kind, (counts.get(p.kind) ?? 0) + 1);
    return counts;
  }, [all.data]);
  const kinds = PRODUCT_KIND_VALUES.filter((k) => (kindCounts.get(k) ?? 0) > 0);

  const products = shown.data ?? [];
  // Unfiltered, the featured products open the page in a strip of their own.
  const featured = filtered ? [] : products.filter((p) => p.featured).slice(0, 2);
  const rest = products.filter((p) => !featured.includes(p));
  const to = (p: StoreProduct) => `${productBase}/${p.slug}`;
  const clear = () => {
    searchLater.cancel();
    setSearchText('');
    setParams(new URLSearchParams(), { replace: true });
  };

  return (
    <StorePalette>
      <Stack
        gap="xl"
        pb="xl"
        // A search still waiting to be written must not pull a visitor who opened a product back
        // to the list (the update would navigate while the product page loads).
        onClickCapture={(event) => {
          if ((event.target as HTMLElement).closest('a[href]')) searchLater.cancel();
        }}
      >
        <section className={classes.hero} aria-labelledby="store-title">
          <Stack gap="sm" pos="relative">
            <Text size="xs" fw={800} tt="uppercase" className={classes.heroEyebrow}>
              {t(`store.hero.${variant}.eyebrow`)}
            </Text>
            <Title order={1} id="store-title" className={classes.heroTitle}>
              {t(`store.hero.${variant}.title`)}
            </Title>
            <Text size="lg" className={classes.heroText}>
              {t(`store.hero.${variant}.text`)}
            </Text>
            <TextInput
              className={classes.heroSearch}
              mt="sm"
              size="md"
              radius="md"
              type="search"
              aria-label={t('store.filters.search')}
              placeholder={t('store.filters.searchPlaceholder')}
              leftSection={<IconSearch size={18} aria-hidden />}
              value={searchText}
              onChange={(event) => {
                setSearchText(event.currentTarget.value);
                searchLater(event.currentTarget.value);
              }}
            />
          </Stack>
        </section>

        {(kinds.length > 1 || categories.length > 1) && (
          <Group justify="space-between" align="flex-end" gap="md" className={classes.filters}>
            {kinds.length > 1 ? (
              <Chip.Group
                value={filters.kind ?? 'all'}
                onChange={(value) => update({ kind: isKind(value) ? value : null })}
              >
                <Group gap={8} role="radiogroup" aria-label={t('store.filters.kind')}>
                  <Chip value="all" variant="outline" radius="xl">
                    {t('store.filters.allKinds')}
                  </Chip>
                  {kinds.map((kind) => (
                    <Chip key={kind} value={kind} variant="outline" radius="xl">
                      {t(`store.filters.kinds.${kind}`)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            ) : (
              <span />
            )}
            {categories.length > 1 && (
              <Select
                label={t('store.filters.category')}
                placeholder={t('store.filters.allCategories')}
                data={categories}
                value={filters.category}
                onChange={(value) => update({ category: value })}
                clearable
                w={{ base: '100%', xs: 240 }}
              />
            )}
          </Group>
        )}

        {shown.isError ? (
          <Alert color="red" title={t('store.loadErrorTitle')}>
            {t('store.loadError')}
          </Alert>
        ) : shown.isPending ? (
          <GridSkeleton />
        ) : products.length === 0 ? (
          <Card withBorder radius="lg" padding="xl" maw={560} mx="auto" w="100%">
            <Stack align="center" gap="sm" ta="center" data-testid="store-empty">
              <ThemeIcon size={64} radius={32} variant="light" aria-hidden>
                {filtered ? <IconFilterOff size={32} /> : <IconBuildingStore size={32} />}
              </ThemeIcon>
              <Title order={2} size="h4">
                {filtered ? t('store.empty.filteredTitle') : t('store.empty.title')}
              </Title>
              <Text c="dimmed">{filtered ? t('store.empty.filtered') : t('store.empty.text')}</Text>
              {filtered && (
                <Button variant="light" onClick={clear} mt="xs">
                  {t('store.filters.clear')}
                </Button>
              )}
            </Stack>
          </Card>
        ) : (
          <>
            {featured.length > 0 && (
              <section aria-labelledby="store-featured">
                <Title order={2} size="h3" id="store-featured" mb="md">
                  {t('store.featuredTitle')}
                </Title>
                <Stack gap="lg">
                  {featured.map((product) => (
                    <FeaturedProduct key={product.id} product={product} to={to(product)} />
                  ))}
                </Stack>
              </section>
            )}
            {rest.length > 0 && (
              <section aria-labelledby="store-all">
                <Group justify="space-between" align="baseline" mb="md">
                  <Title order={2} size="h3" id="store-all">
                    {filtered ? t('store.results') : t('store.allProducts')}
                  </Title>
                  <Text size="sm" c="dimmed" aria-live="polite">
                    {t('store.count', { count: products.length })}
                  </Text>
                </Group>
                <SimpleGrid
                  cols={{ base: 1, xs: 2, md: 3 }}
                  spacing="lg"
                  verticalSpacing="lg"
                  style={{ opacity: shown.isPlaceholderData ? 0.6 : 1 }}
                >
                  {rest.map((product) => (
                    <ProductCard key={product.id} product={product} to={to(product)} />
                  ))}
                </SimpleGrid>
              </section>
            )}
          </>
        )}
      </Stack>
    </StorePalette>
  );
}
