import '@mantine/core/styles/Combobox.css';
import { Anchor, Badge, Group, Select, Table, Text } from '@mantine/core';
import { PRODUCT_KIND_VALUES, formatCurrency } from '@app/shared';
import type { ProductKind } from '@app/shared';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { PagedList, usePagedList } from '../../../components/staff/paged-list.tsx';
import { ProductKindBadge } from '../components/product-kind.tsx';
import { bestInstallments } from '../product-pricing.ts';
import { PER_PAGE } from '../api/page.ts';
import type { ActiveFilter } from '../api/page.ts';
import { ActiveSelect } from '../components/active-select.tsx';
import { productCategoriesQuery, productsQuery } from '../api/products-api.ts';
import { brandsText } from '../components/brands-field.tsx';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

const RESOURCE = 'Liberta Store Cadastro';

/** Staff `/liberta-store`: the store's products with search, kind, category and status filters. */
export function ProductsAdminPage() {
  const { t } = useTranslation('catalogue');
  const ability = useAbility();
  const list = usePagedList();
  const [kind, setKind] = useState<ProductKind | null>(null);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [active, setActive] = useState<ActiveFilter>(null);
  const products = useQuery(
    productsQuery({ page: list.page, search: list.debounced, kind, categoryId, active }),
  );
  const categories = useQuery(productCategoriesQuery);
  const canEdit = ability.can('update', RESOURCE);
  const filter = list.resetting;

  return (
    <PagedList
      list={list}
      query={products}
      perPage={PER_PAGE}
      words="catalogue:catalogueAdmin.products"
      filters={
        <>
          <Select
            label={t('catalogueAdmin.products.kind')}
            placeholder={t('catalogueAdmin.products.allKinds')}
            clearable
            value={kind}
            onChange={(value) => filter(setKind)(value)}
            data={PRODUCT_KIND_VALUES.map((value) => ({
              value,
              label: t(`store.kinds.${value}`),
            }))}
            w={{ base: '100%', sm: 170 }}
          />
          <Select
            label={t('catalogueAdmin.products.category')}
            placeholder={t('catalogueAdmin.products.allCategories')}
            clearable
            searchable
            value={categoryId === null ? null : String(categoryId)}
            onChange={(value) => filter(setCategoryId)(value ? Number(value) : null)}
            data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            w={{ base: '100%', sm: 200 }}
          />
          <ActiveSelect value={active} onChange={filter(setActive)} width={150} />
        </>
      }
      create={
        ability.can('create', RESOURCE) && {
          to: '/liberta-store/cadastro',
        }
      }
      minWidth={880}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('catalogueAdmin.products.product')}</Table.Th>
          <Table.Th>{t('catalogueAdmin.products.kind')}</Table.Th>
          <Table.Th>{t('catalogueAdmin.products.price')}</Table.Th>
          <Table.Th>{t('catalogueAdmin.products.showcase')}</Table.Th>
          <Table.Th>{t('catalogueAdmin.products.brands')}</Table.Th>
          <Table.Th>{t('catalogueAdmin.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {products.data?.data.map((product) => {
          const plan = bestInstallments(product.price_cents, product.max_installments);
          return (
            <Table.Tr key={product.id} data-testid="product-row">
              <Table.Td>
                {canEdit ? (
                  <Anchor component={Link} to={`/liberta-store/${product.id}`} fw={600}>
                    {product.name}
                  </Anchor>
                ) : (
                  <Text fw={600}>{product.name}</Text>
                )}
                <Text size="xs" c="dimmed">
                  /loja/{product.slug}
                  {product.category_name ? ` · ${product.category_name}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <ProductKindBadge kind={product.kind} variant="light" />
                {product.kind === 'bundle' && (
                  <Text size="xs" c="dimmed" mt={4}>
                    {t('store.includesCount', { count: product.items.length })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text fw={600}>{formatCurrency(product.price_cents)}</Text>
                <Text size="xs" c="dimmed">
                  {plan ? `${plan.count}x` : t('catalogueAdmin.products.noInstallments')}
                  {product.access_period_name ? ` · ${product.access_period_name}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Badge
                    variant="light"
                    color={product.available_in_store ? 'teal' : 'gray'}
                    tt="none"
                  >
                    {product.available_in_store
                      ? t('catalogueAdmin.products.inStore')
                      : t('catalogueAdmin.products.notInStore')}
                  </Badge>
                  {product.featured && (
                    <Badge variant="light" color="yellow" tt="none">
                      {t('store.featured')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{brandsText(product.brands, t('catalogueAdmin.brands.all'))}</Text>
              </Table.Td>
              <Table.Td>
                <Badge color={product.active ? 'teal' : 'gray'} variant="light" tt="none">
                  {product.active ? t('catalogueAdmin.active') : t('catalogueAdmin.inactive')}
                </Badge>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </PagedList>
  );
}
