import { EMAIL_TAKEN_MESSAGE, METHOD_MESSAGES, TICKER_MESSAGES } from '@app/shared';
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
  /** An upload or body over its limit (the route's file limit, or `bodyLimit`). */
  'payload.too_large': { status: 413, message: 'O conteúdo enviado é maior que o permitido.' },
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
  413: APP_ERRORS['payload.too_large'].message,
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
 * What node-postgres raises for a failed statement (pg-protocol's DatabaseError):
 * the SQLSTATE `code`, and for constraint errors the constraint, the column and a `detail` such as
 * `Key (category_id)=(999999) is not present in table "course_categories".`
 */
export interface DatabaseErrorFields {
  code: string;
  constraint?: string;
  column?: string;
  table?: string;
  detail?: string;
}

/**
 * The database's own error inside `error`: Drizzle wraps the driver's error (DrizzleQueryError,
 * `cause`), a transaction may wrap it again. Walks the cause chain (bounded) for a SQLSTATE.
 */
export function databaseErrorOf(error: unknown): DatabaseErrorFields | undefined {
  let e: unknown = error;
  for (let depth = 0; depth < 6 && e !== null && typeof e === 'object'; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const text = (key: string) => {
        const value = (e as Record<string, unknown>)[key];
        return typeof value === 'string' ? value : undefined;
      };
      return {
        code,
        constraint: text('constraint'),
        column: text('column'),
        table: text('table'),
        detail: text('detail'),
      };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when `error` (or its cause) is PostgreSQL's unique_violation, of `constraint` if given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const db = databaseErrorOf(error);
  return db?.code === '23505' && (constraint === undefined || db.constraint === constraint);
}

/** True when `error` (or its cause) is PostgreSQL's foreign_key_violation. */
export function isForeignKeyViolation(error: unknown): boolean {
  return databaseErrorOf(error)?.code === '23503';
}

/**
 * Constraints whose violation deserves its own words (the field and message a form shows).
 * Every other constraint is named by its column, from the error's detail.
 */
const CONSTRAINT_MESSAGES: Record<string, { field: string; message: string }> = {
  users_email_unique: { field: 'email', message: EMAIL_TAKEN_MESSAGE },
  financial_assets_code_unique: { field: 'code', message: TICKER_MESSAGES.codeTaken },
  trade_methods_slug_unique: { field: 'slug', message: METHOD_MESSAGES.slugTaken },
  trade_method_setups_name_unique: { field: 'setups', message: METHOD_MESSAGES.setupsDistinct },
};

export const DATABASE_MESSAGES = {
  missingReference: 'O registro informado não existe.',
  stillReferenced: 'Este registro está em uso por outros registros e não pode ser excluído.',
  duplicate: 'Este valor já está em uso.',
  duplicateRow: 'Este registro já existe.',
  required: 'Campo obrigatório.',
  checkFailed: 'Um dos valores não respeita as regras do registro.',
  tooLong: 'Um dos textos excede o tamanho permitido.',
  outOfRange: 'Um dos números está fora do intervalo permitido.',
  badFormat: 'Um dos valores tem formato inválido.',
  badCharacter: 'O texto contém um caractere inválido.',
  badDate: 'Data ou hora inválida.',
} as const;

/**
 * The columns a constraint's detail names: `Key (category_id)=(9)` → ['category_id'];
 * `Key (course_id, user_id)=(1, 2)` → both; `Key (lower(email::text))=(…)` → ['email'].
 * Columns are snake_case, the same names the API's bodies use. Empty when unreadable.
 */
export function detailColumns(detail: string | undefined): string[] {
  const match = detail ? /^Key \((.+?)\)=\(/.exec(detail) : null;
  if (!match) return [];
  const columns: string[] = [];
  for (const part of match[1]!.split(', ')) {
    const plain = /^"?([a-z_][a-z0-9_]*)"?$/.exec(part);
    // An expression index: the identifier inside the innermost call (`lower(email::text)`).
    const inner = plain ?? /\(\s*"?([a-z_][a-z0-9_]*)"?\s*(?:::[a-z ]+)?\)/.exec(part);
    if (!inner) return [];
    columns.push(inner[1]!);
  }
  return columns;
}

const fieldsBody = (fields: string[], message: string) => ({
  error: Object.fromEntries(fields.map((field) => [field, [message]])),
});

/**
 * A database error caused by what the request carried, as the answer it deserves; undefined for
 * anything else (our fault: a 500). Classes 23 (integrity) and 22 (data exception) of SQLSTATE:
 * - 23503 foreign_key_violation: a reference to a row that does not exist → 400 naming the field;
 *   a delete of a row still referenced → 409;
 * - 23505 unique_violation → 409 naming the field (a taken slug, code or e-mail);
 * - 23502 not_null_violation → 400 naming the column; 23514 check_violation → 400;
 *   23P01 exclusion_violation → 409;
 * - 22xxx (value too long, number out of range, invalid text representation, NUL byte, bad
 *   date…) → 400.
 */
export function databaseErrorAnswer(
  db: DatabaseErrorFields,
): { status: number; body: unknown } | undefined {
  const known = db.constraint ? CONSTRAINT_MESSAGES[db.constraint] : undefined;
  switch (db.code) {
    case '23503': {
      if (db.detail?.includes('is still referenced'))
        return { status: 409, body: { error: DATABASE_MESSAGES.stillReferenced } };
      const fields = detailColumns(db.detail);
      return {
        status: 400,
        body: fields.length
          ? fieldsBody(fields, DATABASE_MESSAGES.missingReference)
          : { error: DATABASE_MESSAGES.missingReference },
      };
    }
    case '23505': {
      if (known) return { status: 409, body: fieldsBody([known.field], known.message) };
      const fields = detailColumns(db.detail);
      return {
        status: 409,
        body:
          fields.length === 1
            ? fieldsBody(fields, DATABASE_MESSAGES.duplicate)
            : { error: DATABASE_MESSAGES.duplicateRow },
      };
    }
    case '23502':
      return {
        status: 400,
        body: db.column
          ? fieldsBody([db.column], DATABASE_MESSAGES.required)
          : { error: DATABASE_MESSAGES.required },
      };
    case '23514':
      return { status: 400, body: { error: DATABASE_MESSAGES.checkFailed } };
    case '23P01':
      return { status: 409, body: { error: DATABASE_MESSAGES.duplicateRow } };
    case '22001':
      return { status: 400, body: { error: DATABASE_MESSAGES.tooLong } };
    case '22003':
      return { status: 400, body: { error: DATABASE_MESSAGES.outOfRange } };
    case '22021':
      return { status: 400, body: { error: DATABASE_MESSAGES.badCharacter } };
    case '22007':
    case '22008':
      return { status: 400, body: { error: DATABASE_MESSAGES.badDate } };
    default:
      // Any other data exception (22P02 invalid text representation among them).
      if (db.code.startsWith('22'))
        return { status: 400, body: { error: DATABASE_MESSAGES.badFormat } };
      return undefined;
  }
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
    const db = databaseErrorOf(error);
    const answer = db && databaseErrorAnswer(db);
    if (db && answer) {
      // Input the schemas let through but the database refuses (a missing referenced row, a
      // taken unique value, a text too long…): the caller's mistake, not ours. Logged with the
      // constraint and columns (not the values: an e-mail is personal data), never answered
      // with them.
      request.log.warn(
        {
          code: db.code,
          constraint: db.constraint,
          table: db.table,
          columns: detailColumns(db.detail),
          status: answer.status,
        },
        'valor recusado pelo banco de dados',
      );
      return reply.status(answer.status).send(answer.body);
    }
    request.log.error({ err: error }, 'erro não tratado');
    return reply.status(500).send({ error: INTERNAL_ERROR_MESSAGE, request_id: request.id });
  });
}
