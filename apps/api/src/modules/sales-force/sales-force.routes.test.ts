import { SALES_FORCE_MESSAGES, saoPauloDay } from '@app/shared';
import type {
  ListPage,
  SalesForceAdvisors,
  SalesForceCustomer,
  SalesForceLead,
  SalesForceSummary,
} from '@app/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { customerAdvisors, orders, shoppingCarts, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { apiClient } from '../../test/http.ts';
import { countStatements } from '../../test/statements.ts';
import { createDemoApp } from '../../test/test-app.ts';
import type { TestDatabase } from '../../test/test-db.ts';

let app: App;
let database: TestDatabase;
let admin: string;
let vera: string;
let analyst: string;
let customer: string;
const ids = new Map<string, number>();
const { login, get, send } = apiClient(() => app);
const now = new Date();
const today = saoPauloDay(now.toISOString());
const monthAgo = saoPauloDay(new Date(now.getTime() - 29 * 86_400_000).toISOString());
const period = `from=${monthAgo}&to=${today}`;
const id = (key: string) => ids.get(key)!;

beforeAll(async () => {
  ({ app, database } = await createDemoApp(() => now));
  admin = await login('admin@demo.lstrader.com.br');
  vera = await login('vendedor@demo.lstrader.com.br');
  analyst = await login('analista@demo.lstrader.com.br');
  customer = await login('cliente@demo.lstrader.com.br');
  const rows = await database.db.select({ id: users.id, email: users.email }).from(users);
  for (const r of rows) ids.set(r.email.replace('@demo.lstrader.com.br', ''), r.id);
});
afterAll(async () => {
  await app.close();
});

describe('sales force: who may see what', () => {
  it('refuses visitors (401) and people without hub-sales-force (403)', async () => {
    expect((await get(`/api/sales-force-summary?${period}`)).statusCode).toBe(401);
    for (const token of [customer, analyst]) {
      expect((await get(`/api/sales-force-summary?${period}`, token)).statusCode).toBe(403);
      expect((await get('/api/list-sales-force-customers', token)).statusCode).toBe(403);
      expect((await get(`/api/list-sales-force-leads?${period}`, token)).statusCode).toBe(403);
      expect((await get(`/api/export-sales-force-leads?${period}`, token)).statusCode).toBe(403);
      const take = await send('POST', `/api/take-sales-force-lead/${id('rodrigo.santos')}`, token);
      expect(take.statusCode).toBe(403);
    }
  });

  it('a seller sees only their own book; managers (manage) see anyone’s or everyone’s', async () => {
    const others = await get(`/api/sales-force-summary?${period}&advisor_id=all`, vera);
    expect(others.statusCode).toBe(403);
    expect(others.json()).toEqual({ error: SALES_FORCE_MESSAGES.onlyOwn });
    const marina = `advisor_id=${id('analista2')}`;
    expect((await get(`/api/list-sales-force-customers?${marina}`, vera)).statusCode).toBe(403);
    expect((await get('/api/select-sales-force-advisors', vera)).statusCode).toBe(403);
    // Naming oneself is the default.
    const own = await get(`/api/sales-force-summary?${period}&advisor_id=${id('vendedor')}`, vera);
    expect(own.statusCode).toBe(200);

    const advisors = await get('/api/select-sales-force-advisors', admin);
    expect(advisors.statusCode).toBe(200);
    expect(advisors.json<SalesForceAdvisors>().data).toEqual(
      expect.arrayContaining([{ id: id('vendedor'), name: 'Vera Vendedora', customers: 4 }]),
    );
    const hers = await get(`/api/list-sales-force-customers?${marina}`, admin);
    expect(hers.json<ListPage<SalesForceCustomer>>().data.map((c) => c.name)).toEqual([
      'Camila Martins',
      'Paulo Premium',
    ]);
    const all = await get(`/api/sales-force-summary?${period}&advisor_id=all`, admin);
    expect(all.json<SalesForceSummary>()).toMatchObject({ advisor: null });
    expect(all.json<SalesForceSummary>().customers).toBeGreaterThanOrEqual(7);
  });

  it('answers 400 for a bad period, advisor or filter, and 404 for an unknown advisor', async () => {
    const backwards = await get('/api/sales-force-summary?from=2026-02-10&to=2026-02-01', vera);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ error: Record<string, string[]> }>().error.to).toBeDefined();
    const bad = await get(`/api/sales-force-summary?${period}&advisor_id=todos`, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: { advisor_id: [SALES_FORCE_MESSAGES.advisor] } });
    expect((await get('/api/list-sales-force-customers?situation=vip', vera)).statusCode).toBe(400);
    expect((await get(`/api/list-sales-force-leads?${period}&owner=x`, vera)).statusCode).toBe(400);
    expect((await get('/api/list-sales-force-leads', vera)).statusCode).toBe(400);
    expect((await send('POST', '/api/take-sales-force-lead/abc', vera)).statusCode).toBe(400);
    const customerAsAdvisor = await get(
      `/api/sales-force-summary?${period}&advisor_id=${id('cliente')}`,
      admin,
    );
    expect(customerAsAdvisor.statusCode).toBe(404);
    expect(customerAsAdvisor.json()).toEqual({ error: SALES_FORCE_MESSAGES.advisorNotFound });
  });
});

