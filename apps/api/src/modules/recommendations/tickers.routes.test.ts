import { TICKER_MESSAGES } from '@app/shared';
import type { FinancialAsset, FinancialAssetOption, ListPage } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { apiClient } from '../../test/http.ts';
import { createDemoApp } from '../../test/test-app.ts';

let app: App;
let admin: string;
let customer: string;
const { login: tokenOf, get, send } = apiClient(() => app);
/** A call with its body before whose token it carries (none: a visitor). */
const call = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  body: object | undefined,
  token: string,
) => send(method, url, token, body);

const petr4 = {
  code: ' taee11 ',
  name: 'Taesa UNT',
  market: 'stocks',
  tick_size_cents: 1,
  lot_size: 100,
};
const win = {
  code: 'WINF27',
  name: 'Mini Ibovespa jan/27',
  market: 'mini_index',
  tick_size_cents: 500,
  lot_size: 1,
  for_setups: true,
};

beforeAll(async () => {
  app = (await createDemoApp(() => new Date())).app;
  admin = await tokenOf('admin@demo.lstrader.com.br');
  customer = await tokenOf('cliente@demo.lstrader.com.br');
});
afterAll(async () => {
  await app.close();
});

describe('Gestão de Tickers', () => {
  let created: FinancialAsset;

  it('creates a ticker with its code in upper case, and refuses the same code twice', async () => {
    const res = await call('POST', '/api/create-financial-asset', petr4, admin);
    expect(res.statusCode, res.body).toBe(201);
    created = res.json<FinancialAsset>();
    expect(created).toMatchObject({
      code: 'TAEE11',
      market: 'stocks',
      market_name: 'Ações',
      for_setups: false,
      active: true,
    });
    const again = await call(
      'POST',
      '/api/create-financial-asset',
      { ...petr4, name: 'Outro' },
      admin,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: [TICKER_MESSAGES.codeTaken] } });
  });

  it('says in pt-BR what is wrong with a bad ticker', async () => {
    const res = await call(
      'POST',
      '/api/create-financial-asset',
      { code: 'P$', name: '', market: 'forex', tick_size_cents: 0 },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: [TICKER_MESSAGES.code],
        name: [TICKER_MESSAGES.name],
        market: [TICKER_MESSAGES.market],
        tick_size_cents: [TICKER_MESSAGES.tickSize],
      },
    });
  });

  it('lists, searches and filters, and pages past the end still count', async () => {
    expect((await call('POST', '/api/create-financial-asset', win, admin)).statusCode).toBe(201);
    const all = (await get('/api/list-financial-assets?per_page=100', admin)).json<
      ListPage<FinancialAsset>
    >();
    expect(all.data.map((a) => a.code)).toEqual([...all.data.map((a) => a.code)].sort());
    const search = (await get('/api/list-financial-assets?search=taesa', admin)).json<
      ListPage<FinancialAsset>
    >();
    expect(search.data.map((a) => a.code)).toContain('TAEE11');
    expect(search.data.every((a) => /taesa/i.test(a.name) || /TAESA/.test(a.code))).toBe(true);
    const minis = (await get('/api/list-financial-assets?market=mini_index', admin)).json<
      ListPage<FinancialAsset>
    >();
    expect(minis.data.every((a) => a.market === 'mini_index')).toBe(true);
    const past = (await get('/api/list-financial-assets?page=999', admin)).json<
      ListPage<FinancialAsset>
    >();
    expect(past).toEqual({ data: [], meta: { total: all.meta.total, page: 999, per_page: 20 } });
  });

  it("updates, toggles and offers only active tickers in the select (mago=1: the setups')", async () => {
    const updated = await call(
      'PUT',
      `/api/update-financial-asset/${created.id}`,
      { ...petr4, name: 'Transmissora Aliança UNT', for_setups: true },
      admin,
    );
    expect(updated.json()).toMatchObject({ name: 'Transmissora Aliança UNT', for_setups: true });
    const select = async (query = '') =>
      (await get(`/api/select-financial-assets${query}`, admin)).json<FinancialAssetOption[]>();
    expect((await select('?mago=1')).map((o) => o.code)).toEqual(
      expect.arrayContaining(['TAEE11', 'WINF27', 'PETR4']),
    );
    const off = await call(
      'PUT',
      `/api/toggle-active-financial-asset/${created.id}`,
      undefined,
      admin,
    );
    expect(off.json()).toMatchObject({ active: false });
    expect((await select()).map((o) => o.code)).not.toContain('TAEE11');
    const on = await call(
      'PUT',
      `/api/toggle-active-financial-asset/${created.id}`,
      undefined,
      admin,
    );
    expect(on.json()).toMatchObject({ active: true });
  });

  it('answers 404 for a ticker that does not exist and deletes one nobody uses', async () => {
    expect((await get('/api/find-financial-asset/999999', admin)).statusCode).toBe(404);
    expect(
      (await call('PUT', '/api/toggle-active-financial-asset/999999', undefined, admin)).statusCode,
    ).toBe(404);
    const gone = await call(
      'DELETE',
      `/api/delete-financial-asset/${created.id}`,
      undefined,
      admin,
    );
    expect(gone.statusCode).toBe(204);
    expect((await get(`/api/find-financial-asset/${created.id}`, admin)).statusCode).toBe(404);
  });

  it('is staff only', async () => {
    expect((await get('/api/list-financial-assets', customer)).statusCode).toBe(403);
    expect((await call('POST', '/api/create-financial-asset', win, customer)).statusCode).toBe(403);
    expect((await get('/api/list-financial-assets')).statusCode).toBe(401);
  });
});
