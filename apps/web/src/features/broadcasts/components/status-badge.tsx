import { Badge } from '@mantine/core';
import type { BroadcastStatus } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import classes from './live.module.css';

/** AO VIVO (red, with a pulsing dot), Agendada or Encerrada. */
export function StatusBadge({
  status,
  size = 'sm',
}: {
  status: BroadcastStatus;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation('live');
  if (status === 'live')
    return (
      <Badge
        color="red"
        variant="filled"
        size={size}
        radius="sm"
        className={classes.liveBadge}
        leftSection={<span className={classes.dot} aria-hidden />}
        data-testid="live-badge"
      >
        {t('status.liveBadge')}
      </Badge>
    );
  return (
    <Badge
      color={status === 'scheduled' ? 'blue' : 'gray'}
      variant={status === 'scheduled' ? 'light' : 'filled'}
      size={size}
      radius="sm"
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
