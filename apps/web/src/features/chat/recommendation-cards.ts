import type { ChatMessage, RecommendationStatus } from '@app/shared';

/**
 * A published recommendation posts a new card into the room at each move (issue 15), so a room
 * holds several cards of one recommendation. Each card keeps the status it was posted with (the
 * history reads right); the older ones also say the status the newest card carries.
 */
export function latestRecommendationStatuses(
  messages: readonly Pick<ChatMessage, 'id' | 'type' | 'payload' | 'deleted_at'>[],
): Map<number, { messageId: number; status: RecommendationStatus }> {
  const latest = new Map<number, { messageId: number; status: RecommendationStatus }>();
  for (const message of messages) {
    const card = message.payload;
    if (message.type !== 5 || message.deleted_at !== null) continue;
    if (card?.recommendation_id === undefined || card.status === undefined) continue;
    const known = latest.get(card.recommendation_id);
    if (!known || known.messageId < message.id)
      latest.set(card.recommendation_id, { messageId: message.id, status: card.status });
  }
  return latest;
}

/** The status a card should add as the current one: undefined when it is itself the newest. */
export function newerStatusOf(
  message: Pick<ChatMessage, 'id' | 'payload'>,
  latest: ReadonlyMap<number, { messageId: number; status: RecommendationStatus }>,
): RecommendationStatus | undefined {
  const id = message.payload?.recommendation_id;
  if (id === undefined) return undefined;
  const newest = latest.get(id);
  if (!newest || newest.messageId <= message.id) return undefined;
  return newest.status === message.payload?.status ? undefined : newest.status;
}
