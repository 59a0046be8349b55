import { FOLLOW_MESSAGES } from '@app/shared';
import type { Follow, RecommendationDetail, ServerTopicEvent } from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { queryRows } from '../../platform/db/database.ts';
import { memoryBus } from '../../platform/realtime/bus.ts';
import { apiClient } from '../../test/http.ts';
import { createDemoApp } from '../../test/test-app.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { digestMessage, previousSaoPauloDay } from './follows.service.ts';

let app: App;
let database: TestDatabase;
let admin: string;
/** Carla: has the swing method (a grant made here). */
let carla: string;
let carlaId: number;
/** Tiago (trial): no grant of the swing method. */
let tiago: string;
let tiagoId: number;
let paulo: number;
let marina: number;
let swing: number;
let petr4: number;
const bus = memoryBus();
const heard = new Map<number, ServerTopicEvent[]>();
const clock = { now: new Date('2026-11-25T15:00:00.000Z') };
const { login, get, send } = apiClient(() => app);
const ORIGIN = { origin: 'http://localhost:5173' };

const one = async <T>(query: ReturnType<typeof sql>) =>
  (await queryRows<T>(database.db, query))[0]!;
const idOf = async (table: string, column: string, value: string) =>
  (
    await one<{ id: number }>(
      sql`select id from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value}`,
    )
  ).id;

const follow = (token: string, body: object) =>
  send('POST', '/api/follow-recommendations', token, body, ORIGIN);
const mine = async (token: string) =>
  (await get('/api/list-recommendation-follows', token)).json<Follow[]>();

