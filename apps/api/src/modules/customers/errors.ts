import { AppError } from '../../platform/errors.ts';

export const CUSTOMER_NOT_FOUND = 'Cliente não encontrado.';

/** A 400 naming the field, the shape the forms place next to the input. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('bad.request', message, { error: { [field]: [message] } });
}

/** A 409 naming the field (a taken e-mail is a conflict with another account, not bad input). */
export function fieldConflict(field: string, message: string): AppError {
  return new AppError('conflict', message, { error: { [field]: [message] } });
}

/**
 * PostgreSQL text cannot hold NUL (U+0000): such a value would fail in the database as a 500.
 * The shared schemas let it through, so free-text fields are checked here and answer 400.
 */
export function checkText<T extends string | null | undefined>(field: string, value: T): T {
  if (typeof value === 'string' && value.includes('\u0000'))
    throw fieldError(field, 'O texto contém um caractere inválido.');
  return value;
}
