import { Badge } from '@mantine/core';
import type { BadgeProps } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.tsx';
import { orderStatusBadge } from '../order-status.ts';
import '../staff/i18n/index.ts';
import '../../../i18n/shared/index.ts';

/** An order's status as a coloured badge (see ORDER_STATUS_BADGES). */
export function OrderStatusBadge({ status, size }: { status: number; size?: BadgeProps['size'] }) {
  const { t } = useTranslation('storeAdmin');
  const badge = orderStatusBadge(status);
  return (
    <Badge color={badge.color} variant="light" size={size} data-testid="order-status">
      {t(`storeAdmin.statuses.${badge.key}`)}
    </Badge>
  );
}
