import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { QUALIFICATION_KINDS } from '@app/shared';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListFrame } from '../../../components/staff/list-frame.tsx';
import { PER_PAGE, qualificationListQuery } from '../signatures-api.ts';
import '../i18n/index.ts';

/** `/qualificacao-de-conteudo`: what each signature type includes. */
export function QualificationPage() {
  const { t } = useTranslation('signatures');
  const ability = useAbility();
  const canEdit = ability.can('update', 'Qualificacao');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const list = useQuery(qualificationListQuery({ page, search: debounced }));
  const data = list.data;

  return (
    <ListFrame
      title={t('signatures.qualification.title')}
      search={search}
      onSearch={(value) => {
        setSearch(value);
        setPage(1);
      }}
      searchPlaceholder={t('signatures.staff.searchPlaceholder')}
      actions={
        canEdit && (
          <Button
            component={Link}
            to="/qualificacao-de-conteudo/cadastro"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('signatures.qualification.new')}
          </Button>
        )
      }
      loading={list.isPending}
      error={list.isError}
      empty={(data?.data.length ?? 0) === 0}
      total={data?.meta.total ?? 0}
      page={page}
      pages={Math.ceil((data?.meta.total ?? 0) / PER_PAGE)}
      onPage={setPage}
    >
      <Table striped highlightOnHover verticalSpacing="sm" miw={720}>
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
          {data?.data.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  {canEdit ? (
                    <Anchor component={Link} to={`/qualificacao-de-conteudo/${row.id}`} fw={600}>
                      {row.name}
                    </Anchor>
                  ) : (
                    <Text fw={600} span>
                      {row.name}
                    </Text>
                  )}
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
      </Table>
    </ListFrame>
  );
}
