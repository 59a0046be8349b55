import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import { memoryBus } from '../../platform/realtime/bus.ts';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { countStatements } from '../../test/statements.ts';

/**
 * The session check and `GET /api/user` (issue 13 items 2 and 3, docs/adr/0007): what each
 * costs in statements, and that a cached session or profile never outlives a change. Two app
 * instances on one database and one bus stand for two API processes (the real two-process test
 * with Redis is session.cross-process.test.ts).
 */
const CLIENT = 'cliente@demo.lstrader.com.br';
const ADMIN = 'admin@demo.lstrader.com.br';
/** Staff sessions are short here, so the idle and absolute ends can be walked through. */
const STAFF_IDLE_S = 600;
const STAFF_ABSOLUTE_S = 900;

let database: TestDatabase;
let a: App;
let b: App;
let clock = new Date('2026-11-22T12:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

/** A route that answers from the session alone: the guard's cost is the request's cost. */
function sessionEcho(app: { get: App['get'] }) {
  app.get(
    '/api/test-session-echo',
    { config: { access: { resource: 'Auth', action: 'read' } } },
    (request) => ({
      user_id: request.session!.user.id,
      name: request.session!.user.name,
      profile: request.session!.profile.name,
    }),
  );
}

async function build(): Promise<App> {
  return buildApp({
    config: testConfig(),
    // The second instance must not drop the schema when it closes.
    database: { ...database, close: () => Promise.resolve() },
    now: () => clock,
    realtimeBus: bus,
    authLimits: { ipPerMinute: 1000, ipPerHour: 1000 },
    sessionPolicy: { staffIdleSeconds: STAFF_IDLE_S, staffAbsoluteSeconds: STAFF_ABSOLUTE_S },
    extend: sessionEcho,
  });
}

const bus = memoryBus();

async function tokenOf(app: App, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ access_token: string }>().access_token;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const echo = (app: App, token: string) =>
  app.inject({ method: 'GET', url: '/api/test-session-echo', headers: auth(token) });
const me = (app: App, token: string) =>
  app.inject({ method: 'GET', url: '/api/user', headers: auth(token) });

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, clock);
  a = await build();
  b = await build();
});
afterAll(async () => {
  await b.close();
  await a.close();
  await database.close();
});

describe('what a request costs', () => {
  it('the guard reads one statement for a cold session and none once warm', async () => {
    const token = await tokenOf(a, CLIENT);
    const cold = await countStatements(database, () => echo(a, token));
    expect(cold.result.statusCode, cold.result.body).toBe(200);
    expect(cold.statements).toHaveLength(1);
    expect(cold.statements[0]).toMatch(/from "sessions"/);
    const warm = await countStatements(database, () => echo(a, token));
    expect(warm.result.json()).toEqual(cold.result.json());
    expect(warm.result.json()).toMatchObject({ name: 'Carla Cliente', profile: 'Cliente' });
    expect(warm.statements).toEqual([]);
  });

  it('GET /api/user reads nothing once warm, and only the session for a new one', async () => {
    const token = await tokenOf(a, CLIENT);
    // The first call of a process may read the broadcasts snapshot too (beside the person).
    const first = await countStatements(database, () => me(a, token));
    expect(first.result.statusCode).toBe(200);
    expect(first.statements.length).toBeLessThanOrEqual(3);
    const warm = await countStatements(database, () => me(a, token));
    expect(warm.result.json()).toEqual(first.result.json());
    // The session and the person's state are both kept (the state until a change or its next
    // time boundary: person-state.test.ts).
    expect(warm.statements).toEqual([]);
    const other = await tokenOf(a, CLIENT);
    const cold = await countStatements(database, () => me(a, other));
    expect(cold.statements).toHaveLength(1);
    expect(cold.statements[0]).toMatch(/from "sessions"/);
    expect(cold.result.json()).toEqual({ ...first.result.json(), access_token: other });
  });

  it('writes last use at most once a minute on cache hits, as before', async () => {
    const token = await tokenOf(a, CLIENT);
    await echo(a, token);
    advance(30_000);
    expect((await countStatements(database, () => echo(a, token))).statements).toEqual([]);
    advance(40_000);
    const touched = await countStatements(database, () => echo(a, token));
    expect(touched.statements).toHaveLength(1);
    expect(touched.statements[0]).toMatch(/^update "sessions" set "last_used_at"/);
    expect((await countStatements(database, () => echo(a, token))).statements).toEqual([]);
  });
});

describe('expiry on a cache hit, from the app clock', () => {
  it('ends a cached staff session at its idle and absolute limits', async () => {
    const idle = await tokenOf(a, ADMIN);
    const absolute = await tokenOf(a, ADMIN);
    expect((await echo(a, idle)).statusCode).toBe(200);
    expect((await echo(a, absolute)).statusCode).toBe(200);
    advance(500_000);
    expect((await echo(a, absolute)).statusCode).toBe(200);
    advance(101_000);
    // 601 s without use: idle; 601 s in, used 101 s ago: still fine.
    expect((await echo(a, idle)).statusCode).toBe(401);
    expect((await echo(a, absolute)).statusCode).toBe(200);
    advance(300_000);
    // 901 s after login, used 300 s ago: past the absolute limit.
    expect((await echo(a, absolute)).statusCode).toBe(401);
  });

  it('does not end a session idle on this process but used on another', async () => {
    const token = await tokenOf(a, ADMIN);
    expect((await echo(b, token)).statusCode).toBe(200);
    advance(500_000);
    // Used (and touched) on A; B's cached copy still has the login time.
    expect((await echo(a, token)).statusCode).toBe(200);
    advance(200_000);
    expect((await echo(b, token)).statusCode).toBe(200);
  });
});

