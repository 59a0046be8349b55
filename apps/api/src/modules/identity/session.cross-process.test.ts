import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, login, ok, PAIR_READY_TIMEOUT_MS, startApiPair } from '../../test/api-process.ts';
import type { ApiPair, ApiProcess } from '../../test/api-process.ts';

/**
 * Sessions across two real API processes (`node apps/api/src/main.ts` twice) on one fresh
 * PostgreSQL database and one Redis (docs/adr/0007): a token used on B is cached there; logout,
 * revocation and a permission edit made on A take effect on B at once: the very next request,
 * with no waiting. Runs with TEST_DATABASE_URL and TEST_REDIS_URL, skipped otherwise.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const ADMIN = { email: 'admin@demo.lstrader.com.br', password: 'demo-trader-2026' };
/** How long B may take to confirm its subscription to the identity signals (not a threshold). */
const SUBSCRIBE_WAIT_MS = 15_000;

describe.runIf(databaseUrl !== undefined && redisUrl !== undefined)(
  'sessions across two API processes (PostgreSQL + Redis)',
  () => {
    let pair: ApiPair;
    let redis: Redis;
    let a: ApiProcess;
    let b: ApiProcess;

    beforeAll(async () => {
      pair = await startApiPair('lsp_sx', { databaseUrl: databaseUrl!, redisUrl: redisUrl! });
      ({ a, b, redis } = pair);
      // Both processes hear the identity signals before the test relies on them.
      await vi.waitFor(async () => {
        const [, count] = (await redis.pubsub('NUMSUB', 'lsp:rt:signal/identity')) as [
          string,
          string | number,
        ];
        expect(Number(count)).toBe(2);
      }, SUBSCRIBE_WAIT_MS);
    }, PAIR_READY_TIMEOUT_MS);

    afterAll(() => pair?.close(), 60_000);

    /** A new customer, made by staff on A, and a token of theirs. */
    async function customer(staff: string) {
      const account = {
        email: `sx.${randomBytes(4).toString('hex')}@demo.lstrader.com.br`,
        password: 'senha-do-teste-2026',
      };
      const user = await ok<{ id: number }>(a, staff, 'POST', '/api/create-user', {
        name: 'Pessoa Entre Processos',
        ...account,
        profile_id: 3,
      });
      return { id: user.id, account, token: await login(a, account) };
    }

    it('a logout or a revocation on A answers 401 on B at once', async () => {
      const staff = await login(a, ADMIN);
      const person = await customer(staff);
      // Used on B twice: the second answer comes from B's cache.
      expect((await call(b, person.token, 'GET', '/api/user')).status).toBe(200);
      expect((await call(b, person.token, 'GET', '/api/user')).status).toBe(200);
      expect((await call(a, person.token, 'POST', '/api/logout')).status).toBe(204);
      expect((await call(b, person.token, 'GET', '/api/user')).status).toBe(401);

      const again = await login(a, person.account);
      expect((await call(b, again, 'GET', '/api/user')).status).toBe(200);
      expect((await call(b, again, 'GET', '/api/user')).status).toBe(200);
      await ok(a, staff, 'PUT', `/api/revoke-user-sessions/${person.id}`);
      expect((await call(b, again, 'GET', '/api/user')).status).toBe(401);

      // Staff returning from login-as-customer ends the customer session on B too.
      const acting = await ok<{ access_token: string }>(
        a,
        staff,
        'GET',
        `/api/login-as-customer/${person.id}?reason=${encodeURIComponent('Teste entre processos')}`,
      );
      expect((await call(b, acting.access_token, 'GET', '/api/user')).status).toBe(200);
      expect((await call(b, acting.access_token, 'GET', '/api/user')).status).toBe(200);
      await ok(a, staff, 'GET', `/api/login-as-customer/${person.id}?returnMain=1`);
      expect((await call(b, acting.access_token, 'GET', '/api/user')).status).toBe(401);
    }, 60_000);

    it('a permission edit on A applies on B at once', async () => {
      const staff = await login(a, ADMIN);
      const person = await customer(staff);
      expect((await call(b, person.token, 'GET', '/api/list-user')).status).toBe(403);
      const entries = await ok<{ permission_id: number; permission: { name: string } }[]>(
        a,
        staff,
        'GET',
        '/api/find-profile-permissions/1',
      );
      const users = entries.find((e) => e.permission.name === 'Usuários')!;
      const grant = (read: 0 | 1) =>
        ok(a, staff, 'PUT', '/api/update-profile-permissions/3', {
          entries: [
            {
              permission_id: users.permission_id,
              create: 0,
              read,
              update: 0,
              delete: 0,
              manage: 0,
              menu: 0,
            },
          ],
        });
      await grant(1);
      expect((await call(b, person.token, 'GET', '/api/list-user')).status).toBe(200);
      await grant(0);
      expect((await call(b, person.token, 'GET', '/api/list-user')).status).toBe(403);
    }, 60_000);
  },
);
