import type { LibertaHome, Subject } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client/api-client.ts';

/** Liberta `/home`: the rows change with the session (continue watching). */
export const libertaHomeQuery = (loggedIn: boolean) =>
  queryOptions({
    queryKey: ['liberta-home', loggedIn],
    queryFn: async () => (await apiRequest<LibertaHome>('/api/liberta-home')).data,
  });

export const subjectQuery = (slug: string) =>
  queryOptions({
    queryKey: ['public-subject', slug],
    queryFn: async () =>
      (await apiRequest<Subject>(`/api/public-subject/${encodeURIComponent(slug)}`)).data,
    meta: { silent: true },
    retry: false,
  });
