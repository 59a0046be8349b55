import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { ApiError } from '../../lib/api-client/api-error.ts';
import { ebookLink } from './ebooks-api.ts';
import './i18n/index.ts';
import '../../i18n/shared/index.ts';

/**
 * Download ("Baixar PDF") and read ("Ler agora") an ebook the person may open: each asks the API
 * for a fresh 5-minute link first. Reading opens a tab before the request (browsers only allow
 * pop-ups straight from a click), then points it at the PDF.
 */
export function useEbookFile() {
  const { t } = useTranslation('ebooks');
  const [busy, setBusy] = useState<string | null>(null);

  const fail = (error: unknown) =>
    notifications.show({
      color: 'red',
      title: t('ebooks.downloadFailed'),
      message: error instanceof ApiError ? error.message : t('ebooks.tryAgain'),
    });

  const download = async (id: number) => {
    setBusy(`download:${id}`);
    try {
      const { url } = await ebookLink(id);
      window.location.assign(url);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const read = async (id: number) => {
    setBusy(`read:${id}`);
    const tab = window.open('about:blank', '_blank');
    try {
      const { url } = await ebookLink(id, 'inline');
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  return {
    download,
    read,
    downloading: (id: number) => busy === `download:${id}`,
    reading: (id: number) => busy === `read:${id}`,
  };
}
