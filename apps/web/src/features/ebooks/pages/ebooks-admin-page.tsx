import { ActionIcon, Anchor, Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import IconFileTypePdf from '@tabler/icons-react/dist/esm/icons/IconFileTypePdf.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { formatCurrency, formatDateTimeSaoPaulo } from '@app/shared';
import { StateBadge } from '../../../components/staff/form-page-header.tsx';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import { StatusContentList } from '../../../components/staff/status-content-list.tsx';
import { PER_PAGE, ebookRecords, ebooksAdminQuery } from '../ebooks-api.ts';
import { formatFileSize } from '../../../lib/format/file-size.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

/** Staff `/e-books`: the ebooks with search, status filter, pages and delete. */
export function EbooksAdminPage() {
  const { t } = useTranslation('ebooks');
  const ability = useAbility();
  return (
    <StatusContentList
      prefix="ebooks:ebooks.admin"
      subject="E-books"
      createTo="/e-books/cadastro"
      perPage={PER_PAGE}
      query={ebooksAdminQuery}
      listKey="list-ebooks"
      remove={ebookRecords.remove}
      columns={['ebook', 'price', 'status', 'file', 'updatedAt']}
      row={(e, onDelete) => (
        <>
          <Table.Td>
            <Stack gap={0}>
              {ability.can('update', 'E-books') ? (
                <Anchor component={Link} to={`/e-books/editar/${e.id}`} fw={600}>
                  {e.title}
                </Anchor>
              ) : (
                <Text fw={600}>{e.title}</Text>
              )}
              <Text size="xs" c="dimmed">
                {[e.author, e.pages ? t('ebooks.pages', { count: e.pages }) : null]
                  .filter(Boolean)
                  .join(' · ') || `/ebooks/${e.slug}`}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {e.price_cents === 0 ? t('ebooks.free') : formatCurrency(e.price_cents)}
          </Table.Td>
          <Table.Td>
            <StateBadge
              on={e.status === 'published'}
              labels={[t('ebooks.admin.published'), t('ebooks.admin.draft')]}
            />
          </Table.Td>
          <Table.Td>
            {e.file ? (
              <Group gap={6} wrap="nowrap">
                <IconFileTypePdf size={16} aria-hidden />
                <Text size="sm">{formatFileSize(e.file.size_bytes)}</Text>
              </Group>
            ) : (
              <Badge variant="outline" color="orange">
                {t('ebooks.admin.noFile')}
              </Badge>
            )}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {formatDateTimeSaoPaulo(e.updated_at, 'DD/MM/YYYY HH:mm')}
          </Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap" justify="flex-end">
              {e.status === 'published' && (
                <Tooltip label={t('ebooks.admin.viewPublic')}>
                  <ActionIcon
                    variant="subtle"
                    component={Link}
                    to={`/ebooks/${e.slug}`}
                    target="_blank"
                    aria-label={t('ebooks.admin.viewPublicOf', { title: e.title })}
                  >
                    <IconExternalLink size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
              {ability.can('delete', 'E-books') && (
                <Tooltip label={t('ebooks.admin.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={onDelete}
                    aria-label={t('ebooks.admin.deleteOf', { title: e.title })}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </Table.Td>
        </>
      )}
    />
  );
}
