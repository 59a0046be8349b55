import pino from 'pino';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app.ts';
import type { App } from './app.ts';
import { createPool, databaseFromPool } from './platform/db/database.ts';
import { createTestApp, testConfig, writeWebDistFixture } from './test/test-app.ts';

describe('the API server', () => {
  let app: App;
  const logs: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString());
        done();
      },
    });
    app = await createTestApp({
      env: { WEB_DIST: writeWebDistFixture() },
      logger: pino({ level: 'info' }, stream),
      extend: (scope) => {
        scope.get('/api/test-boom', { config: { access: 'public' } }, () => {
          throw new Error('segredo interno: senha do banco');
        });
        scope.post(
          '/api/test-echo',
          {
            config: { access: 'public' },
            schema: {
              body: z.object({ email: z.email(), age: z.number().int().min(18) }).strict(),
            },
          },
          (request) => request.body,
        );
        scope.get(
          '/api/test-staff',
          { config: { access: { resource: 'Transmissões', action: 'read' } } },
          () => ({ ok: true }),
        );
      },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers health 200 JSON after a real database query', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok', redis: 'disabled' });
  });

  it('serves a valid OpenAPI 3 document that lists the routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      info: { title: string };
      paths: Record<string, unknown>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Plataforma LS — API');
    expect(Object.keys(doc.paths)).toContain('/api/health');
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('documents every select and call of the recommendations area (issue 15)', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    const selects = [
      'recommendation-status',
      'all-recommendation-status',
      'stop-conductions',
      'target-conductions',
      'position-sizes',
      'operation-type',
      'financial-assets',
      'frequencies',
      'trade-methods',
      'analyst-for-recommendation',
      'analyst-trade-methods/{id}',
      'setups-mago/{id}',
      'analyst',
      'company',
      'gender',
      'base-profile',
      'chat-recommendations',
    ].map((name) => `/api/select-${name}`);
    const calls = [
      '/api/list-recommendations',
      '/api/list-recommendation-status',
      '/api/list-customer-recommendations',
      '/api/find-recommendation/{id}',
      '/api/create-recommendation',
      '/api/recommendation-action/{id}',
      '/api/farol',
      '/api/list-financial-assets',
      '/api/list-trade-methods',
      '/api/track-record',
      '/api/track-record.csv',
      '/api/list-quotes',
      '/api/import-cotahist',
    ];
    const documented = Object.keys(doc.paths);
    expect([...selects, ...calls].filter((path) => !documented.includes(path))).toEqual([]);
  });

  it('keeps unknown /api paths a JSON 404', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await app.inject({ method, url: '/api/nao-existe' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Rota não encontrada.' });
    }
  });

  it('serves index.html with the brand table for any other page (history fallback)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/cliente/lives/12?current_time=30',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const meta = /<meta name="brand-table" content="([^"]*)">/.exec(res.body);
    expect(meta).not.toBeNull();
    const table = JSON.parse(meta![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as {
      brand: string;
    }[];
    expect(table.map((rule) => rule.brand)).toEqual(expect.arrayContaining(['global', 'liberta']));
    expect((await app.inject({ method: 'GET', url: '/index.html' })).body).toContain('brand-table');
  });

  it('serves hashed assets as immutable and missing files as 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/nao-existe.js' })).statusCode).toBe(
      404,
    );
  });

  it('sends the security headers on every response', async () => {
    // A page, a JSON answer, a refusal by the guard, an unknown API path.
    for (const url of ['/api/health', '/feed', '/api/test-staff', '/api/nao-existe']) {
      const res = await app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self'");
      if (url === '/feed') {
        // A document: the players it may frame, its own scripts.
        expect(csp).toContain('frame-src https://www.youtube.com');
        expect(csp).toContain("script-src 'self'");
      } else {
        // Data: nothing loads from it (docs/adr/0022).
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(csp).toBe("default-src 'none';frame-ancestors 'self'");
      }
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('allows CORS for configured brand origins only and never reflects others', async () => {
    const allowed = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://liberta.localhost:3000' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://liberta.localhost:3000');
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const evil = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('hides 5xx detail from the response but logs it with the request id', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/test-boom',
      headers: { 'x-request-id': 'req-boom-1' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Erro interno do servidor.', request_id: 'req-boom-1' });
    expect(res.body).not.toContain('segredo');
    expect(res.headers['x-request-id']).toBe('req-boom-1');
    expect(
      logs.some((line) => line.includes('segredo interno') && line.includes('req-boom-1')),
    ).toBe(true);
  });

  it('logs one line per request, when it completes, with the status and the request id', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/test-staff?token=segredo-do-link',
      headers: { 'x-request-id': 'req-one-line-1' },
    });
    expect(res.statusCode).toBe(401);
    const lines = logs
      .filter((line) => line.includes('"req-one-line-1"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      res: { statusCode: 401 },
      req: { method: 'GET' },
    });
    expect(typeof lines[0]?.responseTime).toBe('number');
  });

  it('replaces an unsafe incoming request id with its own', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b\r\nc' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 400 with field → pt-BR messages, naming unknown fields', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test-echo',
      payload: { email: 'a@b.com', age: 30, admin: true },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: Record<string, string[]> }>();
    expect(Object.keys(body.error).sort()).toEqual(['admin']);
    const invalid = await app.inject({
      method: 'POST',
      url: '/api/test-echo',
      payload: { email: 'x', age: 3 },
    });
    const fields = invalid.json<{ error: Record<string, string[]> }>().error;
    expect(Object.keys(fields).sort()).toEqual(['age', 'email']);
    expect(fields.email?.[0]).toMatch(/inválid/i);
    const badJson = await app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ error: 'Requisição inválida.' });
  });

  it('answers 401 on a non-public route while nobody can hold a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test-staff' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ error: 'Sessão expirada ou inválida. Faça login novamente.' });
    // The GET route's HEAD twin is guarded the same way.
    const head = await app.inject({ method: 'HEAD', url: '/api/test-staff' });
    expect(head.statusCode).toBe(401);
  });

  it('lists every /api route with its access in the access table', () => {
    expect(app.accessTable).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/health', access: 'public' },
        {
          method: 'GET',
          url: '/api/test-staff',
          access: { resource: 'Transmissões', action: 'read' },
        },
      ]),
    );
  });
});

