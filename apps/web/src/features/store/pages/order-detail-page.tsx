import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Alert.css';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import IconUser from '@tabler/icons-react/dist/esm/icons/IconUser.mjs';
import { formatCurrency, formatDateTimeSaoPaulo, formatTaxId } from '@app/shared';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client/api-error.ts';
import { OrderActions } from '../components/order-actions.tsx';
import {
  Field,
  HistorySection,
  NoticesSection,
  PaymentsSection,
  ProductsSection,
  RefundsSection,
  SectionCard,
} from '../components/order-sections.tsx';
import { OrderStatusBadge } from '../components/order-status-badge.tsx';
import { brandName } from '../components/orders-table.tsx';
import { orderDetailsQuery } from '../orders-api.ts';
import type { OrderDetails } from '../orders-api.ts';
import '../staff/i18n/index.ts';
import '../../../i18n/shared/index.ts';

function BackLink() {
  const { t } = useTranslation('storeAdmin');
  return (
    <Anchor component={Link} to="/pedidos" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('storeAdmin.orders.title')}
      </Group>
    </Anchor>
  );
}

function CustomerCard({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('storeAdmin');
  const canSeeCustomer = useAbility().can('read', 'Clientes');
  return (
    <SectionCard title={t('storeAdmin.detail.customer')} testId="order-customer">
      <Stack gap="xs">
        <Field label={t('storeAdmin.detail.name')}>
          {canSeeCustomer ? (
            <Anchor component={Link} to={`/clientes/${order.user_id}`} fw={600}>
              {order.customer_name}
            </Anchor>
          ) : (
            <Text fw={600}>{order.customer_name}</Text>
          )}
        </Field>
        <Field label={t('storeAdmin.detail.email')}>{order.customer_email}</Field>
        <Field label={t('storeAdmin.detail.taxId')}>
          {order.customer_tax_id ? formatTaxId(order.customer_tax_id) : '—'}
        </Field>
        {canSeeCustomer && (
          <Button
            component={Link}
            to={`/clientes/${order.user_id}`}
            variant="light"
            size="xs"
            leftSection={<IconUser size={14} aria-hidden />}
          >
            {t('storeAdmin.detail.openCustomer')}
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}

function SummaryCard({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('storeAdmin');
  return (
    <SectionCard title={t('storeAdmin.detail.summary')} testId="order-summary">
      <Stack gap="xs">
        <Field label={t('storeAdmin.detail.total')}>
          <Text fw={700} size="lg">
            {formatCurrency(order.total_cents)}
          </Text>
        </Field>
        <Field label={t('storeAdmin.orders.method')}>
          {t(`storeAdmin.methods.${order.method}`)}
          {order.method === 'card' &&
            ` · ${t('storeAdmin.detail.installmentsValue', { count: order.installments })}`}
        </Field>
        <Field label={t('storeAdmin.detail.paidAt')}>
          {order.paid_at ? formatDateTimeSaoPaulo(order.paid_at, 'DD/MM/YYYY HH:mm') : '—'}
        </Field>
        <Field label={t('storeAdmin.orders.brand')}>{brandName(order.brand)}</Field>
        {order.coupon_code && (
          <Field label={t('storeAdmin.detail.couponCode')}>{order.coupon_code}</Field>
        )}
      </Stack>
    </SectionCard>
  );
}

/** Staff `/pedidos/:id`: everything about one order, and what can still be done with it. */
export function OrderDetailPage() {
  const { t } = useTranslation('storeAdmin');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const order = useQuery({ ...orderDetailsQuery(id), enabled: valid });

  if (!valid || order.isError)
    return (
      <Stack gap="lg" maw={1200}>
        <BackLink />
        <Alert color="red" title={t('storeAdmin.detail.notFoundTitle')}>
          {!valid || (order.error instanceof ApiError && order.error.status === 404)
            ? t('storeAdmin.detail.notFound')
            : t('storeAdmin.detail.loadError')}
        </Alert>
      </Stack>
    );
  if (order.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );

  const data = order.data;
  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <BackLink />
          <Group gap="sm" align="center">
            <Title order={1} size="h2">
              {t('storeAdmin.orders.orderNumber', { id: data.id })}
            </Title>
            <OrderStatusBadge status={data.status} size="lg" />
          </Group>
          <Text size="sm" c="dimmed">
            {t('storeAdmin.detail.createdOn', {
              date: formatDateTimeSaoPaulo(data.created_at, 'DD/MM/YYYY HH:mm'),
              brand: brandName(data.brand),
            })}
          </Text>
        </Stack>
        <OrderActions order={data} />
      </Group>
      <Grid gap="lg">
        {/* On a phone the customer and the summary come first; the history stays last. */}
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg">
            <CustomerCard order={data} />
            <SummaryCard order={data} />
            <Box visibleFrom="md">
              <HistorySection history={data.history} />
            </Box>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <ProductsSection order={data} />
            <PaymentsSection order={data} />
            <RefundsSection refunds={data.refunds} />
            <NoticesSection notices={data.notices} />
            <Box hiddenFrom="md">
              <HistorySection history={data.history} />
            </Box>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
