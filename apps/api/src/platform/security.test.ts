import cors from '@fastify/cors';
import { DEFAULT_BRAND_TABLE, isConfiguredOrigin } from '@app/shared';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CORS_EXPOSED_HEADERS,
  CORS_MAX_AGE_SECONDS,
  HELMET_OPTIONS,
  registerSecurity,
  securityHeaders,
} from './security.ts';

/** What helmet writes on a real response, the way it did per request before. */
function helmetOnARealResponse(): Record<string, string> {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  res.setHeader('x-powered-by', 'Express');
  let failure: unknown;
  helmet(HELMET_OPTIONS)(req, res, (error?: unknown) => {
    failure = error;
  });
  expect(failure).toBeUndefined();
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([k, v]) => [k, String(v)]));
}

describe('security headers', () => {
  it('computes once exactly the headers helmet writes on every response', () => {
    expect(securityHeaders()).toEqual(helmetOnARealResponse());
  });

  it('keeps the policy: strict CSP with the embedded players, HSTS, no sniffing, no framing', () => {
    const headers = securityHeaders();
    const csp = headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('frame-src https://www.youtube.com');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('hands out a frozen record (no request can change what the next one gets)', () => {
    const headers = securityHeaders();
    expect(Object.isFrozen(headers)).toBe(true);
  });
});

describe('CORS', () => {
  /** A route, a 404 and the error path, behind `register`'s hooks. */
  async function server(register: (app: FastifyInstance) => Promise<void>) {
    const app = Fastify({ logger: false });
    await register(app);
    app.get('/api/x', () => ({ ok: true }));
    app.post('/api/x', () => ({ ok: true }));
    app.get('/api/boom', () => {
      throw Object.assign(new Error('x'), { statusCode: 409 });
    });
    await app.ready();
    return app;
  }
  let before: FastifyInstance;
  let after: FastifyInstance;
  beforeAll(async () => {
    // What the app registered until the hook replaced it: @fastify/cors with these options (and
    // the security headers, set first).
    before = await server(async (app) => {
      const headers = securityHeaders();
      app.addHook('onRequest', (_request, reply, done) => {
        void reply.headers(headers);
        done();
      });
      await app.register(cors, {
        origin: (origin, callback) => {
          callback(null, origin !== undefined && isConfiguredOrigin(origin, DEFAULT_BRAND_TABLE));
        },
        credentials: false,
        exposedHeaders: CORS_EXPOSED_HEADERS,
        maxAge: CORS_MAX_AGE_SECONDS,
      });
    });
    after = await server((app) => {
      registerSecurity(app, DEFAULT_BRAND_TABLE);
      return Promise.resolve();
    });
  });
  afterAll(async () => {
    await before.close();
    await after.close();
  });

  const allowed = DEFAULT_BRAND_TABLE.find((rule) => rule.origin !== undefined)?.origin;

  it('answers every kind of request exactly as @fastify/cors did', async () => {
    expect(allowed).toBeDefined();
    const origins = [undefined, allowed!, `${allowed!}/`, 'https://evil.example', 'null', ''];
    const preflight = [
      {},
      { 'access-control-request-method': 'POST' },
      {
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type, authorization',
      },
    ];
    let compared = 0;
    for (const origin of origins)
      for (const method of ['GET', 'POST', 'OPTIONS', 'HEAD'] as const)
        for (const url of ['/api/x', '/api/nao-existe', '/api/boom', '/pagina'])
          for (const extra of method === 'OPTIONS' ? preflight : [{}]) {
            const request = {
              method,
              url,
              headers: { ...(origin === undefined ? {} : { origin }), ...extra },
            };
            const [a, b] = await Promise.all([before.inject(request), after.inject(request)]);
            const label = JSON.stringify(request);
            expect({ label, status: b.statusCode }).toEqual({ label, status: a.statusCode });
            expect({ label, headers: b.headers }).toEqual({
              label,
              headers: { ...a.headers, date: b.headers.date },
            });
            expect({ label, body: b.body }).toEqual({ label, body: a.body });
            compared += 1;
          }
    expect(compared).toBe(origins.length * (3 + 3) * 4);
  });

  it('reflects an allowed origin on a preflight and answers it 204', async () => {
    const res = await after.inject({
      method: 'OPTIONS',
      url: '/api/x',
      headers: { origin: allowed!, 'access-control-request-method': 'POST' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(allowed);
    expect(res.headers['access-control-max-age']).toBe('600');
    expect(res.headers['access-control-expose-headers']).toBe('x-request-id, retry-after');
  });
});
