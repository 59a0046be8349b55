import { INT4_MAX } from '@app/shared';
import { AppError } from '../../platform/errors.ts';

/** Helpers every catalogue service shares: error bodies in the one shape forms read. */

/** 400 naming the field at fault: `{ error: { field: [message] } }`. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('bad.request', message, { error: { [field]: [message] } });
}

/**
 * 409 naming the field at fault (a taken slug or coupon code): the same body shape as a 400, so
 * the form can put the message under the input, with the status saying "it conflicts".
 */
export function conflictField(field: string, message: string): AppError {
  return new AppError('conflict', message, { error: { [field]: [message] } });
}

export const notFound = (message: string) => new AppError('resource.not_found', message);

export const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/**
 * The shared contract bounds ids and amounts for people (positive, at most R$ 100 milhões);
 * the database columns are 32-bit. A value between the two must be a 400, not a failed query.
 */
export function int4(field: string, value: number | null | undefined): void {
  if (value !== null && value !== undefined && value > INT4_MAX)
    throw fieldError(field, 'Valor acima do permitido.');
}

/** True for an id the database can hold (so a lookup can answer "not found" without asking). */
export const storableId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= INT4_MAX;

/**
 * Two requests creating the same slug or code at once both pass the "is it taken?" check; the
 * unique index stops the second. Drizzle wraps the driver's error, so the code is looked for on
 * the error and its causes.
 */
export function hasPgCode(error: unknown, code: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    if (typeof e === 'object' && 'code' in e && e.code === code) return true;
    e = typeof e === 'object' && 'cause' in e ? e.cause : undefined;
  }
  return false;
}
export const isUniqueViolation = (error: unknown) => hasPgCode(error, '23505');
/** A row another table started pointing at between our check and our delete. */
export const isForeignKeyViolation = (error: unknown) => hasPgCode(error, '23503');

export interface ListQuery {
  page: number;
  per_page: number;
  search?: string;
}

export const listMeta = (query: ListQuery, total: number) => ({
  total,
  page: query.page,
  per_page: query.per_page,
});

/** `%` and `_` typed in a search box are letters, not wildcards. */
export const likeTerm = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * PostgreSQL text cannot hold U+0000: a search or a name carrying one fails in the driver (a
 * 500). The catalogue's routes refuse such input up front; this finds the first field holding
 * one (`name`, `prices.0.name`…), or null.
 */
export function fieldWithNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = fieldWithNul(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = fieldWithNul(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}
