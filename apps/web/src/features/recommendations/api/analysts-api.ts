import type { AnalystCredentials, AnalystCredentialsInput, IdName } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client/api-client.ts';
import { getData } from './page.ts';

/**
 * The analysts (profile Analista) and their CVM credentials (`select-analyst`,
 * `find-analyst-credentials/{id}`, `update-analyst-credentials/{id}`; resource Recomendações).
 */

export const ANALYST_KEYS = {
  all: ['select-analyst'] as const,
  credentials: (userId: number) => ['find-analyst-credentials', userId] as const,
  /** The selects of the recommendation form, which the credentials change. */
  publishers: ['select-analyst-for-recommendation'] as const,
  methodsOf: ['select-analyst-trade-methods'] as const,
};

export const analystsQuery = queryOptions({
  queryKey: ANALYST_KEYS.all,
  queryFn: () => getData<IdName[]>('/api/select-analyst'),
});

export const analystCredentialsQuery = (userId: number) =>
  queryOptions({
    queryKey: ANALYST_KEYS.credentials(userId),
    queryFn: () => getData<AnalystCredentials>(`/api/find-analyst-credentials/${userId}`),
  });

export async function saveAnalystCredentials(
  userId: number,
  body: AnalystCredentialsInput,
): Promise<AnalystCredentials> {
  return (
    await apiRequest<AnalystCredentials>(`/api/update-analyst-credentials/${userId}`, {
      method: 'PUT',
      body,
    })
  ).data;
}
