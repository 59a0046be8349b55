import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Alert.css';
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconRefresh from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
import { formatCurrency, ORDER_STATUS_PAID } from '@app/shared';
import type { Order } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import classes from '../cart.module.css';
import { useCountdown } from '../use-countdown.ts';
import { CopyCodeButton } from './copy-code-button.tsx';
import { PixCountdown } from './pix-countdown.tsx';
import '../checkout/i18n/index.ts';

export type OrderPayment = Order['order_payments'][number];

/** The payment the buyer is on now: the API lists an order's payments newest first. */
export function latestPayment(order: Order): OrderPayment | null {
  return order.order_payments[0] ?? null;
}

export interface PixModalProps {
  order: Order;
  opened: boolean;
  onClose: () => void;
  /** "Gerar novo código" (order-new-payment). */
  onRenew: () => void;
  renewing: boolean;
  /** The last failure, already read the spec section 8 way. */
  error: string | null;
  /** The order is paid: go to what was bought. */
  onSeeOrder: () => void;
  /** At zero and every 300 s (spec section 9): read the order again. */
  onCheck: () => void;
}

/**
 * The Pix modal (spec sections 2, 4, 8): QR code, "copia e cola" with a copy button, the countdown
 * to the code's expiry, and the waiting notes. Paid orders show 'Pagamento já realizado' instead;
 * an expired code offers a new one. Mantine's modal traps focus; the status line is a live region.
 */
export function PixModal(props: PixModalProps) {
  const { t } = useTranslation('storeCheckout');
  const { order, opened, onClose } = props;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('checkout.pix.title')}
      centered
      radius="lg"
      size="md"
      padding="lg"
      transitionProps={{ duration: 300 }}
      overlayProps={{ backgroundOpacity: 0.55, blur: 2, transitionProps: { duration: 650 } }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid="pix-modal"
    >
      {order.status === ORDER_STATUS_PAID ? (
        <PaidState onSeeOrder={props.onSeeOrder} />
      ) : (
        <PixBody {...props} />
      )}
    </Modal>
  );
}

function PaidState({ onSeeOrder }: { onSeeOrder: () => void }) {
  const { t } = useTranslation('storeCheckout');
  return (
    <Stack align="center" gap="md" ta="center" py="md">
      <ThemeIcon size={64} radius={32} color="green" variant="light" aria-hidden>
        <IconCircleCheck size={36} stroke={1.6} />
      </ThemeIcon>
      <Text fw={700} size="lg" role="status" aria-live="polite">
        {t('checkout.pix.alreadyPaid')}
      </Text>
      <Button onClick={onSeeOrder} data-autofocus>
        {t('checkout.pix.seeOrder')}
      </Button>
    </Stack>
  );
}

function PixBody({ order, onRenew, renewing, error, onCheck }: PixModalProps) {
  const { t } = useTranslation('storeCheckout');
  const payment = latestPayment(order);
  const pix =
    payment?.method === 'pix' && payment.status === 'pending' && payment.pix_qrcode
      ? { ...payment, pix_qrcode: payment.pix_qrcode }
      : null;
  const seconds = useCountdown(pix ? pix.pix_expiration_date : null, {
    onZero: onCheck,
    onInterval: onCheck,
  });

  return (
    <Stack gap="md">
      <Text ta="center" size="sm" c="dimmed">
        {t('checkout.pix.amount')}{' '}
        <Text component="span" fw={800} c="var(--mantine-color-text)" fz="lg">
          {formatCurrency(pix?.amount_cents ?? order.total_cents)}
        </Text>
      </Text>

      {error && (
        <Alert color="red" variant="light" role="alert" data-testid="pix-error">
          {error}
        </Alert>
      )}

      {pix === null || seconds === 0 ? (
        <Stack align="center" gap="sm" ta="center" py="sm" data-testid="pix-expired">
          <ThemeIcon size={56} radius={28} color="orange" variant="light" aria-hidden>
            <IconAlertTriangle size={30} stroke={1.6} />
          </ThemeIcon>
          <Text fw={700} role="status" aria-live="polite">
            {t('checkout.pix.expired')}
          </Text>
          <Text size="sm" c="dimmed" maw={340}>
            {t('checkout.pix.expiredText')}
          </Text>
          <Button
            leftSection={<IconRefresh size={18} aria-hidden />}
            loading={renewing}
            onClick={onRenew}
            data-autofocus
          >
            {t('checkout.pix.renew')}
          </Button>
        </Stack>
      ) : (
        <>
          {pix.pix_qrcode_url && (
            <img
              className={classes.qr}
              src={pix.pix_qrcode_url}
              alt={t('checkout.pix.qrAlt')}
              data-testid="pix-qrcode"
            />
          )}
          <PixCountdown seconds={seconds} />
          <Stack gap={6}>
            <Text size="sm" fw={600} id="pix-copy-label">
              {t('checkout.pix.copyPaste')}
            </Text>
            <div className={classes.code} aria-labelledby="pix-copy-label" data-testid="pix-code">
              {pix.pix_qrcode}
            </div>
            <CopyCodeButton
              value={pix.pix_qrcode}
              label={t('checkout.pix.copy')}
              copiedMessage={t('checkout.pix.copiedToast')}
              fullWidth
              size="md"
              data-autofocus
            />
          </Stack>
          <ol className={classes.steps}>
            <li>{t('checkout.pix.step1')}</li>
            <li>{t('checkout.pix.step2')}</li>
            <li>{t('checkout.pix.step3')}</li>
          </ol>
          <Stack gap={2} align="center" ta="center">
            <Group gap="xs" justify="center" role="status" aria-live="polite">
              <Loader size="xs" type="dots" aria-hidden />
              <Text size="sm" fw={600}>
                {t('checkout.pix.awaiting')}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t('checkout.pix.approvedSoon')}
            </Text>
          </Stack>
          <VisuallyHidden>{t('checkout.pix.orderNumber', { id: order.id })}</VisuallyHidden>
        </>
      )}
    </Stack>
  );
}
