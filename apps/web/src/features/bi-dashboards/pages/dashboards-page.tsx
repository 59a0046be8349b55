import '@mantine/core/styles/Table.css';
import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import type { BiDashboard } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirmDelete } from '../../../components/staff/confirm-delete.tsx';
import { PagedList, usePagedList } from '../../../components/staff/paged-list.tsx';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import {
  BI_KEYS,
  dashboardsQuery,
  deleteDashboard,
  PER_PAGE,
  profilesQuery,
} from '../api/bi-api.ts';
import { BI_PATH, biDashboardPath } from '../paths.ts';
import '../i18n/index.ts';

const RESOURCE = 'hub-home';

/** Staff `/hub/bi`: the registered dashboards, who sees them, and a way to each. */
export function DashboardsPage() {
  const { t } = useTranslation('biDashboards');
  const ability = useAbility();
  const list = usePagedList();
  const dashboards = useQuery(dashboardsQuery({ page: list.page, search: list.debounced }));
  const profiles = useQuery(profilesQuery());
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const deletion = useConfirmDelete<BiDashboard>({
    prefix: 'biDashboards:biDashboards.form',
    queryKey: BI_KEYS.dashboards[0],
    remove: deleteDashboard,
  });
  const audience = (ids: number[]) =>
    ids.length === 0
      ? t('biDashboards.list.allStaff')
      : ids.map((id) => profiles.data?.find((p) => p.id === id)?.name ?? `#${id}`).join(', ');
  const canEdit = ability.can('update', RESOURCE);
  const canDelete = ability.can('delete', RESOURCE);
  return (
    <>
      <PagedList
        list={list}
        query={dashboards}
        perPage={PER_PAGE}
        title={t('biDashboards.list.title')}
        searchPlaceholder={t('biDashboards.list.searchPlaceholder')}
        create={
          ability.can('create', RESOURCE) && {
            to: `${BI_PATH}/cadastro`,
            label: t('biDashboards.list.new'),
          }
        }
        {...(narrow ? {} : { minWidth: 760 })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('biDashboards.list.dashboard')}</Table.Th>
            {!narrow && (
              <>
                <Table.Th>{t('biDashboards.list.provider')}</Table.Th>
                <Table.Th>{t('biDashboards.list.audience')}</Table.Th>
              </>
            )}
            <Table.Th>{t('biDashboards.list.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('biDashboards.list.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {dashboards.data?.data.map((d) => (
            <Table.Tr key={d.id} data-testid="bi-dashboard-row">
              <Table.Td>
                <Stack gap={2}>
                  {canEdit ? (
                    <Anchor component={Link} to={`${BI_PATH}/editar/${d.id}`} fw={600}>
                      {d.title}
                    </Anchor>
                  ) : (
                    <Text fw={600}>{d.title}</Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {biDashboardPath(d.slug)}
                    {narrow &&
                      ` · ${t(`biDashboards.provider.${d.provider}`)} · ${audience(d.profile_ids)}`}
                  </Text>
                </Stack>
              </Table.Td>
              {!narrow && (
                <>
                  <Table.Td>
                    <Badge variant="light" color={d.provider === 'metabase' ? 'indigo' : 'cyan'}>
                      {t(`biDashboards.provider.${d.provider}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{audience(d.profile_ids)}</Table.Td>
                </>
              )}
              <Table.Td>
                <Badge variant="light" color={d.active ? 'teal' : 'gray'}>
                  {d.active ? t('biDashboards.list.active') : t('biDashboards.list.inactive')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Tooltip label={t('biDashboards.list.view')}>
                    <ActionIcon
                      variant="subtle"
                      component={Link}
                      to={biDashboardPath(d.slug)}
                      aria-label={t('biDashboards.list.viewOf', { name: d.title })}
                    >
                      <IconExternalLink size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  {canEdit && (
                    <Tooltip label={t('biDashboards.list.edit')}>
                      <ActionIcon
                        variant="subtle"
                        component={Link}
                        to={`${BI_PATH}/editar/${d.id}`}
                        aria-label={t('biDashboards.list.editOf', { name: d.title })}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  {canDelete && (
                    <Tooltip label={t('biDashboards.list.delete')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => deletion.ask(d)}
                        aria-label={t('biDashboards.list.deleteOf', { name: d.title })}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </PagedList>
      {deletion.modal}
    </>
  );
}
