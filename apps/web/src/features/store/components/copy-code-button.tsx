import { Button } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import '../checkout/i18n/index.ts';

/** The old selection trick: for http pages and browsers that refuse the Clipboard API. */
function copyWithSelection(text: string): boolean {
  if (typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

async function writeClipboard(text: string): Promise<void> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
  } catch (error) {
    if (!copyWithSelection(text)) throw error;
  }
}

/**
 * Copies a payment code (Pix "copia e cola", boleto line) and says so in a toast — for Pix the
 * spec's 'Código foi copiado para área de transferência'.
 */
export function CopyCodeButton({
  value,
  label,
  copiedMessage,
  ...props
}: { value: string; label: string; copiedMessage: string } & Omit<ButtonProps, 'children'>) {
  const { t } = useTranslation('storeCheckout');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await writeClipboard(value);
      setCopied(true);
      notifications.show({ color: 'green', message: copiedMessage });
    } catch {
      notifications.show({ color: 'red', message: t('checkout.copyFailed') });
    }
  };

  return (
    <Button
      variant={copied ? 'light' : 'filled'}
      color={copied ? 'green' : undefined}
      leftSection={
        copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />
      }
      onClick={() => void copy()}
      {...props}
    >
      {copied ? t('checkout.copied') : label}
    </Button>
  );
}
