import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import {
  accessPeriods,
  auditLogs,
  courses,
  ebooks,
  lessons,
  researchReports,
  trails,
  users,
} from '../../db/schema/index.ts';
import { apiClient } from '../../test/http.ts';
import { createDemoApp } from '../../test/test-app.ts';
import type { TestDatabase } from '../../test/test-db.ts';

let database: TestDatabase;
let app: App;
let admin: string;
let seller: string;
let analyst: string;
let support: string;
let customer: string;
let customerId: number;
/** The app's clock: tests move it to prove when a signature ends. */
let clock = new Date('2026-11-23T12:00:00.000Z');
const DAY = 86_400_000;

const period: Record<string, number> = {};
let opcoesId: number;
let lockedLessonId: number;
let publishedEbookId: number;
let draftEbookId: number;
let trailId: number;
let researchId: number;

const api = apiClient(() => app);
const { login: tokenOf, get, send } = api;

interface Detail {
  id: number;
  slug: string;
  price_cents: number;
  access_period_id: number | null;
  description_html: string | null;
  benefits: string[];
  periods: { access_period_id: number; name: string; price_cents: number }[];
  contents: { kind: string; target_id: number; name: string }[];
  active: boolean;
  available_in_store: boolean;
}
interface PublicType {
  id: number;
  slug: string;
  name: string;
  from_monthly_cents: number | null;
  from_price_cents: number | null;
  periods: {
    access_period_id: number;
    name: string;
    price_cents: number;
    monthly_cents: number | null;
  }[];
  contents: { kind: string; target_id: number; name: string; slug: string | null }[];
}

