import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatCurrency } from '@app/shared';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListFrame } from '../../../components/staff/list-frame.tsx';
import { PER_PAGE, signatureTypesQuery } from '../signatures-api.ts';
import '../i18n/index.ts';

/** `/assinatura`: "Tipos de Assinatura", with search and pages. */
export function SignatureTypesPage() {
  const { t } = useTranslation('signatures');
  const ability = useAbility();
  const canCreate = ability.can('create', 'Tipos de Assinatura');
  const canEdit = ability.can('update', 'Tipos de Assinatura');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const types = useQuery(signatureTypesQuery({ page, search: debounced }));
  const data = types.data;

  return (
    <ListFrame
      title={t('signatures.staff.title')}
      search={search}
      onSearch={(value) => {
        setSearch(value);
        setPage(1);
      }}
      searchPlaceholder={t('signatures.staff.searchPlaceholder')}
      actions={
        canCreate && (
          <Button
            component={Link}
            to="/assinatura/cadastro"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('signatures.staff.new')}
          </Button>
        )
      }
      loading={types.isPending}
      error={types.isError}
      empty={(data?.data.length ?? 0) === 0}
      total={data?.meta.total ?? 0}
      page={page}
      pages={Math.ceil((data?.meta.total ?? 0) / PER_PAGE)}
      onPage={setPage}
    >
      <Table striped highlightOnHover verticalSpacing="sm" miw={720}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('signatures.staff.name')}</Table.Th>
            <Table.Th>{t('signatures.staff.defaultPrice')}</Table.Th>
            <Table.Th>{t('signatures.staff.periodsColumn')}</Table.Th>
            <Table.Th>{t('signatures.staff.contentsColumn')}</Table.Th>
            <Table.Th>{t('signatures.staff.holders')}</Table.Th>
            <Table.Th>{t('signatures.staff.situation')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data?.data.map((type) => (
            <Table.Tr key={type.id}>
              <Table.Td>
                {canEdit ? (
                  <Anchor component={Link} to={`/assinatura/${type.id}`} fw={600}>
                    {type.name}
                  </Anchor>
                ) : (
                  <Text fw={600} span>
                    {type.name}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  /assinaturas/{type.slug}
                </Text>
              </Table.Td>
              <Table.Td>{type.periods_count > 0 ? formatCurrency(type.price_cents) : '—'}</Table.Td>
              <Table.Td>{type.periods_count}</Table.Td>
              <Table.Td>{type.contents_count}</Table.Td>
              <Table.Td>{type.holders_count}</Table.Td>
              <Table.Td>
                <Group gap={6}>
                  <Badge variant="light" color={type.active ? 'green' : 'gray'}>
                    {type.active ? t('signatures.staff.active') : t('signatures.staff.inactive')}
                  </Badge>
                  {type.active && (
                    <Badge variant="outline" color={type.available_in_store ? 'brand' : 'gray'}>
                      {type.available_in_store
                        ? t('signatures.staff.inStore')
                        : t('signatures.staff.notInStore')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ListFrame>
  );
}
