import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconLogin from '@tabler/icons-react/dist/esm/icons/IconLogin.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { LoginAsModal } from '../../../components/staff/login-as-modal.tsx';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { customerRecords } from '../customers-api.ts';
import type { Customer } from '../customers-api.ts';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

/**
 * "Acessar como cliente" (the login-as flow of the users screen: the staff session waits aside
 * and the banner offers the way back) and "Excluir cliente" (soft: history is kept).
 */
export function CustomerActions({
  customer,
  defaultRoute,
}: {
  customer: Customer;
  defaultRoute: string;
}) {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ability = useAbility();
  const canImpersonate = ability.can('update', 'Clientes');
  const canDelete = ability.can('delete', 'Clientes');
  const [pending, setPending] = useState<'loginAs' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  if (customer.deleted_at || (!canImpersonate && !canDelete)) return null;

  const remove = async () => {
    setBusy(true);
    try {
      await customerRecords.remove(customer.id);
      await queryClient.invalidateQueries({ queryKey: ['list-customer'] });
      queryClient.removeQueries({ queryKey: ['customer', customer.id] });
      notifications.show({ color: 'teal', message: t('storeAdmin.customers.deleted') });
      await navigate('/clientes', { replace: true });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof ApiError ? error.message : String(error),
      });
      setBusy(false);
    }
  };

  return (
    <>
      <Group gap="sm">
        {canImpersonate && (
          <Button
            variant="light"
            leftSection={<IconLogin size={16} aria-hidden />}
            onClick={() => setPending('loginAs')}
          >
            {t('storeAdmin.customers.loginAs')}
          </Button>
        )}
        {canDelete && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setPending('delete')}
          >
            {t('storeAdmin.customers.delete')}
          </Button>
        )}
      </Group>
      <LoginAsModal
        target={pending === 'loginAs' ? customer : null}
        onClose={() => setPending(null)}
        defaultRoute={defaultRoute}
      />
      <Modal
        opened={pending === 'delete'}
        onClose={() => setPending(null)}
        title={t('storeAdmin.customers.delete')}
        centered
      >
        <Stack>
          <Text>{t('storeAdmin.customers.deleteConfirm', { name: customer.name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)}>
              {t('admin.cancel')}
            </Button>
            <Button color="red" loading={busy} data-autofocus onClick={() => void remove()}>
              {t('storeAdmin.customers.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
