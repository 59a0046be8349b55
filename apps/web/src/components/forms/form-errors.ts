import { extractErrorMessage } from '@app/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client/api-error.ts';

/**
 * A 400 with `{ error: { field: [...] } }` lands under the fields it names; anything else becomes
 * one pt-BR message for a toast (spec section 8 rules, shared helper).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | null {
  if (error instanceof ApiError && error.status === 400) {
    const body = error.body as { error?: unknown } | null;
    const detail = body?.error;
    if (detail && typeof detail === 'object' && !Array.isArray(detail)) {
      let placed = false;
      for (const [field, messages] of Object.entries(detail as Record<string, unknown>)) {
        if ((fields as readonly string[]).includes(field)) {
          setError(field as Path<T>, {
            type: 'server',
            message: Array.isArray(messages) ? String(messages[0]) : String(messages),
          });
          placed = true;
        }
      }
      if (placed) return null;
    }
  }
  if (error instanceof ApiError) return extractErrorMessage(error.status, error.body);
  return 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';
}
