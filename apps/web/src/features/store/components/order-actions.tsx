import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconCircleX from '@tabler/icons-react/dist/esm/icons/IconCircleX.mjs';
import IconReceiptRefund from '@tabler/icons-react/dist/esm/icons/IconReceiptRefund.mjs';
import { formatCurrency } from '@app/shared';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { canRefund, canSettle } from '../order-status.ts';
import {
  cancelOrder,
  confirmOrderPayment,
  refreshAfterOrderChange,
  refundOrder,
} from '../orders-api.ts';
import type { OrderDetails } from '../orders-api.ts';
import { RefundModal } from './refund-modal.tsx';
import '../staff/i18n/index.ts';
import '../../../i18n/shared/index.ts';

type Pending = 'confirm' | 'cancel' | 'refund' | null;

/** What staff with `Pedidos` update may do with an order, each behind a confirmation. */
export function OrderActions({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('storeAdmin');
  const queryClient = useQueryClient();
  const canUpdate = useAbility().can('update', 'Pedidos');
  const [pending, setPending] = useState<Pending>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (!canUpdate) return null;

  const settle = canSettle(order.status);
  const refund = canRefund(order.status);
  if (!settle && !refund) return null;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      await refreshAfterOrderChange(queryClient, order);
      notifications.show({ color: 'teal', message: done });
      setPending(null);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof ApiError ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Group gap="sm">
        {settle && (
          <Button
            color="teal"
            leftSection={<IconCircleCheck size={18} aria-hidden />}
            onClick={() => setPending('confirm')}
          >
            {t('storeAdmin.actions.confirm')}
          </Button>
        )}
        {settle && (
          <Button
            variant="light"
            color="gray"
            leftSection={<IconCircleX size={18} aria-hidden />}
            onClick={() => {
              setReason('');
              setPending('cancel');
            }}
          >
            {t('storeAdmin.actions.cancel')}
          </Button>
        )}
        {refund && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconReceiptRefund size={18} aria-hidden />}
            onClick={() => setPending('refund')}
          >
            {t('storeAdmin.actions.refund')}
          </Button>
        )}
      </Group>

      <Modal
        opened={pending === 'confirm'}
        onClose={() => setPending(null)}
        title={t('storeAdmin.actions.confirmTitle', { id: order.id })}
        centered
      >
        <Stack>
          <Text>
            {t('storeAdmin.actions.confirmText', {
              amount: formatCurrency(order.total_cents),
              name: order.customer_name,
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)}>
              {t('admin.cancel')}
            </Button>
            <Button
              color="teal"
              loading={busy}
              data-autofocus
              onClick={() =>
                void run(() => confirmOrderPayment(order.id), t('storeAdmin.actions.confirmed'))
              }
            >
              {t('storeAdmin.actions.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={pending === 'cancel'}
        onClose={() => setPending(null)}
        title={t('storeAdmin.actions.cancelTitle', { id: order.id })}
        centered
      >
        <Stack>
          <Text>{t('storeAdmin.actions.cancelText')}</Text>
          <Textarea
            label={t('storeAdmin.actions.cancelReason')}
            description={t('storeAdmin.actions.cancelReasonHint')}
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)}>
              {t('storeAdmin.actions.keep')}
            </Button>
            <Button
              color="red"
              loading={busy}
              onClick={() =>
                void run(() => cancelOrder(order.id, reason), t('storeAdmin.actions.cancelled'))
              }
            >
              {t('storeAdmin.actions.cancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      {pending === 'refund' && (
        <RefundModal
          order={order}
          onClose={() => setPending(null)}
          onRefund={async (body) => {
            await refundOrder(order.id, body);
            await refreshAfterOrderChange(queryClient, order);
            notifications.show({ color: 'teal', message: t('storeAdmin.refund.done') });
            setPending(null);
          }}
        />
      )}
    </>
  );
}
