import { Code, Table } from '@mantine/core';
import '@mantine/core/styles/Code.css';
import { formatDateTimeSaoPaulo } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { auditQuery, PER_PAGE } from '../admin-api.ts';
import { PagedList, usePagedList } from '../../../components/staff/paged-list.tsx';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

export function AuditPage() {
  const { t } = useTranslation('users');
  const list = usePagedList();
  const audit = useQuery(auditQuery({ page: list.page, search: list.debounced }));
  return (
    <PagedList
      list={list}
      query={audit}
      perPage={PER_PAGE}
      title={t('admin.audit')}
      searchPlaceholder={t('admin.action')}
      table={{ highlightOnHover: false, verticalSpacing: 'xs', fz: 'sm' }}
    >
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
        {audit.data?.data.map((entry) => (
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
    </PagedList>
  );
}
