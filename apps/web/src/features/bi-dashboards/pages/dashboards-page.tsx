import '@mantine/core/styles/Table.css';
import { Badge, Stack, Table, Text } from '@mantine/core';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import type { BiDashboard } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { StateBadge } from '../../../components/staff/form-page-header.tsx';
import { PagedList } from '../../../components/staff/paged-list.tsx';
import {
  ActionsHead,
  RecordLink,
  RowAction,
  RowActions,
} from '../../../components/staff/row-actions.tsx';
import { useStaffList } from '../../../components/staff/use-staff-list.ts';
import {
  BI_KEYS,
  dashboardRecords,
  dashboardsQuery,
  PER_PAGE,
  profilesQuery,
} from '../api/bi-api.ts';
import { BI_PATH, biDashboardPath } from '../paths.ts';
import '../i18n/index.ts';

const RESOURCE = 'hub-home';

/** Staff `/hub/bi`: the registered dashboards, who sees them, and a way to each. */
export function DashboardsPage() {
  const { t } = useTranslation('biDashboards');
  const { list, deletion, narrow, canCreate, canEdit, canDelete } = useStaffList<BiDashboard>({
    resource: RESOURCE,
    deletion: {
      prefix: 'biDashboards:biDashboards.form',
      queryKey: BI_KEYS.dashboards[0],
      remove: dashboardRecords.remove,
    },
  });
  const dashboards = useQuery(dashboardsQuery({ page: list.page, search: list.debounced }));
  const profiles = useQuery(profilesQuery());
  const audience = (ids: number[]) =>
    ids.length === 0
      ? t('biDashboards.list.allStaff')
      : ids.map((id) => profiles.data?.find((p) => p.id === id)?.name ?? `#${id}`).join(', ');
  return (
    <>
      <PagedList
        list={list}
        query={dashboards}
        perPage={PER_PAGE}
        words="biDashboards:biDashboards.list"
        create={canCreate && { to: `${BI_PATH}/cadastro` }}
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
            <ActionsHead label={t('biDashboards.list.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {dashboards.data?.data.map((d) => (
            <Table.Tr key={d.id} data-testid="bi-dashboard-row">
              <Table.Td>
                <Stack gap={2}>
                  <RecordLink to={canEdit && `${BI_PATH}/editar/${d.id}`}>{d.title}</RecordLink>
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
                <StateBadge
                  on={d.active}
                  labels={[t('biDashboards.list.active'), t('biDashboards.list.inactive')]}
                />
              </Table.Td>
              <Table.Td>
                <RowActions
                  prefix="biDashboards:biDashboards.list"
                  name={d.title}
                  edit={canEdit && `${BI_PATH}/editar/${d.id}`}
                  onDelete={canDelete && (() => deletion.ask(d))}
                >
                  <RowAction
                    label={t('biDashboards.list.view')}
                    name={t('biDashboards.list.viewOf', { name: d.title })}
                    icon={IconExternalLink}
                    to={biDashboardPath(d.slug)}
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
