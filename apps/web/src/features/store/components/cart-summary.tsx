import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { formatCurrency } from '@app/shared';
import type { Cart } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import type { InstallmentOption } from '../cart-api.ts';
import classes from '../cart.module.css';
import '../checkout/i18n/index.ts';

function Row({
  label,
  value,
  testId,
  accent,
}: {
  label: string;
  value: string;
  testId: string;
  accent?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid={testId}>
      <Text size="sm" c={accent ? 'green.8' : 'dimmed'}>
        {label}
      </Text>
      <Text size="sm" fw={600} c={accent ? 'green.8' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * Subtotal, coupon, payment discount and total — every number is the API's (the browser only
 * formats them). With a card, the chosen installments are shown as the API labelled them.
 */
export function CartSummary({
  cart,
  installment,
}: {
  cart: Cart;
  installment?: InstallmentOption | undefined;
}) {
  const { t } = useTranslation('storeCheckout');
  const method = cart.payment_type?.method;
  return (
    <Stack gap="xs" data-testid="cart-summary">
      <Row
        testId="summary-subtotal"
        label={t('checkout.summary.subtotal', { count: cart.products_amount })}
        value={formatCurrency(cart.subtotal_cents)}
      />
      {cart.coupon && cart.coupon_discount_cents > 0 && (
        <Row
          testId="summary-coupon"
          accent
          label={t('checkout.summary.coupon', { code: cart.coupon.code })}
          value={`− ${formatCurrency(cart.coupon_discount_cents)}`}
        />
      )}
      {cart.payment_type && cart.payment_discount_cents > 0 && (
        <Row
          testId="summary-payment-discount"
          accent
          label={t('checkout.summary.paymentDiscount', { name: cart.payment_type.name })}
          value={`− ${formatCurrency(cart.payment_discount_cents)}`}
        />
      )}
      <Group
        justify="space-between"
        align="flex-end"
        wrap="nowrap"
        className={classes.totalRow}
        mt={4}
      >
        <Text fw={700}>{t('checkout.summary.total')}</Text>
        <Text className={classes.total} data-testid="summary-total" aria-live="polite">
          {formatCurrency(cart.total_cents)}
        </Text>
      </Group>
      {method === 'card' && installment && (
        <Text size="sm" c="dimmed" ta="right" data-testid="summary-installments">
          {installment.label}
        </Text>
      )}
      {method === 'pix' && (
        <Text size="sm" c="dimmed" ta="right">
          {t('checkout.summary.pixCash')}
        </Text>
      )}
      {method === 'boleto' && (
        <Text size="sm" c="dimmed" ta="right">
          {t('checkout.summary.boletoCash')}
        </Text>
      )}
    </Stack>
  );
}

export function CartSummarySkeleton() {
  return (
    <Stack gap="sm" aria-hidden>
      <Skeleton h={12} />
      <Skeleton h={12} w="80%" />
      <Skeleton h={28} mt="sm" />
    </Stack>
  );
}
