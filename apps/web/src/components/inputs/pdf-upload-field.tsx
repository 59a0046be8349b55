import { Button, Card, FileButton, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import IconFileTypePdf from '@tabler/icons-react/dist/esm/icons/IconFileTypePdf.mjs';
import IconUpload from '@tabler/icons-react/dist/esm/icons/IconUpload.mjs';
import { pdfFileMessage } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { formatFileSize } from '../../lib/format/file-size.ts';
import '../../i18n/shared/index.ts';

/**
 * The PDF of an ebook or report. The browser checks type and size first (the API checks the
 * bytes again). With `onUpload` a chosen file is sent at once; without it (a record not saved
 * yet) the choice is handed to `onPick` and sent after the first save.
 */
export function PdfUploadField({
  label,
  current,
  maxBytes,
  onUpload,
  onPick,
  picked,
  disabled,
}: {
  label: string;
  current: { file_name: string; size_bytes: number } | null;
  maxBytes: number;
  onUpload?: (file: File) => Promise<void>;
  onPick?: (file: File | null) => void;
  picked?: File | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const rule = pdfFileMessage(maxBytes);

  const choose = async (file: File | null) => {
    setError(null);
    if (!file) return;
    const isPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
    if (!isPdf || file.size > maxBytes || file.size === 0) {
      setError(rule);
      return;
    }
    if (!onUpload) {
      onPick?.(file);
      return;
    }
    setSending(true);
    try {
      await onUpload(file);
    } catch (e) {
      setError(e instanceof Error ? e.message : rule);
    } finally {
      setSending(false);
    }
  };

  const shown = picked ? { file_name: picked.name, size_bytes: picked.size } : current;
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon
            size={42}
            radius="md"
            variant="light"
            color={shown ? 'red' : 'gray'}
            aria-hidden
          >
            <IconFileTypePdf size={24} />
          </ThemeIcon>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm">
              {label}
            </Text>
            {shown ? (
              <Text size="sm" c="dimmed" truncate="end" data-testid="pdf-current">
                {shown.file_name} · {formatFileSize(shown.size_bytes)}
                {picked ? ` · ${t('ebooks.pdf.afterSave')}` : ''}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t('ebooks.pdf.none')}
              </Text>
            )}
            <Text
              size="xs"
              c={error ? 'red' : 'dimmed'}
              role={error ? 'alert' : undefined}
              data-testid="pdf-hint"
            >
              {error ?? rule}
            </Text>
          </Stack>
        </Group>
        <FileButton onChange={(file) => void choose(file)} accept="application/pdf,.pdf">
          {(props) => (
            <Button
              {...props}
              variant="light"
              loading={sending}
              disabled={disabled}
              leftSection={<IconUpload size={16} aria-hidden />}
            >
              {shown ? t('ebooks.pdf.replace') : t('ebooks.pdf.choose')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Card>
  );
}
