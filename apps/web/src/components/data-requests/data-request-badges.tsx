import { Badge, Group } from '@mantine/core';
import { daysToDeadline } from '@app/shared';
import type { DataRequest } from '@app/shared';
import { useTranslation } from '../../i18n/react.tsx';
import './i18n/index.ts';

/** A request's situation: answered, or open with the days left to its legal deadline. */
export function DataRequestBadges({ request, now }: { request: DataRequest; now: Date }) {
  const { t } = useTranslation('dataRights');
  if (request.status === 'done')
    return (
      <Badge variant="light" color="green">
        {t('status.done')}
      </Badge>
    );
  const days = daysToDeadline(request.due_at, now);
  const due =
    days < 0
      ? t('due.overdue', { count: -days })
      : days === 0
        ? t('due.today')
        : t('due.inDays', { count: days });
  return (
    <Group gap={6} wrap="nowrap">
      <Badge variant="light" color="blue">
        {t('status.open')}
      </Badge>
      {/* A calm deadline is a light badge: a filled grey one did not reach 4.5:1 with white text. */}
      <Badge
        variant={days <= 3 ? 'filled' : 'light'}
        color={days < 0 ? 'red' : days <= 3 ? 'orange' : 'gray'}
      >
        {due}
      </Badge>
    </Group>
  );
}
