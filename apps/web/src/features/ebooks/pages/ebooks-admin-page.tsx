import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Combobox.css';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import IconFileTypePdf from '@tabler/icons-react/dist/esm/icons/IconFileTypePdf.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { formatCurrency, formatDateTimeSaoPaulo } from '@app/shared';
import type { EbookSummary } from '@app/shared';
import { useAbility } from '@casl/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import type { AppAbility } from '../../../lib/session/ability.ts';
import { ListFrame } from '../../admin/components/list-frame.tsx';
import { PER_PAGE, deleteEbook, ebooksAdminQuery } from '../ebooks-api.ts';
import { formatFileSize } from '../file-size.ts';

/** Staff `/e-books`: the ebooks with search, status filter, pages and delete. */
export function EbooksAdminPage() {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const list = useQuery(ebooksAdminQuery({ page, search: debounced, status }));
  const [target, setTarget] = useState<EbookSummary | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await deleteEbook(target.id);
      await queryClient.invalidateQueries({ queryKey: ['list-ebooks'] });
      notifications.show({ color: 'teal', message: t('ebooks.admin.deleted') });
      setTarget(null);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof ApiError ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  };

  const data = list.data;
  return (
    <>
      <ListFrame
        title={t('ebooks.admin.title')}
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        searchPlaceholder={t('ebooks.admin.searchPlaceholder')}
        actions={
          ability.can('create', 'E-books') && (
            <Button
              component={Link}
              to="/e-books/cadastro"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('ebooks.admin.new')}
            </Button>
          )
        }
        filters={
          <Select
            label={t('ebooks.admin.status')}
            placeholder={t('ebooks.admin.allStatuses')}
            clearable
            data={[
              { value: 'published', label: t('ebooks.admin.published') },
              { value: 'draft', label: t('ebooks.admin.draft') },
            ]}
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 200 }}
          />
        }
        loading={list.isPending}
        error={list.isError}
        empty={(data?.data.length ?? 0) === 0}
        total={data?.meta.total ?? 0}
        page={page}
        pages={Math.ceil((data?.meta.total ?? 0) / PER_PAGE)}
        onPage={setPage}
      >
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('ebooks.admin.ebook')}</Table.Th>
              <Table.Th>{t('ebooks.admin.price')}</Table.Th>
              <Table.Th>{t('ebooks.admin.status')}</Table.Th>
              <Table.Th>{t('ebooks.admin.file')}</Table.Th>
              <Table.Th>{t('ebooks.admin.updatedAt')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('ebooks.admin.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.data.map((e) => (
              <Table.Tr key={e.id}>
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
                  <Badge variant="light" color={e.status === 'published' ? 'teal' : 'gray'}>
                    {e.status === 'published'
                      ? t('ebooks.admin.published')
                      : t('ebooks.admin.draft')}
                  </Badge>
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
                          onClick={() => setTarget(e)}
                          aria-label={t('ebooks.admin.deleteOf', { title: e.title })}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ListFrame>
      <Modal
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={t('ebooks.admin.deleteTitle')}
        centered
      >
        <Stack>
          <Text>{t('ebooks.admin.deleteText', { title: target?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setTarget(null)}>
              {t('ebooks.admin.cancel')}
            </Button>
            <Button color="red" loading={busy} onClick={() => void remove()}>
              {t('ebooks.admin.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
