import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import { Anchor, Group, Select, Stack, Table, Tabs, Text } from '@mantine/core';
import { INFLUENCER_CHANNEL_NAMES } from '@app/shared';
import type { Influencer } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { StateSwitch } from '../../../components/staff/state-switch.tsx';
import { PagedList } from '../../../components/staff/paged-list.tsx';
import { ActionsHead, RecordLink, RowActions } from '../../../components/staff/row-actions.tsx';
import { useStaffList } from '../../../components/staff/use-staff-list.ts';
import {
  INFLUENCER_KEYS,
  PER_PAGE,
  influencerRecords,
  influencersQuery,
  toggleInfluencer,
} from '../api/influencers-api.ts';
import { INFLUENCERS_PATH } from '../paths.ts';
import '../i18n/index.ts';

const RESOURCE = 'Influencer';
const ReportPanel = lazy(async () => ({
  default: (await import('../components/report-panel.tsx')).ReportPanel,
}));

/** Staff `/influencer`: the influencers and, in `?aba=relatorio`, the report by period. */
export function InfluencersPage() {
  const { t } = useTranslation('influencers');
  const [params, setParams] = useSearchParams();
  const tab = params.get('aba') === 'relatorio' ? 'report' : 'list';
  return (
    <Tabs
      value={tab}
      onChange={(value) =>
        setParams(value === 'report' ? { aba: 'relatorio' } : {}, { replace: true })
      }
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="list">{t('influencers.list.tabList')}</Tabs.Tab>
        <Tabs.Tab value="report">{t('influencers.list.tabReport')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="list">
        <InfluencersList />
      </Tabs.Panel>
      <Tabs.Panel value="report">
        <Suspense fallback={null}>
          <ReportPanel />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}

function InfluencersList() {
  const { t } = useTranslation('influencers');
  const { list, deletion, narrow, canCreate, canEdit, canDelete } = useStaffList<
    Influencer & { title: string }
  >({
    resource: RESOURCE,
    deletion: {
      prefix: 'influencers:influencers.form',
      queryKey: INFLUENCER_KEYS.list[0],
      remove: influencerRecords.remove,
    },
  });
  const [active, setActive] = useState<boolean | null>(null);
  const influencers = useQuery(
    influencersQuery({ page: list.page, search: list.debounced, active }),
  );
  return (
    <>
      <PagedList
        list={list}
        query={influencers}
        perPage={PER_PAGE}
        words="influencers:influencers.list"
        filters={
          <Select
            label={t('influencers.common.status')}
            data={[
              { value: 'all', label: t('influencers.common.all') },
              { value: 'true', label: t('influencers.common.active') },
              { value: 'false', label: t('influencers.common.inactive') },
            ]}
            value={active === null ? 'all' : String(active)}
            onChange={list.resetting((next: string | null) =>
              setActive(next === 'true' ? true : next === 'false' ? false : null),
            )}
            allowDeselect={false}
            w={{ base: '100%', sm: 180 }}
          />
        }
        create={canCreate && { to: `${INFLUENCERS_PATH}/cadastro` }}
        {...(narrow ? {} : { minWidth: 720 })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('influencers.list.influencer')}</Table.Th>
            {!narrow && <Table.Th>{t('influencers.list.channels')}</Table.Th>}
            <Table.Th>{t('influencers.common.status')}</Table.Th>
            <ActionsHead label={t('influencers.common.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {influencers.data?.data.map((influencer) => (
            <Table.Tr key={influencer.id} data-testid="influencer-row">
              <Table.Td>
                <Stack gap={0}>
                  <RecordLink to={`${INFLUENCERS_PATH}/${influencer.id}`}>
                    {influencer.name}
                  </RecordLink>
                  <Text size="sm" c="dimmed" ff="monospace">
                    {influencer.code}
                  </Text>
                </Stack>
              </Table.Td>
              {!narrow && (
                <Table.Td>
                  {influencer.channels.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('influencers.list.noChannels')}
                    </Text>
                  ) : (
                    <Group gap={6}>
                      {influencer.channels.map((channel) => (
                        <Anchor
                          key={channel.url}
                          href={channel.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          size="sm"
                        >
                          {INFLUENCER_CHANNEL_NAMES[channel.kind]}
                        </Anchor>
                      ))}
                    </Group>
                  )}
                </Table.Td>
              )}
              <Table.Td>
                <StateSwitch
                  prefix="influencers:influencers.common"
                  on={influencer.active}
                  name={influencer.name}
                  toggle={() => toggleInfluencer(influencer.id)}
                  lists={[INFLUENCER_KEYS.list]}
                  canChange={canEdit}
                />
              </Table.Td>
              <Table.Td>
                <RowActions
                  prefix="influencers:influencers.common"
                  name={influencer.name}
                  edit={`${INFLUENCERS_PATH}/${influencer.id}`}
                  onDelete={
                    canDelete && (() => deletion.ask({ ...influencer, title: influencer.name }))
                  }
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
