import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/AspectRatio.css';
import {
  AspectRatio,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import IconPhotoUp from '@tabler/icons-react/dist/esm/icons/IconPhotoUp.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { COVER_ALT_MAX, COVER_IMAGE_TYPES, COVER_MAX_BYTES, COVER_SIZES } from '@app/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { ApiError } from '../../lib/api-client/api-error.ts';
import '../../i18n/shared/index.ts';

/** A picture chosen for a record not saved yet, with its description. */
export interface PickedCover {
  file: File;
  alt: string;
}

/** A size's shape in lowest terms: 1280 × 720 is 16:9. */
const ratioOf = ({ width, height }: { width: number; height: number }) => {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const d = gcd(width, height);
  return `${width / d}:${height / d}`;
};

/** Is this a description the API takes for a cover? */
export const isCoverAlt = (alt: string) => {
  const text = alt.trim();
  return text.length > 0 && text.length <= COVER_ALT_MAX;
};

/**
 * A content's cover: the picture now (with its alt text), a new picture chosen and described,
 * then sent with `onUpload` (`POST /api/update-<kind>-cover/:id`, multipart `image` + `alt`; the
 * API checks and re-encodes it); `onRemove` takes the picture away. The browser checks type,
 * size and the description first. For a record not saved yet, `onPick` instead hears of every
 * change of the picture and its description (the page sends them once the record exists), and
 * `altError` says what the description lacks.
 */
export function CoverUploadInput({
  label,
  current,
  onUpload,
  onRemove,
  onPick,
  altError: pickAltError,
  disabled,
  size = COVER_SIZES.course,
}: {
  label: string;
  current: { url: string; alt: string | null } | null;
  onUpload?: (file: File, alt: string) => Promise<void>;
  onRemove?: () => Promise<void>;
  onPick?: (picked: PickedCover | null) => void;
  altError?: string | null;
  disabled?: boolean;
  /** The size the API crops this kind's cover to (COVER_SIZES). */
  size?: { width: number; height: number };
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [altError, setAltError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [removing, setRemoving] = useState(false);
  const labelId = useId();

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (picked: File | null) => {
    setError(null);
    if (!picked) return;
    if (!(COVER_IMAGE_TYPES as readonly string[]).includes(picked.type) || picked.size === 0) {
      setError(t('coverUpload.type'));
      return;
    }
    if (picked.size > COVER_MAX_BYTES) {
      setError(t('coverUpload.size'));
      return;
    }
    setFile(picked);
    onPick?.({ file: picked, alt });
  };

  const describe = (text: string) => {
    setAlt(text);
    if (file) onPick?.({ file, alt: text });
  };

  const discard = () => {
    setFile(null);
    setAlt('');
    setAltError(null);
    onPick?.(null);
  };

  const send = async () => {
    if (!file || !onUpload) return;
    if (!isCoverAlt(alt)) {
      setAltError(t('coverUpload.altRequired'));
      return;
    }
    setAltError(null);
    setSending(true);
    try {
      await onUpload(file, alt.trim());
      setFile(null);
      setAlt('');
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : String(caught));
    } finally {
      setSending(false);
    }
  };

  const remove = async () => {
    if (!onRemove) return;
    setError(null);
    setRemoving(true);
    try {
      await onRemove();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : String(caught));
    } finally {
      setRemoving(false);
    }
  };

  const shown = preview ?? current?.url ?? null;
  return (
    // A group named by its label (a fieldset's legend would have to be its first child).
    <Card
      withBorder
      radius="md"
      padding="md"
      role="group"
      aria-labelledby={labelId}
      data-testid="cover-upload"
    >
      <Stack gap="sm">
        <Text id={labelId} fw={600} size="sm">
          {label}
        </Text>
        <Text size="xs" c="dimmed" mt={-8}>
          {t('coverUpload.rules', { ...size, ratio: ratioOf(size) })}
        </Text>
        {shown ? (
          // Framed as the API stores it: its kind's shape, cropped to fill, 200 px high at most.
          <AspectRatio
            ratio={size.width / size.height}
            w={Math.round((200 * size.width) / size.height)}
            maw="100%"
          >
            <Image
              src={shown}
              alt={preview ? alt.trim() || t('coverUpload.newPicture') : (current?.alt ?? '')}
              radius="sm"
              fit="cover"
            />
          </AspectRatio>
        ) : (
          <Text size="sm" c="dimmed">
            {t('coverUpload.none')}
          </Text>
        )}
        <Group gap="sm">
          <FileButton
            onChange={choose}
            accept={COVER_IMAGE_TYPES.join(',')}
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
            <Button variant="subtle" color="gray" onClick={discard} disabled={disabled || sending}>
              {t('coverUpload.discard')}
            </Button>
          )}
          {!file && current && onRemove && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => void remove()}
              loading={removing}
              disabled={disabled || sending}
            >
              {t('coverUpload.remove')}
            </Button>
          )}
          {file && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
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
              maxLength={COVER_ALT_MAX}
              required
              error={altError ?? pickAltError}
              onChange={(event) => describe(event.currentTarget.value)}
            />
            {onPick ? (
              <Text size="sm" c="dimmed">
                {t('coverUpload.afterSave')}
              </Text>
            ) : (
              <Group>
                <Button onClick={() => void send()} loading={sending} disabled={disabled}>
                  {t('coverUpload.send')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
