import { Badge } from '@mantine/core';
import type { BadgeProps } from '@mantine/core';
import type { OperationType, RecommendationStatus } from '@app/shared';
import IconArrowDownRight from '@tabler/icons-react/dist/esm/icons/IconArrowDownRight.mjs';
import IconArrowUpRight from '@tabler/icons-react/dist/esm/icons/IconArrowUpRight.mjs';
import { useTranslation } from '../../../i18n/react.tsx';
import '../i18n/index.ts';

/** A badge's whole name, never cut: a table column widens to it instead. */
const WHOLE = { root: { flexShrink: 0 }, label: { overflow: 'visible' } } as const;

/** Each status its colour: waiting grey-blue, in a position blue/cyan, results green/red… */
export const STATUS_COLORS: Record<RecommendationStatus, string> = {
  waiting: 'gray',
  active: 'blue',
  partial: 'cyan',
  gain: 'teal',
  stopped: 'red',
  closed: 'indigo',
  cancelled: 'dark',
  expired: 'orange',
};

/** A recommendation's status, named and colour-coded. */
export function RecommendationStatusBadge({
  status,
  ...badge
}: { status: RecommendationStatus } & BadgeProps) {
  const { t } = useTranslation('recommendations');
  return (
    <Badge
      variant="light"
      color={STATUS_COLORS[status]}
      data-status={status}
      styles={WHOLE}
      {...badge}
    >
      {t(`recommendations.status.names.${status}`)}
    </Badge>
  );
}

/** Compra (green) or venda (red), with an arrow: the colour is never the only sign. */
export function OperationBadge({ operation, ...badge }: { operation: OperationType } & BadgeProps) {
  const { t } = useTranslation('recommendations');
  const Icon = operation === 'buy' ? IconArrowUpRight : IconArrowDownRight;
  return (
    <Badge
      variant="outline"
      color={operation === 'buy' ? 'teal.9' : 'red.9'}
      radius="sm"
      styles={WHOLE}
      leftSection={<Icon size={14} aria-hidden />}
      {...badge}
    >
      {t(`recommendations.staff.operations.${operation}`)}
    </Badge>
  );
}
