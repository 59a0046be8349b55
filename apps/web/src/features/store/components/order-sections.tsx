import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  ActionIcon,
  Badge,
  Box,
  Card,
  Code,
  CopyButton,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import { formatCurrency, formatDateTimeSaoPaulo } from '@app/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import {
  HISTORY_ACTION_KEYS,
  NOTICE_OUTCOME_COLORS,
  PAYMENT_STATUS_COLORS,
} from '../order-status.ts';
import type { OrderDetails, OrderPayment } from '../orders-api.ts';
import '../staff/i18n/index.ts';
import '../../../i18n/shared/index.ts';

const when = (iso: string | null) => (iso ? formatDateTimeSaoPaulo(iso, 'DD/MM/YYYY HH:mm') : '—');

export function SectionCard({
  title,
  children,
  testId,
  extra,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  extra?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          {extra}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** A label over its value: the fields of the side cards and of each payment. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function Copyable({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('storeAdmin');
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap', flex: 1 }}>
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('storeAdmin.detail.copied') : label} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={label}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
};

function percent(part: number, whole: number, locale: string): string {
  if (whole <= 0) return '—';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    part / whole,
  );
}

/** Each product with its share of what was paid (coupon and payment discounts spread over them). */
export function ProductsSection({ order }: { order: OrderDetails }) {
  const { t, i18n } = useTranslation('storeAdmin');
  const refunded = order.refunded_cents;
  return (
    <SectionCard title={t('storeAdmin.detail.products')} testId="order-products">
      <Box visibleFrom="sm">
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('storeAdmin.detail.product')}</Table.Th>
              <Table.Th ta="right">{t('storeAdmin.detail.quantity')}</Table.Th>
              <Table.Th ta="right">{t('storeAdmin.detail.unitPrice')}</Table.Th>
              <Table.Th ta="right">{t('storeAdmin.detail.share')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.products.map((product) => (
              <Table.Tr key={product.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {product.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`storeAdmin.kinds.${product.kind}`)} ·{' '}
                    {product.access_days === null
                      ? t('storeAdmin.detail.lifetime')
                      : t('storeAdmin.detail.accessDays', { count: product.access_days })}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{product.amount}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatCurrency(product.unit_price_cents)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" fw={500}>
                    {formatCurrency(product.total_cents)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {percent(product.total_cents, order.total_cents, i18n.language)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack hiddenFrom="sm" gap="sm">
        {order.products.map((product) => (
          <div key={product.id}>
            <Text size="sm" fw={500}>
              {product.name}
            </Text>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="xs" c="dimmed">
                {t(`storeAdmin.kinds.${product.kind}`)} · {product.amount} ×{' '}
                {formatCurrency(product.unit_price_cents)}
              </Text>
              <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {formatCurrency(product.total_cents)}
              </Text>
            </Group>
          </div>
        ))}
      </Stack>
      <Divider />
      <Stack gap={4} maw={360} ml="auto" w="100%">
        <Line
          label={t('storeAdmin.detail.subtotal')}
          value={formatCurrency(order.subtotal_cents)}
        />
        {order.coupon_discount_cents > 0 && (
          <Line
            label={t('storeAdmin.detail.coupon', { code: order.coupon_code ?? '' })}
            value={formatCurrency(-order.coupon_discount_cents)}
          />
        )}
        {order.payment_discount_cents > 0 && (
          <Line
            label={t('storeAdmin.detail.paymentDiscount', {
              method: t(`storeAdmin.methods.${order.method}`),
            })}
            value={formatCurrency(-order.payment_discount_cents)}
          />
        )}
        <Line
          label={t('storeAdmin.detail.total')}
          value={formatCurrency(order.total_cents)}
          strong
        />
        {refunded > 0 && (
          <>
            <Line
              label={t('storeAdmin.detail.refunded')}
              value={formatCurrency(-refunded)}
              color="red"
            />
            <Line
              label={t('storeAdmin.detail.net')}
              value={formatCurrency(order.total_cents - refunded)}
              strong
            />
          </>
        )}
      </Stack>
    </SectionCard>
  );
}

function Line({
  label,
  value,
  strong,
  color,
}: {
  label: string;
  value: string;
  strong?: boolean;
  color?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined} c={color}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} c={color} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

function PaymentDetails({ payment }: { payment: OrderPayment }) {
  const { t } = useTranslation('storeAdmin');
  switch (payment.method) {
    case 'pix':
      return (
        <>
          {(payment.status === 'pending' || payment.status === 'expired') && (
            <Field label={t('storeAdmin.detail.pixExpires')}>
              {when(payment.pix_expiration_date)}
            </Field>
          )}
          {payment.pix_qrcode && payment.status === 'pending' && (
            <div style={{ gridColumn: '1 / -1' }}>
              <Text size="xs" c="dimmed" mb={4}>
                {t('storeAdmin.detail.pixCode')}
              </Text>
              <Copyable value={payment.pix_qrcode} label={t('storeAdmin.detail.copyPix')} />
            </div>
          )}
        </>
      );
    case 'card':
      return (
        <>
          <Field label={t('storeAdmin.detail.card')}>
            {payment.card_brand || payment.card_last4
              ? `${CARD_BRANDS[payment.card_brand ?? ''] ?? payment.card_brand ?? ''} •••• ${payment.card_last4 ?? '····'}`
              : '—'}
          </Field>
          <Field label={t('storeAdmin.detail.installments')}>
            {t('storeAdmin.detail.installmentsValue', { count: payment.installments })}
          </Field>
        </>
      );
    case 'boleto':
      return (
        <>
          <Field label={t('storeAdmin.detail.boletoDue')}>
            {payment.boleto_due_date
              ? (formatDateTimeSaoPaulo(payment.boleto_due_date) ?? payment.boleto_due_date)
              : '—'}
          </Field>
          {payment.boleto_line && (
            <div style={{ gridColumn: '1 / -1' }}>
              <Text size="xs" c="dimmed" mb={4}>
                {t('storeAdmin.detail.boletoLine')}
              </Text>
              <Copyable value={payment.boleto_line} label={t('storeAdmin.detail.copyBoleto')} />
            </div>
          )}
        </>
      );
  }
}

/** Every payment attempt (a new Pix after one expired, another card after a decline…). */
export function PaymentsSection({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('storeAdmin');
  return (
    <SectionCard title={t('storeAdmin.detail.payments')} testId="order-payments">
      {order.order_payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('storeAdmin.detail.noPayments')}
        </Text>
      ) : (
        order.order_payments.map((payment) => (
          <Card key={payment.id} withBorder radius="sm" padding="sm">
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs">
                  <Text fw={600}>{t(`storeAdmin.methods.${payment.method}`)}</Text>
                  <Badge color={PAYMENT_STATUS_COLORS[payment.status]} variant="light" size="sm">
                    {t(`storeAdmin.paymentStatuses.${payment.status}`)}
                  </Badge>
                </Group>
                <Text fw={600}>{formatCurrency(payment.amount_cents)}</Text>
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs">
                <Field label={t('storeAdmin.detail.createdAt')}>{when(payment.created_at)}</Field>
                <Field label={t('storeAdmin.detail.paidAt')}>{when(payment.paid_at)}</Field>
                <Field label={t('storeAdmin.detail.provider')}>
                  {t(`storeAdmin.providers.${payment.provider}`, {
                    defaultValue: payment.provider,
                  })}
                </Field>
                <PaymentDetails payment={payment} />
              </SimpleGrid>
              {payment.decline_message && (
                <Text size="sm" c="red">
                  {t('storeAdmin.detail.declined', { message: payment.decline_message })}
                </Text>
              )}
            </Stack>
          </Card>
        ))
      )}
    </SectionCard>
  );
}

/**
 * A detail section listing rows: a line when there are none, a table from `sm` up and a stacked
 * card a row below it.
 */
function RowsSection<T extends { id: number }>({
  title,
  testId,
  rows,
  emptyText,
  head,
  cells,
  card,
}: {
  title: string;
  testId: string;
  rows: T[];
  emptyText: string;
  head: ReactNode;
  cells: (row: T) => ReactNode;
  card: (row: T) => ReactNode;
}) {
  return (
    <SectionCard title={title} testId={testId}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <>
          <Box visibleFrom="sm">
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>{head}</Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>{cells(row)}</Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
          <Stack hiddenFrom="sm" gap="sm">
            {rows.map((row) => (
              <div key={row.id}>{card(row)}</div>
            ))}
          </Stack>
        </>
      )}
    </SectionCard>
  );
}

type Refund = OrderDetails['refunds'][number];

/** "Total" or "Parcial", in the refund's colour. */
function RefundTypeBadge({ type }: { type: Refund['type'] }) {
  const { t } = useTranslation('storeAdmin');
  return (
    <Badge color={type === 'full' ? 'red' : 'grape'} variant="light">
      {t(`storeAdmin.refundTypes.${type}`)}
    </Badge>
  );
}

/** The refund columns' heads: when, type, amount, reason and by whom. */
export function RefundHeads() {
  const { t } = useTranslation('storeAdmin');
  return (
    <>
      <Table.Th>{t('storeAdmin.detail.when')}</Table.Th>
      <Table.Th>{t('storeAdmin.detail.refundType')}</Table.Th>
      <Table.Th ta="right">{t('storeAdmin.detail.amount')}</Table.Th>
      <Table.Th>{t('storeAdmin.detail.reason')}</Table.Th>
      <Table.Th>{t('storeAdmin.detail.by')}</Table.Th>
    </>
  );
}

/** A refund's cells under {@link RefundHeads}. */
export function RefundCells({ refund }: { refund: Omit<Refund, 'id'> }) {
  return (
    <>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(refund.created_at)}</Table.Td>
      <Table.Td>
        <RefundTypeBadge type={refund.type} />
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatCurrency(refund.amount_cents)}
      </Table.Td>
      <Table.Td>{refund.reason}</Table.Td>
      <Table.Td>{refund.created_by_name ?? '—'}</Table.Td>
    </>
  );
}

