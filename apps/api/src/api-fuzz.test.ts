import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { App } from './app.ts';
import { DEMO_PASSWORD, seedDemo } from './seed/demo.ts';
import { testConfig } from './test/test-app.ts';
import { createTestDatabase } from './test/test-db.ts';

/**
 * SECURITY.md 9: whatever arrives — odd JSON, wrong types, unknown fields, hostile strings, bad
 * ids — no route answers 5xx and no answer carries a stack trace. Runs as an administrator so the
 * requests get past the access guard into validation and the services.
 */
let app: App;
let token: string;

beforeAll(async () => {
  const database = await createTestDatabase();
  await seedDemo(database.db);
  app = await buildApp({
    config: testConfig({ LOGIN_IP_PER_MINUTE: '100000', LOGIN_IP_PER_HOUR: '100000' }),
    database,
  });
  token = (
    await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@demo.lstrader.com.br', password: DEMO_PASSWORD },
    })
  ).json<{ access_token: string }>().access_token;
});
afterAll(async () => {
  await app.close();
});

const hostile = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '\u0000',
    '\r\nX-Injected: 1',
    '%00',
    '9'.repeat(40),
    '-1',
    '0',
    'NaN',
  ),
);
const json = fc.oneof(
  fc.dictionary(
    fc.oneof(
      fc.string(),
      fc.constantFrom(
        'email',
        'password',
        'name',
        'profile_id',
        'id',
        'entries',
        'zip_code',
        'code',
      ),
    ),
    fc.jsonValue(),
  ),
  fc.jsonValue(),
);

describe('every route under arbitrary input', () => {
  it('never answers 5xx nor leaks a stack trace', async () => {
    // Logout and password changes would only end the fuzzing session early; they are covered elsewhere.
    const routes = app.accessTable.filter((r) => !/logout|password|login-as-customer/.test(r.url));
    expect(routes.length).toBeGreaterThan(20);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        hostile,
        json,
        fc.boolean(),
        async (route, segment, body, asQuery) => {
          const url = route.url.replaceAll(/:[A-Za-z_]+/g, encodeURIComponent(segment));
          const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
          const res = await app.inject({
            method,
            url:
              asQuery || method === 'GET' || method === 'DELETE'
                ? `${url}?${new URLSearchParams({ q: segment, page: segment, email: segment }).toString()}`
                : url,
            headers: { authorization: `Bearer ${token}` },
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: body as object }),
          });
          expect(res.statusCode, `${method} ${url} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
          expect(res.body).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a NUL character or an id beyond the integer range is a 4xx on every route', async () => {
    const routes = app.accessTable.filter((r) => !/logout|password|login-as-customer/.test(r.url));
    for (const route of routes) {
      for (const segment of ['\u0000', '99999999999']) {
        const url = route.url.replaceAll(/:[A-Za-z_]+/g, encodeURIComponent(segment));
        const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
        const res = await app.inject({
          method,
          url: `${url}?${new URLSearchParams({ search: segment, q: segment }).toString()}`,
          headers: { authorization: `Bearer ${token}` },
          ...(method === 'GET' || method === 'DELETE'
            ? {}
            : { payload: { name: segment, title: segment, search: segment } }),
        });
        expect(res.statusCode, `${method} ${url} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
      }
    }
  });
});