/** A buy of PETR4 in the swing method by Paulo: entry 37,00–37,50, stop 36,00, targets 39 and 41. */
async function publish(): Promise<RecommendationDetail> {
  const res = await send('POST', '/api/create-recommendation', admin, {
    analyst_id: paulo,
    trade_method_id: swing,
    asset_id: petr4,
    operation: 'buy',
    frequency: 'swing_trade',
    entry_min_cents: 3700,
    entry_max_cents: 3750,
    stop_cents: 3600,
    targets_cents: [3900, 4100],
    stop_conduction: 'fixed',
    target_conduction: 'partial',
    position_size: 'full',
    rationale_html: '<p>Rompimento.</p>',
    valid_until: '2026-12-20T20:00:00.000Z',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RecommendationDetail>();
}

const digests = () =>
  queryRows<{ recipient: string; subject: string; body_text: string }>(
    database.db,
    sql`select recipient, subject, body_text from outbox_messages
        where kind = 'recommendation_digest' order by id`,
  );

beforeAll(async () => {
  ({ app, database } = await createDemoApp(
    () => clock.now,
    { realtimeBus: bus, recommendationSweepMs: 0, recommendationDigestMs: 0 },
    { calls: false },
  ));
  carlaId = await idOf('users', 'email', 'cliente@demo.lstrader.com.br');
  tiagoId = await idOf('users', 'email', 'trial@demo.lstrader.com.br');
  paulo = await idOf('users', 'email', 'analista@demo.lstrader.com.br');
  marina = await idOf('users', 'email', 'analista2@demo.lstrader.com.br');
  swing = await idOf('trade_methods', 'slug', 'swing-trade-semanal');
  petr4 = await idOf('financial_assets', 'code', 'PETR4');
  // Marina's credentials come with the demo calls, which this file leaves out.
  await database.db
    .execute(sql`insert into analyst_credentials (user_id, cnpi, declaration_accepted_at)
    values (${marina}, 'EM-3321', '2026-02-02T12:00:00Z') on conflict do nothing`);
  await one(sql`insert into access_grants (user_id, kind, target_id, starts_at, ends_at, source)
    values (${carlaId}, 'trade_method', ${swing}, '2026-11-01T00:00:00Z', '2027-01-01T00:00:00Z', 'courtesy')
    returning id`);
  for (const id of [carlaId, tiagoId])
    bus.subscribe(`user:${id}`, (event) => heard.set(id, [...(heard.get(id) ?? []), event]));
});
afterAll(async () => {
  await app.close();
});
/** Sets the clock and signs everybody in again (a jump of days ends idle sessions). */
async function at(iso: string) {
  clock.now = new Date(iso);
  [admin, carla, tiago] = await Promise.all([
    login('admin@demo.lstrader.com.br'),
    login('cliente@demo.lstrader.com.br'),
    login('trial@demo.lstrader.com.br'),
  ]);
}

beforeEach(async () => {
  await at('2026-11-25T15:00:00.000Z');
  heard.clear();
  // Each test starts with nobody following and no digest sent.
  await database.db.execute(sql`delete from recommendation_follows`);
  await database.db.execute(sql`delete from recommendation_digests`);
  await database.db.execute(sql`delete from outbox_messages where kind = 'recommendation_digest'`);
});

describe('following', () => {
  it('follows a method and an analyst, lists them with names, changes the avisos, unfollows', async () => {
    const method = await follow(carla, { trade_method_id: swing, notify_email: true });
    expect(method.statusCode, method.body).toBe(201);
    expect(method.json<Follow>()).toMatchObject({
      kind: 'trade_method',
      target_id: swing,
      target_name: 'Swing Trade Semanal',
      notify_app: true,
      notify_email: true,
    });
    const analyst = await follow(carla, { analyst_id: marina, notify_app: true });
    expect(analyst.statusCode, analyst.body).toBe(201);
    expect(analyst.json<Follow>()).toMatchObject({
      kind: 'analyst',
      target_name: 'Marina Analista',
    });

    // Following again changes the avisos of the same follow.
    const again = await follow(carla, {
      trade_method_id: swing,
      notify_app: false,
      notify_email: true,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<Follow>().id).toBe(method.json<Follow>().id);
    const list = await mine(carla);
    expect(list.map((f) => [f.kind, f.target_id, f.notify_app, f.notify_email])).toEqual([
      ['trade_method', swing, false, true],
      ['analyst', marina, true, false],
    ]);
    // Somebody else's list is their own.
    expect(await mine(tiago)).toEqual([]);

    // Nobody unfollows for someone else.
    const id = method.json<Follow>().id;
    expect((await send('DELETE', `/api/unfollow-recommendations/${id}`, tiago)).statusCode).toBe(
      404,
    );
    const gone = await send('DELETE', `/api/unfollow-recommendations/${id}`, carla);
    expect(gone.statusCode).toBe(204);
    expect((await mine(carla)).map((f) => f.kind)).toEqual(['analyst']);
    const twice = await send('DELETE', `/api/unfollow-recommendations/${id}`, carla);
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual({ error: FOLLOW_MESSAGES.notFound });
  });

  it('refuses what is not a follow with pt-BR messages', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [{}, { trade_method_id: [FOLLOW_MESSAGES.target] }],
      [{ trade_method_id: swing, analyst_id: paulo }, { analyst_id: [FOLLOW_MESSAGES.oneTarget] }],
      [
        { trade_method_id: swing, notify_app: false, notify_email: false },
        { notify_app: [FOLLOW_MESSAGES.channel] },
      ],
      [{ trade_method_id: 'swing' }, { trade_method_id: [FOLLOW_MESSAGES.target] }],
    ];
    for (const [body, error] of cases) {
      const res = await follow(carla, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ error: Record<string, string[]> }>().error).toMatchObject(error);
    }
    expect(await mine(carla)).toEqual([]);
  });

  it('answers 400, not 500, for a method or analyst that does not exist', async () => {
    const method = await follow(carla, { trade_method_id: 999_999 });
    expect(method.statusCode).toBe(400);
    expect(method.json()).toMatchObject({
      error: { trade_method_id: [FOLLOW_MESSAGES.methodNotFound] },
    });
    // A person who is no analyst is not followed as one.
    const analyst = await follow(carla, { analyst_id: tiagoId });
    expect(analyst.statusCode).toBe(400);
    expect(analyst.json()).toMatchObject({
      error: { analyst_id: [FOLLOW_MESSAGES.analystNotFound] },
    });
    expect((await send('DELETE', '/api/unfollow-recommendations/999999', carla)).statusCode).toBe(
      404,
    );
  });

  it('needs a session', async () => {
    expect((await get('/api/list-recommendation-follows')).statusCode).toBe(401);
    expect(
      (await send('POST', '/api/follow-recommendations', undefined, { trade_method_id: swing }))
        .statusCode,
    ).toBe(401);
  });
});

