import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import { Badge, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { SALES_FORCE_SITUATIONS, formatCurrency, isoToBrDate } from '@app/shared';
import type { SalesForceCustomer, SalesForceSituation } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { usePagedList } from '../../../components/staff/paged-list.tsx';
import { RecordLink } from '../../../components/staff/row-actions.tsx';
import { PagedTab } from '../../../components/staff/paged-tab.tsx';
import { SearchField } from './search-field.tsx';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { customersQuery } from '../api/sales-force-api.ts';
import type { Scope } from '../api/sales-force-api.ts';
import { customerRecordPath } from '../paths.ts';
import '../i18n/index.ts';

const SITUATION_COLOR: Record<SalesForceSituation, string> = {
  subscriber: 'teal',
  trial: 'blue',
  inactive: 'gray',
};

/** "Meus clientes": the book, searchable, by situation, a page at a time. */
export function CustomersTab({ scope, title }: { scope: Scope; title: string }) {
  const { t } = useTranslation('salesForce');
  const ability = useAbility();
  const canOpen = ability.can('read', 'Clientes');
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const list = usePagedList();
  const [situation, setSituation] = useState<SalesForceSituation | null>(null);
  const customers = useQuery(
    customersQuery({ page: list.page, search: list.debounced, situation, scope }),
  );
  const showAdvisor = scope !== 'me';

  const name = (c: SalesForceCustomer) => (
    <RecordLink to={canOpen && customerRecordPath(c.user_id)} size="sm">
      {c.name}
    </RecordLink>
  );
  const situationBadge = (c: SalesForceCustomer) => {
    const until = c.signature?.ends_at ?? c.trial_ends_at;
    return (
      <Stack gap={2} align="flex-start" style={{ flexShrink: 0 }}>
        <Badge variant="light" color={SITUATION_COLOR[c.situation]}>
          {t(`salesForce.customers.situation_${c.situation}`)}
        </Badge>
        {c.signature && <Text size="xs">{c.signature.name}</Text>}
        {until && (
          <Text size="xs" c="dimmed">
            {t('salesForce.common.until', { date: isoToBrDate(until) })}
          </Text>
        )}
      </Stack>
    );
  };
  const lastOrder = (c: SalesForceCustomer) =>
    c.last_order ? (
      <Stack gap={0}>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatCurrency(c.last_order.total_cents)}
        </Text>
        <Text size="xs" c="dimmed">
          {isoToBrDate(c.last_order.paid_at)}
        </Text>
      </Stack>
    ) : (
      <Text size="sm" c="dimmed">
        {t('salesForce.customers.noOrder')}
      </Text>
    );

  return (
    <Card withBorder radius="lg" padding={narrow ? 'sm' : 'lg'}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Group gap="sm" align="end" wrap="wrap">
          <SearchField list={list} width={300} />
          <Select
            label={t('salesForce.customers.situation')}
            data={[
              { value: 'all', label: t('salesForce.common.all') },
              ...SALES_FORCE_SITUATIONS.map((s) => ({
                value: s,
                label: t(`salesForce.customers.situation_${s}`),
              })),
            ]}
            value={situation ?? 'all'}
            onChange={(next) => {
              setSituation(next === 'all' ? null : next);
              list.setPage(1);
            }}
            allowDeselect={false}
            w={{ base: '100%', sm: 200 }}
          />
        </Group>
        <PagedTab
          query={customers}
          page={list.page}
          onPage={list.setPage}
          empty={t('salesForce.customers.empty')}
        >
          {(rows) =>
            narrow ? (
              <Stack gap="sm" data-testid="sales-force-customers">
                {rows.map((c) => (
                  <Card
                    key={c.user_id}
                    withBorder
                    radius="md"
                    padding="sm"
                    data-testid="customer-row"
                  >
                    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                      <Stack gap={2} style={{ minWidth: 0 }}>
                        {name(c)}
                        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                          {c.email}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {c.phone_number ?? t('salesForce.common.noPhone')}
                        </Text>
                      </Stack>
                      {situationBadge(c)}
                    </Group>
                    <Group justify="space-between" mt="xs" align="end">
                      {lastOrder(c)}
                      <Text size="xs" c="dimmed">
                        {t('salesForce.customers.since')} {isoToBrDate(c.since)}
                      </Text>
                    </Group>
                  </Card>
                ))}
              </Stack>
            ) : (
              <Table.ScrollContainer minWidth={760}>
                <Table
                  striped
                  highlightOnHover
                  verticalSpacing="sm"
                  data-testid="sales-force-customers"
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('salesForce.customers.customer')}</Table.Th>
                      <Table.Th>{t('salesForce.customers.contact')}</Table.Th>
                      <Table.Th>{t('salesForce.customers.situation')}</Table.Th>
                      <Table.Th>{t('salesForce.customers.lastOrder')}</Table.Th>
                      <Table.Th>{t('salesForce.customers.since')}</Table.Th>
                      {showAdvisor && <Table.Th>{t('salesForce.customers.advisor')}</Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((c) => (
                      <Table.Tr key={c.user_id} data-testid="customer-row">
                        <Table.Td>{name(c)}</Table.Td>
                        <Table.Td>
                          <Text size="sm">{c.email}</Text>
                          <Text size="xs" c="dimmed">
                            {c.phone_number ?? t('salesForce.common.noPhone')}
                          </Text>
                        </Table.Td>
                        <Table.Td>{situationBadge(c)}</Table.Td>
                        <Table.Td>{lastOrder(c)}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{isoToBrDate(c.since)}</Table.Td>
                        {showAdvisor && <Table.Td>{c.advisor.name}</Table.Td>}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </PagedTab>
      </Stack>
    </Card>
  );
}
