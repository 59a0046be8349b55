import { Anchor, Badge, Button, Select, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { formatDateTimeSaoPaulo, landingPath } from '@app/shared';
import { useAbility } from '@casl/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppAbility } from '../../../lib/session/ability.ts';
import { ListFrame } from '../../admin/components/list-frame.tsx';
import { LANDINGS_PER_PAGE, landingsQuery } from '../landings-api.ts';

/** Staff `/lancamentos`: launch and internal pages with their lead counts. */
export function LandingsAdminPage() {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [kind, setKind] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const pages = useQuery(landingsQuery({ page, search: debounced, kind }));
  const data = pages.data;
  return (
    <ListFrame
      title={t('media.landingsAdmin.title')}
      search={search}
      onSearch={(value) => {
        setSearch(value);
        setPage(1);
      }}
      searchPlaceholder={t('media.landingsAdmin.searchPlaceholder')}
      filters={
        <Select
          label={t('media.landingsAdmin.kind')}
          placeholder={t('media.landingsAdmin.allKinds')}
          clearable
          value={kind}
          onChange={(value) => {
            setKind(value);
            setPage(1);
          }}
          data={[
            { value: 'launch', label: t('media.landingsAdmin.kinds.launch') },
            { value: 'internal', label: t('media.landingsAdmin.kinds.internal') },
          ]}
          w={{ base: '100%', sm: 200 }}
        />
      }
      actions={
        ability.can('create', 'Lançamentos') && (
          <Button
            component={Link}
            to="/lancamentos/cadastro"
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('media.landingsAdmin.new')}
          </Button>
        )
      }
      loading={pages.isPending}
      error={pages.isError}
      empty={(data?.data.length ?? 0) === 0}
      total={data?.meta.total ?? 0}
      page={page}
      pages={Math.max(1, Math.ceil((data?.meta.total ?? 0) / LANDINGS_PER_PAGE))}
      onPage={setPage}
    >
      <Table.ScrollContainer minWidth={820}>
        <Table striped highlightOnHover verticalSpacing="sm">
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
            {data?.data.map((landing) => (
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
                <Table.Td>
                  {formatDateTimeSaoPaulo(landing.updated_at, 'DD/MM/YYYY HH:mm')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ListFrame>
  );
}
