import { AppError, isUniqueViolation } from '../../platform/errors.ts';

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
 * PostgreSQL's unique_violation (23505), as node-postgres and PGlite raise it, possibly wrapped
 * by Drizzle (`cause`): platform/errors.ts's one reading of database errors. Two requests racing
 * past the "already taken?" check end up here; one nobody catches is still answered 409 by the
 * central error handler (users_email_unique with the e-mail's own message).
 */
export { isUniqueViolation };

/**
 * PostgreSQL text cannot hold NUL (U+0000): such a value would fail in the database as a 500.
 * The shared schemas let it through, so free-text fields are checked here and answer 400.
 */
export function checkText<T extends string | null | undefined>(field: string, value: T): T {
  if (typeof value === 'string' && value.includes('\u0000'))
    throw fieldError(field, 'O texto contém um caractere inválido.');
  return value;
}
