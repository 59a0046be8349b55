import { notifications } from '@mantine/notifications';
import { recommendationsTopic } from '@app/shared';
import type { RecommendationChangedEvent, ServerTopicEvent } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { TFunction } from '../../../i18n/react.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useRealtimeTopic } from '../../../lib/realtime/use-realtime-topic.ts';
import '../i18n/index.ts';

const TOAST_KINDS = [
  'entered',
  'target',
  'stop_moved',
  'stopped',
  'closed',
  'cancelled',
  'expired',
] as const;

/**
 * The toast of a change, in the reader's language: "PETR4: alvo 1 atingido", "Nova
 * recomendação: VALE3 (compra)". The event carries no level, so neither does the toast.
 */
export function changeToast(event: RecommendationChangedEvent, t: TFunction): string {
  const code = event.asset_code;
  if (event.kind === 'published')
    return t('recommendations.client.toast.published', {
      code,
      operation: t(`recommendations.client.operationLower.${event.operation}`),
    });
  if (event.kind === 'target')
    return t('recommendations.client.toast.target', { code, n: event.target ?? 1 });
  const kind = TOAST_KINDS.find((k) => k === event.kind);
  return kind
    ? t(`recommendations.client.toast.${kind}`, { code })
    : t('recommendations.client.toast.changed', { code });
}

/**
 * Watches the brand's recommendations (`recs:<brand>`) while mounted: each change refetches the
 * queries under `keys` (the API answers each person by their grants) and, with `toast`, says
 * what changed. After a (re)connection the queries are refetched too, so nothing is missed.
 * `brand` null (a visitor) watches nothing.
 */
export function useRecommendationsLive(
  brand: string | null,
  keys: readonly QueryKey[],
  { toast = false }: { toast?: boolean } = {},
): void {
  const { t } = useTranslation('recommendations');
  const queryClient = useQueryClient();
  const refetch = () => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  useRealtimeTopic(
    brand === null ? null : recommendationsTopic(brand),
    (event: ServerTopicEvent) => {
      if (event.name !== 'recommendation.changed') return;
      refetch();
      if (toast)
        notifications.show({
          message: changeToast(event, t),
          color: event.kind === 'stopped' ? 'red' : event.kind === 'target' ? 'teal' : 'blue',
        });
    },
    { onSubscribed: refetch },
  );
}
