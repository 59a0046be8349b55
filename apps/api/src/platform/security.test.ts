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
  API_HELMET_OPTIONS,
  HELMET_OPTIONS,
  registerSecurity,
  registerSecurityHeaders,
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

describe('security headers by kind of response', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerSecurityHeaders(app, ['https://bi.example']);
    app.get('/api/json', () => ({ ok: true }));
    app.get('/api/refused', () => {
      throw Object.assign(new Error('não'), { statusCode: 403 });
    });
    app.get('/pagina', (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>oi'));
    app.get('/api/file.pdf', (_request, reply) => reply.type('application/pdf').send('%PDF'));
    app.get('/api/qr.svg', (_request, reply) =>
      reply
        .type('image/svg+xml')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send('<svg/>'),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const page = securityHeaders(HELMET_OPTIONS);
  const api = securityHeaders(API_HELMET_OPTIONS);
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('gives a JSON answer, errors and 404s included, the short set of a response that is data', async () => {
    for (const url of ['/api/json', '/api/refused', '/api/nao-existe']) {
      const res = await get(url);
      expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
      for (const [name, value] of Object.entries(api)) expect(res.headers[name]).toBe(value);
      // SECURITY.md 12: HSTS, a CSP with frame-ancestors that allows no frame, nosniff, a referrer policy.
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'self'",
      );
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const documentOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-xss-protection',
        'x-dns-prefetch-control',
        'x-download-options',
      ])
        expect(res.headers).not.toHaveProperty(documentOnly);
    }
  });

  it('gives pages and files the document set, with the BI frames, and keeps a route’s own policy', async () => {
    for (const url of ['/pagina', '/api/file.pdf']) {
      const res = await get(url);
      for (const [name, value] of Object.entries(page)) {
        if (name !== 'content-security-policy') expect(res.headers[name]).toBe(value);
      }
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain('frame-src https://www.youtube.com');
      expect(csp).toContain('https://bi.example');
      expect(csp).toContain("script-src 'self'");
    }
    const svg = await get('/api/qr.svg');
    expect(svg.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(svg.headers['x-content-type-options']).toBe('nosniff');
    expect(svg.headers['cross-origin-opener-policy']).toBe('same-origin');
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
      registerSecurityHeaders(app);
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