async function typeBySlug(slug: string): Promise<PublicType> {
  const res = await get(`/api/public-signature-type/${slug}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PublicType>();
}

beforeAll(async () => {
  ({ database, app } = await createDemoApp(() => clock));
  [admin, seller, analyst, support, customer] = await api.demoTokens();
  const db = database.db;
  customerId = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'cliente@demo.lstrader.com.br'))
  )[0]!.id;
  for (const p of await db.select().from(accessPeriods)) period[p.name] = p.id;
  opcoesId = (
    await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, 'opcoes-na-pratica'))
  )[0]!.id;
  lockedLessonId = (
    await db
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.courseId, opcoesId), eq(lessons.freePreview, false)))
      .orderBy(asc(lessons.id))
      .limit(1)
  )[0]!.id;
  [publishedEbookId, draftEbookId] = (
    await db
      .insert(ebooks)
      .values([
        { slug: 'guia-de-opcoes', title: 'Guia de Opções', status: 'published' },
        { slug: 'rascunho', title: 'E-book em preparo', status: 'draft' },
      ])
      .returning({ id: ebooks.id })
  ).map((r) => r.id) as [number, number];
  trailId = (
    await db
      .insert(trails)
      .values({ slug: 'trilha-opcoes', title: 'Trilha de Opções', status: 'published' })
      .returning({ id: trails.id })
  )[0]!.id;
  researchId = (
    await db
      .insert(researchReports)
      .values({ title: 'Carteira de dividendos', status: 'published' })
      .returning({ id: researchReports.id })
  )[0]!.id;
});
afterAll(async () => {
  await app.close();
});

describe('demo seed', () => {
  it('sells LS Premium (30 dias and 1 ano, with Opções na Prática) and Liberta Research', async () => {
    const res = await get('/api/public-signature-types');
    expect(res.statusCode).toBe(200);
    const list = res.json<PublicType[]>();
    expect(list.map((s) => s.slug)).toEqual(['ls-premium', 'liberta-research']);
    const premium = list[0]!;
    expect(premium.periods.map((p) => [p.name, p.price_cents, p.monthly_cents])).toEqual([
      ['30 dias', 9_990, 9_990],
      ['1 ano', 95_880, 7_990],
    ]);
    // "a partir de R$ 79,90/mês": the yearly plan's monthly price is the cheapest.
    expect(premium.from_monthly_cents).toBe(7_990);
    expect(premium.from_price_cents).toBe(9_990);
    // (The research seed may add its gated report to the qualification too.)
    expect(premium.contents).toContainEqual({
      kind: 'course',
      target_id: opcoesId,
      name: 'Opções na Prática',
      slug: 'opcoes-na-pratica',
    });
  });
});

describe('staff signature types', () => {
  let created: Detail;

  it('creates a type with periods, benefits, contents and a slug from its name', async () => {
    const res = await send('POST', '/api/create-signature-type', seller, {
      name: 'Clube do Trader',
      subtitle: 'Tudo para operar opções',
      description_html: '<p onclick="x()">Olá<script>alert(1)</script> <b>traders</b></p>',
      benefits: [' Aulas ao vivo ', 'Grupo exclusivo'],
      periods: [
        { access_period_id: period['30 dias'], price_cents: 4_990 },
        { access_period_id: period['1 ano'], price_cents: 47_880 },
      ],
      access_period_id: period['1 ano'],
      contents: [
        { kind: 'course', target_id: opcoesId },
        { kind: 'ebook', target_id: publishedEbookId },
        { kind: 'ebook', target_id: draftEbookId },
        { kind: 'trail', target_id: trailId },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    created = res.json<Detail>();
    expect(created).toMatchObject({
      slug: 'clube-do-trader',
      description_html: '<p>Olá <b>traders</b></p>',
      benefits: ['Aulas ao vivo', 'Grupo exclusivo'],
      access_period_id: period['1 ano'],
      // The type's price is its default period's.
      price_cents: 47_880,
      active: true,
      available_in_store: true,
    });
    // The default period comes first.
    expect(created.periods.map((p) => p.name)).toEqual(['1 ano', '30 dias']);
    expect(created.contents.map((c) => `${c.kind}:${c.name}`)).toEqual([
      'course:Opções na Prática',
      'ebook:E-book em preparo',
      'ebook:Guia de Opções',
      'trail:Trilha de Opções',
    ]);
    const again = await send('POST', '/api/create-signature-type', admin, {
      name: 'Clube do Trader',
      available_in_store: false,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<Detail>().slug).toBe('clube-do-trader-2');
    const audit = await database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'signature_type.create'));
    expect(audit.map((a) => a.targetId)).toContain(String(created.id));
  });

  it('answers 400 with the fields at fault', async () => {
    const bad = await send('POST', '/api/create-signature-type', admin, {
      name: '',
      slug: 'Não Vale!',
      benefits: ['x'],
      periods: [{ access_period_id: period['30 dias'], price_cents: -1 }],
    });
    expect(bad.statusCode).toBe(400);
    const fields = Object.keys(bad.json<{ error: Record<string, string[]> }>().error).sort();
    expect(fields).toEqual(['benefits.0', 'name', 'periods.0.price_cents', 'slug']);

    const rules = async (body: object) => {
      const res = await send('POST', '/api/create-signature-type', admin, {
        name: 'Plano X',
        ...body,
      });
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ error: unknown }>().error;
    };
    expect(await rules({ periods: [] })).toEqual({
      periods: ['Informe ao menos um período de acesso com preço para vender na loja.'],
    });
    expect(
      await rules({
        periods: [
          { access_period_id: period['1 ano'], price_cents: 1 },
          { access_period_id: period['1 ano'], price_cents: 2 },
        ],
      }),
    ).toEqual({ periods: ['Cada período de acesso só pode aparecer uma vez.'] });
    expect(
      await rules({
        periods: [{ access_period_id: period['1 ano'], price_cents: 1 }],
        access_period_id: period['30 dias'],
      }),
    ).toEqual({
      access_period_id: ['O período padrão precisa estar entre os períodos da assinatura.'],
    });
    expect(await rules({ periods: [{ access_period_id: 99_999, price_cents: 1 }] })).toEqual({
      periods: ['Período de acesso não encontrado.'],
    });
    expect(
      await rules({
        available_in_store: false,
        contents: [{ kind: 'course', target_id: 99_999 }],
      }),
    ).toEqual({ contents: ['Conteúdo não encontrado: Curso #99999.'] });
    expect(await rules({ available_in_store: false, slug: 'ls-premium' })).toEqual({
      slug: ['Já existe uma assinatura com este endereço.'],
    });
  });

  it('lists with search and pages, and finds one', async () => {
    const all = await get('/api/list-signature-types?per_page=2', admin);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ meta: { total: 4, page: 1, per_page: 2 } });
    expect(all.json<{ data: unknown[] }>().data).toHaveLength(2);
    const page2 = await get('/api/list-signature-types?per_page=2&page=2', admin);
    expect(page2.json<{ data: unknown[] }>().data).toHaveLength(2);

    const found = await get('/api/list-signature-types?search=clube', seller);
    const rows = found.json<{
      data: {
        slug: string;
        contents_count: number;
        periods_count: number;
        holders_count: number;
      }[];
    }>().data;
    expect(rows.map((r) => r.slug)).toEqual(['clube-do-trader', 'clube-do-trader-2']);
    expect(rows[0]).toMatchObject({ contents_count: 4, periods_count: 2, holders_count: 0 });

    const one = await get(`/api/find-signature-type/${created.id}`, admin);
    expect(one.statusCode).toBe(200);
    expect(one.json<Detail>().slug).toBe('clube-do-trader');
    expect((await get('/api/find-signature-type/99999', admin)).json()).toEqual({
      error: 'Tipo de assinatura não encontrado.',
    });
    expect((await get('/api/list-signature-types?per_page=1000', admin)).statusCode).toBe(400);
  });

  it('updates periods, prices and benefits; contents stay unless sent', async () => {
    const res = await send('PUT', `/api/update-signature-type/${created.id}`, seller, {
      name: 'Clube do Trader Plus',
      slug: 'clube-do-trader',
      benefits: ['Aulas ao vivo'],
      periods: [{ access_period_id: period['6 meses'], price_cents: 29_940 }],
      available_in_store: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<Detail>();
    expect(updated).toMatchObject({
      name: 'Clube do Trader Plus',
      benefits: ['Aulas ao vivo'],
      access_period_id: period['6 meses'],
      price_cents: 29_940,
    });
    expect(updated.periods.map((p) => p.name)).toEqual(['6 meses']);
    expect(updated.contents).toHaveLength(4);

    const cleared = await send('PUT', `/api/update-signature-type/${created.id}`, seller, {
      name: 'Clube do Trader Plus',
      periods: [{ access_period_id: period['6 meses'], price_cents: 29_940 }],
      contents: [{ kind: 'research', target_id: researchId }],
    });
    expect(cleared.json<Detail>().contents).toEqual([
      { kind: 'research', target_id: researchId, name: 'Carteira de dividendos', slug: null },
    ]);
    const taken = await send('PUT', `/api/update-signature-type/${created.id}`, seller, {
      name: 'Outro nome',
      slug: 'ls-premium',
      available_in_store: false,
    });
    expect(taken.json()).toEqual({
      error: { slug: ['Já existe uma assinatura com este endereço.'] },
    });
    expect(
      (
        await send('PUT', '/api/update-signature-type/99999', admin, {
          name: 'Nada',
          available_in_store: false,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps staff screens to staff with the resource', async () => {
    expect((await get('/api/list-signature-types')).statusCode).toBe(401);
    expect((await get('/api/list-signature-types', customer)).statusCode).toBe(403);
    expect((await get('/api/list-signature-types', analyst)).statusCode).toBe(403);
    expect(
      (await send('POST', '/api/create-signature-type', customer, { name: 'Plano' })).statusCode,
    ).toBe(403);
    // Sellers edit types but only administrators delete them.
    expect(
      (await send('DELETE', `/api/delete-signature-type/${created.id}`, seller)).statusCode,
    ).toBe(403);
  });

  it('deletes a type nobody ever held', async () => {
    const spare = (await get('/api/list-signature-types?search=clube-do-trader-2', admin)).json<{
      data: { id: number }[];
    }>().data[0]!;
    const res = await send('DELETE', `/api/delete-signature-type/${spare.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: 'deleted', message: 'Tipo de assinatura excluído.' });
    expect((await get(`/api/find-signature-type/${spare.id}`, admin)).statusCode).toBe(404);
    expect((await send('DELETE', '/api/delete-signature-type/99999', admin)).statusCode).toBe(404);
  });
});

