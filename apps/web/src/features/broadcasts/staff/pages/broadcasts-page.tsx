import '@mantine/core/styles/Combobox.css';
import { Badge, Button, Select, Table, Text, Tooltip } from '@mantine/core';
import IconBroadcast from '@tabler/icons-react/dist/esm/icons/IconBroadcast.mjs';
import { formatDateTimeSaoPaulo } from '@app/shared';
import type { Broadcast, BroadcastStatus } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/react.tsx';
import { Link } from 'react-router';
import { RecordLink, RowAction, RowActions } from '../../../../components/staff/row-actions.tsx';
import { useStaffList } from '../../../../components/staff/use-staff-list.ts';
import { PagedList } from '../../../../components/staff/paged-list.tsx';
import { BroadcastStatusBadge } from '../components/broadcast-status.tsx';
import {
  PER_PAGE,
  broadcastRecords,
  broadcastsQuery,
  categoriesSelectQuery,
  programsSelectQuery,
} from '../live-admin-api.ts';
import '../i18n/index.ts';

/** Staff `/transmissoes`: every broadcast with search, status/category/programme filters. */
export function BroadcastsPage() {
  const { t } = useTranslation('liveAdmin');
  const { list, deletion, canCreate, canEdit, canDelete } = useStaffList<Broadcast>({
    resource: 'Transmissões',
    deletion: {
      prefix: 'liveAdmin:broadcasts',
      queryKey: 'list-broadcasts',
      remove: broadcastRecords.remove,
    },
  });
  const [status, setStatus] = useState<BroadcastStatus | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [programId, setProgramId] = useState<string | null>(null);
  const broadcasts = useQuery(
    broadcastsQuery({ page: list.page, search: list.debounced, status, categoryId, programId }),
  );
  const categories = useQuery(categoriesSelectQuery);
  const programs = useQuery(programsSelectQuery);

  return (
    <>
      <PagedList
        list={list}
        query={broadcasts}
        perPage={PER_PAGE}
        words="liveAdmin:broadcasts"
        create={canCreate && { to: '/transmissoes/cadastro' }}
        filters={
          <>
            <Select
              label={t('broadcasts.status')}
              placeholder={t('broadcasts.allStatuses')}
              clearable
              value={status}
              onChange={list.resetting((value) => setStatus(value))}
              data={(['scheduled', 'live', 'ended'] as const).map((value) => ({
                value,
                label: t(`status.${value}`),
              }))}
              w={{ base: '100%', sm: 180 }}
            />
            <Select
              label={t('broadcasts.category')}
              placeholder={t('broadcasts.allCategories')}
              clearable
              searchable
              value={categoryId}
              onChange={list.resetting(setCategoryId)}
              data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              w={{ base: '100%', sm: 200 }}
            />
            <Select
              label={t('broadcasts.program')}
              placeholder={t('broadcasts.allPrograms')}
              clearable
              searchable
              value={programId}
              onChange={list.resetting(setProgramId)}
              data={(programs.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
              w={{ base: '100%', sm: 200 }}
            />
            <Button
              variant="default"
              component={Link}
              to="/transmissoes/visualizar"
              leftSection={<IconBroadcast size={16} aria-hidden />}
              ml={{ sm: 'auto' }}
            >
              {t('broadcasts.rooms')}
            </Button>
          </>
        }
        minWidth={900}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('broadcasts.broadcast')}</Table.Th>
            <Table.Th w={130}>{t('broadcasts.status')}</Table.Th>
            <Table.Th>{t('broadcasts.schedule')}</Table.Th>
            <Table.Th>{t('broadcasts.program')}</Table.Th>
            <Table.Th>{t('broadcasts.access')}</Table.Th>
            <Table.Th ta="right">{t('broadcasts.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {broadcasts.data?.data.map((broadcast) => (
            <Table.Tr key={broadcast.id} data-testid="broadcast-row">
              <Table.Td>
                <RecordLink to={canEdit && `/transmissoes/editar/${broadcast.id}`}>
                  {broadcast.title}
                </RecordLink>
                <Text size="xs" c="dimmed">
                  {broadcast.chat ?? t('broadcasts.noChat')}
                  {broadcast.category ? ` · ${broadcast.category}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <BroadcastStatusBadge status={broadcast.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {formatDateTimeSaoPaulo(broadcast.scheduled_start_at, 'DD/MM/YYYY')}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTimeSaoPaulo(broadcast.scheduled_start_at, 'HH:mm')}–
                  {formatDateTimeSaoPaulo(broadcast.scheduled_end_at, 'HH:mm')}
                </Text>
              </Table.Td>
              <Table.Td>{broadcast.program ?? t('common.none')}</Table.Td>
              <Table.Td>
                {broadcast.open_to_all ? (
                  <Badge color="teal" variant="light">
                    {t('broadcasts.openToAll')}
                  </Badge>
                ) : broadcast.signatures.length > 0 ? (
                  <Tooltip label={broadcast.signatures.map((s) => s.name).join(', ')}>
                    <Badge color="grape" variant="light">
                      {t('broadcasts.signatures', { count: broadcast.signatures.length })}
                    </Badge>
                  </Tooltip>
                ) : (
                  <Badge color="gray" variant="light">
                    {t('broadcasts.restricted')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <RowActions
                  prefix="liveAdmin:broadcasts"
                  name={broadcast.title}
                  edit={canEdit && `/transmissoes/editar/${broadcast.id}`}
                  onDelete={canDelete && (() => deletion.ask(broadcast))}
                >
                  <RowAction
                    label={t('broadcasts.openLive', { title: broadcast.title })}
                    icon={IconBroadcast}
                    color="red"
                    to={`/transmissoes/show/${broadcast.id}`}
                  />
                </RowActions>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </PagedList>
      {deletion.modal}
    </>
  );
}