describe('sales force: the book and the leads', () => {
  it('sums the advisor’s book for the period in one statement', async () => {
    const { result, statements } = await countStatements(database, () =>
      get(`/api/sales-force-summary?${period}`, vera),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(statements).toHaveLength(1);
    const summary = result.json<SalesForceSummary>();
    // Bruno (LS Premium, came through Rafa Profit, converted after a trial), Juliana (in trial),
    // Marcos (Research, no lead), Fernanda (trial over long ago).
    expect(summary).toMatchObject({
      from: monthAgo,
      to: today,
      advisor: { id: id('vendedor'), name: 'Vera Vendedora' },
      customers: 4,
      subscribers: 2,
      trials_running: 1,
      trials_converted: 1,
      leads: 2,
      converted_leads: 1,
      conversion_rate: 0.5,
      paid_orders: 2,
      revenue_cents: 9_990 + 59_880,
    });
    // Rodrigo, Patrícia, Aline, Gustavo and Tiago: nobody took them, none paid.
    expect(summary.open_leads).toBe(5);
  });

  it('lists "Meus clientes" in one statement, with search and situation', async () => {
    const { result, statements } = await countStatements(database, () =>
      get('/api/list-sales-force-customers', vera),
    );
    expect(statements).toHaveLength(1);
    const page = result.json<ListPage<SalesForceCustomer>>();
    expect(page.meta.total).toBe(4);
    expect(page.data.map((c) => c.name)).toEqual([
      'Bruno Almeida',
      'Fernanda Lima',
      'Juliana Costa',
      'Marcos Oliveira',
    ]);
    const bruno = page.data[0]!;
    expect(bruno).toMatchObject({
      email: 'bruno.almeida@demo.lstrader.com.br',
      phone_number: '(11) 99123-4567',
      situation: 'subscriber',
      signature: { name: 'LS Premium' },
      trial_ends_at: null,
      last_order: { total_cents: 9_990 },
      advisor: { id: id('vendedor'), name: 'Vera Vendedora' },
    });
    const trial = await get('/api/list-sales-force-customers?situation=trial', vera);
    const juliana = trial.json<ListPage<SalesForceCustomer>>().data;
    expect(juliana.map((c) => c.name)).toEqual(['Juliana Costa']);
    expect(Date.parse(juliana[0]!.trial_ends_at!)).toBeGreaterThan(now.getTime());
    const search = await get('/api/list-sales-force-customers?search=OLIVEIRA&per_page=1', vera);
    expect(search.json<ListPage<SalesForceCustomer>>()).toMatchObject({
      data: [{ name: 'Marcos Oliveira', situation: 'subscriber' }],
      meta: { total: 1, page: 1, per_page: 1 },
    });
  });

  it('lists the leads of the period in one statement: source, conversion and advisor', async () => {
    const { result, statements } = await countStatements(database, () =>
      get(`/api/list-sales-force-leads?${period}&per_page=100`, vera),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(statements).toHaveLength(1);
    const leads = result.json<ListPage<SalesForceLead>>().data;
    const byName = new Map(leads.map((l) => [l.name, l]));
    expect(byName.get('Rodrigo Santos')).toMatchObject({
      source: 'influencer',
      via: 'signup',
      code: 'rafaprofit',
      influencer: { name: 'Rafael “Rafa Profit” Souza' },
      converted_at: null,
      advisor: null,
    });
    expect(byName.get('Patrícia Souza')).toMatchObject({ source: 'trial', influencer: null });
    expect(byName.get('Aline Rocha')).toMatchObject({ source: 'influencer', via: 'trial' });
    expect(byName.get('Lucas Ferreira')!.converted_at).not.toBeNull();
    expect(byName.get('Camila Martins')!.advisor).toMatchObject({ name: 'Marina Analista' });
    // Marcos is no lead; Fernanda arrived before the period.
    expect(byName.has('Marcos Oliveira')).toBe(false);
    expect(byName.has('Fernanda Lima')).toBe(false);
    // Open ones first.
    const firstConverted = leads.findIndex((l) => l.converted_at !== null);
    expect(leads.slice(firstConverted).every((l) => l.converted_at !== null)).toBe(true);

    const open = await get(
      `/api/list-sales-force-leads?${period}&owner=unassigned&status=open&source=influencer`,
      vera,
    );
    expect(
      open
        .json<ListPage<SalesForceLead>>()
        .data.map((l) => l.name)
        .sort(),
    ).toEqual(['Aline Rocha', 'Gustavo Pereira', 'Rodrigo Santos', 'Tiago Teste']);
    const mine = await get(`/api/list-sales-force-leads?${period}&owner=mine`, vera);
    expect(
      mine
        .json<ListPage<SalesForceLead>>()
        .data.map((l) => l.name)
        .sort(),
    ).toEqual(['Bruno Almeida', 'Juliana Costa']);
  });

  it('exports the leads as a pt-BR spreadsheet CSV', async () => {
    const res = await get(`/api/export-sales-force-leads?${period}&source=trial`, vera);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain(`leads-${monthAgo}-a-${today}.csv`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Nome;E-mail;Telefone;Chegada;Origem;Influenciador;Código;Fim do trial;Situação;Convertido em;Assessor',
    );
    const patricia = lines.find((l) => l.startsWith('Patrícia Souza;'));
    expect(patricia).toMatch(/;Trial;;;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};Em aberto;;$/);
    expect(lines.find((l) => l.startsWith('Camila Martins;'))).toMatch(/;Marina Analista$/);
    expect(lines.some((l) => l.startsWith('Rodrigo Santos;'))).toBe(false);
  });
});

describe('sales force: "Assumir lead"', () => {
  it('makes the seller responsible; the lead moves to "Meus clientes"', async () => {
    const res = await send('POST', `/api/take-sales-force-lead/${id('rodrigo.santos')}`, vera);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      customer_id: id('rodrigo.santos'),
      advisor: { id: id('vendedor'), name: 'Vera Vendedora' },
    });
    const advisor = await get(`/api/find-customer-advisor/${id('rodrigo.santos')}`, admin);
    expect(advisor.json()).toMatchObject({ advisor: { name: 'Vera Vendedora' } });
    const list = await get('/api/list-sales-force-customers?search=rodrigo', vera);
    expect(list.json<ListPage<SalesForceCustomer>>().data).toMatchObject([
      { name: 'Rodrigo Santos', situation: 'inactive', last_order: null },
    ]);
    // Taking it again is the same answer; another advisor's lead is a 409.
    expect(
      (await send('POST', `/api/take-sales-force-lead/${id('rodrigo.santos')}`, vera)).statusCode,
    ).toBe(200);
    const taken = await send('POST', `/api/take-sales-force-lead/${id('camila.martins')}`, vera);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: SALES_FORCE_MESSAGES.leadTakenBy('Marina Analista') });
  });

  it('two advisors taking the same lead at once: one wins, the other gets a 409', async () => {
    const target = id('gustavo.pereira');
    const answers = await Promise.all([
      send('POST', `/api/take-sales-force-lead/${target}`, vera),
      send('POST', `/api/take-sales-force-lead/${target}`, admin),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json<{ advisor: { name: string } }>();
    const loser = answers.find((a) => a.statusCode === 409)!;
    expect(loser.json()).toEqual({
      error: SALES_FORCE_MESSAGES.leadTakenBy(winner.advisor.name),
    });
    const rows = await database.db
      .select()
      .from(customerAdvisors)
      .where(eq(customerAdvisors.customerId, target));
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for someone who is no customer', async () => {
    const unknown = await send('POST', '/api/take-sales-force-lead/999999', vera);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: SALES_FORCE_MESSAGES.leadNotFound });
    const staff = await send('POST', `/api/take-sales-force-lead/${id('analista')}`, vera);
    expect(staff.statusCode).toBe(404);
  });
});

