import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Alert,
  Box,
  Button,
  Card,
  Divider,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import IconReceipt from '@tabler/icons-react/dist/esm/icons/IconReceipt.mjs';
import { formatDateTimeSaoPaulo, ORDER_STATUS_PAID } from '@app/shared';
import type { Order } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state.tsx';
import { isApiError } from '../../../lib/api-client/api-error.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { CART_KEYS } from '../cart-api.ts';
import { OrderTotals, useMethodLabel } from '../components/order-summary.tsx';
import { ProductThumb } from '../components/product-thumb.tsx';
import { SignInToSee } from '../components/sign-in-to-see.tsx';
import { awaitsPayment, useOrderWatch } from '../use-order-watch.ts';
import '../i18n/index.ts';
import '../checkout/i18n/index.ts';

const ORDER_ID = /^[1-9]\d{0,15}$/;

/**
 * `/pagamento/sucesso?pedido=ID`: what was bought, with a way into each product — only once the
 * order is paid (status 2). Otherwise it says where the payment stands and links back to it.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation('store');
  const [search] = useSearchParams();
  const { loggedIn } = useSession();
  const raw = search.get('pedido') ?? '';
  if (!ORDER_ID.test(raw))
    return (
      <PageState
        icon={<IconReceipt size={36} />}
        title={t('storeCheckout:checkout.success.noOrderTitle')}
        text={t('storeCheckout:checkout.success.noOrderText')}
        action={{ to: '/', label: t('storeCheckout:checkout.success.goHome') }}
      />
    );
  if (!loggedIn)
    return (
      <SignInToSee target={`/pagamento/sucesso?pedido=${raw}`} text={t('checkout.order.signIn')} />
    );
  return <OrderOutcome orderId={Number(raw)} />;
}

function OrderOutcome({ orderId }: { orderId: number }) {
  const { t } = useTranslation('store');
  const client = useQueryClient();
  const { order } = useOrderWatch(orderId);
  const paid = order.data?.status === ORDER_STATUS_PAID;
  useEffect(() => {
    if (!paid) return;
    // What was bought shows up at once in the buyer's lists and the header's cart.
    void client.invalidateQueries({ queryKey: CART_KEYS.quantity });
    void client.invalidateQueries({ queryKey: ['my-courses'] });
  }, [paid, client]);

  if (order.isPending)
    return (
      <Stack gap="md" maw={720} mx="auto" w="100%" aria-hidden>
        <Skeleton h={120} radius="lg" />
        <Skeleton h={220} radius="lg" />
      </Stack>
    );
  if (order.isError || !order.data) {
    const notFound = isApiError(order.error) && order.error.status === 404;
    return (
      <Alert
        color={notFound ? 'gray' : 'red'}
        title={t('checkout.order.loadErrorTitle')}
        maw={720}
        mx="auto"
      >
        {notFound ? t('checkout.order.notFound') : t('checkout.order.loadError')}
      </Alert>
    );
  }
  return paid ? <Paid order={order.data} /> : <NotPaid order={order.data} />;
}

const LINK_LABEL = {
  course: 'storeCheckout:checkout.success.openCourse',
  ebook: 'storeCheckout:checkout.success.openEbook',
  signature: 'storeCheckout:checkout.success.openSignature',
  bundle: 'storeCheckout:checkout.success.openBundle',
  trade_method: 'storeCheckout:checkout.success.openMethod',
} as const;

function Paid({ order }: { order: Order }) {
  const { t } = useTranslation('storeCheckout');
  const methodLabel = useMethodLabel();
  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%" data-testid="payment-success">
      <Card withBorder radius="lg" padding="xl">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={72} radius={36} color="green" variant="light" aria-hidden>
            <IconCircleCheck size={42} stroke={1.5} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('checkout.success.title')}
          </Title>
          <Text c="dimmed" maw={480}>
            {t('checkout.success.text')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('checkout.success.meta', {
              id: order.id,
              method: methodLabel(order),
              date: formatDateTimeSaoPaulo(
                order.paid_at ?? order.created_at,
                'DD/MM/YYYY [às] HH:mm',
              ),
            })}
          </Text>
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="bought">
        <Stack gap="md">
          <Title order={2} size="h4" id="bought">
            {t('checkout.success.bought')}
          </Title>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {order.products.map((p) => (
              <Group key={p.id} component="li" wrap="nowrap" gap="md" data-testid="bought-product">
                <Box visibleFrom="xs">
                  <ProductThumb kind={p.kind} coverUrl={null} />
                </Box>
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} lineClamp={2}>
                    {p.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {p.access_days === null
                      ? t('checkout.lines.lifetime')
                      : t('checkout.success.accessDays', { count: p.access_days })}
                  </Text>
                </Stack>
                {p.link && (
                  <Button
                    component={Link}
                    to={p.link}
                    variant="light"
                    rightSection={<IconArrowRight size={16} aria-hidden />}
                  >
                    {t(LINK_LABEL[p.kind])}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
          <Divider />
          <OrderTotals order={order} />
        </Stack>
      </Card>
    </Stack>
  );
}

function NotPaid({ order }: { order: Order }) {
  const { t } = useTranslation('storeCheckout');
  const waiting = awaitsPayment(order);
  return (
    <PageState
      icon={<IconClock size={36} />}
      color={waiting ? 'yellow' : 'gray'}
      badge={order.status_name}
      title={waiting ? t('checkout.success.pendingTitle') : t('checkout.success.closedTitle')}
      text={waiting ? t('checkout.success.pendingText') : t('store:checkout.order.notPending')}
      testId="payment-not-confirmed"
      action={
        waiting
          ? { to: `/carrinho?pedido=${order.id}`, label: t('checkout.success.goToPayment') }
          : { to: '/', label: t('checkout.success.goHome') }
      }
    />
  );
}
