import '@mantine/core/styles/Combobox.css';
import { Anchor, Badge, Button, Select, Table } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconEye from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { formatDateTimeSaoPaulo } from '@app/shared';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListFrame } from '../../../components/staff/list-frame.tsx';
import { TRAILS_PER_PAGE, trailsAdminQuery } from '../trails-api.ts';
import '../i18n/index.ts';

/**
 * Staff `/trilhas`: the trails with search, status and pages. `previewBase` is where people
 * follow trails in this brand (`/minhas-trilhas`), absent where the brand has no such page.
 */
export function TrailsAdminPage({ previewBase }: { previewBase: string | null }) {
  const { t } = useTranslation('trails');
  const ability = useAbility();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const trails = useQuery(trailsAdminQuery({ page, search: debounced, status }));
  const data = trails.data;
  return (
    <ListFrame
      title={t('trails.adminTitle')}
      search={search}
      onSearch={(value) => {
        setSearch(value);
        setPage(1);
      }}
      searchPlaceholder={t('trails.searchPlaceholder')}
      actions={
        ability.can('create', 'Trilhas') && (
          <Button
            component={Link}
            to="/trilhas/cadastro"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('trails.newTrail')}
          </Button>
        )
      }
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
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 200 }}
        />
      }
      loading={trails.isPending}
      error={trails.isError}
      empty={(data?.data.length ?? 0) === 0}
      total={data?.meta.total ?? 0}
      page={page}
      pages={Math.ceil((data?.meta.total ?? 0) / TRAILS_PER_PAGE)}
      onPage={setPage}
    >
      <Table striped highlightOnHover verticalSpacing="sm" miw={680}>
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
          {data?.data.map((trail) => (
            <Table.Tr key={trail.id}>
              <Table.Td>
                <Anchor component={Link} to={`/trilhas/${trail.id}`} fw={500}>
                  {trail.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{trail.items_count}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={trail.status === 'published' ? 'teal' : 'gray'}>
                  {trail.status === 'published' ? t('trails.published') : t('trails.draft')}
                </Badge>
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
      </Table>
    </ListFrame>
  );
}