describe('selects', () => {
  it('lists active types, types with their periods, a type’s periods and courses', async () => {
    const premium = await typeBySlug('ls-premium');
    const types = (await get('/api/select-signature-types', seller)).json<{ name: string }[]>();
    expect(types.map((t) => t.name)).toEqual(
      expect.arrayContaining(['LS Premium', 'Liberta Research']),
    );
    const access = await get('/api/select-signature-types-access', admin);
    expect(access.statusCode).toBe(200);
    expect(access.json()).toEqual(
      expect.arrayContaining([
        {
          id: `${premium.id}:${period['30 dias']}`,
          name: 'LS Premium — 30 dias',
          signature_type_id: premium.id,
          access_period_id: period['30 dias'],
          price_cents: 9_990,
        },
        {
          id: `${premium.id}:${period['1 ano']}`,
          name: 'LS Premium — 1 ano',
          signature_type_id: premium.id,
          access_period_id: period['1 ano'],
          price_cents: 95_880,
        },
      ]),
    );
    expect((await get(`/api/select-signature-access-period/${premium.id}`, admin)).json()).toEqual([
      { id: period['30 dias'], name: '30 dias', days: 30, price_cents: 9_990 },
      { id: period['1 ano'], name: '1 ano', days: 365, price_cents: 95_880 },
    ]);
    expect((await get('/api/select-signature-access-period/99999', admin)).statusCode).toBe(404);
    expect(
      (await get(`/api/select-course-by-qualification-signature/${premium.id}`, admin)).json(),
    ).toEqual([{ id: opcoesId, name: 'Opções na Prática' }]);
    expect(
      (await get('/api/select-course-by-qualification-signature/99999', admin)).statusCode,
    ).toBe(404);
    expect((await get('/api/select-signature-periods', seller)).json()).toEqual([
      { id: period['30 dias'], name: '30 dias', days: 30 },
      { id: period['6 meses'], name: '6 meses', days: 180 },
      { id: period['1 ano'], name: '1 ano', days: 365 },
      { id: period['Vitalício'], name: 'Vitalício', days: null },
    ]);
    expect((await get('/api/select-signature-types', customer)).statusCode).toBe(403);
  });

  it('offers every content a type may include, drafts marked, to each team', async () => {
    const options = (await get('/api/select-signature-contents', seller)).json<
      { kind: string; id: number; name: string; published: boolean }[]
    >();
    expect(options).toEqual(
      expect.arrayContaining([
        { kind: 'course', id: opcoesId, name: 'Opções na Prática', published: true },
        { kind: 'ebook', id: draftEbookId, name: 'E-book em preparo', published: false },
        { kind: 'trail', id: trailId, name: 'Trilha de Opções', published: true },
        { kind: 'research', id: researchId, name: 'Carteira de dividendos', published: true },
      ]),
    );
    expect((await get('/api/select-qualification-contents', analyst)).json()).toEqual(options);
    expect((await get('/api/select-signature-contents', analyst)).statusCode).toBe(403);
    expect((await get('/api/select-qualification-contents', seller)).statusCode).toBe(403);
    // The store's product form: its own doors under 'Liberta Store Cadastro'.
    expect((await get('/api/select-product-contents', seller)).json()).toEqual(options);
    expect((await get('/api/select-product-contents', analyst)).statusCode).toBe(403);
    const types = (await get('/api/select-product-signature-types', seller)).json<
      { name: string }[]
    >();
    expect(types.length).toBeGreaterThan(0);
    const periods = (await get('/api/select-product-periods', seller)).json<{ name: string }[]>();
    expect(periods.map((p) => p.name)).toContain('Vitalício');
    expect((await get('/api/select-product-periods', customer)).statusCode).toBe(403);
  });
});

