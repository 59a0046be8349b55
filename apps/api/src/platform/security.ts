import cors from '@fastify/cors';
import { isConfiguredOrigin } from '@app/shared';
import type { BrandOriginRule } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Video providers the product embeds (spec section 5): the only frames the CSP allows. */
export const FRAME_SOURCES = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://*.tv.pandavideo.com.br',
];

export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // The YouTube IFrame Player API is a script YouTube serves (the lesson player needs it to
      // read and set the video time); nothing else outside our origin runs.
      scriptSrc: ["'self'", 'https://www.youtube.com', 'https://s.ytimg.com'],
      // Mantine writes its CSS variables into a <style> tag at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      // 'self': research PDFs shown in the page through their signed /api/files/ links.
      frameSrc: [...FRAME_SOURCES, "'self'"],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet writes for `options`, computed once. Our policy is made of constants (no
 * nonces, no per-request directive functions), so every response gets the same headers: running
 * helmet per request (what @fastify/helmet does: it rebuilds and re-parses the whole policy on
 * every request) cost about a tenth of a request that never touches the database.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure !== undefined)
    throw failure instanceof Error ? failure : new Error('helmet recusou a configuração');
  return Object.freeze(headers);
}

export async function registerSecurity(
  app: FastifyInstance,
  brandTable: readonly BrandOriginRule[],
): Promise<void> {
  const headers = securityHeaders();
  // Every response, the 404s and errors included: onRequest runs before anything can answer.
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  await app.register(cors, {
    // Only configured brand origins; anything else gets no CORS headers (never reflected).
    origin: (origin, callback) => {
      callback(null, origin !== undefined && isConfiguredOrigin(origin, brandTable));
    },
    credentials: false,
    exposedHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  });
}
