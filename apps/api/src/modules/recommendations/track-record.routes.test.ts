import { TRACK_RECORD_MESSAGES } from '@app/shared';
import type {
  ClosedCallJson,
  ListPage,
  TrackRecordFiguresJson,
  TrackRecordJson,
} from '@app/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import {
  analystCredentials,
  financialAssets,
  recommendations,
  tradeMethods,
  users,
} from '../../db/schema/index.ts';
import { queryRows } from '../../platform/db/database.ts';
import { apiClient } from '../../test/http.ts';
import { countStatements } from '../../test/statements.ts';
import { createDemoApp } from '../../test/test-app.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { ANALYST_PROFILE_ID } from './analysts.queries.ts';
import { insertCall } from './track-record.fixtures.ts';
import type { CallSpec } from './track-record.fixtures.ts';

let app: App;
let database: TestDatabase;
const { login, get } = apiClient(() => app);
const NOW = new Date('2026-11-27T15:00:00Z');
const LIBERTA = { origin: 'https://app.libertainvestimentos.com.br' };
const GLOBAL = { origin: 'https://global-staging.lstrader.com.br' };

/** Ids of the known set (see `beforeAll`). */
const ids = {
  paulo: 0,
  maria: 0,
  mago: 0,
  swing: 0,
  calls: {} as Record<string, number>,
};
/** Prices only the open calls have: none may ever appear in a public answer. */
const OPEN_LEVELS = ['777700', '700000', '888800', '654300', '600000', '765400'];
const CALL_FIELDS = [
  'analyst',
  'asset',
  'closed_at',
  'entered_at',
  'entry_cents',
  'id',
  'operation',
  'published_at',
  'result_cents',
  'result_percent',
  'status',
  'trade_method',
];