describe('public pages', () => {
  it('shows visitors only active types sold in the store, with published contents', async () => {
    const list = (await get('/api/public-signature-types')).json<PublicType[]>();
    expect(list.map((s) => s.slug)).toEqual(['clube-do-trader', 'ls-premium', 'liberta-research']);
    const club = await typeBySlug('clube-do-trader');
    expect(club.contents.map((c) => c.name)).toEqual(['Carteira de dividendos']);
    // Lifetime-free periods: six months at R$ 299,40 are R$ 49,90 a month.
    expect(club.from_monthly_cents).toBe(4_990);
    expect((await get('/api/public-signature-type/nao-existe')).json()).toEqual({
      error: 'Assinatura não encontrada.',
    });
    expect((await get('/api/public-signature-type/a%20b')).statusCode).toBe(400);
  });

  it("serves a type's public data by id (Liberta)", async () => {
    const premium = await typeBySlug('ls-premium');
    const res = await get(`/api/liberta-find-signature-type/${premium.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(premium);
    expect((await get('/api/liberta-find-signature-type/99999')).statusCode).toBe(404);
    expect((await get('/api/liberta-find-signature-type/abc')).statusCode).toBe(400);
  });
});

describe('content qualification', () => {
  it('lists what each type includes and replaces it', async () => {
    const list = await get('/api/list-content-qualification?search=premium', analyst);
    expect(list.statusCode, list.body).toBe(200);
    const premium = list.json<{
      data: { id: number; name: string; counts: Record<string, number> }[];
    }>().data[0]!;
    expect(premium).toMatchObject({
      name: 'LS Premium',
      counts: { course: 1, ebook: 0, trail: 0 },
    });
    const update = await send('PUT', `/api/update-content-qualification/${premium.id}`, analyst, {
      contents: [
        { kind: 'course', target_id: opcoesId },
        { kind: 'ebook', target_id: publishedEbookId },
        { kind: 'research', target_id: researchId },
      ],
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json()).toMatchObject({
      counts: { course: 1, ebook: 1, trail: 0, research: 1 },
    });
    const found = await get(`/api/find-content-qualification/${premium.id}`, analyst);
    expect(found.json<{ contents: { name: string }[] }>().contents.map((c) => c.name)).toEqual([
      'Opções na Prática',
      'Guia de Opções',
      'Carteira de dividendos',
    ]);
    expect((await typeBySlug('ls-premium')).contents).toHaveLength(3);
  });

  it('validates each content and the type', async () => {
    const premium = await typeBySlug('ls-premium');
    const url = `/api/update-content-qualification/${premium.id}`;
    const missing = await send('PUT', url, analyst, {
      contents: [{ kind: 'trail', target_id: 4242 }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: { contents: ['Conteúdo não encontrado: Trilha #4242.'] },
    });
    const kind = await send('PUT', url, analyst, {
      contents: [{ kind: 'podcast', target_id: 1 }],
    });
    expect(kind.statusCode).toBe(400);
    expect(Object.keys(kind.json<{ error: object }>().error)).toEqual(['contents.0.kind']);
    const repeated = await send('PUT', url, analyst, {
      contents: [
        { kind: 'course', target_id: opcoesId },
        { kind: 'course', target_id: opcoesId },
      ],
    });
    expect(repeated.json()).toEqual({
      error: { contents: ['Um conteúdo aparece mais de uma vez.'] },
    });
    expect(
      (await send('PUT', '/api/update-content-qualification/99999', analyst, { contents: [] }))
        .statusCode,
    ).toBe(404);
    expect((await get('/api/find-content-qualification/99999', analyst)).statusCode).toBe(404);
    // The qualification belongs to the Qualificacao resource: sellers and customers stay out.
    expect((await send('PUT', url, seller, { contents: [] })).statusCode).toBe(403);
    expect((await get('/api/list-content-qualification', customer)).statusCode).toBe(403);
    // Nothing changed.
    expect((await typeBySlug('ls-premium')).contents).toHaveLength(3);
  });
});

describe('granting a signature', () => {
  let premium: PublicType;
  let endsAt: Date;

  beforeAll(async () => {
    premium = await typeBySlug('ls-premium');
  });

  it('a course the signature includes answers 403 naming it before the grant', async () => {
    const res = await get(`/api/course-lesson/${lockedLessonId}`, customer);
    expect(res.statusCode).toBe(403);
    expect(
      res.json<{ required_signatures: { slug: string }[] }>().required_signatures,
    ).toContainEqual({
      id: premium.id,
      name: 'LS Premium',
      slug: 'ls-premium',
      available_in_store: true,
    });
    expect((await get('/api/my-signatures', customer)).json()).toEqual([]);
  });

  it('staff grants it for a period: the course opens and the grant ends at the period’s end', async () => {
    const res = await send('POST', '/api/register-user-signature', admin, {
      user_id: customerId,
      signature_type_id: premium.id,
      access_period_id: period['30 dias'],
      note: 'Cortesia de lançamento',
    });
    expect(res.statusCode, res.body).toBe(201);
    endsAt = new Date(clock.getTime() + 30 * DAY);
    expect(res.json()).toMatchObject({
      target_id: premium.id,
      name: 'LS Premium',
      source: 'staff',
      status: 'active',
      starts_at: clock.toISOString(),
      ends_at: endsAt.toISOString(),
      note: 'Cortesia de lançamento',
    });
    expect((await get(`/api/course-lesson/${lockedLessonId}`, customer)).statusCode).toBe(200);

    const mine = await get('/api/my-signatures', customer);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      expect.objectContaining({
        signature_type_id: premium.id,
        name: 'LS Premium',
        status: 'active',
        ends_at: endsAt.toISOString(),
        contents: expect.arrayContaining([
          expect.objectContaining({ kind: 'course', name: 'Opções na Prática' }),
        ]) as unknown,
      }),
    ]);
    const audit = await database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'signature.grant'));
    expect(audit.at(-1)).toMatchObject({ targetId: String(customerId) });
  });

  it('a renewal adds its days after the current end', async () => {
    const res = await send('POST', '/api/register-user-signature', admin, {
      user_id: customerId,
      signature_type_id: premium.id,
      access_period_id: period['30 dias'],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'scheduled',
      starts_at: endsAt.toISOString(),
      ends_at: new Date(endsAt.getTime() + 30 * DAY).toISOString(),
    });
  });

  it('staff lists a person’s signatures with status and pages', async () => {
    const res = await get(`/api/list-user-signature/${customerId}?per_page=1`, support);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ meta: { total: 2, page: 1, per_page: 1 } });
    const scheduled = await get(`/api/list-user-signature/${customerId}?status=scheduled`, admin);
    expect(scheduled.json<{ data: { status: string }[] }>().data.map((g) => g.status)).toEqual([
      'scheduled',
    ]);
    expect((await get('/api/list-user-signature/99999', admin)).statusCode).toBe(404);
    expect((await get(`/api/list-user-signature/${customerId}`, customer)).statusCode).toBe(403);
    expect((await get(`/api/list-user-signature/${customerId}?status=x`, admin)).statusCode).toBe(
      400,
    );
  });

  it('refuses wrong periods, inactive types, missing people and callers without permission', async () => {
    const club = await typeBySlug('clube-do-trader');
    const body = {
      user_id: customerId,
      signature_type_id: premium.id,
      access_period_id: period['30 dias'],
    };
    const wrongPeriod = await send('POST', '/api/register-user-signature', admin, {
      ...body,
      access_period_id: period['Vitalício'],
    });
    expect(wrongPeriod.json()).toEqual({
      error: { access_period_id: ['Este período não é vendido com esta assinatura.'] },
    });
    const noUser = await send('POST', '/api/register-user-signature', admin, {
      ...body,
      user_id: 99_999,
    });
    expect(noUser.json()).toEqual({ error: { user_id: ['Usuário não encontrado.'] } });
    const noType = await send('POST', '/api/register-user-signature', admin, {
      ...body,
      signature_type_id: 99_999,
    });
    expect(noType.statusCode).toBe(400);
    const invalid = await send('POST', '/api/register-user-signature', admin, { user_id: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json<{ error: object }>().error).sort()).toEqual([
      'access_period_id',
      'signature_type_id',
      'user_id',
    ]);
    // Support reads people's signatures but does not grant them; customers never do.
    expect((await send('POST', '/api/register-user-signature', support, body)).statusCode).toBe(
      403,
    );
    expect((await send('POST', '/api/register-user-signature', customer, body)).statusCode).toBe(
      403,
    );
    await send('PUT', `/api/update-signature-type/${club.id}`, admin, {
      name: 'Clube do Trader Plus',
      periods: [{ access_period_id: period['6 meses'], price_cents: 29_940 }],
      active: false,
    });
    const inactive = await send('POST', '/api/register-user-signature', admin, {
      ...body,
      signature_type_id: club.id,
      access_period_id: period['6 meses'],
    });
    expect(inactive.json()).toEqual({
      error: { signature_type_id: ['Esta assinatura está desativada.'] },
    });
  });

  it('access ends exactly when the last grant ends', async () => {
    const lastEnd = new Date(endsAt.getTime() + 30 * DAY);
    clock = new Date(endsAt.getTime() - 1);
    // Weeks pass: sessions from the first day have expired, so everyone signs in again.
    [admin, customer] = await Promise.all([
      tokenOf('admin@demo.lstrader.com.br'),
      tokenOf('cliente@demo.lstrader.com.br'),
    ]);
    expect((await get(`/api/course-lesson/${lockedLessonId}`, customer)).statusCode).toBe(200);
    // The renewal picks up at the first grant's end: no gap.
    clock = endsAt;
    expect((await get(`/api/course-lesson/${lockedLessonId}`, customer)).statusCode).toBe(200);
    clock = lastEnd;
    [admin, customer] = await Promise.all([
      tokenOf('admin@demo.lstrader.com.br'),
      tokenOf('cliente@demo.lstrader.com.br'),
    ]);
    const after = await get(`/api/course-lesson/${lockedLessonId}`, customer);
    expect(after.statusCode).toBe(403);
    expect(after.json()).toHaveProperty('required_signatures');
    const statuses = (await get('/api/my-signatures', customer))
      .json<{ status: string }[]>()
      .map((s) => s.status);
    expect(statuses).toEqual(['expired', 'expired']);
  });

  it('a type someone held is deactivated, not deleted', async () => {
    const res = await send('DELETE', `/api/delete-signature-type/${premium.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 'deactivated' });
    const detail = (await get(`/api/find-signature-type/${premium.id}`, admin)).json<Detail>();
    expect(detail).toMatchObject({ active: false, available_in_store: false });
    expect((await get('/api/public-signature-type/ls-premium')).statusCode).toBe(404);
    // Carla's history still names it.
    expect(
      (await get('/api/my-signatures', customer)).json<{ name: string }[]>().map((s) => s.name),
    ).toEqual(['LS Premium', 'LS Premium']);
  });
});
