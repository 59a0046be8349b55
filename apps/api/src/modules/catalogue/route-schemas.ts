import { INT4_MAX } from '@app/shared';
import { z } from 'zod';

/** Params and error answers the catalogue routes share. */

/** Ids the database can hold: a larger one is a 400 here, not a failed query. */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) }).strict();
export const slugParams = z.object({ slug: z.string().regex(/^[A-Za-z0-9_-]{1,160}$/) }).strict();

const errorSchema = z.object({ error: z.unknown() });
export const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};
