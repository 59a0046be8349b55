import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Button, Modal } from '@mantine/core';
import type { ChatFile } from '@app/shared';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { resolveBearerToken } from '../../../lib/api-client/bearer-token.ts';
import { readSessionToken } from '../../../lib/session/session.ts';
import classes from './chat.module.css';

/** Chat files are served to the room's readers only, so they are fetched with the token. */
async function fetchFileBlob(url: string): Promise<Blob> {
  const token = resolveBearerToken(window.location, readSessionToken());
  const response = await fetch(url, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  if (!response.ok) throw new Error(String(response.status));
  return response.blob();
}

function useFileUrl(url: string): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    let made: string | null = null;
    fetchFileBlob(url)
      .then((blob) => {
        if (cancelled) return;
        made = URL.createObjectURL(blob);
        setObjectUrl(made);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return objectUrl;
}

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}

function ImageThumb({ file }: { file: ChatFile }) {
  const { t } = useTranslation('chat');
  const src = useFileUrl(file.url);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={classes.thumb}
        onClick={() => setOpen(true)}
        aria-label={t('message.openImage', { name: file.name })}
      >
        {src && <img src={src} alt="" />}
      </button>
      <Modal opened={open} onClose={() => setOpen(false)} title={file.name} size="auto" centered>
        {src && (
          <img
            src={src}
            alt={t('message.imagePreview')}
            style={{ maxWidth: 'min(90vw, 1100px)', maxHeight: '75vh', display: 'block' }}
          />
        )}
      </Modal>
    </>
  );
}

function PdfChip({ file }: { file: ChatFile }) {
  const { t } = useTranslation('chat');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await fetchFileBlob(file.url);
      const href = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = href;
      a.download = file.name;
      a.click();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="light"
      color="red"
      size="compact-sm"
      radius="xl"
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
      aria-label={t('message.download', { name: file.name })}
      styles={{ label: { maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis' } }}
    >
      {file.name} · {formatSize(file.size_bytes)}
    </Button>
  );
}

export function Attachments({ files }: { files: ChatFile[] }) {
  if (files.length === 0) return null;
  const images = files.filter((f) => f.mime.startsWith('image/'));
  const docs = files.filter((f) => !f.mime.startsWith('image/'));
  return (
    <>
      {images.length > 0 && (
        <div className={classes.thumbs}>
          {images.map((f) => (
            <ImageThumb key={f.id} file={f} />
          ))}
        </div>
      )}
      {docs.length > 0 && (
        <div className={classes.thumbs}>
          {docs.map((f) => (
            <PdfChip key={f.id} file={f} />
          ))}
        </div>
      )}
    </>
  );
}