beforeAll(async () => {
  // Without the demo's calls: the figures below are of the known set alone.
  ({ app, database } = await createDemoApp(() => NOW, {}, { calls: false }));
  const { db } = database;
  const [paulo] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'analista@demo.lstrader.com.br'));
  // A second analyst whose name holds the CSV's separator.
  const [maria] = await db
    .insert(users)
    .values({
      name: 'Souza; Maria',
      email: 'maria.souza@example.com',
      passwordHash: 'x',
      profileId: ANALYST_PROFILE_ID,
    })
    .returning({ id: users.id });
  await db.insert(analystCredentials).values({
    userId: maria!.id,
    cnpi: 'EM-3001',
    declarationAcceptedAt: new Date('2026-01-10T12:00:00Z'),
  });
  const methods = await db
    .select({ id: tradeMethods.id, slug: tradeMethods.slug })
    .from(tradeMethods);
  const assets = await db
    .select({ id: financialAssets.id, code: financialAssets.code })
    .from(financialAssets);
  const asset = (code: string) => assets.find((a) => a.code === code)!.id;
  ids.paulo = paulo!.id;
  ids.maria = maria!.id;
  ids.mago = methods.find((m) => m.slug === 'metodo-mago')!.id;
  ids.swing = methods.find((m) => m.slug === 'swing-trade-semanal')!.id;

  const buy = (over: Partial<CallSpec> & Pick<CallSpec, 'steps'>): CallSpec => ({
    analystId: ids.paulo,
    methodId: ids.mago,
    assetId: asset('PETR4'),
    operation: 'buy',
    entry: 10_000,
    stop: 9_500,
    targets: [11_000],
    publishedAt: '2026-09-01T12:00:00Z',
    ...over,
  });
  const known: Record<string, CallSpec> = {
    // +10 % (+1000): the target.
    c1: buy({
      steps: [
        { quote: 10_000, at: '2026-09-09T14:00:00Z' },
        { quote: 11_000, at: '2026-09-10T15:00:00Z' },
      ],
    }),
    // -5 % (-500): the stop.
    c2: buy({
      assetId: asset('VALE3'),
      steps: [
        { quote: 10_000, at: '2026-09-15T14:00:00Z' },
        { quote: 9_500, at: '2026-09-20T15:00:00Z' },
      ],
    }),
    // A sale stopped at 23:30 of 30/09 in São Paulo (02:30 UTC of 01/10): -5 % (-1000).
    c3: {
      analystId: ids.maria,
      methodId: ids.swing,
      assetId: asset('WINZ26'),
      operation: 'sell',
      entry: 20_000,
      stop: 21_000,
      targets: [18_000],
      publishedAt: '2026-09-24T12:00:00Z',
      steps: [
        { quote: 20_000, at: '2026-09-25T14:00:00Z' },
        { quote: 21_000, at: '2026-10-01T02:30:00Z' },
      ],
    },
    // Closed by the analyst at 00:30 of 01/10 in São Paulo: +2 % (+200).
    c4: buy({
      methodId: ids.swing,
      steps: [
        { quote: 10_000, at: '2026-09-29T14:00:00Z' },
        { close: 10_200, at: '2026-10-01T03:30:00Z' },
      ],
    }),
    // Half out at the first target (+500 on half), the stop then at the entry: +5 % (+250).
    c5: buy({
      analystId: ids.maria,
      assetId: asset('VALE3'),
      entry: 5_000,
      stop: 4_500,
      targets: [5_500, 6_000],
      stopConduction: 'breakeven',
      steps: [
        { quote: 5_000, at: '2026-10-10T14:00:00Z' },
        { quote: 5_500, at: '2026-10-12T14:00:00Z' },
        { quote: 5_000, at: '2026-10-15T15:00:00Z' },
      ],
    }),
    // -3 % (-300).
    c6: buy({
      stop: 9_700,
      steps: [
        { quote: 10_000, at: '2026-10-18T14:00:00Z' },
        { quote: 9_700, at: '2026-10-20T15:00:00Z' },
      ],
    }),
    // Expired in a position, out at the last price: -1 % (-100).
    c7: buy({
      analystId: ids.maria,
      methodId: ids.swing,
      assetId: asset('VALE3'),
      stop: 9_000,
      targets: [12_000],
      validUntil: '2026-10-25T20:00:00Z',
      steps: [
        { quote: 10_000, at: '2026-10-21T14:00:00Z' },
        { quote: 9_900, at: '2026-10-22T14:00:00Z' },
        { expire: true },
      ],
    }),
    // Not counted: cancelled, and expired, before the entry.
    c8: buy({ steps: [{ cancel: true, at: '2026-10-05T12:00:00Z' }] }),
    c9: buy({
      analystId: ids.maria,
      validUntil: '2026-10-06T20:00:00Z',
      steps: [{ expire: true }],
    }),
    // Still open: waiting, and in a position. Their levels are what a visitor must never see.
    c10: buy({
      assetId: asset('ETH'),
      entry: 777_700,
      stop: 700_000,
      targets: [888_800],
      steps: [],
    }),
    c11: buy({
      analystId: ids.maria,
      assetId: asset('BTC'),
      entry: 654_300,
      stop: 600_000,
      targets: [765_400],
      steps: [{ quote: 654_300, at: '2026-11-20T14:00:00Z' }],
    }),
    // Another brand's call.
    c12: buy({
      brand: 'liberta',
      steps: [
        { quote: 10_000, at: '2026-10-04T14:00:00Z' },
        { quote: 11_000, at: '2026-10-05T15:00:00Z' },
      ],
    }),
  };
  for (const [name, spec] of Object.entries(known))
    ids.calls[name] = (await insertCall(db, spec)).id;
});
afterAll(async () => {
  await app.close();
});

/** The figures, with the fractions compared to 10 decimals. */
function expectFigures(actual: TrackRecordFiguresJson, expected: TrackRecordFiguresJson) {
  for (const [key, value] of Object.entries(expected)) {
    const got = actual[key as keyof TrackRecordFiguresJson];
    if (typeof value === 'number') expect(got, key).toBeCloseTo(value, 10);
    else expect(got, key).toEqual(value);
  }
}
const figures = (
  calls: number,
  wins: number,
  losses: number,
  gain: [number, number] | null,
  loss: [number, number] | null,
  worst: [number, number],
  total: number,
): TrackRecordFiguresJson => ({
  calls,
  wins,
  losses,
  hit_rate: wins / calls,
  average_gain_percent: gain?.[0] ?? null,
  average_loss_percent: loss?.[0] ?? null,
  average_gain_cents: gain?.[1] ?? null,
  average_loss_cents: loss?.[1] ?? null,
  payoff: gain && loss ? gain[0] / -loss[0] : null,
  expectancy_percent: total / calls,
  worst_streak: { losses: worst[0], percent: worst[1] },
  total_percent: total,
});

