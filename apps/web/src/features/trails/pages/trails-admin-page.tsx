import '@mantine/core/styles/Combobox.css';
import { Anchor, Button, Select, Table } from '@mantine/core';
import IconEye from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
import { formatDateTimeSaoPaulo } from '@app/shared';
import { StateBadge } from '../../../components/staff/form-page-header.tsx';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { PagedList, usePagedList } from '../../../components/staff/paged-list.tsx';
import { TRAILS_PER_PAGE, trailsAdminQuery } from '../trails-api.ts';
import '../i18n/index.ts';

/**
 * Staff `/trilhas`: the trails with search, status and pages. `previewBase` is where people
 * follow trails in this brand (`/minhas-trilhas`), absent where the brand has no such page.
 */
export function TrailsAdminPage({ previewBase }: { previewBase: string | null }) {
  const { t } = useTranslation('trails');
  const ability = useAbility();
  const list = usePagedList();
  const [status, setStatus] = useState<string | null>(null);
  const trails = useQuery(trailsAdminQuery({ page: list.page, search: list.debounced, status }));
  return (
    <PagedList
      list={list}
      query={trails}
      perPage={TRAILS_PER_PAGE}
      title={t('trails.adminTitle')}
      searchPlaceholder={t('trails.searchPlaceholder')}
      create={
        ability.can('create', 'Trilhas') && { to: '/trilhas/cadastro', label: t('trails.newTrail') }
      }
      createIconSize={16}
      table={{ miw: 680 }}
      filters={
        <Select
          label={t('trails.status')}
          placeholder={t('trails.allStatuses')}
          clearable
          data={[
            { value: 'published', label: t('trails.published') },
            { value: 'draft', label: t('trails.draft') },
          ]}
          value={status}
          onChange={list.resetting(setStatus)}
          w={{ base: '100%', sm: 200 }}
        />
      }
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('trails.title')}</Table.Th>
          <Table.Th>{t('trails.steps')}</Table.Th>
          <Table.Th>{t('trails.status')}</Table.Th>
          <Table.Th>{t('trails.updatedAt')}</Table.Th>
          <Table.Th>{t('trails.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {trails.data?.data.map((trail) => (
          <Table.Tr key={trail.id}>
            <Table.Td>
              <Anchor component={Link} to={`/trilhas/${trail.id}`} fw={500}>
                {trail.title}
              </Anchor>
            </Table.Td>
            <Table.Td>{trail.items_count}</Table.Td>
            <Table.Td>
              <StateBadge
                on={trail.status === 'published'}
                labels={[t('trails.published'), t('trails.draft')]}
              />
            </Table.Td>
            <Table.Td>{formatDateTimeSaoPaulo(trail.updated_at, 'DD/MM/YYYY HH:mm')}</Table.Td>
            <Table.Td>
              {previewBase && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  component={Link}
                  to={`${previewBase}/${trail.id}`}
                  leftSection={<IconEye size={14} aria-hidden />}
                  aria-label={`${t('trails.preview')}: ${trail.title}`}
                >
                  {t('trails.preview')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </PagedList>
  );
}
