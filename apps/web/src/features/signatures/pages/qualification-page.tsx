import { Badge, Group, Table, Text } from '@mantine/core';
import { QUALIFICATION_KINDS } from '@app/shared';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { PagedList, usePagedList } from '../../../components/staff/paged-list.tsx';
import { RecordLink } from '../../../components/staff/row-actions.tsx';
import { PER_PAGE, qualificationListQuery } from '../signatures-api.ts';
import '../i18n/index.ts';

/** `/qualificacao-de-conteudo`: what each signature type includes. */
export function QualificationPage() {
  const { t } = useTranslation('signatures');
  const ability = useAbility();
  const canEdit = ability.can('update', 'Qualificacao');
  const list = usePagedList();
  const rows = useQuery(qualificationListQuery({ page: list.page, search: list.debounced }));

  return (
    <PagedList
      list={list}
      query={rows}
      perPage={PER_PAGE}
      title={t('signatures.qualification.title')}
      searchPlaceholder={t('signatures.staff.searchPlaceholder')}
      create={
        canEdit && {
          to: '/qualificacao-de-conteudo/cadastro',
          label: t('signatures.qualification.new'),
        }
      }
      createIconSize={16}
      table={{ miw: 720 }}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('signatures.qualification.signature')}</Table.Th>
          {QUALIFICATION_KINDS.map((kind) => (
            <Table.Th key={kind}>{t(`signatures.kinds.${kind}`)}</Table.Th>
          ))}
          <Table.Th>{t('signatures.qualification.includes')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.data?.data.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <RecordLink to={canEdit && `/qualificacao-de-conteudo/${row.id}`}>
                  {row.name}
                </RecordLink>
                {!row.active && (
                  <Badge size="xs" variant="light" color="gray">
                    {t('signatures.staff.inactive')}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            {QUALIFICATION_KINDS.map((kind) => (
              <Table.Td key={kind}>{row.counts[kind]}</Table.Td>
            ))}
            <Table.Td maw={360}>
              {row.contents.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('signatures.qualification.nothing')}
                </Text>
              ) : (
                <Text size="sm" lineClamp={2}>
                  {row.contents.map((c) => c.name).join(' · ')}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </PagedList>
  );
}
