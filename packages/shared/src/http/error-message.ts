/**
 * Error messages shown to people (spec section 8). The API answers `400 { error }` where `error`
 * is a string, an array of strings or an object of field → message(s) (ARCHITECTURE.md).
 */

export const SERVER_ERROR_MESSAGE = 'Erro na comunicação com o servidor. Contate o suporte.';
export const GENERIC_ERROR_MESSAGE = 'Houve um erro ao concluir esta ação.';
export const PIX_ALREADY_PAID_MESSAGE = 'Pagamento já realizado';
export const PIX_CODE_COPIED_MESSAGE = 'Código foi copiado para área de transferência';
export const LOAD_INFORMATION_ERROR_MESSAGE = 'Erro ao buscar informações';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asMessage(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
}

/** A string, or the first usable message of an array (a string, or the first string of an object item). */
function firstMessage(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const message = isRecord(item) ? allMessages(item)[0] : asMessage(item);
      if (message !== undefined) return message;
    }
    return undefined;
  }
  return asMessage(value);
}

/** A string, the first usable string of an array, or the first message inside an object. */
function firstOf(value: unknown): string | undefined {
  return isRecord(value) ? allMessages(value)[0] : firstMessage(value);
}

/** Every string among the values of an object, arrays flattened, in order. */
function allMessages(record: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const value of Object.values(record)) {
    const items: unknown[] = Array.isArray(value) ? (value as unknown[]).flat(Infinity) : [value];
    for (const item of items) {
      const message = asMessage(item);
      if (message !== undefined) out.push(message);
    }
  }
  return out;
}

/**
 * The messages to show after a failed call (the session-refresh rules of spec section 8):
 * - 5xx: the server-communication message (the body of a 5xx carries no detail for people);
 * - otherwise, for an object body (an array body gives its first item): `error` as a string → it; as an array → its first item; as an
 *   object → all its values (arrays flattened); with no `error` field → the body's first value
 *   (its first item when that value is an array);
 * - anything else (no body, an HTML page, nothing usable) → the generic message.
 * The spec names 400; the same reading is used for every other 4xx.
 */
export function extractErrorMessages(status: number, body: unknown): string[] {
  if (status >= 500) return [SERVER_ERROR_MESSAGE];
  let messages: string[] = [];
  if (Array.isArray(body)) {
    const first = firstOf(body);
    if (first !== undefined) messages = [first];
  } else if (isRecord(body)) {
    if (!('error' in body)) {
      const first = firstOf(Object.values(body)[0]);
      if (first !== undefined) messages = [first];
    } else if (isRecord(body.error)) {
      messages = allMessages(body.error);
    } else {
      const first = firstMessage(body.error);
      if (first !== undefined) messages = [first];
    }
  }
  return messages.length > 0 ? messages : [GENERIC_ERROR_MESSAGE];
}

/** extractErrorMessages joined with line breaks, for a toast or an alert. */
export function extractErrorMessage(status: number, body: unknown): string {
  return extractErrorMessages(status, body).join('\n');
}

/**
 * The Pix modal's failure message (spec section 8): the first message of an array body, the
 * `error` string, or the first value of an object (its first item when it is an array).
 */
export function extractPixErrorMessage(body: unknown): string {
  if (Array.isArray(body)) return firstOf(body) ?? GENERIC_ERROR_MESSAGE;
  if (isRecord(body)) {
    const error = asMessage(body.error);
    if (error !== undefined) return error;
    return firstOf(Object.values(body)[0]) ?? GENERIC_ERROR_MESSAGE;
  }
  return GENERIC_ERROR_MESSAGE;
}
