import '@mantine/core/styles/Timeline.css';
import { Group, Stack, Text, Timeline } from '@mantine/core';
import { formatCurrency } from '@app/shared';
import type { RecommendationHistoryEvent } from '@app/shared';
import { useTranslation } from '../../../i18n/react.tsx';
import { saoPauloText } from './recommendation-format.ts';
import { RecommendationStatusBadge, STATUS_COLORS } from './recommendation-status-badge.tsx';
import '../i18n/index.ts';

/**
 * The append-only history, oldest first: when (São Paulo), what happened (the target's number,
 * the stop moved from where to where), at what price, by whom (or automatically, by a quote or
 * the validity's end) and the note left with it.
 */
export function RecommendationHistory({
  events,
}: {
  events: readonly RecommendationHistoryEvent[];
}) {
  const { t } = useTranslation('recommendations');
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2}>
      {events.map((event) => (
        <Timeline.Item
          key={event.id}
          color={STATUS_COLORS[event.to_status]}
          data-testid="history-line"
          title={
            <Group gap="xs" wrap="wrap">
              <Text fw={600} size="sm">
                {t(`recommendations.staff.events.${event.kind}`, { n: event.target ?? '' })}
              </Text>
              {event.from_status !== event.to_status && (
                <RecommendationStatusBadge status={event.to_status} size="sm" />
              )}
            </Group>
          }
        >
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {saoPauloText(event.at)} ·{' '}
              {event.author_name ??
                t(
                  event.kind === 'expired'
                    ? 'recommendations.staff.automaticClock'
                    : 'recommendations.staff.automaticQuote',
                )}
            </Text>
            {event.price_cents !== null && (
              <Text size="sm">
                {event.kind === 'stop_moved' && event.previous_stop_cents !== null
                  ? t('recommendations.staff.stopFromTo', {
                      from: formatCurrency(event.previous_stop_cents),
                      to: formatCurrency(event.price_cents),
                    })
                  : t('recommendations.staff.atPrice', {
                      price: formatCurrency(event.price_cents),
                    })}
              </Text>
            )}
            {event.note && (
              <Text size="sm" fs="italic">
                “{event.note}”
              </Text>
            )}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
