import { queryOptions } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/**
 * The calls of one kind of record that staff edit, as the API names them (spec section 4):
 * `find-<name>/:id`, `create-<name>`, `update-<name>/:id`, `delete-<name>/:id`, and the queries
 * that list such records (refreshed after each change). A staff form takes them as its `records`.
 */
export interface RecordCalls<R, I, D = void> {
  /** The record's query (`['find-<name>', id]`). */
  load: (id: number) => ReturnType<typeof recordQuery<R>>;
  /** Creates (`id` null) or updates the record; answers it as stored. */
  save: (id: number | null, input: I) => Promise<R>;
  /** Deletes the record; some routes answer how it went (a record kept inactive…). */
  remove: (id: number) => Promise<D>;
  lists: readonly QueryKey[];
}

export interface RecordCallsOptions {
  lists: readonly QueryKey[];
  /** The update's method (`PUT`; some routes take `POST`). */
  update?: 'PUT' | 'POST';
  /** A record that cannot be loaded is said by the page (no toast besides). */
  silent?: boolean;
  /** `false`: a record that cannot be loaded is said at once, without trying again. */
  retry?: false;
}

function recordQuery<R>(name: string, id: number, { silent, retry }: RecordCallsOptions) {
  return queryOptions({
    queryKey: [`find-${name}`, id] as const,
    queryFn: async () => (await apiRequest<R>(`/api/find-${name}/${id}`)).data,
    ...(silent ? { meta: { silent: true } } : {}),
    ...(retry === false ? { retry } : {}),
  });
}

/** The calls of the records the API names `name` (`podcast`, `bi-dashboard`…). */
export function recordCalls<R, I, D = void>(
  name: string,
  options: RecordCallsOptions,
): RecordCalls<R, I, D> {
  const { lists, update = 'PUT' } = options;
  return {
    load: (id) => recordQuery<R>(name, id, options),
    save: async (id, body) =>
      (
        await apiRequest<R>(id === null ? `/api/create-${name}` : `/api/update-${name}/${id}`, {
          method: id === null ? 'POST' : update,
          body,
        })
      ).data,
    remove: async (id) =>
      (await apiRequest<D>(`/api/delete-${name}/${id}`, { method: 'DELETE' })).data,
    lists,
  };
}
