import { recommendationsTopic } from '@app/shared';
import type { BrandId } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeTopic } from '../../../lib/realtime/use-realtime-topic.ts';
import { RECOMMENDATION_KEYS } from '../api/recommendations-api.ts';

/**
 * Keeps the staff screens current: every `recommendation.changed` on `recs:<brand>` (published,
 * moved by a quote, by the clock or by an analyst) refreshes the lists and the detail that show
 * it; after a (re)connection everything is read again, in case an event was missed.
 */
export function useRecommendationsLive(brand: BrandId, onChange?: (id: number) => void): void {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      RECOMMENDATION_KEYS.all.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  useRealtimeTopic(
    recommendationsTopic(brand),
    (event) => {
      if (event.name !== 'recommendation.changed') return;
      void refresh();
      onChange?.(event.id);
    },
    { onSubscribed: () => void refresh() },
  );
}
