import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/**
 * The deepest nesting of objects and arrays a JSON body may have. The contracts nest a few levels
 * (a landing page's sections, a product's prices); anything past this is an attack, and code that
 * walks a body recursively (a NUL-byte scan, a serializer) must never meet `{"a":{"a":…` × 5000.
 */
export const MAX_JSON_DEPTH = 64;
export const JSON_TOO_DEEP_MESSAGE = 'O conteúdo enviado tem aninhamento profundo demais.';

/**
 * Whether the JSON text nests objects/arrays deeper than `limit`. One pass over the raw text,
 * no recursion and no allocation: brackets inside strings (and escaped quotes) are skipped.
 * Malformed text is left to the parser.
 */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

/**
 * Every `application/json` body app-wide: its depth is measured on the raw text before it is
 * parsed, so nothing recursive ever sees a hostile one (400 in pt-BR). Parsing itself is
 * Fastify's default (secure-json-parse, refusing `__proto__` and `constructor.prototype`), and
 * the body size limit stays Fastify's (413 over `bodyLimit`). A scope may still replace the
 * parser (the Pix webhook reads the raw text).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && jsonNestsDeeperThan(body, MAX_JSON_DEPTH)) {
      done(
        new AppError('bad.request', JSON_TOO_DEEP_MESSAGE, { error: JSON_TOO_DEEP_MESSAGE }),
        undefined,
      );
      return;
    }
    void parse(request, body as string, done);
  });
}
