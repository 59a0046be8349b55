import { INFLUENCER_MESSAGES, saoPauloDay } from '@app/shared';
import type {
  Influencer,
  InfluencerLead,
  InfluencerReport,
  ListPage,
  TrackingLink,
} from '@app/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { paymentTypes, products } from '../../db/schema/index.ts';
import { apiClient, bearer } from '../../test/http.ts';
import { countStatements } from '../../test/statements.ts';
import { createDemoApp } from '../../test/test-app.ts';
import type { TestDatabase } from '../../test/test-db.ts';

let app: App;
let database: TestDatabase;
let admin: string;
let seller: string;
let analyst: string;
let customer: string;
const { login, get, send } = apiClient(() => app);
const today = saoPauloDay(new Date().toISOString());
const period = `from=${today}&to=${today}`;

beforeAll(async () => {
  ({ app, database } = await createDemoApp(() => new Date()));
  admin = await login('admin@demo.lstrader.com.br');
  seller = await login('vendedor@demo.lstrader.com.br');
  analyst = await login('analista@demo.lstrader.com.br');
  customer = await login('cliente@demo.lstrader.com.br');
});
afterAll(async () => {
  await app.close();
});

const utm = (code: string) => ({
  'utm-source': 'influenciador',
  'utm-medium': 'instagram',
  'utm-campaign': 'lancamento',
  'utm-influenciador': code,
});

let people = 0;
/** Signs a new customer up through the real route, with `headers`; their token. */
async function signUp(headers: Record<string, string> = {}): Promise<string> {
  people += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/ls-brazil-create-user',
    headers,
    payload: {
      name: `Seguidora ${people}`,
      email: `seguidora${people}@example.com`,
      password: 'uma senha bem comprida',
      password_confirmation: 'uma senha bem comprida',
      phone_number: '(11) 98765-4321',
      identifier: '529.982.247-25',
      accept_terms: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ access_token: string }>().access_token;
}

/** A paid order of `token`'s person (Pix, confirmed by staff); its total in cents. */
async function paidOrder(token: string): Promise<number> {
  const [product] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.active, true),
        eq(products.availableInStore, true),
        isNull(products.deletedAt),
      ),
    )
    .limit(1);
  const [pix] = await database.db
    .select({ id: paymentTypes.id })
    .from(paymentTypes)
    .where(eq(paymentTypes.method, 'pix'));
  const cart = await send('POST', '/api/shopping-cart-add-product', token, {
    product_id: product!.id,
  });
  expect(cart.statusCode, cart.body).toBe(200);
  const order = await send(
    'POST',
    `/api/finish-cart-order/${cart.json<{ id: number }>().id}`,
    token,
    {
      idempotency_key: `influencer-${people}-abcdef`,
      payment_type_id: pix!.id,
      accept_terms: true,
      tax_id: '529.982.247-25',
    },
  );
  expect(order.statusCode, order.body).toBe(200);
  const { id, total_cents } = order.json<{ id: number; total_cents: number }>();
  const paid = await send('PUT', `/api/confirm-order-payment/${id}`, admin);
  expect(paid.statusCode, paid.body).toBe(200);
  return total_cents;
}

