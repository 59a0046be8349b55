import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';

/**
 * Errors are typed and mapped to HTTP in one place; the message a person sees is pt-BR.
 * Bodies follow ARCHITECTURE.md: `{ error }` where error is a string, an array of strings or an
 * object of field → messages. 5xx bodies never carry detail (it goes to the log).
 */
export const APP_ERRORS = {
  'bad.request': { status: 400, message: 'Requisição inválida.' },
  'auth.required': { status: 401, message: 'Sessão expirada ou inválida. Faça login novamente.' },
  'auth.forbidden': { status: 403, message: 'Você não tem permissão para realizar esta ação.' },
  'resource.not_found': { status: 404, message: 'Registro não encontrado.' },
  'route.not_found': { status: 404, message: 'Rota não encontrada.' },
  conflict: { status: 409, message: 'Esta ação conflita com o estado atual do registro.' },
  'rate.limited': {
    status: 429,
    message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  },
  'service.unavailable': {
    status: 503,
    message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  },
} as const;
export type AppErrorCode = keyof typeof APP_ERRORS;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly body: unknown;
  /** Sent as `Retry-After` (429). */
  retryAfterSeconds: number | undefined;
  /**
   * `body` overrides the default `{ error: message }` (e.g. field errors). An expected 4xx
   * carries no stack trace: capturing one cost a twentieth of an unauthenticated request, and
   * nobody reads it (the handler answers it without logging the error).
   */
  constructor(code: AppErrorCode, message?: string, body?: unknown) {
    const stackTraceLimit = Error.stackTraceLimit;
    if (APP_ERRORS[code].status < 500) Error.stackTraceLimit = 0;
    try {
      super(message ?? APP_ERRORS[code].message);
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    this.name = 'AppError';
    this.code = code;
    this.status = APP_ERRORS[code].status;
    this.body = body;
    this.retryAfterSeconds = undefined;
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Erro interno do servidor.';

/** Messages for errors Fastify itself raises before a handler runs. */
const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: 'Requisição inválida.',
  401: APP_ERRORS['auth.required'].message,
  403: APP_ERRORS['auth.forbidden'].message,
  404: APP_ERRORS['route.not_found'].message,
  405: 'Método não permitido.',
  406: 'Formato de resposta não suportado.',
  413: 'O conteúdo enviado é maior que o permitido.',
  415: 'Tipo de conteúdo não suportado.',
  429: APP_ERRORS['rate.limited'].message,
};

type FieldErrors = Record<string, string[]>;

function fieldErrors(error: FastifyError): FieldErrors {
  const out: FieldErrors = {};
  const context = error.validationContext ?? 'body';
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const params = issue.params as { keys?: unknown } | undefined;
    // Unknown fields (strict objects) name the field itself, not the object holding it.
    const keys =
      issue.keyword === 'unrecognized_keys' && Array.isArray(params?.keys)
        ? params.keys.map(String)
        : [];
    const fields =
      keys.length > 0 ? keys.map((k) => (path ? `${path}.${k}` : k)) : [path || context];
    const message = keys.length > 0 ? 'Campo não permitido.' : (issue.message ?? 'Valor inválido.');
    for (const field of fields) (out[field] ??= []).push(message);
  }
  return out;
}

/**
 * PostgreSQL codes for values that cannot be stored or compared: 22021 invalid byte sequence
 * (a NUL character), 22003 numeric value out of range, 22P02 invalid text representation.
 */
const BAD_INPUT_CODES = new Set(['22021', '22003', '22P02']);

function isBadInputForDatabase(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && BAD_INPUT_CODES.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      request.log.info({ validation: error.validation }, 'requisição rejeitada pela validação');
      return reply.status(400).send({ error: fieldErrors(error) });
    }
    if (error instanceof AppError) {
      if (error.status === 403) request.log.warn({ code: error.code }, 'acesso negado');
      if (error.retryAfterSeconds !== undefined)
        void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(error.body ?? { error: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status < 500 && !isResponseSerializationError(error)) {
      const headers = (error as FastifyError & { headers?: Record<string, string> }).headers;
      if (status === 429 && headers?.['retry-after'] !== undefined)
        void reply.header('retry-after', headers['retry-after']);
      return reply
        .status(status)
        .send({ error: FRAMEWORK_MESSAGES[status] ?? FRAMEWORK_MESSAGES[400] });
    }
    if (isBadInputForDatabase(error)) {
      // Input the schemas let through but PostgreSQL cannot hold (a NUL character in a text, a
      // number beyond its integer range): the caller's mistake, not ours.
      request.log.info({ err: error }, 'valor recusado pelo banco de dados');
      return reply.status(400).send({ error: APP_ERRORS['bad.request'].message });
    }
    request.log.error({ err: error }, 'erro não tratado');
    return reply.status(500).send({ error: INTERNAL_ERROR_MESSAGE, request_id: request.id });
  });
}
