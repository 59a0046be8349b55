import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Table.css';
import {
  ActionIcon,
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
import { useMediaQuery } from '@mantine/hooks';
import IconFileUpload from '@tabler/icons-react/dist/esm/icons/IconFileUpload.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { GRANT_IMPORT_STATUS_VALUES } from '@app/shared';
import type { GrantImport, GrantImportStatus } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useConfirmDelete } from '../../../components/staff/confirm-delete.tsx';
import { ListFrame } from '../../../components/staff/list-frame.tsx';
import { usePagedList } from '../../../components/staff/paged-list.tsx';
import { useTextsOf } from '../../../i18n/use-texts-of.ts';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import {
  PER_PAGE,
  RELEASE_KINDS,
  deleteRelease,
  listKey,
  releaseQuery,
  releasesQuery,
} from '../api/grant-imports-api.ts';
import type { ReleaseKind } from '../api/grant-imports-api.ts';
import { ImportModal } from '../components/import-modal.tsx';
import { ReleaseForm, prefixOf } from '../components/release-form.tsx';
import { ReleaseStatus, releasesText } from '../components/release-status.tsx';
import '../i18n/index.ts';

const isStatus = (value: string | null): value is GrantImportStatus =>
  GRANT_IMPORT_STATUS_VALUES.includes(value as GrantImportStatus);

/**
 * Staff `/liberacao-cliente-xp` (XP client codes) and `/email/bind` (e-mail binds): the releases
 * with search and situation, one typed in a modal, a CSV checked then imported, and a pending
 * one deleted after a confirmation. `/cadastro` and `/:id` open the modal over the list.
 */
export function ReleasesPage({ kind, open }: { kind: ReleaseKind; open?: 'create' | 'edit' }) {
  const prefix = prefixOf(kind);
  const { t } = useTextsOf(prefix);
  const { resource, path } = RELEASE_KINDS[kind];
  const ability = useAbility();
  const navigate = useNavigate();
  const { id } = useParams();
  const list = usePagedList();
  const [status, setStatus] = useState<GrantImportStatus | null>(null);
  const releases = useQuery(
    releasesQuery(kind, { page: list.page, search: list.debounced, status }),
  );
  const [editing, setEditing] = useState<{ release: GrantImport | null } | null>(
    open === 'create' ? { release: null } : null,
  );
  const [importing, setImporting] = useState(false);
  const routeId = open === 'edit' ? Number(id) : 0;
  const routeRelease = useQuery({
    ...releaseQuery(kind, routeId),
    enabled: Number.isInteger(routeId) && routeId > 0,
  });
  useEffect(() => {
    if (routeRelease.data) setEditing({ release: routeRelease.data });
  }, [routeRelease.data]);
  const close = () => {
    setEditing(null);
    if (open) void navigate(path, { replace: true });
  };
  const deletion = useConfirmDelete<GrantImport & { title: string }>({
    prefix,
    queryKey: listKey(kind),
    remove: (releaseId) => deleteRelease(kind, releaseId),
  });
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const total = releases.data?.meta.total ?? 0;
  const canCreate = ability.can('create', resource);
  const canEdit = ability.can('update', resource);
  const canDelete = ability.can('delete', resource);
  const subjectOf = (r: GrantImport) => r.code ?? r.email ?? '';
  const periodOf = (r: GrantImport) =>
    r.days !== null
      ? t(`${prefix}.daysOf`, { count: r.days })
      : r.ends_on
        ? t(`${prefix}.until`, { date: r.ends_on.split('-').reverse().join('/') })
        : '—';

  return (
    <>
      <Stack gap="xs">
        <ListFrame
          title={t(`${prefix}.title`)}
          search={list.search}
          onSearch={list.onSearch}
          searchPlaceholder={t(`${prefix}.searchPlaceholder`)}
          filters={
            <Select
              label={t(`${prefix}.status`)}
              placeholder={t(`${prefix}.allStatuses`)}
              clearable
              value={status}
              onChange={list.resetting((picked: string | null) =>
                setStatus(isStatus(picked) ? picked : null),
              )}
              data={GRANT_IMPORT_STATUS_VALUES.map((value) => ({
                value,
                label: t(`${prefix}.${value}`),
              }))}
              w={{ base: '100%', sm: 180 }}
            />
          }
          actions={
            canCreate && (
              <Group gap="xs">
                <Button
                  variant="light"
                  leftSection={<IconFileUpload size={16} aria-hidden />}
                  onClick={() => setImporting(true)}
                >
                  {t(`${prefix}.import`)}
                </Button>
                <Button
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => setEditing({ release: null })}
                >
                  {t(`${prefix}.new`)}
                </Button>
              </Group>
            )
          }
          loading={releases.isPending}
          error={releases.isError}
          empty={(releases.data?.data.length ?? 0) === 0}
          total={total}
          page={list.page}
          pages={Math.max(1, Math.ceil(total / PER_PAGE))}
          onPage={list.setPage}
        >
          <Text size="sm" c="dimmed" mb="sm">
            {t(`${prefix}.intro`)}
          </Text>
          <Table.ScrollContainer minWidth={narrow ? 0 : 860}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(`${prefix}.subject`)}</Table.Th>
                  {!narrow && (
                    <>
                      <Table.Th>{t(`${prefix}.releases`)}</Table.Th>
                      <Table.Th>{t(`${prefix}.period`)}</Table.Th>
                    </>
                  )}
                  <Table.Th>{t(`${prefix}.status`)}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t(`${prefix}.actions`)}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {releases.data?.data.map((release) => (
                  <Table.Tr key={release.id} data-testid="release-row">
                    <Table.Td>
                      <Stack gap={2}>
                        <Text fw={600} style={{ wordBreak: 'break-all' }}>
                          {subjectOf(release)}
                        </Text>
                        {narrow && (
                          <Text size="xs" c="dimmed">
                            {releasesText(release)} · {periodOf(release)}
                          </Text>
                        )}
                        {release.note && (
                          <Text size="xs" c="dimmed">
                            {release.note}
                          </Text>
                        )}
                      </Stack>
                    </Table.Td>
                    {!narrow && (
                      <>
                        <Table.Td>{releasesText(release)}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{periodOf(release)}</Table.Td>
                      </>
                    )}
                    <Table.Td>
                      <ReleaseStatus release={release} prefix={prefix} />
                    </Table.Td>
                    <Table.Td>
                      {release.status === 'pending' && (
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          {canEdit && (
                            <Tooltip label={t(`${prefix}.edit`)}>
                              <ActionIcon
                                variant="subtle"
                                onClick={() => setEditing({ release })}
                                aria-label={t(`${prefix}.editOf`, { name: subjectOf(release) })}
                              >
                                <IconPencil size={18} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                          )}
                          {canDelete && (
                            <Tooltip label={t(`${prefix}.delete`)}>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                onClick={() =>
                                  deletion.ask({ ...release, title: subjectOf(release) })
                                }
                                aria-label={t(`${prefix}.deleteOf`, { name: subjectOf(release) })}
                              >
                                <IconTrash size={18} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                          )}
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListFrame>
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={close}
        title={editing?.release ? subjectOf(editing.release) : t(`${prefix}.new`)}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': t(`${prefix}.close`) }}
      >
        {editing && <ReleaseForm kind={kind} release={editing.release} onClose={close} />}
      </Modal>
      <ImportModal kind={kind} opened={importing} onClose={() => setImporting(false)} />
      {deletion.modal}
    </>
  );
}