describe('influencers (staff, resource Influencer)', () => {
  let bia: Influencer;
  const body = {
    name: 'Ana Bia Investe',
    code: 'AnaBia',
    channels: [{ kind: 'instagram', url: 'https://instagram.com/anabia' }],
    active: true,
  };

  it('refuses visitors (401) and people without the resource (403)', async () => {
    expect((await get('/api/list-influencers')).statusCode).toBe(401);
    expect((await get('/api/list-influencers', customer)).statusCode).toBe(403);
    expect((await get('/api/list-influencers', analyst)).statusCode).toBe(403);
    expect((await get(`/api/influencer-report?${period}`, customer)).statusCode).toBe(403);
    expect((await get(`/api/list-influencer-leads/1?${period}`, customer)).statusCode).toBe(403);
    expect((await send('POST', '/api/create-influencer', customer, body)).statusCode).toBe(403);
  });

  it('sellers create influencers; codes are unique whatever their case', async () => {
    const res = await send('POST', '/api/create-influencer', seller, body);
    expect(res.statusCode, res.body).toBe(201);
    bia = res.json<Influencer>();
    expect(bia).toMatchObject({ code: 'AnaBia', active: true });
    const again = await send('POST', '/api/create-influencer', admin, { ...body, code: 'anabia' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: [INFLUENCER_MESSAGES.codeTaken] } });
    const seeded = await send('PUT', `/api/update-influencer/${bia.id}`, admin, {
      ...body,
      code: 'RAFAPROFIT',
    });
    expect(seeded.statusCode).toBe(409);
  });

  it('answers 400 for a bad code, a link without https or a bad period', async () => {
    const bad = await send('POST', '/api/create-influencer', admin, {
      ...body,
      code: 'com espaço',
      channels: [{ kind: 'youtube', url: 'http://youtube.com/x' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: Record<string, string[]> }>().error).toMatchObject({
      code: [INFLUENCER_MESSAGES.code],
      'channels.0.url': [INFLUENCER_MESSAGES.channelUrl],
    });
    const backwards = await get('/api/influencer-report?from=2026-02-10&to=2026-02-01', admin);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ error: { to: [INFLUENCER_MESSAGES.period] } });
    expect((await get('/api/influencer-report?from=ontem&to=hoje', admin)).statusCode).toBe(400);
  });

  it('generates a tracking link per page with complete UTM data', async () => {
    const res = await get(`/api/influencer-tracking-links/${bia.id}`, admin);
    expect(res.statusCode).toBe(200);
    const links = res.json<{ data: TrackingLink[] }>().data;
    expect(links[0]).toEqual({
      kind: 'home',
      title: 'Página inicial',
      link: '/home?utm_source=influenciador&utm_medium=influenciador&utm_campaign=AnaBia&utm_influenciador=AnaBia',
    });
    expect(links.some((l) => l.kind === 'landing' && l.link.startsWith('/lancamento/'))).toBe(true);
    expect(links.some((l) => l.kind === 'store' && l.link.startsWith('/loja/'))).toBe(true);
    expect((await get('/api/influencer-tracking-links/999999', admin)).statusCode).toBe(404);
  });

  it('attributes sign-ups, trials and paid orders to the code, in one statement', async () => {
    const before = (await get(`/api/influencer-report?${period}`, admin)).json<InfluencerReport>();
    const row = (r: InfluencerReport) => r.data.find((d) => d.influencer_id === bia.id)!;
    expect(row(before)).toMatchObject({ signups: 0, trials: 0, paid_orders: 0, revenue_cents: 0 });

    // Signed up with the code (another case) and bought; signed up without it but took a trial
    // with it; signed up with another code; signed up with incomplete UTM data (not kept).
    const buyer = await signUp(utm('anabia'));
    const total = await paidOrder(buyer);
    const trialist = await signUp();
    const trial = await app.inject({
      method: 'POST',
      url: '/api/user-trial-access',
      headers: { ...bearer(trialist), ...utm('AnaBia') },
    });
    expect(trial.statusCode, trial.body).toBe(201);
    await signUp(utm('rafaprofit'));
    await signUp({ 'utm-influenciador': 'AnaBia' });

    const { result, statements } = await countStatements(database, () =>
      get(`/api/influencer-report?${period}`, admin),
    );
    expect(result.statusCode).toBe(200);
    expect(statements).toHaveLength(1);
    const report = result.json<InfluencerReport>();
    expect(row(report)).toMatchObject({
      code: 'AnaBia',
      signups: 1,
      trials: 1,
      paid_orders: 1,
      revenue_cents: total,
    });
    expect(report.totals.revenue_cents).toBeGreaterThanOrEqual(total);
    // Another period: nothing.
    const old = await get('/api/influencer-report?from=2020-01-01&to=2020-01-31', admin);
    expect(row(old.json<InfluencerReport>())).toMatchObject({ signups: 0, paid_orders: 0 });

    const leads = await get(`/api/list-influencer-leads/${bia.id}?${period}`, admin);
    expect(leads.statusCode).toBe(200);
    const page = leads.json<ListPage<InfluencerLead>>();
    expect(page.meta.total).toBe(2);
    const byName = Object.fromEntries(page.data.map((l) => [l.via, l]));
    expect(byName.signup).toMatchObject({
      outcome: 'customer',
      paid_orders: 1,
      revenue_cents: total,
    });
    expect(byName.trial).toMatchObject({ outcome: 'in_trial', paid_orders: 0 });
    expect(byName.trial!.trial_ends_at).not.toBeNull();
  });

  it('exports the report as a pt-BR spreadsheet CSV', async () => {
    const res = await get(`/api/export-influencer-report?${period}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain(`influenciadores-${today}-a-${today}.csv`);
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Influenciador;Código;Ativo;Cadastros;Trials;Pedidos pagos;Receita (R$)');
    expect(lines.find((l) => l.startsWith('Ana Bia Investe;AnaBia;Sim;1;1;1;'))).toBeDefined();
    expect(lines.at(-1)).toMatch(/^Total;;;/);
  });

  it('lists, toggles and deletes; 404 afterwards', async () => {
    const list = await get('/api/list-influencers?search=bia', admin);
    expect(list.json<ListPage<Influencer>>().data.map((i) => i.code)).toEqual([
      'AnaBia',
      'invest_bia',
    ]);
    expect((await send('PUT', `/api/toggle-active-influencer/${bia.id}`, admin)).json()).toEqual({
      id: bia.id,
      active: false,
    });
    expect(
      (await get('/api/list-influencers?active=false', admin))
        .json<ListPage<Influencer>>()
        .data.map((i) => i.code),
    ).toContain('AnaBia');
    expect((await send('DELETE', `/api/delete-influencer/${bia.id}`, admin)).statusCode).toBe(204);
    expect((await get(`/api/find-influencer/${bia.id}`, admin)).statusCode).toBe(404);
    expect((await get(`/api/list-influencer-leads/${bia.id}?${period}`, admin)).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', `/api/delete-influencer/${bia.id}`, admin)).statusCode).toBe(404);
  });
});
