import { QUOTE_MESSAGES, cotahistFileMessage, offTickMessage } from '@app/shared';
import type { CotahistImportResult, LatestQuote, ListPage, StoredQuoteView } from '@app/shared';
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { queryRows } from '../../platform/db/database.ts';
import { DEMO_COTAHIST_PATH } from '../../seed/cotahist-demo.ts';
import { apiClient, bearer, multipartBody } from '../../test/http.ts';
import { countStatements } from '../../test/statements.ts';
import { createDemoApp } from '../../test/test-app.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { zipOf } from '../../test/zip.ts';
import { cotahistDayAt, parseCotahist } from './cotahist.ts';
import type { StoredQuote } from './quotes.service.ts';

const LIMIT = 200 * 1024;
const demo = readFileSync(DEMO_COTAHIST_PATH);
const demoFile = parseCotahist(demo.toString('latin1'));
const DEMO_RESULT: CotahistImportResult = {
  imported: 600,
  skipped: 60,
  unknown_codes: ['BOVA11', 'SMAL11'],
  assets: 20,
};

let database: TestDatabase;
let app: App;
/** What the after-quotes hook heard, call by call. */
const heard: StoredQuote[][] = [];
const { get, send, demoTokens } = apiClient(() => app);
let admin: string;
let seller: string;
let analyst: string;
let customer: string;
let adminId: number;
const assets: Record<string, number> = {};

function upload(token: string | undefined, file?: { name: string; type: string; bytes: Buffer }) {
  const body = file ? multipartBody({}, file) : multipartBody();
  return app.inject({
    method: 'POST',
    url: '/api/import-cotahist',
    headers: { ...(token ? bearer(token) : {}), ...body.headers },
    payload: body.payload,
  });
}
const txt = (bytes: Buffer, name = 'COTAHIST_DEMO.TXT') => ({ name, type: 'text/plain', bytes });

/** The demo file with only some of its quote lines (and a trailer that counts them). */
function demoWith(keep: (line: string) => boolean): Buffer {
  const lines = demo.toString('latin1').split('\r\n').slice(0, -1);
  const kept = [lines[0]!, ...lines.slice(1, -1).filter(keep)];
  const trailer = lines.at(-1)!;
  kept.push(
    `${trailer.slice(0, 31)}${String(kept.length + 1).padStart(11, '0')}${trailer.slice(42)}`,
  );
  return Buffer.from(`${kept.join('\r\n')}\r\n`, 'latin1');
}

const quoteRows = () =>
  queryRows<{ id: number; asset_id: number; at: string; close_cents: number; source: string }>(
    database.db,
    sql`select id::int, asset_id, at::text, close_cents, source from quotes order by id`,
  );

/**
 * A statement that changes data or takes row locks (string literals and quoted names blanked
 * first, so a column named "created_at" is no `create`).
 */
const WRITE =
  /\b(insert\s+into|update\s+\S+\s+set|delete\s+from|merge\s+into|nextval|setval|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share|create|alter|drop|truncate|pg_advisory\w*)\b/i;
const writes = (statements: string[]) =>
  statements.filter((s) =>
    WRITE.test(s.replaceAll(/'(?:[^']|'')*'/g, "''").replaceAll(/"(?:[^"]|"")*"/g, 'x')),
  );

beforeAll(async () => {
  ({ database, app } = await createDemoApp(() => new Date(), {
    fileLimits: { cotahistBytes: LIMIT },
    marketData: {
      afterQuotes: (stored) => {
        heard.push(stored);
        return Promise.resolve();
      },
    },
  }));
  [admin, seller, analyst, , customer] = await demoTokens();
  adminId = (await get('/api/user', admin)).json<{ user: { id: number } }>().user.id;
  for (const row of await queryRows<{ id: number; code: string }>(
    database.db,
    sql`select id, code from financial_assets`,
  ))
    assets[row.code] = row.id;
});
afterAll(async () => {
  await app.close();
});

describe('who may use the quotes', () => {
  const routes = [
    () => send('POST', '/api/create-quote', undefined, {}),
    () => upload(undefined, txt(demo)),
    () => get(`/api/list-quotes?asset_id=${assets.PETR4}`),
    () => get('/api/latest-quotes'),
  ];

  it('asks a visitor to sign in (401) and refuses a customer and a seller (403) all but the prices', async () => {
    for (const call of routes) expect((await call()).statusCode).toBe(401);
    for (const token of [customer, seller]) {
      expect((await send('POST', '/api/create-quote', token, {})).statusCode).toBe(403);
      expect((await upload(token, txt(demo))).statusCode).toBe(403);
      expect((await get('/api/latest-quotes', token)).statusCode).toBe(403);
      // One ticker's prices are public market data (a call's candles): anyone signed in.
      expect((await get(`/api/list-quotes?asset_id=${assets.PETR4}`, token)).statusCode).toBe(200);
    }
    expect(heard).toEqual([]);
  });

  it('lets an analyst read quotes (Recomendações) but not write them (Gestão de Tickers)', async () => {
    expect((await get(`/api/list-quotes?asset_id=${assets.PETR4}`, analyst)).statusCode).toBe(200);
    expect((await get('/api/latest-quotes', analyst)).statusCode).toBe(200);
    const body = { asset_id: assets.PETR4, at: '2026-11-20T15:00:00.000Z', price_cents: 3700 };
    expect((await send('POST', '/api/create-quote', analyst, body)).statusCode).toBe(403);
    expect((await upload(analyst, txt(demo))).statusCode).toBe(403);
  });
});

