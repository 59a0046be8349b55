import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client/api-error.ts';
import { startImpersonation } from '../../lib/session/impersonation.ts';
import '../../i18n/shared/index.ts';

/** The shortest reason the audit accepts for "Acessar como". */
const REASON_MIN = 5;

/**
 * "Acessar como" a customer (the users list, the customer record): asks why (the audit keeps
 * it), sets the staff session aside (the banner offers the way back) and opens `defaultRoute`
 * as the customer. Open while `target` is set; each opening starts with an empty reason.
 */
export function LoginAsModal({
  target,
  onClose,
  defaultRoute,
}: {
  target: { id: number; name: string } | null;
  onClose: () => void;
  defaultRoute: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [openedFor, setOpenedFor] = useState(target);
  if (target !== openedFor) {
    setOpenedFor(target);
    if (target) setReason('');
  }

  const impersonate = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await startImpersonation(target, reason);
      await navigate(defaultRoute, { replace: true });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('admin.loginAs'),
        message: error instanceof ApiError ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t('admin.loginAsTitle', { name: target?.name ?? '' })}
      centered
    >
      <Stack>
        <Textarea
          label={t('admin.loginAsReason')}
          description={t('admin.loginAsReasonHint')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          minRows={2}
          autosize
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button
            onClick={() => void impersonate()}
            loading={busy}
            disabled={reason.trim().length < REASON_MIN}
          >
            {t('admin.loginAsConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
