import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import { courses, landingLeads, landingPages, userTrials, users } from '../../db/schema/index.ts';
import { apiClient, bearer } from '../../test/http.ts';
import { createDemoApp, testConfig } from '../../test/test-app.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { accessService } from '../access/access.service.ts';

let database: TestDatabase;
let app: App;
let admin: string;
let seller: string;
let analyst: string;
let customer: string;
let launchId: number;
let internalId: number;
let dayTradeId: number;
let clock = new Date('2026-11-23T15:00:00.000Z');

const { login: tokenOf, get, send } = apiClient(() => app);
const lead = (
  id: number,
  payload: object,
  headers: Record<string, string> = {},
  token?: string,
  remoteAddress = '10.9.0.1',
) =>
  app.inject({
    method: 'POST',
    url: `/api/landing-lead/${id}`,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    payload,
    remoteAddress,
  });
const UTM = { 'utm-source': 'a', 'utm-medium': 'b', 'utm-campaign': 'c', 'utm-term': 'd' };

interface LandingBody {
  id: number;
  slug: string;
  kind: string;
  title: string;
  body_html: string | null;
  course_title: string | null;
  trial_days: number;
  active: boolean;
  leads_count: number;
}
interface LeadResult {
  message: string;
  trial: {
    status: string;
    days: number;
    ends_at: string | null;
    course_slug: string | null;
  } | null;
}

async function leadsOf(pageId: number) {
  return database.db
    .select()
    .from(landingLeads)
    .where(eq(landingLeads.landingPageId, pageId))
    .orderBy(landingLeads.id);
}

beforeAll(async () => {
  ({ database, app } = await createDemoApp(() => clock));
  [admin, seller, analyst, customer] = await Promise.all([
    tokenOf('admin@demo.lstrader.com.br'),
    tokenOf('vendedor@demo.lstrader.com.br'),
    tokenOf('analista@demo.lstrader.com.br'),
    tokenOf('cliente@demo.lstrader.com.br'),
  ]);
  const pages = await database.db.select().from(landingPages);
  launchId = pages.find((p) => p.slug === 'black-friday-trader')!.id;
  internalId = pages.find((p) => p.slug === 'sobre-a-liberta')!.id;
  const [course] = await database.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, 'day-trade-do-zero'));
  dayTradeId = course!.id;
});
afterAll(async () => {
  await app.close();
});

describe('public landing pages', () => {
  it('serves an active launch page with its promoted course card', async () => {
    const res = await get('/api/public-landing/launch/black-friday-trader');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      title: string;
      trial_days: number;
      video_url: string;
      course: { slug: string; title: string; lessons_count: number } | null;
    }>();
    expect(body).toMatchObject({ title: 'Black Friday Trader', trial_days: 7 });
    expect(body.course?.slug).toBe('day-trade-do-zero');
    expect(body.course?.lessons_count).toBeGreaterThan(0);
  });

  it('serves an internal page without a course', async () => {
    const res = await get('/api/public-landing/internal/sobre-a-liberta');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ course: null; trial_days: number }>()).toMatchObject({
      course: null,
      trial_days: 0,
    });
  });

  it('answers 404 for another kind, an unknown slug or an inactive page; 400 for a bad kind', async () => {
    expect((await get('/api/public-landing/internal/black-friday-trader')).statusCode).toBe(404);
    expect((await get('/api/public-landing/launch/nao-existe')).statusCode).toBe(404);
    expect((await get('/api/public-landing/promo/black-friday-trader')).statusCode).toBe(400);
    await database.db
      .update(landingPages)
      .set({ active: false })
      .where(eq(landingPages.id, internalId));
    try {
      expect((await get('/api/public-landing/internal/sobre-a-liberta')).statusCode).toBe(404);
      expect(
        (await lead(internalId, { name: 'Ana Souza', email: 'ana@example.com' })).statusCode,
      ).toBe(404);
    } finally {
      await database.db
        .update(landingPages)
        .set({ active: true })
        .where(eq(landingPages.id, internalId));
    }
  });
});

