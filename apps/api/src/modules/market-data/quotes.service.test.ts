import { sql } from 'drizzle-orm';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { ConfigError, parseConfig } from '../../platform/config.ts';
import { queryRows } from '../../platform/db/database.ts';
import { demoCotahist } from '../../seed/cotahist-demo.ts';
import { seedDemoQuotes } from '../../seed/quotes.ts';
import { seedDemoRecommendations } from '../../seed/recommendations.ts';
import { countStatements } from '../../test/statements.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { cotahistDayAt } from './cotahist.ts';
import { brapiQuotes } from './quotes.provider.ts';
import type { ProviderQuote, QuotesProvider } from './quotes.provider.ts';
import { QUOTES_PER_STATEMENT, quoteQueries } from './quotes.queries.ts';
import { quotesService, startProviderRefresh } from './quotes.service.ts';
import type { StoredQuote } from './quotes.service.ts';

/** The seed's clock: Thursday morning, so the demo period ends on Wednesday 2026-11-25's close. */
const SEED_AT = new Date('2026-11-26T12:00:00.000Z');
const now = () => SEED_AT;

let database: TestDatabase;
const assets: Record<string, number> = {};

/** A provider that answers what the test tells it to, and counts the calls. */
function fakeProvider(answer: () => ProviderQuote[]): QuotesProvider & { calls: number } {
  return {
    name: 'fake',
    calls: 0,
    latest(codes) {
      this.calls += 1;
      return Promise.resolve(answer().filter((q) => codes.includes(q.code)));
    },
  };
}
const trade = (code: string, at: string, cents: number): ProviderQuote => ({
  code,
  at: new Date(at),
  openCents: cents,
  highCents: cents,
  lowCents: cents,
  lastCents: cents,
});

const rowsOf = (ids: number[]) =>
  queryRows<{ id: number; asset_id: number; at: Date | string; close_cents: number }>(
    database.db,
    sql`select id::int, asset_id, at, close_cents from quotes where id = any(${sql.param(ids)}::bigint[]) order by id`,
  );

/** A local brapi (as quotes.provider.test.ts fakes it): PETR4 and VALE3, token `segredo`. */
const brapi = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://fake');
  if (url.searchParams.get('token') !== 'segredo') {
    res.writeHead(401).end('{"error":true}');
    return;
  }
  const known: Record<string, object> = {
    PETR4: {
      symbol: 'PETR4',
      regularMarketPrice: 37.52,
      regularMarketOpen: 37.1,
      regularMarketDayHigh: 37.8,
      regularMarketDayLow: 36.95,
      regularMarketTime: '2026-11-26T11:42:10.000Z',
    },
    VALE3: {
      symbol: 'VALE3',
      regularMarketPrice: 61.07,
      regularMarketTime: '2026-11-26T11:41:00.000Z',
    },
  };
  const codes = decodeURIComponent(url.pathname.replace('/api/quote/', '')).split(',');
  const results = codes.flatMap((c) => (known[c] ? [known[c]] : []));
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results }));
});
let brapiUrl: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => brapi.listen(0, '127.0.0.1', resolve));
  brapiUrl = `http://127.0.0.1:${(brapi.address() as AddressInfo).port}`;
  database = await createTestDatabase();
  await seedDemoRecommendations(database.db);
  for (const row of await queryRows<{ id: number; code: string }>(
    database.db,
    sql`select id, code from financial_assets`,
  ))
    assets[row.code] = row.id;
});
afterAll(async () => {
  brapi.closeAllConnections();
  await new Promise<void>((resolve) => brapi.close(() => resolve()));
  await database.close();
});

describe('the demo seed’s quotes', () => {
  it('imports the 30 weekdays ending on the last close before the seed clock, through the service', async () => {
    const result = await seedDemoQuotes(database.db, SEED_AT);
    expect(result).toEqual({
      imported: 600,
      skipped: 60,
      unknown_codes: ['BOVA11', 'SMAL11'],
      assets: 20,
    });
    const [span] = await queryRows<{ n: number; first: string; last: string }>(
      database.db,
      sql`select count(*)::int as n, min(at)::text as first, max(at)::text as last
          from quotes where source = 'cotahist'`,
    );
    expect(span).toEqual({
      n: 600,
      first: '2026-10-15 21:00:00+00',
      last: '2026-11-25 21:00:00+00',
    });
  });

  it('changes nothing when run again', async () => {
    const ids = async () =>
      (
        await queryRows<{ id: number }>(database.db, sql`select id::int from quotes order by id`)
      ).map((r) => r.id);
    const before = await ids();
    await seedDemoQuotes(database.db, SEED_AT);
    expect(await ids()).toEqual(before);
  });
});