const trackRecordOf = async (query = '', headers = {}) => {
  const res = await get(`/api/track-record${query}`, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TrackRecordJson>();
};
const callsOf = async (query = '', headers = {}) => {
  const res = await get(`/api/track-record/calls${query}`, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListPage<ClosedCallJson>>();
};

describe('GET /api/track-record', () => {
  it('computes the known calls by hand: hit rate, averages, payoff, expectancy, worst run', async () => {
    const record = await trackRecordOf();
    // +10, -5, -5, +2, +5, -3, -1 in the order they ended; cancelled, expired-while-waiting
    // and open calls are not counted.
    expectFigures(record.overall, figures(7, 3, 4, [17 / 3, 1450 / 3], [-3.5, -475], [2, -10], 3));
    expect(record.overall.hit_rate).toBeCloseTo(3 / 7, 10);
    expect(record.overall.payoff).toBeCloseTo(17 / 3 / 3.5, 10);
    expect(record.overall.expectancy_percent).toBeCloseTo(3 / 7, 10);
  });

  it('groups the months in São Paulo time around a month boundary', async () => {
    const record = await trackRecordOf();
    // c3 ended at 02:30 UTC of 01/10 (30/09 in São Paulo), c4 at 03:30 UTC (01/10 there).
    expect(record.months.map((m) => m.month)).toEqual(['2026-09', '2026-10']);
    expectFigures(record.months[0]!.figures, figures(3, 1, 2, [10, 1000], [-5, -750], [2, -10], 0));
    expectFigures(record.months[1]!.figures, figures(4, 2, 2, [3.5, 225], [-2, -200], [2, -4], 3));
  });

  it('breaks the figures down per analyst (with the CNPI) and per method, by name', async () => {
    const record = await trackRecordOf();
    expect(record.analysts.map((a) => [a.id, a.name, a.cnpi])).toEqual([
      [ids.paulo, 'Paulo Analista', 'EM-2150'],
      [ids.maria, 'Souza; Maria', 'EM-3001'],
    ]);
    // Paulo: +10, -5, +2, -3. Maria: -5, +5, -1.
    expectFigures(record.analysts[0]!.figures, figures(4, 2, 2, [6, 600], [-4, -400], [1, -5], 4));
    expectFigures(record.analysts[1]!.figures, figures(3, 1, 2, [5, 250], [-3, -550], [1, -5], -1));
    expect(record.trade_methods.map((m) => [m.id, m.name])).toEqual([
      [ids.mago, 'Método Mago'],
      [ids.swing, 'Swing Trade Semanal'],
    ]);
    // Mago: +10, -5, +5, -3. Swing: -5, +2, -1.
    expectFigures(
      record.trade_methods[0]!.figures,
      figures(4, 2, 2, [7.5, 625], [-4, -400], [1, -5], 7),
    );
    expectFigures(
      record.trade_methods[1]!.figures,
      figures(3, 1, 2, [2, 200], [-3, -550], [1, -5], -4),
    );
  });

  it('filters by analyst, method and São Paulo days', async () => {
    expect((await trackRecordOf(`?analyst_id=${ids.maria}`)).overall.calls).toBe(3);
    expect((await trackRecordOf(`?trade_method_id=${ids.swing}`)).overall.calls).toBe(3);
    const one = await trackRecordOf(`?analyst_id=${ids.paulo}&trade_method_id=${ids.swing}`);
    expect(one.overall).toMatchObject({ calls: 1, total_percent: 2 });
    expect(one.analysts.map((a) => a.id)).toEqual([ids.paulo]);
    // 01/10 in São Paulo starts at 03:00 UTC: c3 (02:30 UTC) is September's.
    const october = await trackRecordOf('?from=2026-10-01&to=2026-10-31');
    expect(october.overall.calls).toBe(4);
    expect(october.months.map((m) => m.month)).toEqual(['2026-10']);
    expect((await trackRecordOf('?to=2026-09-30')).overall.calls).toBe(3);
    expect((await trackRecordOf('?from=2026-09-30&to=2026-09-30')).overall.calls).toBe(1);
    expect((await trackRecordOf('?analyst_id=999999')).overall).toMatchObject({
      calls: 0,
      hit_rate: null,
    });
  });

  it('refuses bad filters in pt-BR', async () => {
    const reversed = await get('/api/track-record?from=2026-10-31&to=2026-10-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ error: { to: [TRACK_RECORD_MESSAGES.range] } });
    const badDay = await get('/api/track-record/calls?from=2026-02-30');
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json()).toEqual({ error: { from: [TRACK_RECORD_MESSAGES.day] } });
    expect((await get('/api/track-record?status=open')).statusCode).toBe(400);
    expect((await get('/api/track-record.csv?analyst_id=abc')).statusCode).toBe(400);
  });

  it('answers only the brand of the request', async () => {
    const liberta = await trackRecordOf('', LIBERTA);
    expect(liberta.overall).toMatchObject({ calls: 1, wins: 1, total_percent: 10 });
    expect((await callsOf('', LIBERTA)).data.map((c) => c.id)).toEqual([ids.calls.c12]);
    expect((await callsOf('?per_page=100')).data.map((c) => c.id)).not.toContain(ids.calls.c12);
    expect((await trackRecordOf('', GLOBAL)).overall.calls).toBe(0);
  });

  it('is public: a visitor and a signed-in customer get the same answer', async () => {
    const token = await login('cliente@demo.lstrader.com.br');
    for (const url of ['/api/track-record', '/api/track-record/calls', '/api/track-record.csv']) {
      const visitor = await get(url);
      const customer = await get(url, token);
      expect(visitor.statusCode).toBe(200);
      expect(customer.body).toBe(visitor.body);
    }
  });

  it('reads the history, not the state columns: a result typed into them changes nothing', async () => {
    const before = await get('/api/track-record');
    await database.db
      .update(recommendations)
      .set({ status: 'gain', resultPercent: 50, resultCents: 5000 })
      .where(inArray(recommendations.id, [ids.calls.c2!, ids.calls.c6!]));
    // And an open call "closed" by hand, without a history line saying so.
    await database.db
      .update(recommendations)
      .set({ status: 'gain', closedAt: NOW, resultPercent: 12, resultCents: 1200 })
      .where(eq(recommendations.id, ids.calls.c11!));
    const after = await get('/api/track-record');
    expect(after.body).toBe(before.body);
  });
});

describe('GET /api/track-record/calls', () => {
  it('pages the counted calls, newest ended first, with entry and result from the history', async () => {
    const first = await callsOf('?per_page=3');
    expect(first.meta).toEqual({ total: 7, page: 1, per_page: 3 });
    expect(first.data.map((c) => c.id)).toEqual([ids.calls.c7, ids.calls.c6, ids.calls.c5]);
    expect(first.data[2]).toEqual({
      id: ids.calls.c5,
      asset: { code: 'VALE3', name: 'Vale ON', market: 'stocks' },
      operation: 'buy',
      analyst: { id: ids.maria, name: 'Souza; Maria', cnpi: 'EM-3001' },
      trade_method: { id: ids.mago, name: 'Método Mago' },
      published_at: '2026-09-01T12:00:00.000Z',
      entered_at: '2026-10-10T14:00:00.000Z',
      entry_cents: 5_000,
      closed_at: '2026-10-15T15:00:00.000Z',
      status: 'stopped',
      result_percent: 5,
      result_cents: 250,
    });
    expect(first.data[0]).toMatchObject({
      status: 'expired',
      closed_at: '2026-10-25T20:00:00.000Z',
      result_percent: -1,
    });
    const second = await callsOf('?per_page=3&page=2');
    expect(second.data.map((c) => c.id)).toEqual([ids.calls.c4, ids.calls.c3, ids.calls.c2]);
    expect(second.data.map((c) => c.status)).toEqual(['closed', 'stopped', 'stopped']);
    expect((await callsOf('?per_page=3&page=3')).data.map((c) => c.id)).toEqual([ids.calls.c1]);
    // Past the end: no calls, and still the total.
    expect(await callsOf('?per_page=3&page=4')).toEqual({
      data: [],
      meta: { total: 7, page: 4, per_page: 3 },
    });
    const filtered = await callsOf(`?trade_method_id=${ids.swing}&from=2026-10-01`);
    expect(filtered.data.map((c) => c.id)).toEqual([ids.calls.c7, ids.calls.c4]);
    expect(filtered.meta.total).toBe(2);
  });
});

describe('what a visitor may see', () => {
  it('never holds an open call, nor a call that ended without an entry', async () => {
    const hidden = ['c8', 'c9', 'c10', 'c11'].map((name) => ids.calls[name]!);
    const answers = [
      await get('/api/track-record'),
      await get('/api/track-record/calls?per_page=100'),
      await get('/api/track-record.csv'),
      await get(`/api/track-record?analyst_id=${ids.maria}`),
    ];
    const listed = answers[1]!.json<ListPage<ClosedCallJson>>().data.map((c) => c.id);
    for (const id of hidden) expect(listed).not.toContain(id);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      for (const level of OPEN_LEVELS) expect(res.body).not.toContain(level);
      for (const code of ['ETH', 'BTC']) expect(res.body).not.toContain(code);
    }
    // Of any call, only what happened: no stop, no target, no entry range.
    for (const call of answers[1]!.json<ListPage<ClosedCallJson>>().data)
      expect(Object.keys(call).sort()).toEqual(CALL_FIELDS);
  });
});

describe('GET /api/track-record.csv', () => {
  it('writes a pt-BR spreadsheet: BOM, header, ";", decimal comma, São Paulo times, quoted names', async () => {
    const res = await get('/api/track-record.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="historico-de-resultados-2026-11-27.csv"; filename*=UTF-8\'\'hist%C3%B3rico-de-resultados-2026-11-27.csv',
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'Encerrada em;Ativo;Operação;Analista;CNPI;Método;Publicada em;Entrada em;Preço de entrada;Situação;Resultado (%);Resultado (pontos)',
    );
    expect(lines.slice(1, -1)).toEqual([
      '25/10/2026 17:00;VALE3;Compra;"Souza; Maria";EM-3001;Swing Trade Semanal;01/09/2026 09:00;21/10/2026 11:00;100,00;Expirada;-1,00;-1,00',
      '20/10/2026 12:00;PETR4;Compra;Paulo Analista;EM-2150;Método Mago;01/09/2026 09:00;18/10/2026 11:00;100,00;Stop;-3,00;-3,00',
      '15/10/2026 12:00;VALE3;Compra;"Souza; Maria";EM-3001;Método Mago;01/09/2026 09:00;10/10/2026 11:00;50,00;Stop;5,00;2,50',
      '01/10/2026 00:30;PETR4;Compra;Paulo Analista;EM-2150;Swing Trade Semanal;01/09/2026 09:00;29/09/2026 11:00;100,00;Encerrada;2,00;2,00',
      '30/09/2026 23:30;WINZ26;Venda;"Souza; Maria";EM-3001;Swing Trade Semanal;24/09/2026 09:00;25/09/2026 11:00;200,00;Stop;-5,00;-10,00',
      '20/09/2026 12:00;VALE3;Compra;Paulo Analista;EM-2150;Método Mago;01/09/2026 09:00;15/09/2026 11:00;100,00;Stop;-5,00;-5,00',
      '10/09/2026 12:00;PETR4;Compra;Paulo Analista;EM-2150;Método Mago;01/09/2026 09:00;09/09/2026 11:00;100,00;Encerrada com ganho;10,00;10,00',
    ]);
  });

  it('takes the same filters, and names the period in the file', async () => {
    const res = await get(
      `/api/track-record.csv?analyst_id=${ids.paulo}&from=2026-10-01&to=2026-10-31`,
    );
    expect(res.statusCode).toBe(200);
    expect(
      res.body
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(';')[1]),
    ).toEqual(['PETR4', 'PETR4']);
    expect(res.headers['content-disposition']).toContain(
      'filename="historico-de-resultados-de-2026-10-01-a-2026-10-31-2026-11-27.csv"',
    );
  });
});

