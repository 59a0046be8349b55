import { Badge, Table } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDateTimeSaoPaulo } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outboxQuery, PER_PAGE } from '../admin-api.ts';
import { ListFrame } from '../../../components/staff/list-frame.tsx';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

export function OutboxPage() {
  const { t } = useTranslation('users');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const outbox = useQuery(outboxQuery({ page, search: debounced }));
  const data = outbox.data;
  return (
    <ListFrame
      title={t('admin.outbox')}
      search={search}
      onSearch={(value) => {
        setSearch(value);
        setPage(1);
      }}
      searchPlaceholder={t('admin.recipient')}
      loading={outbox.isPending}
      error={outbox.isError}
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
            <Table.Th>{t('admin.recipient')}</Table.Th>
            <Table.Th>{t('admin.subject')}</Table.Th>
            <Table.Th>{t('admin.kind')}</Table.Th>
            <Table.Th>{t('admin.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data?.data.map((message) => (
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
                    message.status === 'failed'
                      ? 'red'
                      : message.status === 'sent'
                        ? 'green'
                        : 'gray'
                  }
                >
                  {message.status}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ListFrame>
  );
}
