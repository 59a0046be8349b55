import '@mantine/core/styles/Table.css';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import type { Advisor } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { StateSwitch } from '../../../components/staff/state-switch.tsx';
import { PagedList } from '../../../components/staff/paged-list.tsx';
import { ActionsHead, RecordLink, RowActions } from '../../../components/staff/row-actions.tsx';
import { useStaffList } from '../../../components/staff/use-staff-list.ts';
import {
  ADVISOR_KEYS,
  PER_PAGE,
  SITE_KEYS,
  advisorRecords,
  advisorsQuery,
  toggleAdvisor,
} from '../api/advisors-api.ts';
import type { StateFilter } from '../api/advisors-api.ts';
import { AdvisorPhoto } from '../components/advisor-photo.tsx';
import { StateFilterSelect } from '../components/state-filter.tsx';
import { ADVISORS_PATH, SITE_PATH } from '../paths.ts';
import '../i18n/index.ts';

const RESOURCE = 'Assessores';

/**
 * Staff `/site-liberta-investimentos/assessores`: the advisors in the site's order, searched by
 * name, city or specialty, filtered by situation; switched on or off in their row, edited on
 * their page, deleted after a confirmation.
 */
export function AdvisorsPage() {
  const { t } = useTranslation('advisors');
  const { list, deletion, narrow, canCreate, canEdit, canDelete } = useStaffList<
    Advisor & { title: string }
  >({
    resource: RESOURCE,
    deletion: {
      prefix: 'advisors:advisors.advisors',
      queryKey: ADVISOR_KEYS.list[0],
      remove: advisorRecords.remove,
    },
  });
  const [active, setActive] = useState<StateFilter>(null);
  const advisors = useQuery(advisorsQuery({ page: list.page, search: list.debounced, active }));

  return (
    <>
      <PagedList
        list={list}
        query={advisors}
        perPage={PER_PAGE}
        words="advisors:advisors.advisors"
        filters={
          <>
            <StateFilterSelect
              value={active}
              onChange={list.resetting(setActive)}
              labels={{ on: t('advisors.common.active'), off: t('advisors.common.inactive') }}
            />
            <Button
              component={Link}
              to={SITE_PATH}
              variant="subtle"
              leftSection={<IconExternalLink size={16} aria-hidden />}
            >
              {t('advisors.common.seeOnSite')}
            </Button>
          </>
        }
        create={canCreate && { to: `${ADVISORS_PATH}/cadastro` }}
        {...(narrow ? {} : { minWidth: 820 })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('advisors.advisors.advisor')}</Table.Th>
            {!narrow && (
              <>
                <Table.Th>{t('advisors.advisors.certificationsColumn')}</Table.Th>
                <Table.Th>{t('advisors.advisors.pagesColumn')}</Table.Th>
                <Table.Th ta="right">{t('advisors.common.order')}</Table.Th>
              </>
            )}
            <Table.Th>{t('advisors.common.status')}</Table.Th>
            <ActionsHead label={t('advisors.common.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {advisors.data?.data.map((advisor) => (
            <Table.Tr key={advisor.id} data-testid="advisor-row">
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <AdvisorPhoto
                    name={advisor.name}
                    url={advisor.cover_url}
                    alt={advisor.cover_alt}
                    size={40}
                  />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <RecordLink to={canEdit && `${ADVISORS_PATH}/${advisor.id}`}>
                      {advisor.name}
                    </RecordLink>
                    <Text size="sm" c="dimmed" lineClamp={1}>
                      {[advisor.city, advisor.uf].filter(Boolean).join(' – ') ||
                        advisor.specialties.join(', ')}
                    </Text>
                  </Stack>
                </Group>
              </Table.Td>
              {!narrow && (
                <>
                  <Table.Td>
                    <Group gap={4}>
                      {advisor.certifications.map((c) => (
                        <Badge key={c.kind} variant="light" color="orange">
                          {c.kind}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={advisor.page_count ? undefined : 'dimmed'}>
                      {advisor.page_count
                        ? t('advisors.advisors.pagesCount', { count: advisor.page_count })
                        : t('advisors.advisors.noPages')}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{advisor.order}</Table.Td>
                </>
              )}
              <Table.Td>
                <StateSwitch
                  prefix="advisors:advisors.common"
                  on={advisor.active}
                  name={advisor.name}
                  toggle={() => toggleAdvisor(advisor.id)}
                  lists={[ADVISOR_KEYS.list, ADVISOR_KEYS.select, SITE_KEYS.advisors]}
                  canChange={canEdit}
                />
              </Table.Td>
              <Table.Td>
                <RowActions
                  prefix="advisors:advisors.common"
                  name={advisor.name}
                  edit={canEdit && `${ADVISORS_PATH}/${advisor.id}`}
                  onDelete={canDelete && (() => deletion.ask({ ...advisor, title: advisor.name }))}
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
