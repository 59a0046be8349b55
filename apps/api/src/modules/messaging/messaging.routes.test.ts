import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';

let app: App;
const token = async (email: string) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: DEMO_PASSWORD },
    })
  ).json<{ access_token: string }>().access_token;

beforeAll(async () => {
  const database = await createTestDatabase();
  await seedDemo(database.db);
  app = await buildApp({
    config: testConfig({ LOGIN_IP_PER_MINUTE: '1000', LOGIN_IP_PER_HOUR: '1000' }),
    database,
  });
});
afterAll(async () => {
  await app.close();
});

describe('outbox', () => {
  it('lists what the platform sent, newest first, searchable by recipient, for staff only', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'cliente@demo.lstrader.com.br' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/ls-brazil-send-auth-code',
      payload: { email: 'cliente@demo.lstrader.com.br' },
    });
    const admin = await token('admin@demo.lstrader.com.br');
    const res = await app.inject({
      method: 'GET',
      url: '/api/list-outbox-messages?search=cliente@demo',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      data: { kind: string; channel: string; status: string }[];
      meta: { total: number };
    }>();
    expect(body.meta.total).toBe(2);
    expect(body.data.map((m) => m.kind)).toEqual(['login_code', 'password_reset']);
    expect(body.data[0]).toMatchObject({ channel: 'email', status: 'stored' });

    const customer = await token('cliente@demo.lstrader.com.br');
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/list-outbox-messages',
          headers: { authorization: `Bearer ${customer}` },
        })
      ).statusCode,
    ).toBe(403);
  });
});
