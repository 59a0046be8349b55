import '@mantine/core/styles/Table.css';
import { Anchor, Box, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconFileSpreadsheet from '@tabler/icons-react/dist/esm/icons/IconFileSpreadsheet.mjs';
import IconUserPlus from '@tabler/icons-react/dist/esm/icons/IconUserPlus.mjs';
import { formatCurrency, formatDateTimeSaoPaulo, formatPhone, formatTaxId } from '@app/shared';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { ListFrame } from '../../../components/staff/list-frame.tsx';
import { CourtesyReportModal } from '../components/courtesy-report-modal.tsx';
import { CUSTOMERS_PER_PAGE, customersQuery } from '../customers-api.ts';
import type { CustomerListItem } from '../customers-api.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

function CustomerCards({ customers }: { customers: readonly CustomerListItem[] }) {
  const { t } = useTranslation('customers');
  return (
    <Stack hiddenFrom="sm" gap="sm">
      {customers.map((customer) => (
        <Card
          key={customer.id}
          component={Link}
          to={`/clientes/${customer.id}`}
          withBorder
          radius="md"
          padding="sm"
        >
          <Stack gap={4}>
            <Text fw={600} truncate>
              {customer.name}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {customer.email}
            </Text>
            <Group justify="space-between">
              <Text size="xs" c="dimmed">
                {t('storeAdmin.customers.ordersCount', { count: customer.orders_count })}
              </Text>
              <Text size="sm" fw={600}>
                {formatCurrency(customer.paid_cents)}
              </Text>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** Staff `/clientes`: search by name, e-mail, CPF/CNPJ or phone. */
export function CustomersPage() {
  const { t } = useTranslation('customers');
  const ability = useAbility();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [report, setReport] = useState(false);
  const customers = useQuery(customersQuery({ page, search: debounced }));
  const data = customers.data;
  return (
    <>
      <ListFrame
        title={t('storeAdmin.customers.title')}
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        searchPlaceholder={t('storeAdmin.customers.searchPlaceholder')}
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              onClick={() => setReport(true)}
            >
              {t('storeAdmin.report.open')}
            </Button>
            {ability.can('create', 'Clientes') && (
              <Button
                component={Link}
                to="/clientes/cadastro"
                leftSection={<IconUserPlus size={16} aria-hidden />}
              >
                {t('storeAdmin.customers.new')}
              </Button>
            )}
          </Group>
        }
        loading={customers.isPending}
        error={customers.isError}
        empty={(data?.data.length ?? 0) === 0}
        total={data?.meta.total ?? 0}
        page={page}
        pages={Math.ceil((data?.meta.total ?? 0) / CUSTOMERS_PER_PAGE)}
        onPage={setPage}
      >
        <Box visibleFrom="sm">
          <Table striped highlightOnHover verticalSpacing="sm" miw={860}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.name')}</Table.Th>
                <Table.Th>{t('admin.email')}</Table.Th>
                <Table.Th>{t('storeAdmin.customers.taxId')}</Table.Th>
                <Table.Th>{t('storeAdmin.customers.phone')}</Table.Th>
                <Table.Th ta="right">{t('storeAdmin.customers.orders')}</Table.Th>
                <Table.Th ta="right">{t('storeAdmin.customers.paid')}</Table.Th>
                <Table.Th>{t('admin.createdAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.data.map((customer) => (
                <Table.Tr key={customer.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/clientes/${customer.id}`} fw={500}>
                      {customer.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{customer.email}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {customer.identifier ? formatTaxId(customer.identifier) : '—'}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {customer.phone_number ? formatPhone(customer.phone_number) : '—'}
                  </Table.Td>
                  <Table.Td ta="right">{customer.orders_count}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatCurrency(customer.paid_cents)}
                  </Table.Td>
                  <Table.Td>{formatDateTimeSaoPaulo(customer.created_at, 'DD/MM/YYYY')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
        <CustomerCards customers={data?.data ?? []} />
      </ListFrame>
      {report && <CourtesyReportModal onClose={() => setReport(false)} />}
    </>
  );
}
