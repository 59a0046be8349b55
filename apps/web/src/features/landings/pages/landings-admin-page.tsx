import { Anchor, Badge, Select, Table, Text } from '@mantine/core';
import { formatDateTimeSaoPaulo, landingPath } from '@app/shared';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { PagedList, usePagedList } from '../../../components/staff/paged-list.tsx';
import { LANDINGS_PER_PAGE, landingsQuery } from '../landings-api.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

/** Staff `/lancamentos`: launch and internal pages with their lead counts. */
export function LandingsAdminPage() {
  const { t } = useTranslation('landings');
  const ability = useAbility();
  const list = usePagedList();
  const [kind, setKind] = useState<string | null>(null);
  const pages = useQuery(landingsQuery({ page: list.page, search: list.debounced, kind }));
  return (
    <PagedList
      list={list}
      query={pages}
      perPage={LANDINGS_PER_PAGE}
      words="landings:media.landingsAdmin"
      filters={
        <Select
          label={t('media.landingsAdmin.kind')}
          placeholder={t('media.landingsAdmin.allKinds')}
          clearable
          value={kind}
          onChange={list.resetting(setKind)}
          data={[
            { value: 'launch', label: t('media.landingsAdmin.kinds.launch') },
            { value: 'internal', label: t('media.landingsAdmin.kinds.internal') },
          ]}
          w={{ base: '100%', sm: 200 }}
        />
      }
      create={
        ability.can('create', 'Lançamentos') && {
          to: '/lancamentos/cadastro',
        }
      }
      minWidth={820}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('media.landingsAdmin.page')}</Table.Th>
          <Table.Th>{t('media.landingsAdmin.kind')}</Table.Th>
          <Table.Th>{t('media.landingsAdmin.course')}</Table.Th>
          <Table.Th>{t('media.landingsAdmin.trial')}</Table.Th>
          <Table.Th>{t('media.landingsAdmin.leads')}</Table.Th>
          <Table.Th>{t('media.landingsAdmin.state')}</Table.Th>
          <Table.Th>{t('media.landingsAdmin.updatedAt')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {pages.data?.data.map((landing) => (
          <Table.Tr key={landing.id}>
            <Table.Td>
              <Anchor component={Link} to={`/lancamentos/${landing.id}`} fw={600}>
                {landing.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {landingPath(landing.kind, landing.slug)}
              </Text>
            </Table.Td>
            <Table.Td>{t(`media.landingsAdmin.kinds.${landing.kind}`)}</Table.Td>
            <Table.Td>{landing.course_title ?? '—'}</Table.Td>
            <Table.Td>
              {landing.trial_days > 0
                ? t('media.landingsAdmin.trialDays', { count: landing.trial_days })
                : '—'}
            </Table.Td>
            <Table.Td>{landing.leads_count}</Table.Td>
            <Table.Td>
              <Badge color={landing.active ? 'teal' : 'gray'} variant="light">
                {landing.active
                  ? t('media.landingsAdmin.active')
                  : t('media.landingsAdmin.inactive')}
              </Badge>
            </Table.Td>
            <Table.Td>{formatDateTimeSaoPaulo(landing.updated_at, 'DD/MM/YYYY HH:mm')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </PagedList>
  );
}
