import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconUserShield from '@tabler/icons-react/dist/esm/icons/IconUserShield.mjs';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { stopImpersonation, useImpersonation } from '../../../lib/session/impersonation.ts';
import '../../../i18n/shared/index.ts';

/** Always visible while staff acts as a customer, with the way back. */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const impersonation = useImpersonation();
  const [busy, setBusy] = useState(false);
  if (!impersonation) return null;
  const back = async () => {
    setBusy(true);
    try {
      const record = await stopImpersonation();
      notifications.show({ color: 'green', message: t('admin.returned') });
      // Back to the record of the customer staff was acting as, where "Acessar como" was pressed.
      await navigate(record ?? '/', { replace: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      color="orange"
      variant="filled"
      radius={0}
      py={8}
      icon={<IconUserShield size={18} aria-hidden />}
      data-testid="impersonation-banner"
      role="status"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('admin.impersonating', { name: impersonation.customerName })}
        </Text>
        <Button
          size="compact-sm"
          variant="white"
          color="orange"
          onClick={() => void back()}
          loading={busy}
        >
          {t('admin.returnToMain')}
        </Button>
      </Group>
    </Alert>
  );
}
