import '@mantine/core/styles/Image.css';
import { Button, Card, FileButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import IconPhotoUp from '@tabler/icons-react/dist/esm/icons/IconPhotoUp.mjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client/api-error.ts';

/** What the API accepts for a cover (apps/api/src/platform/storage/covers.ts). */
export const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
const ALT_MAX = 200;

/**
 * A content's cover: the picture now (with its alt text), a new picture chosen and described,
 * then sent with `onUpload` (`POST /api/update-<kind>-cover/:id`, multipart `image` + `alt`; the
 * API checks and re-encodes it). The browser checks type, size and the description first.
 */
export function CoverUploadInput({
  label,
  current,
  onUpload,
  disabled,
}: {
  label: string;
  current: { url: string; alt: string | null } | null;
  onUpload: (file: File, alt: string) => Promise<void>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [altError, setAltError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (picked: File | null) => {
    setError(null);
    if (!picked) return;
    if (!(COVER_TYPES as readonly string[]).includes(picked.type) || picked.size === 0) {
      setError(t('coverUpload.type'));
      return;
    }
    if (picked.size > COVER_MAX_BYTES) {
      setError(t('coverUpload.size'));
      return;
    }
    setFile(picked);
  };

  const send = async () => {
    if (!file) return;
    const text = alt.trim();
    if (text.length === 0 || text.length > ALT_MAX) {
      setAltError(t('coverUpload.altRequired'));
      return;
    }
    setAltError(null);
    setSending(true);
    try {
      await onUpload(file, text);
      setFile(null);
      setAlt('');
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : String(caught));
    } finally {
      setSending(false);
    }
  };

  const shown = preview ?? current?.url ?? null;
  return (
    <Card withBorder radius="md" padding="md" component="fieldset" data-testid="cover-upload">
      <Stack gap="sm">
        <Text component="legend" fw={600} size="sm">
          {label}
        </Text>
        {shown ? (
          <Image
            src={shown}
            alt={preview ? alt.trim() || t('coverUpload.newPicture') : (current?.alt ?? '')}
            radius="sm"
            mah={180}
            fit="contain"
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('coverUpload.none')}
          </Text>
        )}
        <Group gap="sm">
          <FileButton
            onChange={choose}
            accept={COVER_TYPES.join(',')}
            disabled={disabled || sending}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconPhotoUp size={16} aria-hidden />}
              >
                {current || file ? t('coverUpload.change') : t('coverUpload.choose')}
              </Button>
            )}
          </FileButton>
          {file && (
            <Text size="sm" c="dimmed">
              {file.name}
            </Text>
          )}
        </Group>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        {file && (
          <>
            <TextInput
              label={t('coverUpload.alt')}
              description={t('coverUpload.altHint')}
              value={alt}
              maxLength={ALT_MAX}
              required
              error={altError}
              onChange={(event) => setAlt(event.currentTarget.value)}
            />
            <Group>
              <Button onClick={() => void send()} loading={sending} disabled={disabled}>
                {t('coverUpload.send')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
