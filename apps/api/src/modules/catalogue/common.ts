import { INT4_MAX } from '@app/shared';
import {
  AppError,
  databaseErrorOf,
  isForeignKeyViolation,
  isUniqueViolation,
} from '../../platform/errors.ts';

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
 * unique index stops the second. Drizzle wraps the driver's error: platform/errors.ts looks for
 * the code on the error and its causes.
 */
export function hasPgCode(error: unknown, code: string): boolean {
  return databaseErrorOf(error)?.code === code;
}
export { isForeignKeyViolation, isUniqueViolation };

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
 * one (`name`, `prices.0.name`…), or null. It walks with its own stack, not recursion, so no body
 * can overflow the call stack (JSON bodies are also depth-limited before parsing,
 * platform/json-body.ts).
 */
export function fieldWithNul(value: unknown, path = ''): string | null {
  const pending: [unknown, string][] = [[value, path]];
  const join = (base: string, key: string) => (base ? `${base}.${key}` : key);
  while (pending.length > 0) {
    const [item, at] = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return at;
    } else if (item !== null && typeof item === 'object') {
      const entries = Array.isArray(item)
        ? item.map((child, index): [unknown, string] => [child, join(at, String(index))])
        : Object.entries(item).map(([key, child]): [unknown, string] => [child, join(at, key)]);
      // Reversed onto the stack so the first field is looked at first.
      for (let i = entries.length - 1; i >= 0; i -= 1) pending.push(entries[i]!);
    }
  }
  return null;
}
