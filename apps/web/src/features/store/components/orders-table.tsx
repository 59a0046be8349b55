import '@mantine/core/styles/Table.css';
import { Anchor, Box, Card, Group, Stack, Table, Text } from '@mantine/core';
import { BRANDS, formatCurrency, formatDateTimeSaoPaulo } from '@app/shared';
import type { BrandId } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from 'react-router';
import type { OrderListItem } from '../orders-api.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import '../staff/i18n/index.ts';
import '../../../i18n/shared/index.ts';

export function brandName(brand: string): string {
  return BRANDS[brand as BrandId]?.name ?? brand;
}

function Refunded({ cents }: { cents: number }) {
  const { t } = useTranslation('storeAdmin');
  if (cents <= 0) return null;
  return (
    <Text size="xs" c="red">
      {t('storeAdmin.orders.refundedAmount', { amount: formatCurrency(cents) })}
    </Text>
  );
}

/**
 * Orders as a table from 768 px and as cards below it (the same rows; CSS picks one, so nothing
 * jumps while the page loads). Used by `/pedidos` and the customer's "Pedidos" tab.
 */
export function OrdersTable({
  orders,
  showCustomer = true,
}: {
  orders: readonly OrderListItem[];
  showCustomer?: boolean;
}) {
  const { t } = useTranslation('storeAdmin');
  return (
    <>
      <Box visibleFrom="sm" style={{ overflowX: 'auto' }}>
        <Table striped highlightOnHover verticalSpacing="sm" miw={showCustomer ? 900 : 680}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('storeAdmin.orders.order')}</Table.Th>
              <Table.Th>{t('storeAdmin.orders.date')}</Table.Th>
              {showCustomer && <Table.Th>{t('storeAdmin.orders.customer')}</Table.Th>}
              <Table.Th>{t('storeAdmin.orders.products')}</Table.Th>
              <Table.Th>{t('storeAdmin.orders.method')}</Table.Th>
              <Table.Th>{t('storeAdmin.orders.brand')}</Table.Th>
              <Table.Th ta="right">{t('storeAdmin.orders.total')}</Table.Th>
              <Table.Th>{t('storeAdmin.orders.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/pedidos/${order.id}`} fw={600}>
                    #{order.id}
                  </Anchor>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTimeSaoPaulo(order.created_at, 'DD/MM/YYYY HH:mm')}
                </Table.Td>
                {showCustomer && (
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {order.customer_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {order.customer_email}
                    </Text>
                  </Table.Td>
                )}
                <Table.Td maw={260}>
                  <Text size="sm" lineClamp={2}>
                    {order.products_summary || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>{t(`storeAdmin.methods.${order.method}`)}</Table.Td>
                <Table.Td>{brandName(order.brand)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" fw={600}>
                    {formatCurrency(order.total_cents)}
                  </Text>
                  <Refunded cents={order.refunded_cents} />
                </Table.Td>
                <Table.Td>
                  <OrderStatusBadge status={order.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack hiddenFrom="sm" gap="sm" data-testid="orders-cards">
        {orders.map((order) => (
          <Card
            key={order.id}
            component={Link}
            to={`/pedidos/${order.id}`}
            withBorder
            radius="md"
            padding="sm"
            aria-label={t('storeAdmin.orders.orderNumber', { id: order.id })}
          >
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700}>#{order.id}</Text>
                <OrderStatusBadge status={order.status} />
              </Group>
              {showCustomer && (
                <Text size="sm" fw={500} truncate>
                  {order.customer_name}
                </Text>
              )}
              <Text size="sm" c="dimmed" lineClamp={2}>
                {order.products_summary || '—'}
              </Text>
              <Group justify="space-between" align="flex-end" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {formatDateTimeSaoPaulo(order.created_at, 'DD/MM/YYYY HH:mm')} ·{' '}
                  {t(`storeAdmin.methods.${order.method}`)}
                </Text>
                <Stack gap={0} align="flex-end">
                  <Text fw={700}>{formatCurrency(order.total_cents)}</Text>
                  <Refunded cents={order.refunded_cents} />
                </Stack>
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  );
}
