import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import { redisLimitStore } from '../../platform/limits/limit-store.ts';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';

/**
 * ARCHITECTURE.md: two API processes sharing one database and one Redis behave as one. Here two
 * app instances (as two processes would) share the real Redis of CI: failures counted by one lock
 * the account in the other.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const clients: Redis[] = [];
const apps: App[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const client of clients) client.disconnect();
});

describe.runIf(redisUrl !== undefined)('login limits across two API instances (Redis)', () => {
  it('locks an account in instance B after 10 failures in instance A', async () => {
    const database = await createTestDatabase();
    await seedDemo(database.db);
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    const make = async () => {
      const client = new Redis(redisUrl!);
      clients.push(client);
      const app = await buildApp({
        config: testConfig({ LOGIN_IP_PER_MINUTE: '1000', LOGIN_IP_PER_HOUR: '1000' }),
        // Closing one instance must not close the database the other still uses.
        database: { ...database, close: async () => {} },
        limitStore: redisLimitStore(client, prefix),
      });
      apps.push(app);
      return app;
    };
    const [a, b] = [await make(), await make()];
    const email = 'vendedor@demo.lstrader.com.br';
    for (let i = 0; i < 10; i++) {
      await a.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: `errada-${i}-xyz` },
      });
    }
    const res = await b.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