export function RefundsSection({ refunds }: { refunds: OrderDetails['refunds'] }) {
  const { t } = useTranslation('storeAdmin');
  return (
    <RowsSection
      title={t('storeAdmin.detail.refunds')}
      testId="order-refunds"
      rows={refunds}
      emptyText={t('storeAdmin.detail.noRefunds')}
      head={<RefundHeads />}
      cells={(refund) => <RefundCells refund={refund} />}
      card={(refund) => (
        <>
          <Group justify="space-between" wrap="nowrap">
            <RefundTypeBadge type={refund.type} />
            <Text size="sm" fw={600}>
              {formatCurrency(refund.amount_cents)}
            </Text>
          </Group>
          <Text size="sm">{refund.reason}</Text>
          <Text size="xs" c="dimmed">
            {refund.created_by_name ?? '—'} · {when(refund.created_at)}
          </Text>
        </>
      )}
    />
  );
}

/** What the PSP told us (Pix webhook), including what was refused and why. */
export function NoticesSection({ notices }: { notices: OrderDetails['notices'] }) {
  const { t } = useTranslation('storeAdmin');
  return (
    <RowsSection
      title={t('storeAdmin.detail.notices')}
      testId="order-notices"
      rows={notices}
      emptyText={t('storeAdmin.detail.noNotices')}
      head={
        <>
          <Table.Th>{t('storeAdmin.detail.when')}</Table.Th>
          <Table.Th>{t('storeAdmin.detail.outcome')}</Table.Th>
          <Table.Th ta="right">{t('storeAdmin.detail.amount')}</Table.Th>
          <Table.Th>{t('storeAdmin.detail.endToEnd')}</Table.Th>
        </>
      }
      cells={(notice) => (
        <>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(notice.created_at)}</Table.Td>
          <Table.Td>
            <Badge color={NOTICE_OUTCOME_COLORS[notice.outcome] ?? 'gray'} variant="light">
              {t(`storeAdmin.outcomes.${notice.outcome}`, { defaultValue: notice.outcome })}
            </Badge>
          </Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {notice.amount_cents === null ? '—' : formatCurrency(notice.amount_cents)}
          </Table.Td>
          <Table.Td>
            <Text size="xs" ff="monospace">
              {notice.external_id}
            </Text>
            <Text size="xs" c="dimmed">
              {notice.provider}
            </Text>
          </Table.Td>
        </>
      )}
      card={(notice) => (
        <>
          <Group justify="space-between" wrap="nowrap">
            <Badge color={NOTICE_OUTCOME_COLORS[notice.outcome] ?? 'gray'} variant="light">
              {t(`storeAdmin.outcomes.${notice.outcome}`, { defaultValue: notice.outcome })}
            </Badge>
            <Text size="sm" fw={600}>
              {notice.amount_cents === null ? '—' : formatCurrency(notice.amount_cents)}
            </Text>
          </Group>
          <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {notice.external_id}
          </Text>
          <Text size="xs" c="dimmed">
            {when(notice.created_at)}
          </Text>
        </>
      )}
    />
  );
}

/** The order's audit trail, oldest first. */
export function HistorySection({ history }: { history: OrderDetails['history'] }) {
  const { t } = useTranslation('storeAdmin');
  return (
    <SectionCard title={t('storeAdmin.detail.history')} testId="order-history">
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('storeAdmin.detail.noHistory')}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {history.map((entry, index) => {
            const key = HISTORY_ACTION_KEYS[entry.action];
            return (
              <Group key={index} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <div>
                  <Text size="sm" fw={500}>
                    {key ? t(`storeAdmin.history.${key}`) : entry.action}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {entry.actor_name ?? t('storeAdmin.history.system')}
                  </Text>
                </div>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {when(entry.created_at)}
                </Text>
              </Group>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
