import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Alert.css';
import {
  Alert,
  Button,
  Group,
  Modal,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import { notifications } from '@mantine/notifications';
import { formatCurrency, parseCurrencyToCents } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import type { RefundInput } from '../orders-api.ts';
import { REFUND_SERVER_FIELDS, validateRefund } from '../refund-form.ts';
import type { RefundFormErrors, RefundFormValues } from '../refund-form.ts';
import '../staff/i18n/index.ts';
import '../../../i18n/shared/index.ts';

/**
 * "Estornar": full (what is left) or partial (an amount in reais), with a reason. The request is
 * `onRefund`, so the form can be tried without a server; its errors land under the fields they
 * name or in a toast.
 */
export function RefundModal({
  order,
  onClose,
  onRefund,
}: {
  order: { id: number; total_cents: number; refunded_cents: number };
  onClose: () => void;
  onRefund: (body: RefundInput) => Promise<void>;
}) {
  const { t } = useTranslation('storeAdmin');
  const remaining = order.total_cents - order.refunded_cents;
  const [values, setValues] = useState<RefundFormValues>({ type: 'full', amount: '', reason: '' });
  const [errors, setErrors] = useState<RefundFormErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<RefundFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setErrors((current) => ({
      ...current,
      ...('amount' in change || 'type' in change ? { amount: undefined } : {}),
      ...('reason' in change ? { reason: undefined } : {}),
    }));
  };

  const typed = parseCurrencyToCents(values.amount);
  const amountLabel =
    values.type === 'full'
      ? formatCurrency(remaining)
      : typed !== null && typed > 0
        ? formatCurrency(typed)
        : null;

  const submit = async () => {
    const checked = validateRefund(values, remaining, t);
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    try {
      await onRefund(checked.body);
    } catch (error) {
      const placed: RefundFormErrors = {};
      const detail = error instanceof ApiError ? (error.body as { error?: unknown })?.error : null;
      if (detail && typeof detail === 'object' && !Array.isArray(detail)) {
        for (const [field, messages] of Object.entries(detail as Record<string, unknown>)) {
          const target = REFUND_SERVER_FIELDS[field];
          if (target)
            placed[target] = Array.isArray(messages) ? String(messages[0]) : String(messages);
        }
      }
      if (placed.amount || placed.reason) setErrors(placed);
      else
        notifications.show({
          color: 'red',
          title: t('storeAdmin.refund.failed'),
          message: error instanceof Error ? error.message : String(error),
        });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('storeAdmin.refund.title', { id: order.id })}
      centered
      size="lg"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Text size="sm">
            {t('storeAdmin.refund.available', { amount: formatCurrency(remaining) })}
          </Text>
          <Radio.Group
            label={t('storeAdmin.refund.type')}
            value={values.type}
            onChange={(value) => set({ type: value === 'partial' ? 'partial' : 'full' })}
          >
            <Stack gap="xs" mt={6}>
              <Radio
                value="full"
                label={t('storeAdmin.refund.full', { amount: formatCurrency(remaining) })}
              />
              <Radio value="partial" label={t('storeAdmin.refund.partial')} />
            </Stack>
          </Radio.Group>
          {values.type === 'full' ? (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              title={t('storeAdmin.refund.fullEndsAccessTitle')}
            >
              {t('storeAdmin.refund.fullEndsAccess')}
            </Alert>
          ) : (
            <>
              <TextInput
                label={t('storeAdmin.refund.amount')}
                description={t('storeAdmin.refund.amountHint', {
                  amount: formatCurrency(remaining),
                })}
                placeholder="0,00"
                leftSection={<Text size="sm">R$</Text>}
                inputMode="decimal"
                autoComplete="off"
                required
                value={values.amount}
                error={errors.amount}
                onChange={(event) => set({ amount: event.currentTarget.value })}
                onBlur={() => {
                  // Shows what was understood: "150,5" becomes "150,50".
                  if (typed !== null && typed > 0)
                    set({ amount: formatCurrency(typed).replace(/^R\$\s?/, '') });
                }}
                data-autofocus
              />
              <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
                {t('storeAdmin.refund.partialKeepsAccess')}
              </Alert>
            </>
          )}
          <Textarea
            label={t('storeAdmin.refund.reason')}
            description={t('storeAdmin.refund.reasonHint')}
            required
            autosize
            minRows={2}
            maxLength={500}
            value={values.reason}
            error={errors.reason}
            onChange={(event) => set({ reason: event.currentTarget.value })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {amountLabel
                ? t('storeAdmin.refund.confirmAmount', { amount: amountLabel })
                : t('storeAdmin.refund.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
