import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Badge,
  Button,
  Code,
  FileInput,
  Group,
  List,
  Modal,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconFileUpload from '@tabler/icons-react/dist/esm/icons/IconFileUpload.mjs';
import type { GrantImportPreview } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTextsOf } from '../../../i18n/use-texts-of.ts';
import { errorMessageOf } from '../../../lib/api-client/query-client.ts';
import { importReleases, listKey, previewReleases } from '../api/grant-imports-api.ts';
import type { ReleaseKind } from '../api/grant-imports-api.ts';
import { prefixOf } from './release-form.tsx';

/**
 * The CSV import: pick the file, check it (every line with its problems, nothing written), then
 * import the valid lines. The file's text is sent as it is; the API reads it.
 */
export function ImportModal({
  kind,
  opened,
  onClose,
}: {
  kind: ReleaseKind;
  opened: boolean;
  onClose: () => void;
}) {
  const prefix = prefixOf(kind);
  const { t } = useTextsOf(prefix);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<GrantImportPreview | null>(null);
  const [readError, setReadError] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setCsv(null);
    setPreview(null);
    setReadError(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const check = useMutation({
    mutationFn: (text: string) => previewReleases(kind, text),
    onSuccess: setPreview,
  });
  const confirm = useMutation({
    mutationFn: (text: string) => importReleases(kind, text),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: [listKey(kind)] });
      notifications.show({ color: 'teal', message: t(`${prefix}.importDone`, result) });
      close();
    },
  });

  const pick = async (picked: File | null) => {
    reset();
    setFile(picked);
    if (!picked) return;
    try {
      const text = await picked.text();
      setCsv(text);
      check.mutate(text);
    } catch {
      setReadError(t(`${prefix}.readError`));
    }
  };
  const error =
    readError ??
    (check.error ? errorMessageOf(check.error) : null) ??
    (confirm.error ? errorMessageOf(confirm.error) : null);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(`${prefix}.importTitle`)}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t(`${prefix}.close`) }}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t(`${prefix}.importHint`)}
        </Text>
        <Code block>{t(`${prefix}.importExample`)}</Code>
        <FileInput
          label={t(`${prefix}.importFile`)}
          placeholder={t(`${prefix}.importFilePlaceholder`)}
          accept=".csv,text/csv"
          value={file}
          onChange={(picked) => void pick(picked)}
          leftSection={<IconFileUpload size={16} aria-hidden />}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {preview && (
          <>
            <Text fw={600} aria-live="polite">
              {t(`${prefix}.importSummary`, { valid: preview.valid, invalid: preview.invalid })}
            </Text>
            <Table.ScrollContainer minWidth={560} mah={360}>
              <Table striped verticalSpacing="xs" data-testid="import-preview">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t(`${prefix}.line`)}</Table.Th>
                    <Table.Th>{t(`${prefix}.subject`)}</Table.Th>
                    <Table.Th>{t(`${prefix}.releases`)}</Table.Th>
                    <Table.Th>{t(`${prefix}.period`)}</Table.Th>
                    <Table.Th>{t(`${prefix}.problems`)}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.rows.map((row) => (
                    <Table.Tr key={row.line}>
                      <Table.Td>{row.line}</Table.Td>
                      <Table.Td>{row.subject}</Table.Td>
                      <Table.Td>
                        {[row.product, row.signature_type, ...row.courses]
                          .filter(Boolean)
                          .join(' · ')}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {row.days !== null
                          ? t(`${prefix}.daysOf`, { count: row.days })
                          : row.ends_on
                            ? t(`${prefix}.until`, {
                                date: row.ends_on.split('-').reverse().join('/'),
                              })
                            : '—'}
                      </Table.Td>
                      <Table.Td>
                        {row.errors.length === 0 ? (
                          <Badge color="teal" variant="light">
                            {t(`${prefix}.ok`)}
                          </Badge>
                        ) : (
                          <List size="sm" spacing={0}>
                            {row.errors.map((e) => (
                              <List.Item key={e}>{e}</List.Item>
                            ))}
                          </List>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t(`${prefix}.cancel`)}
          </Button>
          <Button
            disabled={!preview || preview.valid === 0 || csv === null}
            loading={confirm.isPending || check.isPending}
            onClick={() => csv !== null && confirm.mutate(csv)}
          >
            {t(`${prefix}.importConfirm`, { count: preview?.valid ?? 0 })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
