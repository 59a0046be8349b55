import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Tabs.css';
import { Group, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { advisorsQuery, presetPeriod, summaryQuery } from '../api/sales-force-api.ts';
import type { Period, Scope } from '../api/sales-force-api.ts';
import { CustomersTab } from '../components/customers-tab.tsx';
import { KpiCards } from '../components/kpi-cards.tsx';
import { LeadsTab } from '../components/leads-tab.tsx';
import { PeriodPicker } from '../components/period-picker.tsx';
import { TAB_PARAM } from '../paths.ts';
import '../i18n/index.ts';

const RESOURCE = 'hub-sales-force';

/**
 * Liberta `/hub/sales-force`: the period's figures of the person's book on top, then "Meus
 * clientes" and, in `?aba=leads`, the leads of the period. Managers (`manage`) pick whose book.
 */
export function SalesForcePage() {
  const { t } = useTranslation('salesForce');
  const ability = useAbility();
  const manager = ability.can('manage', RESOURCE);
  const [params, setParams] = useSearchParams();
  const tab = params.get(TAB_PARAM) === 'leads' ? 'leads' : 'customers';
  const [period, setPeriod] = useState<Period>(() => presetPeriod('last30'));
  const [scope, setScope] = useState<Scope>('me');
  const summary = useQuery(summaryQuery(period, scope));
  const advisors = useQuery({ ...advisorsQuery(), enabled: manager });
  const customersTitle =
    scope === 'me'
      ? t('salesForce.customers.title')
      : scope === 'all'
        ? t('salesForce.customers.titleAll')
        : t('salesForce.customers.titleOf', { name: summary.data?.advisor?.name ?? '' });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('salesForce.page.title')}
        </Title>
        <Text c="dimmed" maw={760}>
          {t('salesForce.page.intro')}
        </Text>
      </Stack>
      <Group gap="lg" align="flex-start" wrap="wrap">
        <PeriodPicker value={period} onChange={setPeriod} />
        {manager && (
          <Select
            label={t('salesForce.page.advisor')}
            data={[
              { value: 'me', label: t('salesForce.page.mine') },
              { value: 'all', label: t('salesForce.page.everyone') },
              ...(advisors.data ?? []).map((a) => ({
                value: String(a.id),
                label: t('salesForce.page.advisorOption', { name: a.name, count: a.customers }),
              })),
            ]}
            value={String(scope)}
            onChange={(next) =>
              setScope(
                next === 'me' || next === 'all' || next === null ? (next ?? 'me') : Number(next),
              )
            }
            allowDeselect={false}
            searchable
            w={{ base: '100%', sm: 280 }}
          />
        )}
      </Group>
      <KpiCards summary={summary} />
      <Tabs
        value={tab}
        onChange={(next) =>
          setParams(next === 'leads' ? { [TAB_PARAM]: 'leads' } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="customers">{t('salesForce.tabs.customers')}</Tabs.Tab>
          <Tabs.Tab value="leads">{t('salesForce.tabs.leads')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="customers">
          <CustomersTab scope={scope} title={customersTitle} />
        </Tabs.Panel>
        <Tabs.Panel value="leads">
          <LeadsTab period={period} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
