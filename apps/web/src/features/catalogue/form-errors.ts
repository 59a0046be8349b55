import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client/api-error.ts';
import { applyServerErrors } from '../../components/forms/form-errors.ts';

/**
 * Server answers under the fields they name: a 400, and the catalogue's 409 (a taken slug or
 * coupon code), which carries the same `{ error: { field: [...] } }` body. Anything else is one
 * message for a toast.
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  rename: Record<string, Path<T>> = {},
): string | null {
  let placeable = error;
  if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
    const detail = (error.body as { error?: unknown } | null)?.error;
    if (detail && typeof detail === 'object' && !Array.isArray(detail)) {
      const renamed = Object.fromEntries(
        Object.entries(detail as Record<string, unknown>).map(([k, v]) => [rename[k] ?? k, v]),
      );
      placeable = new ApiError(400, { error: renamed });
      const message = applyServerErrors(placeable, fields, setError);
      // A 409 nobody could place keeps its own wording.
      return message === null ? null : error.message;
    }
  }
  return applyServerErrors(placeable, fields, setError);
}

/**
 * The contract's own checks, run before sending: each issue lands under its field (renamed where
 * the form holds the value differently, e.g. `price_cents` is typed as `price`). Returns whether
 * the input passed.
 */
export function placeSchemaIssues<T extends FieldValues>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  rename: Record<string, Path<T>> = {},
): string[] {
  const unplaced: string[] = [];
  for (const issue of issues) {
    const first = String(issue.path[0] ?? '');
    const field = rename[first] ?? first;
    if ((fields as readonly string[]).includes(field))
      setError(field as Path<T>, { type: 'schema', message: issue.message });
    else unplaced.push(issue.message);
  }
  return unplaced;
}
