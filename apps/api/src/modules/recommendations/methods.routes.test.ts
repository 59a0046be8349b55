import { METHOD_MESSAGES, RECOMMENDATION_STATUS_NAMES } from '@app/shared';
import type { ListPage, SelectValueOption, TradeMethod } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { apiClient } from '../../test/http.ts';
import { createDemoApp } from '../../test/test-app.ts';

let app: App;
let admin: string;
let customer: string;
const { login: tokenOf, get, send } = apiClient(() => app);
const call = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  body: object | undefined,
  token: string,
) => send(method, url, token, body);

beforeAll(async () => {
  app = (await createDemoApp(() => new Date())).app;
  admin = await tokenOf('admin@demo.lstrader.com.br');
  customer = await tokenOf('cliente@demo.lstrader.com.br');
});
afterAll(async () => {
  await app.close();
});

describe('Métodos', () => {
  let method: TradeMethod;

  it('creates a method with its setups, the address made from the name', async () => {
    const res = await call(
      'POST',
      '/api/create-trade-method',
      {
        name: 'Fluxo e Tape Reading',
        description_html: '<p>Leitura de fluxo.</p>',
        setups: [{ name: 'Absorção' }, { name: 'Agressão', description: 'Agressão no book' }],
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(201);
    method = res.json<TradeMethod>();
    expect(method).toMatchObject({
      slug: 'fluxo-e-tape-reading',
      active: true,
      brand: null,
      setups: [
        { name: 'Absorção', description: null, active: true },
        { name: 'Agressão', description: 'Agressão no book', active: true },
      ],
    });
    const twin = await call(
      'POST',
      '/api/create-trade-method',
      { name: 'Fluxo e Tape Reading' },
      admin,
    );
    expect(twin.json<TradeMethod>().slug).toBe('fluxo-e-tape-reading-2');
    const taken = await call(
      'POST',
      '/api/create-trade-method',
      { name: 'Outro', slug: 'fluxo-e-tape-reading' },
      admin,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: { slug: [METHOD_MESSAGES.slugTaken] } });
  });

  it('refuses two setups of one name and a blank one, in pt-BR', async () => {
    const res = await call(
      'POST',
      '/api/create-trade-method',
      { name: 'X', setups: [{ name: 'A' }, { name: 'a' }, { name: ' ' }] },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { 'setups.2.name': [METHOD_MESSAGES.setupName] },
    });
  });

  it('keeps setups sent with their id, adds new ones, removes the rest, in the order sent', async () => {
    const [absorcao] = method.setups;
    const res = await call(
      'PUT',
      `/api/update-trade-method/${method.id}`,
      {
        name: 'Fluxo e Tape Reading',
        slug: method.slug,
        setups: [
          { name: 'Exaustão' },
          { id: absorcao!.id, name: 'Absorção no fundo', active: false },
        ],
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<TradeMethod>();
    expect(updated.setups.map((s) => [s.name, s.active])).toEqual([
      ['Exaustão', true],
      ['Absorção no fundo', false],
    ]);
    expect(updated.setups[1]!.id).toBe(absorcao!.id);
    const found = (await get(`/api/find-trade-method/${method.id}`, admin)).json<TradeMethod>();
    expect(found.setups).toEqual(updated.setups);
    // Only the active setups are offered.
    const offered = (await get(`/api/select-setups-mago/${method.id}`, admin)).json<
      { name: string }[]
    >();
    expect(offered.map((s) => s.name)).toEqual(['Exaustão']);
  });

  it('lists and searches, toggles, and the select offers only the active methods', async () => {
    const page = (await get('/api/list-trade-methods?search=fluxo', admin)).json<
      ListPage<TradeMethod>
    >();
    expect(page.data.map((m) => m.slug).sort()).toEqual([
      'fluxo-e-tape-reading',
      'fluxo-e-tape-reading-2',
    ]);
    const off = await call('PUT', `/api/toggle-active-trade-method/${method.id}`, undefined, admin);
    expect(off.json()).toMatchObject({ active: false, setups: [{ name: 'Exaustão' }, {}] });
    const select = (await get('/api/select-trade-methods', admin)).json<
      { id: number; name: string }[]
    >();
    expect(select.map((m) => m.id)).not.toContain(method.id);
    expect(select.map((m) => m.name)).toContain('Método Mago');
    const slugsOf = async (url: string) =>
      (await get(url, admin)).json<ListPage<TradeMethod>>().data.map((m) => m.slug);
    expect(await slugsOf('/api/list-trade-methods?search=fluxo&active=false')).toEqual([
      method.slug,
    ]);
    expect(await slugsOf('/api/list-trade-methods?search=fluxo&active=true')).toEqual([
      'fluxo-e-tape-reading-2',
    ]);
    expect((await get('/api/list-trade-methods?active=sim', admin)).statusCode).toBe(400);
    const past = (await get('/api/list-trade-methods?page=50', admin)).json<
      ListPage<TradeMethod>
    >();
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBeGreaterThanOrEqual(5);
  });

  it('deletes a method nobody uses, with its setups', async () => {
    expect(
      (await call('DELETE', `/api/delete-trade-method/${method.id}`, undefined, admin)).statusCode,
    ).toBe(204);
    expect((await get(`/api/find-trade-method/${method.id}`, admin)).statusCode).toBe(404);
    expect(
      (await call('DELETE', `/api/delete-trade-method/${method.id}`, undefined, admin)).statusCode,
    ).toBe(404);
  });

  it("is staff only; the fixed lists and the methods' names are for anyone signed in", async () => {
    expect((await get('/api/list-trade-methods', customer)).statusCode).toBe(403);
    expect((await get('/api/select-setups-mago/1', customer)).statusCode).toBe(403);
    expect(
      (await get('/api/select-trade-methods', customer))
        .json<{ name: string }[]>()
        .map((m) => m.name),
    ).toContain('Método Mago');
    const statuses = await get('/api/select-all-recommendation-status', customer);
    expect(statuses.json<SelectValueOption[]>().map((s) => s.name)).toEqual(
      Object.values(RECOMMENDATION_STATUS_NAMES),
    );
    const open = (await get('/api/select-recommendation-status', customer)).json<
      SelectValueOption[]
    >();
    expect(open.map((s) => s.value)).toEqual(['waiting', 'active', 'partial']);
    const operations = (await get('/api/select-operation-type', customer)).json<
      SelectValueOption[]
    >();
    expect(operations).toEqual([
      { id: 1, value: 'buy', name: 'Compra' },
      { id: 2, value: 'sell', name: 'Venda' },
    ]);
    for (const name of ['stop-conductions', 'target-conductions', 'position-sizes', 'frequencies'])
      expect((await get(`/api/select-${name}`, customer)).statusCode).toBe(200);
    expect((await get('/api/select-frequencies')).statusCode).toBe(401);
  });
});
