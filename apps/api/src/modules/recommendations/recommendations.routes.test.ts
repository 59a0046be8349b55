import {
  ANALYST_MESSAGES,
  RECOMMENDATION_FORM_MESSAGES,
  RECOMMENDATION_MESSAGES,
  replayHistory,
} from '@app/shared';
import type {
  Farol,
  ListPage,
  LoginResponse,
  Recommendation,
  RecommendationDetail,
  ServerTopicEvent,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { queryRows } from '../../platform/db/database.ts';
import { memoryBus } from '../../platform/realtime/bus.ts';
import { apiClient } from '../../test/http.ts';
import { countStatements } from '../../test/statements.ts';
import { createDemoApp } from '../../test/test-app.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import type { StoredQuote } from './recommendations.service.ts';

let app: App;
let database: TestDatabase;
let admin: string;
let customer: string;
let customerId: number;
let paulo: number;
let seller: number;
let swing: number;
let mago: number;
let magoSetup: number;
let options: number;
let petr4: number;
let vale3: number;
const bus = memoryBus();
const heard: ServerTopicEvent[] = [];
const clock = { now: new Date('2026-11-25T15:00:00.000Z') };
const { login: tokenOf, get, send } = apiClient(() => app);

const one = async <T>(query: ReturnType<typeof sql>) =>
  (await queryRows<T>(database.db, query))[0]!;
const idOf = async (table: string, column: string, value: string) =>
  (
    await one<{ id: number }>(
      sql`select id from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value}`,
    )
  ).id;

/** A buy of PETR4 in the swing method: entry 37,00–37,50, stop 36,00, targets 39 and 41. */
const swingBuy = (extra: object = {}) => ({
  analyst_id: paulo,
  trade_method_id: swing,
  asset_id: petr4,
  operation: 'buy',
  frequency: 'swing_trade',
  entry_min_cents: 3700,
  entry_max_cents: 3750,
  stop_cents: 3600,
  targets_cents: [3900, 4100],
  stop_conduction: 'breakeven',
  target_conduction: 'partial',
  position_size: 'full',
  rationale_html: '<p>Rompimento do topo com volume.</p>',
  valid_until: '2026-12-20T20:00:00.000Z',
  ...extra,
});

async function publish(extra: object = {}): Promise<RecommendationDetail> {
  const res = await send('POST', '/api/create-recommendation', admin, swingBuy(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<RecommendationDetail>();
}

/** Stores quotes (as the market-data module does) and hands them to the recommendations. */
async function quote(
  assetId: number,
  at: string,
  bar: { open: number; high: number; low: number; close: number },
): Promise<StoredQuote> {
  const row = await one<{ id: number }>(sql`insert into quotes
      (asset_id, at, open_cents, high_cents, low_cents, close_cents, source)
      values (${assetId}, ${at}, ${bar.open}, ${bar.high}, ${bar.low}, ${bar.close}, 'staff')
      returning id`);
  return {
    id: Number(row.id),
    assetId,
    at: new Date(at),
    openCents: bar.open,
    highCents: bar.high,
    lowCents: bar.low,
    lastCents: bar.close,
  };
}
const trade = (price: number) => ({ open: price, high: price, low: price, close: price });

const detail = async (id: number, token = admin) =>
  (await get(`/api/find-recommendation/${id}`, token)).json<RecommendationDetail>();

async function grant(userId: number, kind: string, targetId: number, source: string) {
  return (
    await one<{ id: number }>(sql`insert into access_grants
      (user_id, kind, target_id, starts_at, ends_at, source)
      values (${userId}, ${kind}, ${targetId}, '2026-11-01T00:00:00Z', '2027-01-01T00:00:00Z', ${source})
      returning id`)
  ).id;
}

const FINISHED = ['gain', 'stopped', 'closed', 'cancelled', 'expired'];

beforeAll(async () => {
  ({ app, database } = await createDemoApp(() => clock.now, {
    realtimeBus: bus,
    recommendationSweepMs: 0,
  }));
  admin = await tokenOf('admin@demo.lstrader.com.br');
  customer = await tokenOf('cliente@demo.lstrader.com.br');
  customerId = await idOf('users', 'email', 'cliente@demo.lstrader.com.br');
  paulo = await idOf('users', 'email', 'analista@demo.lstrader.com.br');
  seller = await idOf('users', 'email', 'vendedor@demo.lstrader.com.br');
  swing = await idOf('trade_methods', 'slug', 'swing-trade-semanal');
  mago = await idOf('trade_methods', 'slug', 'metodo-mago');
  options = await idOf('trade_methods', 'slug', 'renda-com-opcoes');
  magoSetup = (
    await one<{ id: number }>(
      sql`select id from trade_method_setups where trade_method_id = ${mago} order by id limit 1`,
    )
  ).id;
  petr4 = await idOf('financial_assets', 'code', 'PETR4');
  vale3 = await idOf('financial_assets', 'code', 'VALE3');
  bus.subscribe('recs:brazilian', (event) => heard.push(event));
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  heard.length = 0;
});

describe('publishing', () => {
  it('keeps the rationale to the rich-text allowlist (no stored script reaches a customer)', async () => {
    const rec = await publish({
      rationale_html:
        '<p onclick="steal()">Topo <strong>rompido</strong><script>steal()</script><img src="x" onerror="steal()"></p>',
    });
    const html = rec.levels!.rationale_html;
    expect(html).toContain('<strong>rompido</strong>');
    expect(html).not.toMatch(/script|onclick|onerror|steal/);
  });

  it('publishes a recommendation waiting for its entry, with its first history line', async () => {
    const rec = await publish();
    expect(rec).toMatchObject({
      status: 'waiting',
      unlocked: true,
      analyst: { id: paulo, name: 'Paulo Analista', cnpi: 'EM-2150' },
      asset: { code: 'PETR4' },
      levels: { entry_min_cents: 3700, stop_cents: 3600, targets_cents: [3900, 4100] },
      version: 0,
    });
    expect(rec.events).toEqual([
      expect.objectContaining({
        kind: 'published',
        to_status: 'waiting',
        author_name: 'Ana Admin',
      }),
    ]);
    expect(heard).toContainEqual(
      expect.objectContaining({ name: 'recommendation.changed', id: rec.id, kind: 'published' }),
    );
    // The event a customer's socket gets names no level.
    expect(JSON.stringify(heard)).not.toContain('3600');
  });

  it('refuses an analyst without credentials, a method not theirs, a missing setup and a past validity', async () => {
    const refused = async (body: object, field: string, message: string) => {
      const res = await send('POST', '/api/create-recommendation', admin, swingBuy(body));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: { [field]: [message] } });
    };
    await refused({ analyst_id: seller }, 'analyst_id', ANALYST_MESSAGES.cannotPublish);
    await refused(
      { trade_method_id: options },
      'trade_method_id',
      ANALYST_MESSAGES.methodNotAnalysts,
    );
    await refused({ trade_method_id: mago }, 'setup_id', RECOMMENDATION_FORM_MESSAGES.setup);
    await refused(
      { valid_until: '2026-11-25T14:00:00.000Z' },
      'valid_until',
      RECOMMENDATION_FORM_MESSAGES.validInFuture,
    );
    await refused({ stop_cents: 3800 }, 'stop_cents', RECOMMENDATION_MESSAGES.stopBeyondEntry);
    // With the setup, the method with setups publishes.
    const rec = await publish({ trade_method_id: mago, setup_id: magoSetup });
    expect(rec.setup?.id).toBe(magoSetup);
  });

  it('lets only staff publish', async () => {
    const res = await send('POST', '/api/create-recommendation', customer, swingBuy());
    expect(res.statusCode).toBe(403);
  });
});

describe('who sees the levels', () => {
  it('locks a recommendation for a customer without the method, naming what opens it', async () => {
    const rec = await publish();
    const premium = await idOf('signature_types', 'slug', 'ls-premium');
    await database.db
      .execute(sql`insert into signature_type_contents (signature_type_id, kind, target_id)
      values (${premium}, 'trade_method', ${swing}) on conflict do nothing`);
    const page = (await get('/api/list-customer-recommendations?status=open', customer)).json<
      ListPage<Recommendation>
    >();
    const seen = page.data.find((r) => r.id === rec.id)!;
    expect(seen).toMatchObject({ unlocked: false, levels: null, status: 'waiting' });
    expect(seen.required_signatures?.map((s) => s.slug)).toContain('ls-premium');
    // The demo's store sells the weekly swing on its own: the prompt names the product too.
    expect(seen.store_products).toEqual([
      expect.objectContaining({ slug: 'swing-trade-semanal-1-ano', price_cents: 59_700 }),
    ]);
    const alone = await detail(rec.id, customer);
    expect(alone.store_products?.map((p) => p.slug)).toEqual(['swing-trade-semanal-1-ano']);
    expect(alone.events).toBeNull();
    expect(JSON.stringify(alone)).not.toContain('3600');
  });

  it('opens it by a method grant, a trial signature or a courtesy, and closes it when revoked', async () => {
    const rec = await publish();
    const opened = async (token: string) => (await detail(rec.id, token)).unlocked;
    const direct = await grant(customerId, 'trade_method', swing, 'order');
    expect(await opened(customer)).toBe(true);
    // The login names the grant and its methods (spec section 3).
    const login = await send('POST', '/api/login', undefined, {
      email: 'cliente@demo.lstrader.com.br',
      password: 'demo1234',
    });
    if (login.statusCode === 200) {
      const body = login.json<LoginResponse>();
      expect(body.method_user_product_id).toContainEqual(
        expect.objectContaining({ id: direct, kind: 'trade_method' }),
      );
      expect(body.user.methods.map((m) => m.id)).toContain(swing);
    }
    await database.db.execute(
      sql`update access_grants set revoked_at = '2026-11-20T00:00:00Z' where id = ${direct}`,
    );
    expect(await opened(customer)).toBe(false);

    const trialUser = await idOf('users', 'email', 'trial@demo.lstrader.com.br');
    const trialToken = await tokenOf('trial@demo.lstrader.com.br');
    const premium = await idOf('signature_types', 'slug', 'ls-premium');
    await database.db
      .execute(sql`insert into signature_type_contents (signature_type_id, kind, target_id)
      values (${premium}, 'trade_method', ${swing}) on conflict do nothing`);
    await grant(trialUser, 'signature', premium, 'trial');
    expect(await opened(trialToken)).toBe(true);

    const courtesyUser = await idOf('users', 'email', 'cortesia@demo.lstrader.com.br');
    const courtesyToken = await tokenOf('cortesia@demo.lstrader.com.br');
    await grant(courtesyUser, 'trade_method', swing, 'courtesy');
    expect(await opened(courtesyToken)).toBe(true);

    // Staff always see it.
    expect(await opened(admin)).toBe(true);
  });
});

describe('the analyst acts on the version seen', () => {
  it('cancels a waiting call; a stale version gets 409; a finished call refuses', async () => {
    const rec = await publish();
    const act = (version: number, action: object) =>
      send('POST', `/api/recommendation-action/${rec.id}`, admin, { version, action });
    const cancelled = await act(0, { kind: 'cancel', note: 'Cenário mudou' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<RecommendationDetail>()).toMatchObject({
      status: 'cancelled',
      version: 1,
    });
    expect(cancelled.json<RecommendationDetail>().events?.at(-1)).toMatchObject({
      kind: 'cancelled',
      note: 'Cenário mudou',
      author_name: 'Ana Admin',
    });
    const stale = await act(0, { kind: 'cancel' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: RECOMMENDATION_FORM_MESSAGES.changedMeanwhile });
    const again = await act(1, { kind: 'cancel' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: RECOMMENDATION_MESSAGES.cancelOnlyWaiting });
  });

  it('two moves on the same version: one wins, the other is refused', async () => {
    const rec = await publish();
    const [a, b] = await Promise.all([
      send('POST', `/api/recommendation-action/${rec.id}`, admin, {
        version: 0,
        action: { kind: 'move_stop', stop_cents: 3650 },
      }),
      send('POST', `/api/recommendation-action/${rec.id}`, admin, {
        version: 0,
        action: { kind: 'cancel' },
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const after = await detail(rec.id);
    expect(after.version).toBe(1);
    expect(after.events).toHaveLength(2);
  });

  it('a moved stop stays in the history with the stop before it', async () => {
    const rec = await publish();
    const moved = await send('POST', `/api/recommendation-action/${rec.id}`, admin, {
      version: 0,
      action: { kind: 'move_stop', stop_cents: 3550 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const body = moved.json<RecommendationDetail>();
    expect(body.levels).toMatchObject({ initial_stop_cents: 3600, stop_cents: 3550 });
    expect(body.events?.at(-1)).toMatchObject({
      kind: 'stop_moved',
      price_cents: 3550,
      previous_stop_cents: 3600,
    });
  });
});

describe('quotes move recommendations by themselves', () => {
  it('enters exactly at the level, takes the first target, and the state is what the history replays to', async () => {
    const rec = await publish({ asset_id: vale3 });
    await app.recommendations.applyQuotes([
      await quote(vale3, '2026-11-25T15:10:00Z', trade(3800)),
      await quote(vale3, '2026-11-25T15:20:00Z', trade(3750)),
    ]);
    let now = await detail(rec.id);
    expect(now).toMatchObject({ status: 'active', levels: { entry_cents: 3750 } });
    await app.recommendations.applyQuotes([
      await quote(vale3, '2026-11-25T16:00:00Z', trade(3900)),
    ]);
    now = await detail(rec.id);
    // Breakeven conduction: the stop went to the entry after the first target.
    expect(now).toMatchObject({ status: 'partial', levels: { targets_hit: 1, stop_cents: 3750 } });
    expect(now.events?.map((e) => e.kind)).toEqual([
      'published',
      'entered',
      'target',
      'stop_moved',
    ]);
    expect(now.events?.find((e) => e.kind === 'target')).toMatchObject({
      price_cents: 3900,
      author_name: null,
    });
    expect(heard.map((e) => ('kind' in e ? e.kind : ''))).toEqual([
      'published',
      'entered',
      'target',
    ]);

    // A gap through the stop (moved to the entry) fills at the open after the gap.
    await app.recommendations.applyQuotes([
      await quote(vale3, '2026-11-26T13:00:00Z', {
        open: 3700,
        high: 3720,
        low: 3690,
        close: 3710,
      }),
    ]);
    now = await detail(rec.id);
    expect(now.status).toBe('stopped');
    expect(now.events?.at(-1)).toMatchObject({ kind: 'stopped', price_cents: 3700 });
    expect(now.result_percent).toBeCloseTo(((3900 - 3750) / 2 + (3700 - 3750) / 2) / 37.5, 6);

    const replayed = replayHistory(
      {
        operation: 'buy',
        targetsCents: [3900, 4100],
        targetConduction: 'partial',
        initialStopCents: 3600,
      },
      now.events!.map((e) => ({
        kind: e.kind,
        to: e.to_status,
        priceCents: e.price_cents,
        at: new Date(e.at),
        target: e.target,
      })),
    );
    const row = await one<{
      status: string;
      stop_cents: number;
      entry_cents: number;
      targets_hit: number;
      exits: unknown;
    }>(
      sql`select status, stop_cents, entry_cents, targets_hit, exits from recommendations where id = ${rec.id}`,
    );
    // ADR 0010: the stored state is what the history replays to.
    expect({
      status: row.status,
      stopCents: row.stop_cents,
      entryCents: row.entry_cents,
      targetsHit: row.targets_hit,
      exits: row.exits,
    }).toEqual({
      status: replayed.status,
      stopCents: replayed.stopCents,
      entryCents: replayed.entryCents,
      targetsHit: replayed.targetsHit,
      exits: replayed.exits,
    });
  });

  it('a stale quote (not newer than the last applied) moves nothing', async () => {
    const itub4 = await idOf('financial_assets', 'code', 'ITUB4');
    const rec = await publish({
      asset_id: itub4,
      entry_min_cents: 3000,
      entry_max_cents: 3000,
      stop_cents: 2900,
      targets_cents: [3500],
    });
    await app.recommendations.applyQuotes([
      await quote(itub4, '2026-11-27T15:00:00Z', trade(3200)),
    ]);
    await app.recommendations.applyQuotes([
      await quote(itub4, '2026-11-27T14:00:00Z', trade(3000)),
    ]);
    let now = await detail(rec.id);
    expect(now.status).toBe('waiting');
    expect(now.events).toHaveLength(1);
    // A newer quote at the entry does move it (the price came down through it).
    await app.recommendations.applyQuotes([
      await quote(itub4, '2026-11-27T16:00:00Z', trade(3000)),
    ]);
    now = await detail(rec.id);
    expect(now).toMatchObject({ status: 'active', levels: { entry_cents: 3000 } });
  });

  it('expires a waiting call at the end of its validity', async () => {
    const rec = await publish({
      asset_id: vale3,
      entry_min_cents: 9000,
      entry_max_cents: 9000,
      stop_cents: 8800,
      targets_cents: [9500],
      valid_until: '2026-11-25T18:00:00.000Z',
    });
    clock.now = new Date('2026-11-25T18:00:01.000Z');
    try {
      expect(await app.recommendations.expireDue()).toBeGreaterThanOrEqual(1);
    } finally {
      clock.now = new Date('2026-11-25T15:00:00.000Z');
    }
    const now = await detail(rec.id);
    expect(now).toMatchObject({ status: 'expired', result_percent: null });
  });
});

describe('a quote staff type', () => {
  it('moves the recommendation of its ticker, and every viewer of the brand hears it', async () => {
    const bbdc4 = await idOf('financial_assets', 'code', 'BBDC4');
    const rec = await publish({
      asset_id: bbdc4,
      entry_min_cents: 1500,
      entry_max_cents: 1520,
      stop_cents: 1400,
      targets_cents: [1700],
    });
    heard.length = 0;
    // A minute after it was published (a quote from before the call moves nothing).
    const published = clock.now;
    clock.now = new Date(published.getTime() + 60_000);
    const res = await send('POST', '/api/create-quote', admin, {
      asset_id: bbdc4,
      at: clock.now.toISOString(),
      price_cents: 1510,
    }).finally(() => {
      clock.now = published;
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await detail(rec.id)).toMatchObject({ status: 'active', levels: { entry_cents: 1510 } });
    // The demo's open call on the same ticker may move too; this one is heard once.
    expect(heard.filter((e) => 'id' in e && e.id === rec.id)).toEqual([
      expect.objectContaining({ id: rec.id, kind: 'entered', status: 'active' }),
    ]);
  });
});

describe('the farol', () => {
  it('lights each watched ticker by its open calls, with its last quote; staff only', async () => {
    const bbas3 = await idOf('financial_assets', 'code', 'BBAS3');
    await publish({
      asset_id: bbas3,
      entry_min_cents: 2800,
      entry_max_cents: 2800,
      stop_cents: 2700,
      targets_cents: [3000],
    });
    await app.recommendations.applyQuotes([
      await quote(bbas3, '2026-11-28T14:00:00Z', trade(2900)),
      await quote(bbas3, '2026-11-28T15:00:00Z', trade(2958)),
    ]);
    const res = await get('/api/farol', admin);
    expect(res.statusCode, res.body).toBe(200);
    const light = res.json<Farol>().data.find((e) => e.asset.code === 'BBAS3');
    expect(light).toMatchObject({
      signal: 'buy',
      buy_count: 1,
      sell_count: 0,
      last_price_cents: 2958,
    });
    expect(light?.change_percent).toBeCloseTo(2, 6);
    expect((await get('/api/farol', customer)).statusCode).toBe(403);
    const { statements } = await countStatements(database, () => get('/api/farol', admin));
    expect(statements).toHaveLength(1);
  });
});

describe('the list filters', () => {
  it('tells the status "Encerrada" apart from the group of every finished call', async () => {
    const statuses = async (status: string) =>
      new Set(
        (await get(`/api/list-recommendations?status=${status}&per_page=100`, admin))
          .json<ListPage<Recommendation>>()
          .data.map((r) => r.status),
      );
    expect([...(await statuses('closed'))]).toEqual(['closed']);
    const finished = await statuses('finished');
    expect(finished.size).toBeGreaterThan(1);
    for (const status of finished) expect(FINISHED).toContain(status);
    for (const status of await statuses('open')) expect(FINISHED).not.toContain(status);
  });
});

describe('the data path', () => {
  it("the customer's list reads in a known number of statements and writes nothing", async () => {
    await get('/api/list-customer-recommendations', customer);
    const { result, statements } = await countStatements(database, () =>
      get('/api/list-customer-recommendations', customer),
    );
    expect(result.statusCode).toBe(200);
    expect(statements.filter((s) => /^\s*(insert|update|delete)/i.test(s))).toEqual([]);
    // The page with its count, the person's methods, then one statement for the signatures of
    // every method the page shows locked (the demo page has more than one).
    const locked = new Set(
      result
        .json<ListPage<Recommendation>>()
        .data.filter((r) => !r.unlocked)
        .map((r) => r.trade_method.id),
    );
    expect(locked.size).toBeGreaterThan(1);
    expect(statements).toHaveLength(3);
  });
});