describe('in-app notifications', () => {
  it('tells the followers who asked for it, once each, on their own topic, with no level', async () => {
    // Carla follows the method and its analyst: one notification naming both.
    await follow(carla, { trade_method_id: swing });
    await follow(carla, { analyst_id: paulo });
    // Tiago follows Marina (not this call's analyst) and the method, e-mail only.
    await follow(tiago, { analyst_id: marina });
    await follow(tiago, { trade_method_id: swing, notify_app: false, notify_email: true });

    const rec = await publish();
    const carlaHeard = heard.get(carlaId) ?? [];
    expect(carlaHeard).toHaveLength(1);
    expect(carlaHeard[0]).toEqual({
      name: 'recommendation.followed',
      id: rec.id,
      brand: 'brazilian',
      kind: 'published',
      status: 'waiting',
      target: null,
      asset_code: 'PETR4',
      operation: 'buy',
      trade_method: { id: swing, name: 'Swing Trade Semanal' },
      analyst: { id: paulo, name: 'Paulo Analista' },
      followed: ['analyst', 'trade_method'],
      at: clock.now.toISOString(),
    });
    expect(JSON.stringify(carlaHeard)).not.toMatch(/3700|3750|3600|3900|4100/);
    expect(heard.get(tiagoId) ?? []).toEqual([]);

    // A status change follows.
    const cancel = await send('POST', `/api/recommendation-action/${rec.id}`, admin, {
      version: rec.version,
      action: { kind: 'cancel' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((heard.get(carlaId) ?? []).map((e) => 'status' in e && e.status)).toEqual([
      'waiting',
      'cancelled',
    ]);
  });

  it('lets only the person watch their own topic', async () => {
    const authorizer = app.realtime.authorizerFor('user')!;
    const session = { userId: carlaId } as Parameters<typeof authorizer>[0];
    expect(await authorizer(session, String(carlaId))).toBe(true);
    expect(await authorizer(session, String(tiagoId))).toBe(false);
    expect(await authorizer(null, String(carlaId))).toBe(false);
  });
});

describe('daily e-mail digest', () => {
  it('queues exactly one e-mail per follower of the day before, none twice, levels only where the method opens', async () => {
    await follow(carla, { trade_method_id: swing, notify_email: true });
    await follow(carla, { analyst_id: paulo, notify_email: true });
    await follow(tiago, { trade_method_id: swing, notify_app: false, notify_email: true });
    // Paulo Premium follows in the app only: no e-mail.
    // A day of its own (the other tests publish on the 25th and later).
    await at('2026-11-20T15:00:00.000Z');
    const premiumToken = await login('premium@demo.lstrader.com.br');
    await follow(premiumToken, { trade_method_id: swing });
    const rec = await publish();
    clock.now = new Date('2026-11-20T16:00:00.000Z');
    const moved = await send('POST', `/api/recommendation-action/${rec.id}`, admin, {
      version: rec.version,
      action: { kind: 'cancel' },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    // Still the same day: the digest tells of the day before, which had nothing.
    expect(await app.recommendationFollows.digest()).toBe(0);
    expect(await digests()).toEqual([]);

    // The next morning in São Paulo.
    clock.now = new Date('2026-11-21T10:00:00.000Z');
    expect(await app.recommendationFollows.digest()).toBe(2);
    const sent = await digests();
    expect(sent.map((m) => m.recipient).sort()).toEqual([
      'cliente@demo.lstrader.com.br',
      'trial@demo.lstrader.com.br',
    ]);
    for (const message of sent) {
      expect(message.subject).toBe('Recomendações de 20/11/2026: 2 novidades do que você segue');
      expect(message.body_text).toContain('PETR4 — Compra (Swing Trade Semanal, Paulo Analista)');
      expect(message.body_text).toContain('12:00 · Nova recomendação — Aguardando entrada');
      expect(message.body_text).toContain('13:00 · Cancelada — Cancelada');
      expect(message.body_text).toContain(
        `http://localhost:5173/cliente/recomendacoes?id=${rec.id}`,
      );
    }
    const carlaMail = sent.find((m) => m.recipient.startsWith('cliente'))!.body_text;
    const tiagoMail = sent.find((m) => m.recipient.startsWith('trial'))!.body_text;
    expect(carlaMail).toContain('Entrada 37,00 a 37,50 · Stop 36,00 · Alvos 39,00, 41,00');
    // Tiago has no grant of the method: no level, no price, anywhere.
    expect(tiagoMail).toContain('Os níveis são para quem tem o método Swing Trade Semanal.');
    expect(tiagoMail).not.toMatch(/37,00|37,50|36,00|39,00|41,00/);

    // Another sweep (or another process) sends nothing again.
    expect(await app.recommendationFollows.digest()).toBe(0);
    expect(await digests()).toHaveLength(2);
  });

  it('sends nothing when nothing that is followed moved', async () => {
    await follow(carla, { analyst_id: marina, notify_email: true });
    await at('2026-11-27T15:00:00.000Z');
    await publish(); // Paulo's: Carla follows Marina only.
    clock.now = new Date('2026-11-28T10:00:00.000Z');
    expect(await app.recommendationFollows.digest()).toBe(0);
    expect(await digests()).toEqual([]);
  });
});

describe('digest helpers', () => {
  it('takes the São Paulo day before, across midnight UTC', () => {
    // 01:30 UTC on the 26th is 22:30 of the 25th in São Paulo: the day before is the 24th.
    expect(previousSaoPauloDay(new Date('2026-11-26T01:30:00Z'))).toBe('2026-11-24');
    expect(previousSaoPauloDay(new Date('2026-11-26T03:30:00Z'))).toBe('2026-11-25');
    expect(previousSaoPauloDay(new Date('2027-01-01T12:00:00Z'))).toBe('2026-12-31');
  });

  it('writes one line per move and no price of a method the person cannot open', () => {
    const line = {
      userId: 1,
      email: 'a@b.c',
      userName: 'Ana',
      origin: null,
      recommendationId: 7,
      brand: 'brazilian' as const,
      tradeMethodId: 3,
      methodName: 'Mago',
      analystName: 'Paulo',
      assetCode: 'WINZ26',
      operation: 'sell' as const,
      eventId: 1,
      kind: 'target',
      toStatus: 'partial',
      target: 1,
      priceCents: 12_345_000,
      at: new Date('2026-11-25T14:05:00Z'),
      entryMinCents: 12_400_000,
      entryMaxCents: 12_400_000,
      stopCents: 12_500_000,
      targetsCents: [12_345_000],
    };
    const open = digestMessage('2026-11-25', [line], new Set([3]), 'https://x.test');
    expect(open.subject).toBe('Recomendações de 25/11/2026: 1 novidade do que você segue');
    expect(open.text).toContain('11:05 · Alvo 1 atingido a 123.450,00 — Parcial');
    expect(open.text).toContain('Entrada 124.000,00 · Stop 125.000,00 · Alvos 123.450,00');
    expect(open.text).toContain('https://x.test/cliente/recomendacoes?id=7');
    const locked = digestMessage('2026-11-25', [line], new Set(), 'https://x.test');
    expect(locked.text).toContain('11:05 · Alvo 1 atingido — Parcial');
    expect(locked.text).not.toMatch(/12[345]\.\d{3},00/);
  });
});
