import { ActionIcon, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { formatCurrency } from '@app/shared';
import type { Cart } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import { LazyTooltip } from '../../../components/lazy-tooltip.tsx';
import classes from '../cart.module.css';
import { ProductThumb } from './product-thumb.tsx';
import '../checkout/i18n/index.ts';

export type CartLine = Cart['products'][number];

/** The access a product gives, in words: "Acesso vitalício", "Acesso: 1 ano". */
export function AccessPeriod({ name }: { name: string | null }) {
  const { t } = useTranslation('storeCheckout');
  if (name === null) return null;
  const lifetime = /vital[ií]cio/i.test(name);
  return (
    <Text size="xs" c="dimmed">
      {lifetime ? t('checkout.lines.lifetime') : t('checkout.lines.access', { period: name })}
    </Text>
  );
}

/** The cart's products: cover, kind, access period, price and a remove button. */
export function CartLines({
  lines,
  onRemove,
  removingId,
  disabled = false,
}: {
  lines: readonly CartLine[];
  onRemove?: (line: CartLine) => void;
  removingId?: number | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation('storeCheckout');
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {lines.map((line) => (
        <Group
          key={line.id}
          component="li"
          className={classes.line}
          wrap="nowrap"
          align="center"
          gap="md"
          py="md"
          data-testid="cart-line"
        >
          <ProductThumb kind={line.kind} coverUrl={line.cover_url} />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Group gap={6}>
              <Badge size="xs" variant="light" radius="sm">
                {t(`checkout.kinds.${line.kind}`)}
              </Badge>
              {line.coupon_applies && (
                <Badge size="xs" variant="light" color="green" radius="sm">
                  {t('checkout.lines.couponApplies')}
                </Badge>
              )}
            </Group>
            <Text fw={600} lineClamp={2}>
              {line.name}
            </Text>
            <AccessPeriod name={line.access_period_name} />
          </Stack>
          <Stack gap={4} align="flex-end">
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {line.amount > 1 && `${line.amount} × `}
              {formatCurrency(line.unit_price_cents)}
            </Text>
            {onRemove && (
              <LazyTooltip label={t('checkout.lines.remove')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('checkout.lines.removeNamed', { name: line.name })}
                  loading={removingId === line.id}
                  disabled={disabled}
                  onClick={() => onRemove(line)}
                >
                  <IconTrash size={18} stroke={1.6} aria-hidden />
                </ActionIcon>
              </LazyTooltip>
            )}
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

export function CartLinesSkeleton() {
  return (
    <Stack gap="md" py="md" aria-hidden>
      {[0, 1].map((i) => (
        <Group key={i} wrap="nowrap" gap="md">
          <Skeleton w={96} h={64} radius="md" />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton h={10} w={60} />
            <Skeleton h={14} w="70%" />
            <Skeleton h={10} w="40%" />
          </Stack>
          <Skeleton h={16} w={80} />
        </Group>
      ))}
    </Stack>
  );
}
