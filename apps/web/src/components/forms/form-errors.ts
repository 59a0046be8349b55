import { extractErrorMessage } from '@app/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client/api-error.ts';

export interface ServerErrorOptions {
  /**
   * Place 409s too: a taken slug or coupon code carries the same `{ error: { field: [...] } }`
   * body as a 400. A 409 no field takes keeps its own wording.
   */
  conflicts?: boolean;
  /** API field → form field, where the form holds a value under another name. */
  rename?: Readonly<Record<string, string>>;
}

const NETWORK_MESSAGE =
  'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';

/** The field a server message names, if the form has it (`items.1.target_id` under `items`). */
function formFieldOf(
  apiField: string,
  fields: readonly string[],
  rename: Readonly<Record<string, string>>,
) {
  const field = rename[apiField] ?? apiField;
  return fields.includes(field) || fields.includes(field.split('.')[0] ?? '') ? field : null;
}

/**
 * A 400 with `{ error: { field: [...] } }` lands under the fields it names; anything else becomes
 * one pt-BR message for a toast (spec section 8 rules, shared helper).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  { conflicts = false, rename = {} }: ServerErrorOptions = {},
): string | null {
  const placeable =
    error instanceof ApiError && (error.status === 400 || (conflicts && error.status === 409));
  if (placeable) {
    const detail = (error.body as { error?: unknown } | null)?.error;
    if (detail && typeof detail === 'object' && !Array.isArray(detail)) {
      let placed = false;
      for (const [apiField, messages] of Object.entries(detail as Record<string, unknown>)) {
        const field = formFieldOf(apiField, fields, rename);
        if (field === null) continue;
        setError(field as Path<T>, {
          type: 'server',
          message: Array.isArray(messages) ? String(messages[0]) : String(messages),
        });
        placed = true;
      }
      if (placed) return null;
      if (error.status === 409) return error.message;
    }
  }
  if (error instanceof ApiError) return extractErrorMessage(error.status, error.body);
  return NETWORK_MESSAGE;
}
