import type { Follow, FollowInput } from '@app/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { getData } from './page.ts';

/**
 * Following methods and analysts (`list-recommendation-follows`, `follow-recommendations`,
 * `unfollow-recommendations/{id}`; resource Cliente-Recomendações): the signed-in person's own.
 */

export const FOLLOW_KEYS = { mine: ['list-recommendation-follows'] as const };

export const followsQuery = queryOptions({
  queryKey: FOLLOW_KEYS.mine,
  queryFn: () => getData<Follow[]>('/api/list-recommendation-follows'),
});

/** What I follow in this brand. */
export const useFollows = () => useQuery(followsQuery);

/** Follows, or changes the avisos of a follow (the API answers 201 or 200 with it). */
export async function follow(body: FollowInput): Promise<Follow> {
  return (await apiRequest<Follow>('/api/follow-recommendations', { method: 'POST', body })).data;
}

export async function unfollow(id: number): Promise<void> {
  await apiRequest(`/api/unfollow-recommendations/${id}`, { method: 'DELETE' });
}

/** Both mutations refresh the list the buttons read. */
export function useFollowMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: FOLLOW_KEYS.mine });
  return {
    save: useMutation({ mutationFn: follow, onSuccess: refresh }),
    remove: useMutation({ mutationFn: unfollow, onSuccess: refresh }),
  };
}