describe('create-quote', () => {
  it('stores a trade typed by staff, by whom, and tells the hook exactly what it stored', async () => {
    heard.length = 0;
    const res = await send('POST', '/api/create-quote', admin, {
      asset_id: assets.PETR4,
      at: '2026-11-20T12:15:00-03:00',
      price_cents: 3752,
    });
    expect(res.statusCode, res.body).toBe(201);
    const quote = res.json<StoredQuoteView>();
    expect(quote).toMatchObject({
      asset_id: assets.PETR4,
      at: '2026-11-20T15:15:00.000Z',
      open_cents: 3752,
      high_cents: 3752,
      low_cents: 3752,
      close_cents: 3752,
      volume: null,
      source: 'staff',
      created_by: adminId,
    });
    expect(heard).toEqual([
      [
        {
          id: quote.id,
          assetId: assets.PETR4,
          source: 'staff',
          at: new Date('2026-11-20T15:15:00.000Z'),
          openCents: 3752,
          highCents: 3752,
          lowCents: 3752,
          lastCents: 3752,
        },
      ],
    ]);
  });

  it('stores a bar with its volume, and a second quote at the same time replaces the first', async () => {
    const at = '2026-11-20T16:00:00.000Z';
    const bar = { open_cents: 3710, high_cents: 3789, low_cents: 3698, close_cents: 3775 };
    const first = await send('POST', '/api/create-quote', admin, {
      asset_id: assets.VALE3,
      at,
      ...bar,
      volume: 12_300,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<StoredQuoteView>()).toMatchObject({ ...bar, volume: 12_300 });
    const corrected = await send('POST', '/api/create-quote', admin, {
      asset_id: assets.VALE3,
      at,
      ...bar,
      close_cents: 3780,
    });
    expect(corrected.statusCode).toBe(201);
    expect(corrected.json<StoredQuoteView>()).toMatchObject({
      id: first.json<StoredQuoteView>().id,
      close_cents: 3780,
      volume: null,
    });
  });

  it('says in pt-BR what is wrong, and stores nothing', async () => {
    heard.length = 0;
    const before = await quoteRows();
    const refused = async (body: object) => {
      const res = await send('POST', '/api/create-quote', admin, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ error: unknown }>().error;
    };
    expect(await refused({})).toEqual({
      asset_id: [QUOTE_MESSAGES.asset],
      at: [QUOTE_MESSAGES.at],
    });
    expect(
      await refused({
        asset_id: assets.PETR4,
        at: '2026-11-20T15:00:00Z',
        open_cents: 3800,
        high_cents: 3790,
        low_cents: 3700,
        close_cents: 3750,
      }),
    ).toEqual({ open_cents: [QUOTE_MESSAGES.openOutside] });
    expect(
      await refused({ asset_id: assets.PETR4, at: '2026-11-20T15:00:00Z', price_cents: -1 }),
    ).toEqual({ price_cents: [QUOTE_MESSAGES.price] });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect(await refused({ asset_id: assets.PETR4, at: tomorrow, price_cents: 3700 })).toEqual({
      at: [QUOTE_MESSAGES.atInFuture],
    });
    expect(
      await refused({ asset_id: 999_999, at: '2026-11-20T15:00:00Z', price_cents: 3700 }),
    ).toEqual({ asset_id: [QUOTE_MESSAGES.assetNotFound] });
    // The mini-índice moves 5 points (500 cents) at a time.
    expect(
      await refused({
        asset_id: assets.WINZ26,
        at: '2026-11-20T15:00:00Z',
        price_cents: 13_300_100,
      }),
    ).toEqual({ price_cents: [offTickMessage(500)] });
    expect(await quoteRows()).toEqual(before);
    expect(heard).toEqual([]);
  });
});

describe('import-cotahist', () => {
  it('stores the demo file’s quotes of known tickers at each day’s close and counts the rest', async () => {
    heard.length = 0;
    const res = await upload(admin, txt(demo));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(DEMO_RESULT);
    // The hook heard the 600 stored quotes, once, as they are in the table.
    expect(heard).toHaveLength(1);
    const stored = heard[0]!;
    expect(stored).toHaveLength(600);
    const rows = new Map((await quoteRows()).map((row) => [row.id, row]));
    for (const quote of stored) {
      expect(quote.source).toBe('cotahist');
      expect(rows.get(quote.id)).toMatchObject({
        asset_id: quote.assetId,
        close_cents: quote.lastCents,
      });
    }
    // PETR4's 30 days, newest first, each at 18:00 in São Paulo with the file's prices.
    const list = await get(
      `/api/list-quotes?asset_id=${assets.PETR4}&source=cotahist&per_page=100&from=2026-10-15T00:00:00Z&to=2026-11-25T23:59:59Z`,
      admin,
    );
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json<ListPage<StoredQuoteView>>();
    const petr4 = demoFile.quotes.filter((q) => q.code === 'PETR4').reverse();
    expect(page.meta.total).toBe(30);
    expect(page.data).toHaveLength(30);
    expect(
      page.data.map((q) => [q.at, q.open_cents, q.high_cents, q.low_cents, q.close_cents]),
    ).toEqual(
      petr4.map((q) => [
        cotahistDayAt(q.day).toISOString(),
        q.openCents,
        q.highCents,
        q.lowCents,
        q.closeCents,
      ]),
    );
    expect(page.data[0]).toMatchObject({ volume: Number(petr4[0]!.volume), created_by: null });
  });

  it('imports the same file again without a new row: the same answer, the same ids', async () => {
    const before = await quoteRows();
    const again = await upload(admin, txt(demo));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(DEMO_RESULT);
    expect(await quoteRows()).toEqual(before);
  });

  it('reads the file from the ZIP B3 publishes it in', async () => {
    const before = await quoteRows();
    const zip = zipOf([{ name: 'COTAHIST_D25112026.TXT', bytes: demo }]);
    const res = await upload(admin, {
      name: 'COTAHIST_D25112026.ZIP',
      type: 'application/zip',
      bytes: zip,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(DEMO_RESULT);
    expect(await quoteRows()).toEqual(before);
  });

  it('reports the codes no ticker has and stores nothing for them', async () => {
    heard.length = 0;
    const before = await quoteRows();
    const onlyEtfs = demoWith((line) => /^.{12}(BOVA11|SMAL11) /.test(line));
    const res = await upload(admin, txt(onlyEtfs));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      imported: 0,
      skipped: 60,
      unknown_codes: ['BOVA11', 'SMAL11'],
      assets: 0,
    });
    expect(await quoteRows()).toEqual(before);
    expect(heard).toEqual([]);
  });

  it('keeps a line of the import in the audit log', async () => {
    const [entry] = await queryRows<{ actor_user_id: number; details: Record<string, unknown> }>(
      database.db,
      sql`select actor_user_id, details from audit_logs where action = 'quotes.import_cotahist'
          order by id desc limit 1`,
    );
    expect(entry).toEqual({
      actor_user_id: adminId,
      details: {
        file: 'COTAHIST.DEMO',
        imported: 0,
        skipped: 60,
        unknown_codes: 2,
        assets: 0,
      },
    });
  });

  it('answers 413 in pt-BR for a file over the limit', async () => {
    const big = Buffer.concat([demo, demo]);
    expect(big.length).toBeGreaterThan(LIMIT);
    const res = await upload(admin, txt(big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { file: [cotahistFileMessage(LIMIT)] } });
  });

  it('answers 400 in pt-BR for anything that is not a whole COTAHIST file', async () => {
    heard.length = 0;
    const before = await quoteRows();
    const notCotahist = { error: { file: [QUOTE_MESSAGES.notCotahist] } };
    const refused = async (file: { name: string; type: string; bytes: Buffer }) => {
      const res = await upload(admin, file);
      expect(res.statusCode, res.body).toBe(400);
      return res.json<unknown>();
    };
    expect(
      await refused(txt(Buffer.from('data;codigo;fechamento\n2026-11-25;PETR4;37,52\n'))),
    ).toEqual(notCotahist);
    expect(
      await refused({ name: 'x.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.7 ...') }),
    ).toEqual(notCotahist);
    expect(
      await refused({
        name: 'lixo.bin',
        type: 'application/octet-stream',
        bytes: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
      }),
    ).toEqual(notCotahist);
    expect(await refused(txt(Buffer.alloc(0)))).toEqual(notCotahist);
    // Cut short: no trailer, or a trailer that counts other lines.
    const lines = demo.toString('latin1').split('\r\n');
    const cut = Buffer.from(lines.slice(0, 300).join('\r\n'), 'latin1');
    expect(await refused(txt(cut))).toEqual({ error: { file: [QUOTE_MESSAGES.incomplete] } });
    const missingLine = Buffer.from(
      [...lines.slice(0, 5), ...lines.slice(6)].join('\r\n'),
      'latin1',
    );
    expect(await refused(txt(missingLine))).toEqual({
      error: { file: [QUOTE_MESSAGES.incomplete] },
    });
    // No file part, or no multipart at all.
    const noFile = await upload(admin);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ error: { file: [cotahistFileMessage(LIMIT)] } });
    const json = await send('POST', '/api/import-cotahist', admin, { file: 'COTAHIST' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ error: { file: [cotahistFileMessage(LIMIT)] } });
    expect(await quoteRows()).toEqual(before);
    expect(heard).toEqual([]);
  });
});

