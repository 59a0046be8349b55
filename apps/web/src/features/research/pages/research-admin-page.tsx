import { ActionIcon, Anchor, Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import IconFileText from '@tabler/icons-react/dist/esm/icons/IconFileText.mjs';
import IconFileTypePdf from '@tabler/icons-react/dist/esm/icons/IconFileTypePdf.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { formatDateTimeSaoPaulo } from '@app/shared';
import { StateBadge } from '../../../components/staff/form-page-header.tsx';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { StatusContentList } from '../../../components/staff/status-content-list.tsx';
import { PER_PAGE, researchAdminQuery, researchRecords } from '../research-api.ts';
import '../i18n/index.ts';

/** Staff `/relatorios-research`: reports with search, status, pages, access and delete. */
export function ResearchAdminPage() {
  const { t } = useTranslation('research');
  const ability = useAbility();
  return (
    <StatusContentList
      prefix="research:research.admin"
      subject="Research"
      createTo="/relatorios-research/cadastro"
      perPage={PER_PAGE}
      query={researchAdminQuery}
      listKey="list-research-reports"
      remove={researchRecords.remove}
      columns={['report', 'content', 'access', 'status', 'publishedAt']}
      row={(r, onDelete) => (
        <>
          <Table.Td maw={380}>
            <Stack gap={2}>
              {ability.can('update', 'Research') ? (
                <Anchor component={Link} to={`/relatorios-research/${r.id}`} fw={600}>
                  {r.title}
                </Anchor>
              ) : (
                <Text fw={600}>{r.title}</Text>
              )}
              <Text size="xs" c="dimmed">
                {[r.author, r.assets.join(', ')].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              {r.body_html && (
                <Tooltip label={t('research.admin.hasText')}>
                  <IconFileText size={18} aria-label={t('research.admin.hasText')} />
                </Tooltip>
              )}
              {r.file && (
                <Tooltip label={r.file.file_name}>
                  <IconFileTypePdf size={18} aria-label={t('research.admin.hasPdf')} />
                </Tooltip>
              )}
              {!r.body_html && !r.file && (
                <Badge variant="outline" color="orange">
                  {t('research.admin.noContent')}
                </Badge>
              )}
            </Group>
          </Table.Td>
          <Table.Td>
            {r.signatures.length > 0 ? (
              <Group gap={4}>
                {r.signatures.map((name) => (
                  <Badge
                    key={name}
                    color="yellow"
                    variant="light"
                    leftSection={<IconLock size={11} aria-hidden />}
                  >
                    {name}
                  </Badge>
                ))}
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t('research.admin.openToAll')}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <StateBadge
              on={r.status === 'published'}
              labels={[t('research.admin.published'), t('research.admin.draft')]}
            />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {r.published_at ? formatDateTimeSaoPaulo(r.published_at, 'DD/MM/YYYY HH:mm') : '—'}
          </Table.Td>
          <Table.Td>
            {ability.can('delete', 'Research') && (
              <Tooltip label={t('research.admin.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={onDelete}
                  aria-label={t('research.admin.deleteOf', { title: r.title })}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </Table.Td>
        </>
      )}
    />
  );
}
