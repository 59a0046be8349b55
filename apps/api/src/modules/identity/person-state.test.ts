import type { SessionPayload } from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import { FEED_APPLICATION } from '../../platform/db/change-feed.ts';
import { queryRows } from '../../platform/db/database.ts';
import { memoryBus } from '../../platform/realtime/bus.ts';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { countStatements } from '../../test/statements.ts';

/**
 * The person's state in `GET /api/user` is kept per process (docs/adr/0008): warm, the answer
 * reads nothing. A committed change to the person's grants or trials, made by anyone (here:
 * plain SQL on another connection, as a script or another process would), reaches every process
 * through the change feed; a grant that starts or ends later takes effect at that instant by the
 * app clock; while the feed is down nothing is kept.
 */
const CLIENT = 'cliente@demo.lstrader.com.br';

let database: TestDatabase;
let a: App;
let b: App;
let clock = new Date('2026-11-22T12:00:00Z');
const bus = memoryBus();

const build = () =>
  buildApp({
    config: testConfig(),
    database: { ...database, close: () => Promise.resolve() },
    now: () => clock,
    realtimeBus: bus,
    authLimits: { ipPerMinute: 1000, ipPerHour: 1000 },
  });

async function login(app: App): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: CLIENT, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ access_token: string }>().access_token;
}

async function me(app: App, token: string): Promise<SessionPayload> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/user',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SessionPayload>();
}

const signatureNames = async (app: App, token: string) =>
  (await me(app, token)).product_signatures.map((s) => s.name);

/** Polls until `check` holds (the feed's notification travels asynchronously), at most ~5 s. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 250; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('a condição não se cumpriu');
}

let carlaId: number;
let premiumId: number;
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, clock);
  a = await build();
  b = await build();
  const [carla] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from users where email = ${CLIENT}`,
  );
  const [premium] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from signature_types where name = 'LS Premium'`,
  );
  carlaId = carla!.id;
  premiumId = premium!.id;
  tokenA = await login(a);
  tokenB = await login(b);
});
afterAll(async () => {
  await b.close();
  await a.close();
  await database.close();
});

const grant = (startsAt: Date, endsAt: Date | null) =>
  database.db
    .execute(sql`insert into access_grants (user_id, kind, target_id, starts_at, ends_at, source)
    values (${carlaId}, 'signature', ${premiumId}, ${startsAt.toISOString()}::timestamptz,
            ${endsAt?.toISOString() ?? null}::timestamptz, 'courtesy')`);

describe('the person state cache', () => {
  it('answers a warm GET /api/user without reading', async () => {
    expect(await signatureNames(a, tokenA)).toEqual([]);
    const warm = await countStatements(database, () => me(a, tokenA));
    expect(warm.statements).toEqual([]);
  });

  it('a grant written elsewhere reaches both processes; a grant ahead starts on time', async () => {
    expect(await signatureNames(a, tokenA)).toEqual([]);
    expect(await signatureNames(b, tokenB)).toEqual([]);
    const start = new Date(clock.getTime() + 3_600_000);
    await grant(start, new Date(start.getTime() + 3_600_000));
    // Heard by both: each reads again (once), and still sees nothing before the start.
    for (const app of [a, b]) {
      const token = app === a ? tokenA : tokenB;
      await eventually(
        async () => (await countStatements(database, () => me(app, token))).statements.length > 0,
      );
      expect(await signatureNames(app, token)).toEqual([]);
      expect((await countStatements(database, () => me(app, token))).statements).toEqual([]);
    }
    // At the start the kept state stops holding, by the app clock alone.
    clock = new Date(start.getTime() + 1);
    const started = await countStatements(database, () => signatureNames(a, tokenA));
    expect(started.result).toEqual(['LS Premium']);
    // The state is read again (beside the session's last use and the broadcasts' snapshot,
    // which an hour also moves on).
    expect(started.statements.filter((text) => text.includes('user_trials'))).toHaveLength(1);
    expect(await signatureNames(b, tokenB)).toEqual(['LS Premium']);
    // And at its end it goes.
    clock = new Date(start.getTime() + 3_600_001);
    expect(await signatureNames(a, tokenA)).toEqual([]);
    expect(await signatureNames(b, tokenB)).toEqual([]);
  });

  it('a revoked grant disappears from every process', async () => {
    await grant(new Date(clock.getTime() - 1000), null);
    await eventually(async () => (await signatureNames(b, tokenB)).includes('LS Premium'));
    expect(await signatureNames(a, tokenA)).toEqual(['LS Premium']);
    await database.db.execute(
      sql`update access_grants set revoked_at = now() where user_id = ${carlaId} and revoked_at is null`,
    );
    await eventually(async () => (await signatureNames(a, tokenA)).length === 0);
    await eventually(async () => (await signatureNames(b, tokenB)).length === 0);
  });

  it('a rolled-back grant is never seen', async () => {
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into access_grants (user_id, kind, target_id, starts_at, source)
          values (${carlaId}, 'signature', ${premiumId}, now() - interval '1 day', 'courtesy')`);
        throw new Error('desfeita');
      })
      .catch(() => {});
    expect(await signatureNames(a, tokenA)).toEqual([]);
    expect(await signatureNames(b, tokenB)).toEqual([]);
  });

  it('keeps nothing while the feed is down, and comes back by itself', async () => {
    await me(a, tokenA);
    expect((await countStatements(database, () => me(a, tokenA))).statements).toEqual([]);
    // Ends every feed connection of this database (both apps'): changes could be missed now.
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = ${FEED_APPLICATION}`,
    );
    await eventually(
      async () => (await countStatements(database, () => me(a, tokenA))).statements.length > 0,
    );
    // Back after a reconnection: kept again.
    await eventually(
      async () => (await countStatements(database, () => me(a, tokenA))).statements.length === 0,
    );
    expect(await signatureNames(a, tokenA)).toEqual([]);
  });
});