describe('a large COTAHIST import', () => {
  it('writes a year of the demo tickers in several statements of one transaction, and hears it once', async () => {
    const heard: StoredQuote[][] = [];
    const service = quotesService({
      db: database.db,
      now,
      afterQuotes: (stored) => {
        heard.push(stored);
        return Promise.resolve();
      },
    });
    const text = demoCotahist('2026-11-25', 260);
    const { result, statements } = await countStatements(database, () =>
      service.importCotahist({ bytes: Buffer.from(text, 'latin1'), mimetype: 'text/plain' }),
    );
    expect(result).toEqual({
      imported: 20 * 260,
      skipped: 2 * 260,
      unknown_codes: ['BOVA11', 'SMAL11'],
      assets: 20,
    });
    const inserts = statements.filter((s) => /^insert into "quotes"/.test(s));
    expect(inserts).toHaveLength(Math.ceil((20 * 260) / QUOTES_PER_STATEMENT));
    expect(statements.map((s) => s.split(' ')[0]!.toLowerCase())).toEqual([
      'select',
      'begin',
      ...inserts.map(() => 'insert'),
      'commit',
    ]);
    expect(heard.map((h) => h.length)).toEqual([20 * 260]);
  });
});

describe('the after-quotes hook', () => {
  it('hears exactly the quotes stored, once they are committed (another connection sees them)', async () => {
    const heard: StoredQuote[][] = [];
    const seenFromOutside: number[] = [];
    const service = quotesService({
      db: database.db,
      now,
      provider: fakeProvider(() => [
        trade('PETR4', '2026-11-26T11:30:00.000Z', 3761),
        { ...trade('VALE3', '2026-11-26T11:30:00.000Z', 6110), highCents: 6150, lowCents: 6090 },
        trade('NOPE3', '2026-11-26T11:30:00.000Z', 1000), // no such ticker
        trade('ITUB4', '2026-11-26T18:00:00.000Z', 3700), // hours ahead of our clock
        { ...trade('BBAS3', '2026-11-26T11:30:00.000Z', 2800), lowCents: 2900 }, // no bar
      ]),
      afterQuotes: async (stored) => {
        heard.push(stored);
        // The pool hands out another connection than the write's: it sees only what committed.
        seenFromOutside.push(...(await rowsOf(stored.map((q) => q.id))).map((r) => r.id));
      },
    });
    const stored = await service.storeProviderQuotes();
    expect(heard).toEqual([stored]);
    expect(
      stored.map((q) => [q.assetId, q.source, q.openCents, q.highCents, q.lowCents, q.lastCents]),
    ).toEqual([
      [assets.PETR4, 'provider', 3761, 3761, 3761, 3761],
      [assets.VALE3, 'provider', 6110, 6150, 6090, 6110],
    ]);
    expect(seenFromOutside).toEqual(stored.map((q) => q.id).sort((a, b) => a - b));
    const rows = await rowsOf(stored.map((q) => q.id));
    expect(
      rows.map((r) => [r.id, r.asset_id, new Date(r.at).toISOString(), r.close_cents]),
    ).toEqual(stored.map((q) => [q.id, q.assetId, q.at.toISOString(), q.lastCents]));
  });

  it('is not called when nothing was stored, and what it throws reaches the caller with the quotes kept', async () => {
    let calls = 0;
    const quiet = quotesService({
      db: database.db,
      now,
      provider: fakeProvider(() => []),
      afterQuotes: () => {
        calls += 1;
        return Promise.resolve();
      },
    });
    expect(await quiet.storeProviderQuotes()).toEqual([]);
    expect(calls).toBe(0);
    const failing = quotesService({
      db: database.db,
      now,
      provider: fakeProvider(() => [trade('WEGE3', '2026-11-26T11:45:00.000Z', 4300)]),
      afterQuotes: () => Promise.reject(new Error('recomendações fora do ar')),
    });
    await expect(failing.storeProviderQuotes()).rejects.toThrow('recomendações fora do ar');
    const [kept] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from quotes where asset_id = ${assets.WEGE3} and source = 'provider'`,
    );
    expect(kept!.n).toBe(1);
  });
});

describe('the quotes provider', () => {
  it('stores brapi’s answer for the active tickers with source provider, once per quote time', async () => {
    const service = quotesService({
      db: database.db,
      now,
      provider: brapiQuotes({ baseUrl: brapiUrl, token: 'segredo' }),
    });
    const first = await service.storeProviderQuotes();
    expect(
      first.map((q) => [
        q.assetId,
        q.at.toISOString(),
        q.openCents,
        q.highCents,
        q.lowCents,
        q.lastCents,
      ]),
    ).toEqual([
      [assets.PETR4, '2026-11-26T11:42:10.000Z', 3710, 3780, 3695, 3752],
      [assets.VALE3, '2026-11-26T11:41:00.000Z', 6107, 6107, 6107, 6107],
    ]);
    // The same answer again writes the same rows.
    expect((await service.storeProviderQuotes()).map((q) => q.id)).toEqual(first.map((q) => q.id));
  });

  it('runs on a timer only where one is asked for: configured, or given an interval', async () => {
    const asked = fakeProvider(() => []);
    const offline = await createTestDatabase();
    await seedDemoRecommendations(offline.db);
    // The default configuration (QUOTES_PROVIDER=offline): no timer, whatever provider is handed in.
    const quiet = await buildApp({
      config: testConfig(),
      database: offline,
      marketData: { provider: asked },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked.calls).toBe(0);
    await quiet.close();

    // QUOTES_PROVIDER=brapi (the interval shortened for the test): brapi's quotes arrive alone.
    const configured = await createTestDatabase();
    await seedDemoRecommendations(configured.db);
    const app = await buildApp({
      config: testConfig({ QUOTES_PROVIDER: 'brapi', BRAPI_URL: brapiUrl, BRAPI_TOKEN: 'segredo' }),
      database: configured,
      now,
      marketData: { refreshMs: 50 },
    });
    let stored: { code: string }[] = [];
    for (let i = 0; i < 100 && stored.length < 2; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      stored = await queryRows<{ code: string }>(
        configured.db,
        sql`select a.code from quotes q join financial_assets a on a.id = q.asset_id
            where q.source = 'provider' order by a.code`,
      );
    }
    expect(stored).toEqual([{ code: 'PETR4' }, { code: 'VALE3' }]);
    await app.close();
  });

  it('skips a turn while the previous run is still going, and stops', async () => {
    let runs = 0;
    let release: () => void = () => {};
    const stop = startProviderRefresh(
      {
        storeProviderQuotes: () => {
          runs += 1;
          return new Promise<StoredQuote[]>((resolve) => {
            release = () => resolve([]);
          });
        },
      },
      10,
      () => {},
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toBe(1);
    release();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(runs).toBe(2);
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    // The stop waits for the run still going (the app closes its database only after it).
    expect(stopped).toBe(false);
    release();
    await stopping;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(runs).toBe(2);
  });

  it('is configured by QUOTES_PROVIDER, BRAPI_URL, BRAPI_TOKEN and QUOTES_REFRESH_SECONDS', () => {
    expect(parseConfig({}).quotes).toEqual({ provider: 'offline' });
    expect(
      parseConfig({ QUOTES_PROVIDER: 'brapi', BRAPI_TOKEN: 'abc', QUOTES_REFRESH_SECONDS: '30' })
        .quotes,
    ).toEqual({ provider: 'brapi', url: 'https://brapi.dev', token: 'abc', refreshSeconds: 30 });
    expect(() => parseConfig({ QUOTES_PROVIDER: 'yahoo' })).toThrow(ConfigError);
    expect(() => parseConfig({ QUOTES_PROVIDER: 'brapi', QUOTES_REFRESH_SECONDS: '1' })).toThrow(
      'QUOTES_REFRESH_SECONDS="1": use pelo menos 10 segundos',
    );
  });
});

describe('the reads a replay needs', () => {
  it('the last price before an instant, and an asset’s quotes of a period in order', async () => {
    const service = quotesService({ db: database.db, now });
    const q = quoteQueries(database.db);
    const wednesday = cotahistDayAt('2026-11-25');
    const [tuesday] = await q.between(
      assets.ITUB4!,
      cotahistDayAt('2026-11-24'),
      cotahistDayAt('2026-11-24'),
    );
    expect(await service.priceBefore(assets.ITUB4!, wednesday)).toEqual({
      closeCents: tuesday!.closeCents,
      at: cotahistDayAt('2026-11-24'),
    });
    const [wednesdayBar] = await q.between(assets.ITUB4!, wednesday, wednesday);
    expect(await service.priceBefore(assets.ITUB4!, new Date(wednesday.getTime() + 1))).toEqual({
      closeCents: wednesdayBar!.closeCents,
      at: wednesday,
    });
    // Before the first quote stored (the year imported above starts in November 2025).
    expect(await service.priceBefore(assets.ITUB4!, cotahistDayAt('2025-01-02'))).toBeNull();
    const week = await q.between(
      assets.ITUB4!,
      cotahistDayAt('2026-11-16'),
      cotahistDayAt('2026-11-20'),
    );
    expect(week.map((r) => r.at.toISOString())).toEqual(
      ['16', '17', '18', '19', '20'].map((d) => `2026-11-${d}T21:00:00.000Z`),
    );
  });
});
