import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Tabs.css';
import { Button, Select, Tabs } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
import { BRAND_IDS, BRANDS, ORDER_STATUSES, PAYMENT_METHOD_VALUES } from '@app/shared';
import type { PaymentMethod } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { ListFrame } from '../../../components/staff/list-frame.tsx';
import { DayRangeInput } from '../../../components/inputs/day-inputs.tsx';
import { OrdersTable } from '../components/orders-table.tsx';
import { orderStatusBadge } from '../order-status.ts';
import { ORDERS_PER_PAGE, ordersQuery } from '../orders-api.ts';
import '../staff/i18n/index.ts';
import '../../../i18n/shared/index.ts';

type Tab = 'all' | 'pending';
const FILTER_KEYS = ['busca', 'situacao', 'forma', 'marca', 'de', 'ate'] as const;

function isMethod(value: string | null): value is PaymentMethod {
  return (PAYMENT_METHOD_VALUES as readonly (string | null)[]).includes(value);
}

/**
 * Staff `/pedidos`: every order, or only those awaiting payment, with search and filters. The
 * filters live in the address (`?situacao=2&de=2026-01-01`), so "back" from an order returns to
 * the same page of the same list and a filtered list can be shared.
 */
export function OrdersPage() {
  const { t } = useTranslation('storeAdmin');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('aba') === 'pendentes' ? 'pending' : 'all';
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const [search, setSearch] = useState(params.get('busca') ?? '');
  const [debounced] = useDebouncedValue(search, 300);
  const method = params.get('forma');

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        // Any change of filter or tab starts again from the first page.
        if (!('pagina' in changes)) next.delete('pagina');
        return next;
      },
      { replace: true },
    );

  // The calendar holds a half-picked period until its second day is chosen.
  const [range, setRange] = useState<[string | null, string | null]>([
    params.get('de'),
    params.get('ate'),
  ]);

  const orders = useQuery(
    ordersQuery({
      page,
      search: debounced,
      status: params.get('situacao'),
      method: isMethod(method) ? method : null,
      brand: params.get('marca'),
      from: params.get('de'),
      to: params.get('ate'),
      pending: tab === 'pending',
    }),
  );
  const data = orders.data;
  const filtered = FILTER_KEYS.some((key) => params.has(key));

  return (
    <Tabs
      value={tab}
      onChange={(value) => update({ aba: value === 'pending' ? 'pendentes' : null })}
      keepMounted={false}
    >
      <ListFrame
        title={t('storeAdmin.orders.title')}
        actions={
          <Tabs.List>
            <Tabs.Tab value="all">{t('storeAdmin.orders.tabAll')}</Tabs.Tab>
            <Tabs.Tab value="pending">{t('storeAdmin.orders.tabPending')}</Tabs.Tab>
          </Tabs.List>
        }
        search={search}
        onSearch={(value) => {
          // The address follows each keystroke (no timer that could navigate later, after a
          // click on an order); the request waits for the typing to pause.
          setSearch(value);
          update({ busca: value.trim() || null });
        }}
        searchPlaceholder={t('storeAdmin.orders.searchPlaceholder')}
        filters={
          <>
            {tab === 'all' && (
              <Select
                label={t('storeAdmin.orders.status')}
                placeholder={t('storeAdmin.orders.allStatuses')}
                clearable
                data={ORDER_STATUSES.map((s) => ({
                  value: String(s.id),
                  label: t(`storeAdmin.statuses.${orderStatusBadge(s.id).key}`),
                }))}
                value={params.get('situacao')}
                onChange={(value) => update({ situacao: value })}
                w={{ base: '100%', sm: 210 }}
              />
            )}
            <Select
              label={t('storeAdmin.orders.method')}
              placeholder={t('storeAdmin.orders.allMethods')}
              clearable
              data={PAYMENT_METHOD_VALUES.map((m) => ({
                value: m,
                label: t(`storeAdmin.methods.${m}`),
              }))}
              value={isMethod(method) ? method : null}
              onChange={(value) => update({ forma: value })}
              w={{ base: '100%', sm: 170 }}
            />
            <Select
              label={t('storeAdmin.orders.brand')}
              placeholder={t('storeAdmin.orders.allBrands')}
              clearable
              data={BRAND_IDS.map((b) => ({ value: b, label: BRANDS[b].name }))}
              value={params.get('marca')}
              onChange={(value) => update({ marca: value })}
              w={{ base: '100%', sm: 170 }}
            />
            <DayRangeInput
              label={t('storeAdmin.orders.period')}
              placeholder={t('storeAdmin.orders.anyPeriod')}
              clearable
              value={range}
              onChange={([from, to]) => {
                setRange([from, to]);
                if ((from && to) || (!from && !to)) update({ de: from, ate: to });
              }}
              w={{ base: '100%', sm: 250 }}
            />
            {filtered && (
              <Button
                variant="subtle"
                color="gray"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={() => {
                  setSearch('');
                  setRange([null, null]);
                  update(Object.fromEntries(FILTER_KEYS.map((key) => [key, null])));
                }}
              >
                {t('storeAdmin.orders.clearFilters')}
              </Button>
            )}
          </>
        }
        loading={orders.isPending}
        error={orders.isError}
        empty={(data?.data.length ?? 0) === 0}
        total={data?.meta.total ?? 0}
        page={page}
        pages={Math.ceil((data?.meta.total ?? 0) / ORDERS_PER_PAGE)}
        onPage={(value) => update({ pagina: value > 1 ? String(value) : null })}
      >
        <OrdersTable orders={data?.data ?? []} />
      </ListFrame>
    </Tabs>
  );
}