describe('statements', () => {
  it('answers each route with one statement, which only reads', async () => {
    for (const url of [
      '/api/track-record',
      `/api/track-record?analyst_id=${ids.paulo}&from=2026-09-01&to=2026-10-31`,
      '/api/track-record/calls?per_page=2&page=2',
      '/api/track-record/calls?page=50',
      '/api/track-record.csv',
    ]) {
      const { result, statements } = await countStatements(database, () => get(url));
      expect(result.statusCode, url).toBe(200);
      expect(statements, url).toHaveLength(1);
      expect(statements[0], url).toMatch(/^\s*with counted as \(/);
    }
  });

  it('changes no row of the recommendations or their history', async () => {
    const snapshot = () =>
      queryRows(
        database.db,
        sql`select (select count(*) from recommendation_events) as events,
                   (select sum(version) from recommendations) as versions,
                   (select max(status_changed_at) from recommendations) as changed`,
      );
    const before = await snapshot();
    await get('/api/track-record');
    await get('/api/track-record/calls');
    await get('/api/track-record.csv');
    expect(await snapshot()).toEqual(before);
  });
});

describe('a history the rules could not have written', () => {
  it('is a 500 without detail, never a call quietly left out', async () => {
    const { id } = await insertCall(database.db, {
      brand: 'global',
      analystId: ids.paulo,
      methodId: ids.mago,
      assetId: (await database.db.select({ id: financialAssets.id }).from(financialAssets))[0]!.id,
      operation: 'buy',
      entry: 10_000,
      stop: 9_500,
      targets: [11_000],
      publishedAt: '2026-10-01T12:00:00Z',
      steps: [
        { quote: 10_000, at: '2026-10-02T14:00:00Z' },
        { close: 10_100, at: '2026-10-03T14:00:00Z' },
      ],
    });
    // A second end after the first, as no rule writes it.
    await database.db.execute(
      sql`insert into recommendation_events (recommendation_id, kind, from_status, to_status, price_cents, at)
          values (${id}, 'stopped', 'active', 'stopped', 9500, '2026-10-04T14:00:00Z')`,
    );
    const res = await get('/api/track-record', undefined, GLOBAL);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('recomendação');
  });
});