describe('a change in one process takes effect in the other at once', () => {
  it('logout', async () => {
    const token = await tokenOf(a, CLIENT);
    expect((await echo(b, token)).statusCode).toBe(200);
    expect((await echo(b, token)).statusCode).toBe(200);
    expect(
      (await a.inject({ method: 'POST', url: '/api/logout', headers: auth(token) })).statusCode,
    ).toBe(204);
    expect((await echo(b, token)).statusCode).toBe(401);
    expect((await echo(a, token)).statusCode).toBe(401);
  });

  it('staff ending someone’s sessions, and a soft delete', async () => {
    const staff = await tokenOf(a, ADMIN);
    const email = `cache.${Date.now()}@example.com`;
    const created = await a.inject({
      method: 'POST',
      url: '/api/create-user',
      headers: auth(staff),
      payload: { name: 'Pessoa Cache', email, password: 'senha-do-teste-2026', profile_id: 3 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const first = await tokenOf(a, email, 'senha-do-teste-2026');
    expect((await echo(b, first)).statusCode).toBe(200);
    const revoked = await a.inject({
      method: 'PUT',
      url: `/api/revoke-user-sessions/${id}`,
      headers: auth(staff),
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await echo(b, first)).statusCode).toBe(401);

    const second = await tokenOf(a, email, 'senha-do-teste-2026');
    expect((await echo(b, second)).statusCode).toBe(200);
    const deleted = await a.inject({
      method: 'DELETE',
      url: `/api/delete-user/${id}`,
      headers: auth(staff),
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await echo(b, second)).statusCode).toBe(401);
  });

  it('a change to the person’s row shows in the session of the other process', async () => {
    const staff = await tokenOf(a, ADMIN);
    const token = await tokenOf(a, CLIENT);
    const before = await echo(b, token);
    const id = before.json<{ user_id: number }>().user_id;
    const renamed = await a.inject({
      method: 'POST',
      url: `/api/update-user/${id}`,
      headers: auth(staff),
      payload: { name: 'Carla Renomeada' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await echo(b, token)).json()).toMatchObject({ name: 'Carla Renomeada' });
    expect((await me(b, token)).json()).toMatchObject({ user: { name: 'Carla Renomeada' } });
    await a.inject({
      method: 'POST',
      url: `/api/update-user/${id}`,
      headers: auth(staff),
      payload: { name: 'Carla Cliente' },
    });
  });

  it('a permission edit', async () => {
    const staff = await tokenOf(a, ADMIN);
    const customer = await tokenOf(a, CLIENT);
    const list = () => b.inject({ method: 'GET', url: '/api/list-user', headers: auth(customer) });
    expect((await list()).statusCode).toBe(403);
    const entries = (
      await a.inject({
        method: 'GET',
        url: '/api/find-profile-permissions/1',
        headers: auth(staff),
      })
    ).json<{ permission_id: number; permission: { name: string } }[]>();
    const users = entries.find((e) => e.permission.name === 'Usuários')!;
    const grant = (read: 0 | 1) =>
      a.inject({
        method: 'PUT',
        url: '/api/update-profile-permissions/3',
        headers: auth(staff),
        payload: {
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
        },
      });
    expect((await grant(1)).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
    expect((await grant(0)).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(403);
  });

  it('a broadcast created, started and deleted', async () => {
    const staff = await tokenOf(a, ADMIN);
    const customer = await tokenOf(a, CLIENT);
    const titles = async () =>
      (await me(b, customer))
        .json<{ broadcasts: { title: string }[] }>()
        .broadcasts.map((x) => x.title);
    await titles();
    const title = `Aula do cache ${Date.now()}`;
    const created = await a.inject({
      method: 'POST',
      url: '/api/create-broadcast',
      headers: auth(staff),
      payload: {
        title,
        video_url: 'https://vimeo.com/76979871',
        scheduled_start_at: new Date(clock.getTime() + 3600_000).toISOString(),
        scheduled_end_at: new Date(clock.getTime() + 2 * 3600_000).toISOString(),
        open_to_all: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect(await titles()).toContain(title);
    // Its scheduled end passes: it leaves the list without any change being signalled.
    advance(2 * 3600_000 + 1000);
    expect(await titles()).not.toContain(title);
    // Started late, it is live again; then deleted (by staff signed in again: theirs timed out).
    const later = await tokenOf(a, ADMIN);
    const started = await a.inject({
      method: 'PUT',
      url: `/api/start-broadcast/${id}`,
      headers: auth(later),
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(await titles()).toContain(title);
    const deleted = await a.inject({
      method: 'DELETE',
      url: `/api/delete-broadcast/${id}`,
      headers: auth(later),
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await titles()).not.toContain(title);
  });
});
