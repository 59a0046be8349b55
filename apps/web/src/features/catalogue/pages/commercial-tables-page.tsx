import '@mantine/core/styles/Combobox.css';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { formatDateTimeSaoPaulo } from '@app/shared';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { PagedList, usePagedList } from '../../../components/staff/paged-list.tsx';
import { commercialTablesQuery } from '../api/commercial-tables-api.ts';
import { PER_PAGE } from '../api/page.ts';
import type { ActiveFilter } from '../api/page.ts';
import { ActiveSelect } from '../components/active-select.tsx';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

const RESOURCE = 'Liberta Store Cadastro';

/** Staff `/tabelas-comerciais`: price lists sellers quote from. */
export function CommercialTablesPage() {
  const { t } = useTranslation('catalogue');
  const ability = useAbility();
  const list = usePagedList();
  const [active, setActive] = useState<ActiveFilter>(null);
  const tables = useQuery(
    commercialTablesQuery({ page: list.page, search: list.debounced, active }),
  );
  return (
    <PagedList
      list={list}
      query={tables}
      perPage={PER_PAGE}
      words="catalogue:catalogueAdmin.tables"
      filters={<ActiveSelect value={active} onChange={list.resetting(setActive)} width={160} />}
      create={
        ability.can('create', RESOURCE) && {
          to: '/tabelas-comerciais/cadastro',
        }
      }
      minWidth={640}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('catalogueAdmin.tables.name')}</Table.Th>
          <Table.Th>{t('catalogueAdmin.tables.products')}</Table.Th>
          <Table.Th>{t('catalogueAdmin.tables.createdAt')}</Table.Th>
          <Table.Th>{t('catalogueAdmin.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tables.data?.data.map((table) => (
          <Table.Tr key={table.id}>
            <Table.Td>
              {ability.can('update', RESOURCE) ? (
                <Anchor component={Link} to={`/tabelas-comerciais/${table.id}`} fw={600}>
                  {table.name}
                </Anchor>
              ) : (
                <Text fw={600}>{table.name}</Text>
              )}
            </Table.Td>
            <Table.Td>
              {t('catalogueAdmin.tables.productsCount', { count: table.products_count })}
            </Table.Td>
            <Table.Td>{formatDateTimeSaoPaulo(table.created_at, 'DD/MM/YYYY')}</Table.Td>
            <Table.Td>
              <Badge color={table.active ? 'teal' : 'gray'} variant="light" tt="none">
                {table.active ? t('catalogueAdmin.active') : t('catalogueAdmin.inactive')}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </PagedList>
  );
}
