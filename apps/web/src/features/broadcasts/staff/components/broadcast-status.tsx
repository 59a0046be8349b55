import { Badge } from '@mantine/core';
import type { BroadcastStatus } from '@app/shared';
import { useTranslation } from '../../../../i18n/react.tsx';
import '../i18n/index.ts';

const COLOR: Record<BroadcastStatus, string> = { scheduled: 'blue', live: 'red', ended: 'gray' };

/** "Agendada" (blue), "Ao vivo" (red, filled) or "Encerrada" (grey). */
export function BroadcastStatusBadge({ status }: { status: BroadcastStatus }) {
  const { t } = useTranslation('liveAdmin');
  return (
    <Badge
      color={COLOR[status]}
      variant={status === 'live' ? 'filled' : 'light'}
      data-testid="broadcast-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