describe('lead form (POST /api/landing-lead/:id)', () => {
  it('stores a lead with the utm fields when source, medium and campaign all came', async () => {
    const res = await lead(
      internalId,
      { name: 'Ana Souza', email: 'ANA@Example.com', phone_number: '(11) 98765-4321' },
      UTM,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<LeadResult>()).toEqual({
      message: 'Recebemos os seus dados. Obrigado!',
      trial: null,
    });
    const [row] = (await leadsOf(internalId)).slice(-1);
    expect(row).toMatchObject({
      name: 'Ana Souza',
      email: 'ana@example.com',
      phoneNumber: '11987654321',
      userId: null,
      utm: { utm_source: 'a', utm_medium: 'b', utm_campaign: 'c', utm_term: 'd' },
    });
  });

  it('drops the utm fields when one of source, medium or campaign is missing', async () => {
    const res = await lead(
      internalId,
      { name: 'Bruno Lima', email: 'bruno@example.com' },
      { 'utm-source': 'a', 'utm-medium': 'b', 'utm-content': 'x' },
    );
    expect(res.statusCode).toBe(201);
    const [row] = (await leadsOf(internalId)).slice(-1);
    expect(row).toMatchObject({ email: 'bruno@example.com', utm: null, phoneNumber: null });
  });

  it('answers 400 with field errors', async () => {
    const res = await lead(internalId, { name: 'A', email: 'não-é-email', phone_number: '123' });
    expect(res.statusCode).toBe(400);
    const errors = res.json<{ error: Record<string, string[]> }>().error;
    expect(errors.name?.[0]).toBe('Informe seu nome.');
    expect(errors.email?.[0]).toBe('Informe um e-mail válido.');
    expect(errors.phone_number?.[0]).toBe('Telefone inválido');
    expect(
      (await lead(internalId, { name: 'Ana', email: 'ana@example.com', cpf: '1' })).statusCode,
    ).toBe(400);
  });

  it('answers 404 for an unknown page', async () => {
    expect((await lead(999_999, { name: 'Ana', email: 'ana@example.com' })).statusCode).toBe(404);
  });

  it('asks a visitor to sign in to start the trial of a page with trial days', async () => {
    const res = await lead(launchId, { name: 'Carla', email: 'cliente@demo.lstrader.com.br' }, UTM);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<LeadResult>().trial).toEqual({
      status: 'login_required',
      days: 7,
      ends_at: null,
      course_slug: 'day-trade-do-zero',
    });
    // The lead is linked to the existing account, but no trial starts without a session.
    const [row] = (await leadsOf(launchId)).slice(-1);
    const [carla] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'cliente@demo.lstrader.com.br'));
    expect(row?.userId).toBe(carla!.id);
    expect(
      await database.db.select().from(userTrials).where(eq(userTrials.userId, carla!.id)),
    ).toEqual([]);
  });

  it('starts a signed-in person trial with the page days and opens the promoted course until it ends', async () => {
    const [sellerRow] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'vendedor@demo.lstrader.com.br'));
    const access = accessService(database.db, () => clock);
    expect(await access.has(sellerRow!.id, 'course', dayTradeId)).toBe(false);

    const res = await lead(
      launchId,
      { name: 'Vera Vendedora', email: 'vendedor@demo.lstrader.com.br' },
      UTM,
      seller,
    );
    expect(res.statusCode, res.body).toBe(201);
    const endsAt = new Date(clock.getTime() + 7 * 86_400_000).toISOString();
    expect(res.json<LeadResult>().trial).toEqual({
      status: 'granted',
      days: 7,
      ends_at: endsAt,
      course_slug: 'day-trade-do-zero',
    });
    const [trial] = await database.db
      .select()
      .from(userTrials)
      .where(eq(userTrials.userId, sellerRow!.id));
    expect(trial).toMatchObject({ days: 7, tracking: { utm_source: 'a', utm_campaign: 'c' } });
    expect(await access.has(sellerRow!.id, 'course', dayTradeId)).toBe(true);
    expect(await access.has(sellerRow!.id, 'course', dayTradeId, new Date(endsAt))).toBe(false);

    // One trial per person: the second lead is stored, the trial is not started again.
    const again = await lead(
      launchId,
      { name: 'Vera Vendedora', email: 'vendedor@demo.lstrader.com.br' },
      {},
      seller,
    );
    expect(again.statusCode).toBe(201);
    expect(again.json<LeadResult>().trial?.status).toBe('already_used');
    expect(
      await database.db
        .select()
        .from(landingLeads)
        .where(
          and(eq(landingLeads.landingPageId, launchId), eq(landingLeads.userId, sellerRow!.id)),
        ),
    ).toHaveLength(2);
  });

  it('limits the form per IP (429 with Retry-After), other IPs unaffected', async () => {
    const limited = await buildApp({
      config: testConfig({ LOGIN_IP_PER_MINUTE: '3', LOGIN_IP_PER_HOUR: '30' }),
      database: { ...database, close: async () => {} },
      // The same clock as the main app: leads it stores must sort with the others (with the
      // wall clock they sorted first whenever the real time passed the test's).
      now: () => clock,
    });
    try {
      const post = (remoteAddress: string, payload: object) =>
        limited.inject({
          method: 'POST',
          url: `/api/landing-lead/${internalId}`,
          payload,
          remoteAddress,
        });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (await post('10.7.7.7', { name: 'Lead Limite', email: `l${i}@example.com` })).statusCode,
        );
      // Invalid bodies count too: the limit runs before the body is read.
      const fourth = await post('10.7.7.7', { name: 'x' });
      expect(statuses).toEqual([201, 201, 201]);
      expect(fourth.statusCode).toBe(429);
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
      expect(
        (await post('10.7.7.8', { name: 'Outro IP', email: 'outro@example.com' })).statusCode,
      ).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('staff landing pages (resource Lançamentos)', () => {
  let page: LandingBody;

  it('lists pages with their lead counts, search, kind filter and pagination', async () => {
    const res = await get('/api/list-landing-pages', seller);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ data: LandingBody[]; meta: { total: number } }>();
    expect(body.meta.total).toBe(2);
    const launch = body.data.find((p) => p.slug === 'black-friday-trader')!;
    expect(launch.course_title).toBe('Day Trade do Zero');
    expect(launch.leads_count).toBe((await leadsOf(launchId)).length);
    const internal = (await get('/api/list-landing-pages?kind=internal', seller)).json<{
      data: LandingBody[];
    }>();
    expect(internal.data.map((p) => p.slug)).toEqual(['sobre-a-liberta']);
    const search = (await get('/api/list-landing-pages?search=black', seller)).json<{
      data: LandingBody[];
    }>();
    expect(search.data.map((p) => p.slug)).toEqual(['black-friday-trader']);
    const paged = (await get('/api/list-landing-pages?per_page=1&page=2', seller)).json<{
      data: LandingBody[];
      meta: { total: number; page: number; per_page: number };
    }>();
    expect(paged.data).toHaveLength(1);
    expect(paged.meta).toEqual({ total: 2, page: 2, per_page: 1 });
  });

  it('creates a page with a sanitised body', async () => {
    const res = await send('POST', '/api/create-landing-page', seller, {
      kind: 'launch',
      slug: 'Semana do Trader',
      title: 'Semana do Trader',
      body_html: '<p>Olá<script>alert(1)</script></p>',
      video_url: 'https://vimeo.com/76979871',
      course_id: dayTradeId,
      trial_days: 3,
    });
    expect(res.statusCode, res.body).toBe(201);
    page = res.json<LandingBody>();
    expect(page).toMatchObject({
      slug: 'semanadotrader',
      body_html: '<p>Olá</p>',
      trial_days: 3,
      active: true,
      leads_count: 0,
    });
    expect((await get(`/api/find-landing-page/${page.id}`, seller)).json<LandingBody>().title).toBe(
      'Semana do Trader',
    );
  });

  it('answers 400 for a taken slug of the same kind, a bad video link, an unknown course or trial days out of range', async () => {
    const taken = await send('POST', '/api/create-landing-page', admin, {
      kind: 'launch',
      slug: 'black-friday-trader',
      title: 'Outra',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      error: { slug: ['Já existe uma página deste tipo com este endereço.'] },
    });
    // The same slug is free for the other kind.
    const other = await send('POST', '/api/create-landing-page', admin, {
      kind: 'internal',
      slug: 'black-friday-trader',
      title: 'Interna homônima',
    });
    expect(other.statusCode, other.body).toBe(201);
    await send('DELETE', `/api/delete-landing-page/${other.json<LandingBody>().id}`, admin);

    const bad = await send('POST', '/api/create-landing-page', admin, {
      slug: 'x y',
      title: 'Ok',
      video_url: 'https://example.com/v.mp4',
      trial_days: 400,
    });
    expect(bad.statusCode).toBe(400);
    const errors = bad.json<{ error: Record<string, string[]> }>().error;
    expect(Object.keys(errors).sort()).toEqual(['trial_days', 'video_url']);
    const course = await send('POST', '/api/create-landing-page', admin, {
      slug: 'curso-sumido',
      title: 'Curso sumido',
      course_id: 999_999,
    });
    expect(course.json()).toEqual({ error: { course_id: ['Curso não encontrado.'] } });
  });

  it('updates a page and deactivates it', async () => {
    const res = await send('PUT', `/api/update-landing-page/${page.id}`, seller, {
      kind: 'launch',
      slug: 'semana-do-trader',
      title: 'Semana do Trader 2026',
      trial_days: 0,
      active: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<LandingBody>()).toMatchObject({
      slug: 'semana-do-trader',
      active: false,
      trial_days: 0,
      course_title: null,
    });
    expect((await get('/api/public-landing/launch/semana-do-trader')).statusCode).toBe(404);
    const taken = await send('PUT', `/api/update-landing-page/${page.id}`, seller, {
      kind: 'launch',
      slug: 'black-friday-trader',
      title: 'Colisão',
    });
    expect(taken.statusCode).toBe(400);
  });

  it('lists the leads of a page with search and pagination', async () => {
    const res = await get(`/api/list-landing-leads/${internalId}?per_page=1`, seller);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      data: { email: string; utm: Record<string, string> | null }[];
      meta: { total: number };
    }>();
    expect(body.data).toHaveLength(1);
    expect(body.meta.total).toBe((await leadsOf(internalId)).length);
    const search = (await get(`/api/list-landing-leads/${internalId}?search=ana`, seller)).json<{
      data: { email: string; utm: Record<string, string> | null }[];
    }>();
    expect(search.data.map((l) => l.email)).toEqual(['ana@example.com']);
    expect(search.data[0]!.utm).toMatchObject({ utm_source: 'a', utm_medium: 'b' });
    expect((await get('/api/list-landing-leads/999999', seller)).statusCode).toBe(404);
  });

  it('exports the leads as CSV, quoting and guarding formula cells', async () => {
    await lead(internalId, {
      name: '=HYPERLINK("http://mal.example","clique")',
      email: 'f@example.com',
    });
    await lead(internalId, { name: 'Silva, "Zé"', email: 'ze@example.com' });
    const res = await get(`/api/export-landing-leads/${internalId}`, seller);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="leads-interna-sobre-a-liberta.csv"',
    );
    const text = res.body;
    expect(text.startsWith('\uFEFFData,Nome,E-mail,Telefone,Conta,utm_source,')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[1]).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d,"Silva, ""Zé""",ze@example.com,,,/);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://mal.example"",""clique"")",f@example.com`);
    expect(text).toContain('ana@example.com,11987654321,,a,b,c,,d');
    expect((await get('/api/export-landing-leads/999999', seller)).statusCode).toBe(404);
  });

  it('needs a session (401) and the Lançamentos resource (403); sellers do not delete', async () => {
    expect((await get('/api/list-landing-pages')).statusCode).toBe(401);
    expect((await get(`/api/export-landing-leads/${internalId}`)).statusCode).toBe(401);
    for (const token of [customer, analyst]) {
      expect((await get('/api/list-landing-pages', token)).statusCode).toBe(403);
      expect((await get(`/api/find-landing-page/${launchId}`, token)).statusCode).toBe(403);
      expect((await get(`/api/list-landing-leads/${launchId}`, token)).statusCode).toBe(403);
      expect((await get(`/api/export-landing-leads/${launchId}`, token)).statusCode).toBe(403);
      expect(
        (await send('POST', '/api/create-landing-page', token, { slug: 'x1', title: 'X1' }))
          .statusCode,
      ).toBe(403);
      expect((await get('/api/select-landing-courses', token)).statusCode).toBe(403);
    }
    expect((await send('DELETE', `/api/delete-landing-page/${page.id}`, seller)).statusCode).toBe(
      403,
    );
  });

  it('offers the live courses to promote', async () => {
    const res = await get('/api/select-landing-courses', seller);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ name: string }[]>().map((c) => c.name)).toContain('Day Trade do Zero');
  });

  it('deletes a page with its leads; 404 afterwards', async () => {
    await app.inject({
      method: 'PUT',
      url: `/api/update-landing-page/${page.id}`,
      headers: bearer(admin),
      payload: { kind: 'launch', slug: 'semana-do-trader', title: 'Semana', active: true },
    });
    expect(
      (await lead(page.id, { name: 'Lead Final', email: 'final@example.com' })).statusCode,
    ).toBe(201);
    const res = await send('DELETE', `/api/delete-landing-page/${page.id}`, admin);
    expect(res.statusCode).toBe(204);
    expect(await leadsOf(page.id)).toEqual([]);
    expect((await get(`/api/find-landing-page/${page.id}`, admin)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/delete-landing-page/${page.id}`, admin)).statusCode).toBe(
      404,
    );
    clock = new Date(clock.getTime() + 1000);
  });
});
