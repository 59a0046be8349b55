import { Badge, Group, Table, Text } from '@mantine/core';
import { formatCurrency } from '@app/shared';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { PagedList, usePagedList } from '../../../components/staff/paged-list.tsx';
import { RecordLink } from '../../../components/staff/row-actions.tsx';
import { PER_PAGE, signatureTypesQuery } from '../signatures-api.ts';
import '../i18n/index.ts';

/** `/assinatura`: "Tipos de Assinatura", with search and pages. */
export function SignatureTypesPage() {
  const { t } = useTranslation('signatures');
  const ability = useAbility();
  const canCreate = ability.can('create', 'Tipos de Assinatura');
  const canEdit = ability.can('update', 'Tipos de Assinatura');
  const list = usePagedList();
  const types = useQuery(signatureTypesQuery({ page: list.page, search: list.debounced }));

  return (
    <PagedList
      list={list}
      query={types}
      perPage={PER_PAGE}
      words="signatures:signatures.staff"
      create={canCreate && { to: '/assinatura/cadastro' }}
      createIconSize={16}
      table={{ miw: 720 }}
    >
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
        {types.data?.data.map((type) => (
          <Table.Tr key={type.id}>
            <Table.Td>
              <RecordLink to={canEdit && `/assinatura/${type.id}`}>{type.name}</RecordLink>
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
    </PagedList>
  );
}
