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
 * HELMET_OPTIONS with more origins in `frame-src`: the BI dashboards' (BI_FRAME_ORIGINS, issue
 * 17). Still constants: the policy is computed once at boot.
 */
export function withFrameSources(extra: readonly string[]): HelmetOptions {
  if (extra.length === 0) return HELMET_OPTIONS;
  const csp = HELMET_OPTIONS.contentSecurityPolicy as { directives: Record<string, string[]> };
  return {
    ...HELMET_OPTIONS,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...csp.directives, frameSrc: [...(csp.directives.frameSrc ?? []), ...extra] },
    },
  };
}

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

/**
 * The headers of a JSON answer (docs/adr/0022): what protects a response that is data, not a
 * document. Nothing may load from it or frame it from elsewhere (`default-src 'none'`,
 * `frame-ancestors 'self'`, X-Frame-Options), it is never sniffed into something else, it travels
 * over HTTPS only, it leaks no referrer and no other origin may read it without CORS. The
 * document-only headers (COOP, Origin-Agent-Cluster, DNS prefetch, IE's download options, the
 * legacy XSS auditor) and the page's long policy (players, scripts, styles) go with documents.
 */
export const API_HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'self'"] },
  },
  strictTransportSecurity: HELMET_OPTIONS.strictTransportSecurity,
  referrerPolicy: HELMET_OPTIONS.referrerPolicy,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xXssProtection: false,
};

/** Whether a reply's `Content-Type` says JSON (the API's answers, its errors included). */
function isJson(type: unknown): boolean {
  return typeof type === 'string' && type.startsWith('application/json');
}

/**
 * Every response's security headers, chosen when it is sent (`onSend`, so 404s, errors and the
 * guard's refusals included): a JSON answer gets `API_HELMET_OPTIONS`' short set, anything else
 * (the pages, scripts, PDFs, images, CSV, the OpenAPI UI) the document set of `HELMET_OPTIONS`
 * with the BI dashboards' frame origins. A route that wrote its own Content-Security-Policy (an
 * SVG's) keeps it. Each header costs about a microsecond of CPU per response (Fastify's and
 * Node's per-header work): a JSON answer carries 7 instead of 12, and a policy of 44 characters
 * instead of ~600 (docs/performance.md, "Tenth pass").
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  biFrameOrigins: readonly string[] = [],
): void {
  /** A kind's headers, and the same without the policy (for a route that wrote its own). */
  const kind = (headers: Record<string, string>) => {
    const { 'content-security-policy': _policy, ...others } = headers;
    return { all: headers, keepingOwnPolicy: Object.freeze(others) };
  };
  const api = kind(securityHeaders(API_HELMET_OPTIONS));
  const page = kind(securityHeaders(withFrameSources(biFrameOrigins)));
  app.addHook('onSend', (_request, reply, payload, done) => {
    const { all, keepingOwnPolicy } = isJson(reply.getHeader('content-type')) ? api : page;
    void reply.headers(reply.hasHeader('content-security-policy') ? keepingOwnPolicy : all);
    done(null, payload);
  });
}

/** What a cross-origin page may read of an answer (CORS `Access-Control-Expose-Headers`). */
export const CORS_EXPOSED_HEADERS = ['x-request-id', 'retry-after'];
/** How long a browser may keep a preflight's answer, seconds. */
export const CORS_MAX_AGE_SECONDS = 600;
/** The preflight's `Access-Control-Allow-Methods`: @fastify/cors's default, which this replaced. */
const CORS_METHODS = 'GET,HEAD,POST';
/** Origins remembered (allowed or not) before the memory starts over: they are a handful. */
const ORIGIN_MEMORY = 256;

/**
 * Whether `origin` is one of the brand table's, remembered per origin string (the check builds a
 * URL and normalises every rule). Bounded: a client sending endless made-up origins only makes it
 * start over.
 */
function originCheck(brandTable: readonly BrandOriginRule[]): (origin: string) => boolean {
  const known = new Map<string, boolean>();
  return (origin) => {
    let allowed = known.get(origin);
    if (allowed === undefined) {
      allowed = isConfiguredOrigin(origin, brandTable);
      if (known.size >= ORIGIN_MEMORY) known.clear();
      known.set(origin, allowed);
    }
    return allowed;
  };
}

/**
 * Every response's security headers (`registerSecurityHeaders`, when it is sent) and CORS, in one
 * synchronous `onRequest` hook (404s and errors included: onRequest runs before anything can
 * answer).
 *
 * CORS answers exactly as @fastify/cors did with `{ origin: <brand table check>, credentials:
 * false, exposedHeaders, maxAge: 600 }` (`security.test.ts` compares the two), without its
 * per-request work (two `request.routeOptions` objects, a copy of its options, a closure): only
 * configured brand origins get CORS headers (never reflected otherwise); every answer varies on
 * `Origin`; a preflight from an allowed origin is answered 204 here (400 without
 * `Access-Control-Request-Method`), any other OPTIONS request is a 404.
 */
export function registerSecurity(
  app: FastifyInstance,
  brandTable: readonly BrandOriginRule[],
  biFrameOrigins: readonly string[] = [],
): void {
  registerSecurityHeaders(app, biFrameOrigins);
  const exposed = CORS_EXPOSED_HEADERS.join(', ');
  const maxAge = String(CORS_MAX_AGE_SECONDS);
  const allowed = originCheck(brandTable);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin === undefined || !allowed(origin)) {
      done();
      return;
    }
    void reply.header('access-control-allow-origin', origin);
    void reply.header('access-control-expose-headers', exposed);
    if (request.raw.method !== 'OPTIONS') {
      done();
      return;
    }
    if (!request.headers['access-control-request-method']) {
      void reply.status(400).type('text/plain').send('Invalid Preflight Request');
      return;
    }
    void reply.header('access-control-allow-methods', CORS_METHODS);
    void reply.header('vary', 'Origin, Access-Control-Request-Headers');
    const requested = request.headers['access-control-request-headers'];
    if (requested !== undefined) void reply.header('access-control-allow-headers', requested);
    void reply.header('access-control-max-age', maxAge);
    void reply.code(204).header('content-length', '0').send();
  });
  // An OPTIONS request the hook did not answer (no allowed origin) is a 404, as with @fastify/cors.
  app.options('*', { schema: { hide: true } }, (_request, reply) => {
    reply.callNotFound();
  });
}
