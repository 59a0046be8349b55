import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTES_UNAVAILABLE, brapiQuotes, offlineQuotes } from './quotes.provider.ts';

/** A local brapi: `/api/quote/{codes}` with the token checked, as brapi.dev answers. */
const asked: string[] = [];
let mode: 'ok' | 'fail' | 'slow' = 'ok';
const fake = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://fake');
  asked.push(url.pathname + url.search);
  if (mode === 'fail') {
    res.writeHead(500).end('{"error":true}');
    return;
  }
  if (mode === 'slow') return; // never answers
  if (url.searchParams.get('token') !== 'segredo') {
    res
      .writeHead(401, { 'content-type': 'application/json' })
      .end('{"error":true,"message":"token"}');
    return;
  }
  const codes = decodeURIComponent(url.pathname.replace('/api/quote/', '')).split(',');
  const known: Record<string, object> = {
    PETR4: {
      symbol: 'PETR4',
      regularMarketPrice: 37.52,
      regularMarketOpen: 37.1,
      regularMarketDayHigh: 37.8,
      regularMarketDayLow: 36.95,
      regularMarketTime: '2026-11-25T17:42:10.000Z',
    },
    VALE3: {
      symbol: 'VALE3',
      regularMarketPrice: 61.07,
      regularMarketTime: '2026-11-25T17:41:00.000Z',
    },
    BROKEN: { symbol: 'BROKEN', regularMarketPrice: 'n/d' },
  };
  const results = codes.flatMap((c) => (known[c] ? [known[c]] : []));
  if (results.length === 0) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":true}');
    return;
  }
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ results, requestedAt: new Date().toISOString(), took: '0ms' }));
});
let base: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(async () => {
  fake.closeAllConnections();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

describe('the brapi adapter', () => {
  it('asks for the codes with the token and reads each result as a bar in cents', async () => {
    mode = 'ok';
    const provider = brapiQuotes({ baseUrl: base, token: 'segredo' });
    const quotes = await provider.latest(['PETR4', 'VALE3', 'BROKEN', 'NOPE3']);
    expect(asked.at(-1)).toBe('/api/quote/PETR4,VALE3,BROKEN,NOPE3?token=segredo');
    expect(quotes).toEqual([
      {
        code: 'PETR4',
        at: new Date('2026-11-25T17:42:10.000Z'),
        openCents: 3710,
        highCents: 3780,
        lowCents: 3695,
        lastCents: 3752,
      },
      // Without the day's bar, the last trade is the bar.
      {
        code: 'VALE3',
        at: new Date('2026-11-25T17:41:00.000Z'),
        openCents: 6107,
        highCents: 6107,
        lowCents: 6107,
        lastCents: 6107,
      },
    ]);
  });

  it('splits many codes into batches, and a batch of unknown codes is just empty', async () => {
    mode = 'ok';
    const before = asked.length;
    const provider = brapiQuotes({ baseUrl: base, token: 'segredo', batch: 2 });
    const quotes = await provider.latest(['NOPE1', 'NOPE2', 'PETR4']);
    expect(asked.slice(before)).toEqual([
      '/api/quote/NOPE1,NOPE2?token=segredo',
      '/api/quote/PETR4?token=segredo',
    ]);
    expect(quotes.map((q) => q.code)).toEqual(['PETR4']);
  });

  it('answers 503 in pt-BR when the service fails, refuses the token or does not answer in time', async () => {
    mode = 'fail';
    await expect(
      brapiQuotes({ baseUrl: base, token: 'segredo' }).latest(['PETR4']),
    ).rejects.toMatchObject({
      code: 'service.unavailable',
      message: QUOTES_UNAVAILABLE,
    });
    mode = 'ok';
    await expect(
      brapiQuotes({ baseUrl: base, token: 'errado' }).latest(['PETR4']),
    ).rejects.toMatchObject({
      code: 'service.unavailable',
    });
    mode = 'slow';
    await expect(
      brapiQuotes({ baseUrl: base, token: 'segredo', timeoutMs: 200 }).latest(['PETR4']),
    ).rejects.toMatchObject({ code: 'service.unavailable' });
    mode = 'ok';
  });

  it('the embedded default knows no outside quotes', async () => {
    expect(await offlineQuotes.latest(['PETR4'])).toEqual([]);
  });
});