describe('list-quotes and latest-quotes', () => {
  it('pages an asset’s quotes newest first, and says in pt-BR when the window is backwards', async () => {
    const first = await get(`/api/list-quotes?asset_id=${assets.ITUB4}&per_page=7`, admin);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<ListPage<StoredQuoteView>>();
    expect(page.data).toHaveLength(7);
    const times = page.data.map((q) => Date.parse(q.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.meta).toMatchObject({ page: 1, per_page: 7 });
    expect(page.meta.total).toBeGreaterThanOrEqual(30);
    const past = await get(`/api/list-quotes?asset_id=${assets.ITUB4}&page=500`, admin);
    expect(past.json<ListPage<StoredQuoteView>>()).toEqual({
      data: [],
      meta: { total: page.meta.total, page: 500, per_page: 20 },
    });
    const window = await get(
      `/api/list-quotes?asset_id=${assets.ITUB4}&from=2026-11-05T21:00:00Z&to=2026-11-03T21:00:00Z`,
      admin,
    );
    expect(window.statusCode).toBe(400);
    expect(window.json()).toEqual({ error: { from: [QUOTE_MESSAGES.window] } });
    const none = await get('/api/list-quotes?asset_id=999999', admin);
    expect(none.json()).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 20 } });
  });

  it('answers the newest quote of every active ticker, whatever its source', async () => {
    // Newer than every stored quote of PETR4 (the demo's synthetic day closes at 18:00 in São
    // Paulo, 21:00 UTC: "a minute ago" lost to it when the test ran at 21:00), never in the future.
    const stored = (await get(`/api/list-quotes?asset_id=${assets.PETR4}&per_page=1`, admin)).json<
      ListPage<StoredQuoteView>
    >().data[0];
    const after = Math.max(Date.now() - 60_000, stored ? Date.parse(stored.at) + 1_000 : 0);
    const staff = await send('POST', '/api/create-quote', admin, {
      asset_id: assets.PETR4,
      at: new Date(Math.min(after, Date.now())).toISOString(),
      price_cents: 3801,
    });
    expect(staff.statusCode, staff.body).toBe(201);
    const res = await get('/api/latest-quotes', admin);
    expect(res.statusCode, res.body).toBe(200);
    const latest = res.json<LatestQuote[]>();
    expect(latest.map((q) => q.asset_code)).toEqual(Object.keys(assets).sort());
    expect(latest.find((q) => q.asset_code === 'PETR4')).toEqual({
      ...staff.json<StoredQuoteView>(),
      asset_code: 'PETR4',
      asset_name: 'Petrobras PN',
      market: 'stocks',
    });
    for (const quote of latest) {
      const newest = (
        await get(`/api/list-quotes?asset_id=${quote.asset_id}&per_page=1`, admin)
      ).json<ListPage<StoredQuoteView>>().data[0];
      expect(quote).toMatchObject(newest!);
    }
    // A ticker switched off leaves the farol.
    const off = await send('PUT', `/api/toggle-active-financial-asset/${assets.ETH}`, admin);
    expect(off.statusCode).toBe(200);
    const switchedOff = (await get('/api/latest-quotes', admin)).json<LatestQuote[]>();
    expect(switchedOff.map((q) => q.asset_code)).not.toContain('ETH');
    expect(switchedOff).toHaveLength(latest.length - 1);
    await send('PUT', `/api/toggle-active-financial-asset/${assets.ETH}`, admin);
  });

  it('reads in one statement each, and never writes', async () => {
    // The session is warm: the guard runs no statement (docs/architecture.md, ADR 0007).
    await get('/api/latest-quotes', analyst);
    const reads = [
      `/api/list-quotes?asset_id=${assets.PETR4}&per_page=50`,
      `/api/list-quotes?asset_id=${assets.PETR4}&from=2026-11-01T00:00:00Z&to=2026-11-20T00:00:00Z&source=cotahist`,
      '/api/latest-quotes',
    ];
    for (const url of reads) {
      const { result, statements } = await countStatements(database, () => get(url, analyst));
      expect(result.statusCode, result.body).toBe(200);
      expect(statements, url).toHaveLength(1);
      expect(writes(statements), url).toEqual([]);
    }
  });
});
