import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

/** "Are you sure?" before something that cannot be undone from this screen. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}) {
  const { t } = useTranslation('catalogue');
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack>
        <Text component="div">{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('catalogueAdmin.cancel')}
          </Button>
          <Button
            color="red"
            loading={busy}
            onClick={() => {
              setBusy(true);
              void onConfirm().finally(() => setBusy(false));
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
