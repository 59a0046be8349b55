import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Divider,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconBarcode from '@tabler/icons-react/dist/esm/icons/IconBarcode.mjs';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconCreditCard from '@tabler/icons-react/dist/esm/icons/IconCreditCard.mjs';
import IconRefresh from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
import { formatCurrency, isoToBrDate, ORDER_STATUS_PAID } from '@app/shared';
import type { Order } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client/api-error.ts';
import { CARD_BRAND_NAMES, EMPTY_CARD_FORM, readCardForm } from '../card.ts';
import type { CardForm } from '../card.ts';
import { CART_KEYS, newOrderPayment } from '../cart-api.ts';
import type { CardData, NewPaymentBody } from '../cart-api.ts';
import classes from '../cart.module.css';
import { checkoutErrors, pixErrorMessage } from '../checkout-errors.ts';
import { successPath } from '../success-path.ts';
import { awaitsPayment, useOrderWatch } from '../use-order-watch.ts';
import { useCountdown } from '../use-countdown.ts';
import { CardFields } from './card-fields.tsx';
import type { CardFieldErrors } from './card-fields.tsx';
import { CopyCodeButton } from './copy-code-button.tsx';
import { OrderTotals } from './order-summary.tsx';
import { PixIcon } from './payment-icons.tsx';
import { PixCountdown } from './pix-countdown.tsx';
import { latestPayment, PixModal } from './pix-modal.tsx';
import type { OrderPayment } from './pix-modal.tsx';
import '../i18n/index.ts';
import '../checkout/i18n/index.ts';

/**
 * `/carrinho?pedido=ID`: paying an order that waits for its payment — the Pix modal (opened at
 * once for a Pix order), the boleto's line, or another card after a decline. When the payment is
 * confirmed while the page is open (realtime push or the 15 s poll), it moves on to the success
 * page without reloading; an order that was already paid says so instead.
 */
