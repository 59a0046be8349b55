import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import { Anchor, Badge, Group, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import IconPin from '@tabler/icons-react/dist/esm/icons/IconPin.mjs';
import { HUB_NOTICE_STATUSES, formatDateTimeSaoPaulo } from '@app/shared';
import type { HubNotice, HubNoticeStatus } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { useConfirmDelete } from '../../../components/staff/confirm-delete.tsx';
import { PagedList, usePagedList } from '../../../components/staff/paged-list.tsx';
import { ActionsHead, RowActions } from '../../../components/staff/row-actions.tsx';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { HUB_HOME_KEYS, PER_PAGE, noticeRecords, noticesQuery } from '../api/hub-home-api.ts';
import { NEW_NOTICE_PATH, editNoticePath } from '../paths.ts';
import '../i18n/index.ts';

const RESOURCE = 'hub-home';
const STATUS_COLOR: Record<HubNoticeStatus, string> = {
  scheduled: 'blue',
  current: 'teal',
  expired: 'gray',
};
const when = (instant: string) => formatDateTimeSaoPaulo(instant, 'DD/MM/YYYY HH:mm') ?? '';

/** Staff `/hub/avisos`: the hub home's notices (search, status), with edit and delete. */
export function NoticesPage() {
  const { t } = useTranslation('hubHome');
  const ability = useAbility();
  const list = usePagedList();
  const [status, setStatus] = useState<HubNoticeStatus | null>(null);
  const notices = useQuery(noticesQuery({ page: list.page, search: list.debounced, status }));
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const deletion = useConfirmDelete<HubNotice>({
    prefix: 'hubHome:hubHome.form',
    queryKey: HUB_HOME_KEYS.notices[0],
    remove: noticeRecords.remove,
  });
  const canDelete = ability.can('delete', RESOURCE);
  const audience = (n: HubNotice) =>
    n.profiles.length === 0 ? t('hubHome.list.allStaff') : n.profiles.join(', ');
  const period = (n: HubNotice) =>
    n.ends_at
      ? t('hubHome.list.from', { start: when(n.starts_at), end: when(n.ends_at) })
      : t('hubHome.list.fromOnly', { start: when(n.starts_at) });
  return (
    <>
      <PagedList
        list={list}
        query={notices}
        perPage={PER_PAGE}
        words="hubHome:hubHome.list"
        filters={
          <Select
            label={t('hubHome.list.status')}
            data={[
              { value: 'all', label: t('hubHome.list.allStatuses') },
              ...HUB_NOTICE_STATUSES.map((s) => ({ value: s, label: t(`hubHome.status.${s}`) })),
            ]}
            value={status ?? 'all'}
            onChange={list.resetting((next: string | null) =>
              setStatus(next === null || next === 'all' ? null : (next as HubNoticeStatus)),
            )}
            allowDeselect={false}
            w={{ base: '100%', sm: 200 }}
          />
        }
        create={ability.can('create', RESOURCE) && { to: NEW_NOTICE_PATH }}
        {...(narrow ? {} : { minWidth: 760 })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('hubHome.list.notice')}</Table.Th>
            {!narrow && (
              <>
                <Table.Th>{t('hubHome.list.audience')}</Table.Th>
                <Table.Th>{t('hubHome.list.period')}</Table.Th>
              </>
            )}
            <Table.Th>{t('hubHome.list.status')}</Table.Th>
            <ActionsHead label={t('hubHome.list.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {notices.data?.data.map((n) => (
            <Table.Tr key={n.id} data-testid="hub-notice-row">
              <Table.Td>
                <Stack gap={2}>
                  <Group gap={6} wrap="nowrap">
                    {n.pinned && (
                      <Tooltip label={t('hubHome.list.pinned')}>
                        <IconPin size={16} aria-label={t('hubHome.list.pinned')} />
                      </Tooltip>
                    )}
                    <Anchor component={Link} to={editNoticePath(n.id)} fw={600}>
                      {n.title}
                    </Anchor>
                  </Group>
                  {(narrow || n.author) && (
                    <Text size="xs" c="dimmed">
                      {[
                        n.author && t('hubHome.form.author', { name: n.author.name }),
                        narrow && audience(n),
                        narrow && period(n),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              {!narrow && (
                <>
                  <Table.Td>{audience(n)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{period(n)}</Text>
                  </Table.Td>
                </>
              )}
              <Table.Td>
                <Badge variant="light" color={STATUS_COLOR[n.status]}>
                  {t(`hubHome.status.${n.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <RowActions
                  prefix="hubHome:hubHome.list"
                  name={n.title}
                  edit={editNoticePath(n.id)}
                  onDelete={canDelete && (() => deletion.ask(n))}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </PagedList>
      {deletion.modal}
    </>
  );
}
