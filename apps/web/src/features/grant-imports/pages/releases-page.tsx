import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Table.css';
import { Button, Group, Modal, Select, Stack, Table, Text } from '@mantine/core';
import IconFileUpload from '@tabler/icons-react/dist/esm/icons/IconFileUpload.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { GRANT_IMPORT_STATUS_VALUES } from '@app/shared';
import type { GrantImport, GrantImportStatus } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ListFrame } from '../../../components/staff/list-frame.tsx';
import { ActionsHead, RowActions } from '../../../components/staff/row-actions.tsx';
import { useStaffList } from '../../../components/staff/use-staff-list.ts';
import { useTextsOf } from '../../../i18n/use-texts-of.ts';
import {
  PER_PAGE,
  RELEASE_KINDS,
  listKey,
  releaseRecords,
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
  const navigate = useNavigate();
  const { id } = useParams();
  const { list, deletion, narrow, canCreate, canEdit, canDelete } = useStaffList<
    GrantImport & { title: string }
  >({
    resource,
    deletion: {
      prefix,
      queryKey: listKey(kind),
      remove: releaseRecords[kind].remove,
    },
  });
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
    ...releaseRecords[kind].load(routeId),
    enabled: Number.isInteger(routeId) && routeId > 0,
  });
  useEffect(() => {
    if (routeRelease.data) setEditing({ release: routeRelease.data });
  }, [routeRelease.data]);
  const close = () => {
    setEditing(null);
    if (open) void navigate(path, { replace: true });
  };
  const total = releases.data?.meta.total ?? 0;
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
                  <ActionsHead label={t(`${prefix}.actions`)} />
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
                        <RowActions
                          prefix={prefix}
                          name={subjectOf(release)}
                          edit={canEdit && (() => setEditing({ release }))}
                          onDelete={
                            canDelete &&
                            (() => deletion.ask({ ...release, title: subjectOf(release) }))
                          }
                        />
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