export function OrderPaymentView({ orderId, storePath }: { orderId: number; storePath: string }) {
  const { t } = useTranslation('store');
  const navigate = useNavigate();
  const client = useQueryClient();
  const { order, refresh } = useOrderWatch(orderId);
  const data = order.data;
  const [pixOpen, setPixOpen] = useState(false);
  const [pixError, setPixError] = useState<string | null>(null);
  const firstStatus = useRef<number | null>(null);

  useEffect(() => {
    if (!data) return;
    if (firstStatus.current === null) {
      firstStatus.current = data.status;
      // Arriving with a Pix to pay (right after checkout, or back from the success page).
      if (awaitsPayment(data) && latestPayment(data)?.method === 'pix') setPixOpen(true);
    }
    if (data.status === ORDER_STATUS_PAID && firstStatus.current !== ORDER_STATUS_PAID) {
      void client.invalidateQueries({ queryKey: CART_KEYS.all });
      void navigate(successPath(orderId), { replace: true });
    }
  }, [data, client, navigate, orderId]);

  const pay = useMutation({
    mutationFn: (body: NewPaymentBody) => newOrderPayment(orderId, body),
    meta: { silent: true },
    onSuccess: (next) => {
      client.setQueryData(CART_KEYS.order(orderId), next);
      setPixError(null);
      if (next.method === 'pix' && next.status !== ORDER_STATUS_PAID) setPixOpen(true);
    },
    onError: (error) => {
      setPixError(pixErrorMessage(error));
      // 'Pagamento já realizado' and the like: the order changed under us.
      if (isApiError(error) && error.status === 409) refresh();
    },
  });

  if (order.isPending) return <OrderSkeleton />;
  if (order.isError || !data) {
    const status = isApiError(order.error) ? order.error.status : 0;
    return (
      <Alert color={status === 404 ? 'gray' : 'red'} title={t('checkout.order.loadErrorTitle')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {status === 404 ? t('checkout.order.notFound') : t('checkout.order.loadError')}
          </Text>
          <Button component={Link} to="/carrinho" variant="light" size="xs">
            {t('checkout.order.backToCart')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const payment = latestPayment(data);
  const paidAlready = data.status === ORDER_STATUS_PAID;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Text size="sm" c="dimmed">
            {t('checkout.order.number', { id: data.id })}
          </Text>
          <Title order={1} size="h2">
            {t('checkout.order.payTitle')}
          </Title>
        </div>
        <Badge
          size="lg"
          variant="light"
          color={paidAlready ? 'green' : awaitsPayment(data) ? 'yellow' : 'gray'}
          data-testid="order-status"
        >
          {data.status_name}
        </Badge>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="lg" padding="lg">
            {paidAlready ? (
              <Stack align="center" ta="center" gap="sm" py="md">
                <ThemeIcon size={56} radius={28} color="green" variant="light" aria-hidden>
                  <IconCircleCheck size={32} stroke={1.6} />
                </ThemeIcon>
                <Text fw={700} role="status">
                  {t('storeCheckout:checkout.pix.alreadyPaid')}
                </Text>
                <Button component={Link} to={successPath(data.id)}>
                  {t('storeCheckout:checkout.pix.seeOrder')}
                </Button>
              </Stack>
            ) : !awaitsPayment(data) ? (
              <Stack gap="sm" align="flex-start">
                <Text fw={600}>{t('checkout.order.notPending')}</Text>
                <Button component={Link} to={storePath} variant="light">
                  {t('checkout.empty.action')}
                </Button>
              </Stack>
            ) : payment?.method === 'pix' ? (
              <PixPanel
                payment={payment}
                renewing={pay.isPending}
                error={pixError}
                onOpen={() => setPixOpen(true)}
                onRenew={() => pay.mutate({ method: 'pix' })}
              />
            ) : payment?.method === 'boleto' && payment.status === 'pending' ? (
              <BoletoPanel payment={payment} />
            ) : (
              <CardRetryPanel
                order={data}
                payment={payment}
                paying={pay.isPending}
                error={pay.error}
                onPay={(card) =>
                  pay.mutate({ method: 'card', installments: data.installments, card })
                }
                onPix={() => pay.mutate({ method: 'pix' })}
              />
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="lg" padding="lg" className={classes.sticky}>
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('checkout.order.summaryTitle')}
              </Title>
              <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {data.products.map((p) => (
                  <Group key={p.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" lineClamp={2}>
                      {p.name}
                    </Text>
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatCurrency(p.unit_price_cents)}
                    </Text>
                  </Group>
                ))}
              </Stack>
              <Divider />
              <OrderTotals order={data} />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      <PixModal
        order={data}
        opened={pixOpen}
        onClose={() => setPixOpen(false)}
        onRenew={() => pay.mutate({ method: 'pix' })}
        renewing={pay.isPending}
        error={pixError}
        onSeeOrder={() => void navigate(successPath(data.id))}
        onCheck={refresh}
      />
    </Stack>
  );
}

function PixPanel({
  payment,
  renewing,
  error,
  onOpen,
  onRenew,
}: {
  payment: OrderPayment;
  renewing: boolean;
  error: string | null;
  onOpen: () => void;
  onRenew: () => void;
}) {
  const { t } = useTranslation('store');
  const live = payment.status === 'pending' && payment.pix_qrcode !== null;
  const seconds = useCountdown(live ? payment.pix_expiration_date : null);
  const expired = !live || seconds === 0;
  return (
    <Stack gap="md" align="flex-start">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          <PixIcon size={26} />
        </ThemeIcon>
        <div>
          <Text fw={700}>{t('checkout.order.pixTitle')}</Text>
          <Text size="sm" c="dimmed">
            {expired ? t('storeCheckout:checkout.pix.expiredText') : t('checkout.order.pixText')}
          </Text>
        </div>
      </Group>
      {error && (
        <Alert color="red" variant="light" w="100%" role="alert">
          {error}
        </Alert>
      )}
      {expired ? (
        <Button
          leftSection={<IconRefresh size={18} aria-hidden />}
          loading={renewing}
          onClick={onRenew}
        >
          {t('storeCheckout:checkout.pix.renew')}
        </Button>
      ) : (
        <>
          <PixCountdown seconds={seconds} />
          <Button size="md" leftSection={<PixIcon size={18} />} onClick={onOpen}>
            {t('checkout.order.showPix')}
          </Button>
        </>
      )}
    </Stack>
  );
}

function BoletoPanel({ payment }: { payment: OrderPayment }) {
  const { t } = useTranslation('storeCheckout');
  return (
    <Stack gap="md" data-testid="boleto-panel">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          <IconBarcode size={26} stroke={1.6} />
        </ThemeIcon>
        <div>
          <Text fw={700}>{t('checkout.boleto.title')}</Text>
          {payment.boleto_due_date && (
            <Text size="sm" c="dimmed">
              {t('checkout.boleto.due', {
                date: isoToBrDate(payment.boleto_due_date) ?? payment.boleto_due_date,
              })}
            </Text>
          )}
        </div>
      </Group>
      <Stack gap={6}>
        <Text size="sm" fw={600} id="boleto-line-label">
          {t('checkout.boleto.line')}
        </Text>
        <div
          className={classes.boletoLine}
          aria-labelledby="boleto-line-label"
          data-testid="boleto-line"
        >
          {payment.boleto_line}
        </div>
      </Stack>
      {payment.boleto_line && (
        <CopyCodeButton
          value={payment.boleto_line.replace(/\D+/g, '')}
          label={t('checkout.boleto.copy')}
          copiedMessage={t('checkout.boleto.copied')}
        />
      )}
      <Alert color="blue" variant="light">
        {t('checkout.boleto.note')}
      </Alert>
    </Stack>
  );
}

function CardRetryPanel({
  order,
  payment,
  paying,
  error,
  onPay,
  onPix,
}: {
  order: Order;
  payment: OrderPayment | null;
  paying: boolean;
  error: unknown;
  onPay: (card: CardData) => void;
  onPix: () => void;
}) {
  const { t } = useTranslation('storeCheckout');
  const [card, setCard] = useState<CardForm>(EMPTY_CARD_FORM);
  const [localErrors, setLocalErrors] = useState<CardFieldErrors>({});
  const server = error ? checkoutErrors(error) : null;
  const fieldErrors: CardFieldErrors = {
    number: localErrors.number ?? server?.fields.cardNumber,
    holder: localErrors.holder ?? server?.fields.cardHolder,
    expiry: localErrors.expiry ?? server?.fields.cardExpiry,
    cvv: localErrors.cvv ?? server?.fields.cardCvv,
  };
  const declined = payment?.status === 'declined';
  // A new decline clears the form: the next try is another card.
  const lastPayment = useRef(payment?.id);
  useEffect(() => {
    if (payment?.id !== lastPayment.current) {
      lastPayment.current = payment?.id;
      setCard(EMPTY_CARD_FORM);
    }
  }, [payment?.id]);

  const submit = () => {
    const read = readCardForm(card);
    if (!read.ok) {
      setLocalErrors(
        Object.fromEntries(
          Object.entries(read.errors).map(([field, problem]) => [
            field,
            t(`checkout.card.errors.${problem}`),
          ]),
        ),
      );
      return;
    }
    setLocalErrors({});
    onPay(read.card);
  };

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon
          size={44}
          radius="md"
          variant="light"
          color={declined ? 'red' : undefined}
          aria-hidden
        >
          {declined ? (
            <IconAlertTriangle size={26} stroke={1.6} />
          ) : (
            <IconCreditCard size={26} stroke={1.6} />
          )}
        </ThemeIcon>
        <div>
          <Text fw={700}>
            {declined ? t('checkout.cardRetry.declinedTitle') : t('checkout.cardRetry.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('checkout.cardRetry.text', { total: formatCurrency(order.total_cents) })}
          </Text>
        </div>
      </Group>
      {declined && payment.decline_message && (
        <Alert color="red" variant="light" role="alert" data-testid="card-declined">
          {payment.card_brand && payment.card_last4
            ? t('checkout.cardRetry.declinedCard', {
                brand:
                  CARD_BRAND_NAMES[payment.card_brand as keyof typeof CARD_BRAND_NAMES] ??
                  payment.card_brand,
                last4: payment.card_last4,
                reason: payment.decline_message,
              })
            : payment.decline_message}
        </Alert>
      )}
      {server && server.general.length > 0 && (
        <Alert color="red" variant="light" role="alert">
          {server.general.join('\n')}
        </Alert>
      )}
      <CardFields
        value={card}
        errors={fieldErrors}
        disabled={paying}
        onChange={(next, field) => {
          setCard(next);
          setLocalErrors((e) => ({ ...e, [field]: undefined }));
        }}
      />
      <Button size="md" loading={paying} onClick={submit} data-testid="retry-card">
        {t('checkout.cardRetry.submit', { total: formatCurrency(order.total_cents) })}
      </Button>
      <Divider label={t('checkout.cardRetry.or')} labelPosition="center" />
      <Anchor component="button" type="button" onClick={onPix} disabled={paying} ta="center">
        {t('checkout.cardRetry.payWithPix')}
      </Anchor>
    </Stack>
  );
}

function OrderSkeleton() {
  return (
    <Stack gap="lg" aria-hidden>
      <Skeleton h={32} w={260} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton h={260} radius="lg" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton h={200} radius="lg" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
