import { Code, Table } from '@mantine/core';
import '@mantine/core/styles/Code.css';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDateTimeSaoPaulo } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditQuery, PER_PAGE } from '../admin-api.ts';
import { ListFrame } from '../../../components/staff/list-frame.tsx';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

export function AuditPage() {
  const { t } = useTranslation('users');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const audit = useQuery(auditQuery({ page, search: debounced }));
  const data = audit.data;
  return (
    <ListFrame
      title={t('admin.audit')}
      search={search}
      onSearch={(value) => {
        setSearch(value);
        setPage(1);
      }}
      searchPlaceholder={t('admin.action')}
      loading={audit.isPending}
      error={audit.isError}
      empty={(data?.data.length ?? 0) === 0}
      total={data?.meta.total ?? 0}
      page={page}
      pages={Math.ceil((data?.meta.total ?? 0) / PER_PAGE)}
      onPage={setPage}
    >
      <Table striped verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.when')}</Table.Th>
            <Table.Th>{t('admin.action')}</Table.Th>
            <Table.Th>{t('admin.actor')}</Table.Th>
            <Table.Th>{t('admin.onBehalfOf')}</Table.Th>
            <Table.Th>{t('admin.ip')}</Table.Th>
            <Table.Th>{t('admin.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data?.data.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTimeSaoPaulo(entry.at, 'DD/MM/YYYY HH:mm:ss')}
              </Table.Td>
              <Table.Td>
                <Code>{entry.action}</Code>
              </Table.Td>
              <Table.Td>{entry.actor_name ?? '—'}</Table.Td>
              <Table.Td>{entry.on_behalf_of_name ?? '—'}</Table.Td>
              <Table.Td>{entry.ip ?? '—'}</Table.Td>
              <Table.Td>
                {entry.details ? <Code>{JSON.stringify(entry.details)}</Code> : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ListFrame>
  );
}