describe('route registration', () => {
  it('refuses an /api route that does not declare who may call it', async () => {
    await expect(
      createTestApp({
        extend: (scope) => {
          scope.get('/api/esquecida', () => ({ ok: true }));
        },
      }),
    ).rejects.toThrow(/não declara config.access/);
  });
});

describe('without a build of the web app', () => {
  it('explains how to build it instead of a blank page', async () => {
    const app = await createTestApp({ env: { WEB_DIST: '/nao/existe' } });
    try {
      const res = await app.inject({ method: 'GET', url: '/feed' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
    } finally {
      await app.close();
    }
  });
});

describe('health when the database is down', () => {
  it('answers 503 JSON', async () => {
    // A pool whose server is gone (nothing listens on port 1 of loopback).
    const pool = createPool({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 1_000 });
    const app = await buildApp({
      config: testConfig(),
      database: databaseFromPool(pool, () => pool.end()),
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'error', database: 'error' });
    } finally {
      await app.close();
    }
  });
});

describe('request logging', () => {
  it('hides secrets that travel in a query string', async () => {
    const { redactQuerySecrets } = await import('./app.ts');
    expect(redactQuerySecrets('/api/user?token=abc.def&page=2')).toBe(
      '/api/user?token=[oculto]&page=2',
    );
    expect(redactQuerySecrets('/api/webhooks/pix?hmac=segredo')).toBe(
      '/api/webhooks/pix?hmac=[oculto]',
    );
    expect(redactQuerySecrets('/api/list-user?search=token')).toBe('/api/list-user?search=token');
  });
});
