import { INT4_MAX } from '@app/shared';
import { z } from 'zod';

/**
 * The pieces every module's route schemas share: the error body, the `/:id` and `/:slug` params
 * and the standard error answers. The OpenAPI document is generated from them like any schema.
 */

/**
 * A 4xx answer as the error handler sends it (errors.ts): `{ error }`, where error is a message,
 * a list of messages or an object of field → messages.
 */
export const errorSchema = z.object({ error: z.unknown() });

type ErrorResponses<S extends number> = { [K in S]: typeof errorSchema };

/** The error answers a route declares: `errorResponses(400, 404)` is `{ 400: …, 404: … }`. */
export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): ErrorResponses<S[number]> {
  return Object.fromEntries(statuses.map((status) => [status, errorSchema])) as ErrorResponses<
    S[number]
  >;
}

/** An id the database can hold (Postgres `integer`): a larger one is a 400 here, not a query. */
export const int4Id = z.coerce.number().int().positive().max(INT4_MAX);

/** `/:id`. */
export const idParams = z.object({ id: int4Id }).strict();

/** `/:slug` of the public pages (courses, e-books, signatures, store products…). */
export const slugParams = z.object({ slug: z.string().regex(/^[A-Za-z0-9_-]{1,160}$/) }).strict();