describe('sales force: São Paulo periods', () => {
  it('counts a lead and a payment by their São Paulo day, not UTC', async () => {
    // 2025-03-01 00:00 in São Paulo is 03:00 UTC; a second before is still February there.
    const passwordHash = await hashPassword('uma senha bem comprida');
    const [late, early] = await database.db
      .insert(users)
      .values([
        {
          email: 'fevereiro@example.com',
          name: 'Fevereiro Tardio',
          profileId: 3,
          passwordHash,
          tracking: { utm_influenciador: 'rafaprofit' },
          createdAt: new Date('2025-03-01T02:59:59Z'),
        },
        {
          email: 'marco@example.com',
          name: 'Março Cedo',
          profileId: 3,
          passwordHash,
          tracking: { utm_influenciador: 'rafaprofit' },
          createdAt: new Date('2025-03-01T03:00:00Z'),
        },
      ])
      .returning({ id: users.id });
    await database.db.insert(customerAdvisors).values(
      [late!, early!].map((c) => ({
        customerId: c.id,
        advisorId: id('vendedor'),
        assignedAt: new Date('2025-03-02T12:00:00Z'),
      })),
    );
    for (const [person, paidAt, cents] of [
      [late!.id, '2025-03-01T02:59:59Z', 1_000],
      [early!.id, '2025-03-01T03:00:00Z', 2_000],
    ] as const) {
      const [cart] = await database.db
        .insert(shoppingCarts)
        .values({ userId: person, brand: 'liberta', status: 'ordered' })
        .returning({ id: shoppingCarts.id });
      await database.db.insert(orders).values({
        cartId: cart!.id,
        idempotencyKey: `periodo-${person}`,
        userId: person,
        brand: 'liberta',
        status: 2,
        subtotalCents: cents,
        totalCents: cents,
        method: 'pix',
        customerName: 'Teste',
        customerEmail: 'teste@example.com',
        paidAt: new Date(paidAt),
      });
    }
    const summary = async (from: string, to: string) =>
      (await get(`/api/sales-force-summary?from=${from}&to=${to}`, vera)).json<SalesForceSummary>();
    expect(await summary('2025-02-01', '2025-02-28')).toMatchObject({
      leads: 1,
      converted_leads: 1,
      paid_orders: 1,
      revenue_cents: 1_000,
    });
    expect(await summary('2025-03-01', '2025-03-31')).toMatchObject({
      leads: 1,
      converted_leads: 1,
      paid_orders: 1,
      revenue_cents: 2_000,
    });
    const march = await get('/api/list-sales-force-leads?from=2025-03-01&to=2025-03-01', vera);
    expect(march.json<ListPage<SalesForceLead>>().data.map((l) => l.name)).toEqual(['Março Cedo']);
    await database.db
      .delete(customerAdvisors)
      .where(inArray(customerAdvisors.customerId, [late!.id, early!.id]));
  });
});
