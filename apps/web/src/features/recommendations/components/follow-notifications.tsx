import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { customerRecommendationPath, RECOMMENDATION_STATUS_NAMES, userTopic } from '@app/shared';
import type { RecommendationFollowedEvent, ServerTopicEvent } from '@app/shared';
import type { TFunction } from '../../../i18n/react.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { useRealtimeTopic } from '../../../lib/realtime/use-realtime-topic.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import '../i18n/index.ts';

/** The toast's first line: what happened, by the history line's kind. */
function headline(t: TFunction, event: RecommendationFollowedEvent): string {
  const values = { ticker: event.asset_code, target: event.target ?? '' };
  switch (event.kind) {
    case 'published':
      return t('recommendations.follow.notice.published', values);
    case 'target':
      return t('recommendations.follow.notice.target', values);
    case 'stop_moved':
      return t('recommendations.follow.notice.stopMoved', values);
    default:
      return t('recommendations.follow.notice.moved', {
        ...values,
        status: RECOMMENDATION_STATUS_NAMES[event.status],
      });
  }
}

/**
 * The in-app notification of what the signed-in person follows: a toast for each
 * `recommendation.followed` on their own topic (`user:<id>`), with a link to the recommendation.
 * Renders nothing; the customer layout mounts it once.
 */
export function FollowNotifications() {
  const { t } = useTranslation('recommendations');
  const { user } = useSession();
  // The toasts render outside the router (app/notifications-host.tsx): the link navigates here.
  const navigate = useNavigate();
  useRealtimeTopic(user ? userTopic(user.id) : null, (event: ServerTopicEvent) => {
    if (event.name !== 'recommendation.followed') return;
    const id = `follow-${event.id}-${event.kind}-${event.at}`;
    const path = customerRecommendationPath(event.id);
    notifications.show({
      id,
      color: event.status === 'stopped' ? 'red' : 'teal',
      title: headline(t, event),
      message: (
        <>
          <Text size="sm">
            {t('recommendations.follow.notice.by', {
              method: event.trade_method.name,
              analyst: event.analyst.name,
            })}
          </Text>
          <Anchor
            href={path}
            size="sm"
            fw={600}
            onClick={(click) => {
              click.preventDefault();
              notifications.hide(id);
              void navigate(path);
            }}
          >
            {t('recommendations.follow.notice.open')}
          </Anchor>
        </>
      ),
    });
  });
  return null;
}
