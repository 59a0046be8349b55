import { Group, Stack, Text } from '@mantine/core';
import { formatCurrency } from '@app/shared';
import type { Order } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import classes from '../cart.module.css';
import '../checkout/i18n/index.ts';

/** "Pix", "Cartão de crédito em 3x", "Boleto bancário". */
export function useMethodLabel() {
  const { t } = useTranslation('storeCheckout');
  return (order: Pick<Order, 'method' | 'installments'>) =>
    order.method === 'card' && order.installments > 1
      ? t('checkout.methods.cardInstallments', { count: order.installments })
      : t(`checkout.methods.${order.method}`);
}

/** An order's numbers as the API recorded them: subtotal, coupon, payment discount, total. */
export function OrderTotals({ order }: { order: Order }) {
  const { t } = useTranslation('storeCheckout');
  const methodLabel = useMethodLabel();
  return (
    <Stack gap={6} data-testid="order-totals">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t('checkout.summary.subtotal', { count: order.products.length })}
        </Text>
        <Text size="sm" fw={600}>
          {formatCurrency(order.subtotal_cents)}
        </Text>
      </Group>
      {order.coupon_code && order.coupon_discount_cents > 0 && (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="green">
            {t('checkout.summary.coupon', { code: order.coupon_code })}
          </Text>
          <Text size="sm" fw={600} c="green">
            − {formatCurrency(order.coupon_discount_cents)}
          </Text>
        </Group>
      )}
      {order.payment_discount_cents > 0 && (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="green">
            {t('checkout.summary.paymentDiscount', { name: methodLabel(order) })}
          </Text>
          <Text size="sm" fw={600} c="green">
            − {formatCurrency(order.payment_discount_cents)}
          </Text>
        </Group>
      )}
      <Group justify="space-between" align="flex-end" wrap="nowrap" className={classes.totalRow}>
        <div>
          <Text fw={700}>{t('checkout.summary.total')}</Text>
          <Text size="xs" c="dimmed">
            {methodLabel(order)}
          </Text>
        </div>
        <Text className={classes.total} data-testid="order-total">
          {formatCurrency(order.total_cents)}
        </Text>
      </Group>
    </Stack>
  );
}
