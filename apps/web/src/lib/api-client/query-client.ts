import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { extractErrorMessage, SERVER_ERROR_MESSAGE } from '@app/shared';
import { i18n } from '../../i18n/i18n.ts';
import { isApiError } from './api-error.ts';

/** Client errors will not change by asking again; server and network errors might. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** The pt-BR text for a failed call: the server's message for ApiErrors, else the generic one. */
export function errorMessageOf(error: unknown): string {
  return isApiError(error) ? extractErrorMessage(error.status, error.body) : SERVER_ERROR_MESSAGE;
}

/** Queries and mutations may opt out of the toast with `meta: { silent: true }`. */
function notify(error: unknown, meta: Record<string, unknown> | undefined): void {
  if (meta?.silent === true) return;
  // A 401 already cleared the session and possibly navigated away; a toast would only confuse.
  if (isApiError(error) && error.status === 401) return;
  notifications.show({
    color: 'red',
    title: i18n.t('errors.title'),
    message: errorMessageOf(error),
  });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => notify(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => notify(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
