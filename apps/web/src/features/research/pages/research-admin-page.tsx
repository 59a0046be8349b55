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
import IconFileText from '@tabler/icons-react/dist/esm/icons/IconFileText.mjs';
import IconFileTypePdf from '@tabler/icons-react/dist/esm/icons/IconFileTypePdf.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { formatDateTimeSaoPaulo } from '@app/shared';
import type { ResearchAdmin } from '@app/shared';
import { useAbility } from '@casl/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import type { AppAbility } from '../../../lib/session/ability.ts';
import { ListFrame } from '../../admin/components/list-frame.tsx';
import { PER_PAGE, deleteResearch, researchAdminQuery } from '../research-api.ts';

/** Staff `/relatorios-research`: reports with search, status, pages, access and delete. */
export function ResearchAdminPage() {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const list = useQuery(researchAdminQuery({ page, search: debounced, status }));
  const [target, setTarget] = useState<ResearchAdmin | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await deleteResearch(target.id);
      await queryClient.invalidateQueries({ queryKey: ['list-research-reports'] });
      notifications.show({ color: 'teal', message: t('research.admin.deleted') });
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
        title={t('research.admin.title')}
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        searchPlaceholder={t('research.admin.searchPlaceholder')}
        actions={
          ability.can('create', 'Research') && (
            <Button
              component={Link}
              to="/relatorios-research/cadastro"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('research.admin.new')}
            </Button>
          )
        }
        filters={
          <Select
            label={t('research.admin.status')}
            placeholder={t('research.admin.allStatuses')}
            clearable
            data={[
              { value: 'published', label: t('research.admin.published') },
              { value: 'draft', label: t('research.admin.draft') },
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
              <Table.Th>{t('research.admin.report')}</Table.Th>
              <Table.Th>{t('research.admin.content')}</Table.Th>
              <Table.Th>{t('research.admin.access')}</Table.Th>
              <Table.Th>{t('research.admin.status')}</Table.Th>
              <Table.Th>{t('research.admin.publishedAt')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('research.admin.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.data.map((r) => (
              <Table.Tr key={r.id}>
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
                  <Badge variant="light" color={r.status === 'published' ? 'teal' : 'gray'}>
                    {r.status === 'published'
                      ? t('research.admin.published')
                      : t('research.admin.draft')}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {r.published_at
                    ? formatDateTimeSaoPaulo(r.published_at, 'DD/MM/YYYY HH:mm')
                    : '—'}
                </Table.Td>
                <Table.Td>
                  {ability.can('delete', 'Research') && (
                    <Tooltip label={t('research.admin.delete')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => setTarget(r)}
                        aria-label={t('research.admin.deleteOf', { title: r.title })}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ListFrame>
      <Modal
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={t('research.admin.deleteTitle')}
        centered
      >
        <Stack>
          <Text>{t('research.admin.deleteText', { title: target?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setTarget(null)}>
              {t('research.admin.cancel')}
            </Button>
            <Button color="red" loading={busy} onClick={() => void remove()}>
              {t('research.admin.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
