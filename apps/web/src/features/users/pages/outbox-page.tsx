import { Badge, Table } from '@mantine/core';
import { formatDateTimeSaoPaulo } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { outboxQuery, PER_PAGE } from '../admin-api.ts';
import { PagedList, usePagedList } from '../../../components/staff/paged-list.tsx';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

export function OutboxPage() {
  const { t } = useTranslation('users');
  const list = usePagedList();
  const outbox = useQuery(outboxQuery({ page: list.page, search: list.debounced }));
  return (
    <PagedList
      list={list}
      query={outbox}
      perPage={PER_PAGE}
      title={t('admin.outbox')}
      searchPlaceholder={t('admin.recipient')}
      table={{ highlightOnHover: false, verticalSpacing: 'xs', fz: 'sm' }}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('admin.when')}</Table.Th>
          <Table.Th>{t('admin.recipient')}</Table.Th>
          <Table.Th>{t('admin.subject')}</Table.Th>
          <Table.Th>{t('admin.kind')}</Table.Th>
          <Table.Th>{t('admin.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {outbox.data?.data.map((message) => (
          <Table.Tr key={message.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {formatDateTimeSaoPaulo(message.created_at, 'DD/MM/YYYY HH:mm')}
            </Table.Td>
            <Table.Td>{message.recipient}</Table.Td>
            <Table.Td>{message.subject ?? (message.channel === 'sms' ? 'SMS' : '—')}</Table.Td>
            <Table.Td>{message.kind}</Table.Td>
            <Table.Td>
              <Badge
                variant="light"
                color={
                  message.status === 'failed' ? 'red' : message.status === 'sent' ? 'green' : 'gray'
                }
              >
                {message.status}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </PagedList>
  );
}
