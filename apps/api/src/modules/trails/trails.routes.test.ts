import type { MyTrail, MyTrailDetail, TrailDetail } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import {
  courses,
  podcasts,
  researchReports,
  signatureTypeContents,
  signatureTypes,
} from '../../db/schema/index.ts';
import { DEMO_PODCASTS } from '../../seed/content-trails.ts';
import { seedDemo } from '../../seed/demo.ts';
import { apiClient } from '../../test/http.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';

let database: TestDatabase;
let app: App;
let admin: string;
let analyst: string;
let customer: string;
/** Carla's demo grants start three days before the seed runs, on the real clock. */
const clock = new Date(Date.now() + 3_600_000);

const { login: tokenOf, get, send } = apiClient(() => app);

const ids = { dayTrade: 0, analysis: 0, options: 0, podcast: 0, research: 0, signature: 0 };
async function courseId(slug: string) {
  const [row] = await database.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, slug));
  return row!.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  app = await buildApp({
    config: testConfig({ LOGIN_IP_PER_MINUTE: '1000', LOGIN_IP_PER_HOUR: '1000' }),
    database,
    now: () => clock,
  });
  admin = await tokenOf('admin@demo.lstrader.com.br');
  analyst = await tokenOf('analista@demo.lstrader.com.br');
  customer = await tokenOf('cliente@demo.lstrader.com.br');
  ids.dayTrade = await courseId('day-trade-do-zero');
  ids.analysis = await courseId('analise-tecnica-essencial');
  ids.options = await courseId('opcoes-na-pratica');
  const [episode] = await database.db
    .select({ id: podcasts.id })
    .from(podcasts)
    .where(eq(podcasts.title, DEMO_PODCASTS[0].title));
  ids.podcast = episode!.id;
  // A report only a signature opens (Carla has none).
  const [report] = await database.db
    .insert(researchReports)
    .values({ title: 'Carteira de dividendos', status: 'published', publishedAt: clock })
    .returning({ id: researchReports.id });
  ids.research = report!.id;
  const [signature] = await database.db
    .insert(signatureTypes)
    .values({ name: 'Research Teste', slug: 'research-teste' })
    .returning({ id: signatureTypes.id });
  ids.signature = signature!.id;
  await database.db
    .insert(signatureTypeContents)
    .values({ signatureTypeId: signature!.id, kind: 'research', targetId: report!.id });
});
afterAll(async () => {
  await app.close();
});

describe('staff trail management', () => {
  let trail: TrailDetail;

  it('creates a trail with ordered steps of several kinds', async () => {
    const res = await send('POST', '/api/create-trail', analyst, {
      title: 'Análise do básico ao avançado',
      description_html: '<p onclick="x()">Um caminho <b>completo</b><script>x()</script></p>',
      items: [
        { kind: 'course', target_id: ids.analysis },
        { kind: 'podcast', target_id: ids.podcast },
        { kind: 'research', target_id: ids.research },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    trail = res.json<TrailDetail>();
    expect(trail).toMatchObject({
      slug: 'analise-do-basico-ao-avancado',
      status: 'draft',
      description_html: '<p>Um caminho <b>completo</b></p>',
      items_count: 3,
    });
    expect(trail.items).toEqual([
      {
        kind: 'course',
        target_id: ids.analysis,
        title: 'Análise Técnica Essencial',
        status: 'published',
        order: 0,
      },
      {
        kind: 'podcast',
        target_id: ids.podcast,
        title: DEMO_PODCASTS[0].title,
        status: 'published',
        order: 1,
      },
      {
        kind: 'research',
        target_id: ids.research,
        title: 'Carteira de dividendos',
        status: 'published',
        order: 2,
      },
    ]);
    // A write answers the trail as a later read shows it.
    expect(trail).toEqual((await get(`/api/find-trail/${trail.id}`, analyst)).json());
  });

  it('answers 400 with the field in error: missing content, duplicates, kinds, slugs', async () => {
    const error = async (body: object) => {
      const res = await send('POST', '/api/create-trail', admin, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ error: Record<string, string[]> }>().error;
    };
    expect(
      await error({
        title: 'Trilha',
        items: [
          { kind: 'course', target_id: ids.analysis },
          { kind: 'ebook', target_id: 999_999 },
        ],
      }),
    ).toEqual({ 'items.1.target_id': ['Conteúdo não encontrado.'] });
    expect(
      await error({
        title: 'Trilha',
        items: [
          { kind: 'course', target_id: ids.analysis },
          { kind: 'course', target_id: ids.analysis },
        ],
      }),
    ).toEqual({ 'items.1.target_id': ['Este conteúdo já está na trilha.'] });
    expect(await error({ title: 'Trilha', items: [{ kind: 'live', target_id: 1 }] })).toEqual({
      'items.0.kind': ['Escolha o tipo de conteúdo.'],
    });
    expect(await error({ title: 'x', slug: 'Não Vale!' })).toEqual({
      title: ['Informe o título da trilha.'],
      slug: ['Use apenas letras minúsculas, números e hífens.'],
    });
    expect(await error({ title: 'Outra', slug: 'do-zero-ao-primeiro-trade' })).toEqual({
      slug: ['Já existe uma trilha com este endereço.'],
    });
  });

  it('updates title, status and the order of the steps', async () => {
    const res = await send('PUT', `/api/update-trail/${trail.id}`, analyst, {
      title: 'Análise técnica na prática',
      status: 'published',
      items: [
        { kind: 'podcast', target_id: ids.podcast },
        { kind: 'course', target_id: ids.analysis },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<TrailDetail>();
    expect(updated).toMatchObject({
      title: 'Análise técnica na prática',
      slug: 'analise-do-basico-ao-avancado',
      status: 'published',
      items_count: 2,
    });
    expect(updated.items.map((i) => [i.kind, i.order])).toEqual([
      ['podcast', 0],
      ['course', 1],
    ]);
    const found = await get(`/api/find-trail/${trail.id}`, analyst);
    expect(found.json<TrailDetail>().items.map((i) => i.kind)).toEqual(['podcast', 'course']);
    expect(updated).toEqual(found.json());
    const missing = await send('PUT', '/api/update-trail/999999', admin, { title: 'Nada' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Trilha não encontrada.' });
  });

  it('lists with search, status and pages; selects', async () => {
    const all = await get('/api/list-trails?per_page=1', analyst);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ meta: { total: 3, page: 1, per_page: 1 } });
    expect(all.json<{ data: unknown[] }>().data).toHaveLength(1);
    const found = await get('/api/list-trails?search=pr%C3%A1tica', analyst);
    expect(found.json<{ data: { title: string }[] }>().data.map((t) => t.title)).toEqual([
      'Análise técnica na prática',
    ]);
    const drafts = await get('/api/list-trails?status=draft', analyst);
    expect(drafts.json()).toMatchObject({ meta: { total: 0 } });
    const select = await get('/api/select-trails', analyst);
    expect(select.json<{ name: string }[]>().map((o) => o.name)).toEqual([
      'Análise técnica na prática',
      'Do zero ao primeiro trade',
      'Protegendo a carteira com opções',
    ]);
    expect((await get('/api/list-trails?page=0', analyst)).statusCode).toBe(400);
  });

  it('offers the contents of each kind for the step picker, drafts marked', async () => {
    const [draft] = await database.db
      .insert(podcasts)
      .values({ title: 'Episódio em produção', audioUrl: 'https://cdn.example.com/x.mp3' })
      .returning({ id: podcasts.id });
    const res = await get('/api/select-trail-contents?kind=podcast', analyst);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ id: draft!.id, name: 'Episódio em produção (rascunho)' });
    const courseOptions = await get('/api/select-trail-contents?kind=course', analyst);
    expect(courseOptions.json<{ name: string }[]>().map((o) => o.name)).toEqual([
      'Análise Técnica Essencial',
      'Day Trade do Zero',
      'Opções na Prática',
    ]);
    expect((await get('/api/select-trail-contents?kind=live', analyst)).statusCode).toBe(400);
  });

  it('refuses visitors (401) and customers (403) on every staff route', async () => {
    const routes = [
      ['GET', '/api/list-trails'],
      ['GET', `/api/find-trail/${trail.id}`],
      ['GET', '/api/select-trails'],
      ['GET', '/api/select-trail-contents?kind=course'],
      ['POST', '/api/create-trail'],
      ['PUT', `/api/update-trail/${trail.id}`],
      ['DELETE', `/api/delete-trail/${trail.id}`],
    ] as const;
    for (const [method, url] of routes) {
      const anonymous =
        method === 'GET' ? await get(url) : await send(method, url, undefined, { title: 'x' });
      expect(anonymous.statusCode, url).toBe(401);
      const asCustomer =
        method === 'GET'
          ? await get(url, customer)
          : await send(method, url, customer, { title: 'x' });
      expect(asCustomer.statusCode, url).toBe(403);
    }
    // Analysts edit trails but do not delete them (their starting flags).
    expect((await send('DELETE', `/api/delete-trail/${trail.id}`, analyst)).statusCode).toBe(403);
  });

  it('soft-deletes: 404 afterwards, gone from lists and from people', async () => {
    expect((await send('DELETE', `/api/delete-trail/${trail.id}`, admin)).statusCode).toBe(204);
    expect((await get(`/api/find-trail/${trail.id}`, admin)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/delete-trail/${trail.id}`, admin)).statusCode).toBe(404);
    expect((await get(`/api/find-my-trail/${trail.id}`, customer)).statusCode).toBe(404);
    const mine = (await get('/api/my-trails', customer)).json<MyTrail[]>();
    expect(mine.map((t) => t.id)).not.toContain(trail.id);
    expect((await get('/api/find-trail/abc', admin)).statusCode).toBe(400);
  });
});

describe('following a trail', () => {
  const firstTrail = async (token?: string) => {
    const list = token ? await get('/api/my-trails', token) : await get('/api/list-public-trails');
    expect(list.statusCode, list.body).toBe(200);
    const trail = list.json<MyTrail[]>().find((t) => t.slug === 'do-zero-ao-primeiro-trade');
    expect(trail).toBeDefined();
    return trail!;
  };
  const detail = async (id: number, token?: string) => {
    const res = token
      ? await get(`/api/find-my-trail/${id}`, token)
      : await get(`/api/find-public-trail/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MyTrailDetail>();
  };
  const lessonsOf = async (slug: string) => {
    const player = await get(`/api/course-player/${slug}`, customer);
    expect(player.statusCode, player.body).toBe(200);
    return player
      .json<{ modules: { lessons: { id: number; locked: boolean }[] }[] }>()
      .modules.flatMap((m) => m.lessons);
  };

  it('shows the demo trail to Carla with ordered steps, links and locks', async () => {
    const trail = await firstTrail(customer);
    expect(trail).toMatchObject({
      title: 'Do zero ao primeiro trade',
      steps_count: 3,
      completed_steps: 0,
      percent: 0,
    });
    const steps = await detail(trail.id, customer);
    expect(steps.next_step).toBe(0);
    expect(steps.steps[1]?.link).toBe(`/podcasts/${steps.steps[1]?.target_id}`);
    expect(steps.steps).toEqual([
      expect.objectContaining({
        kind: 'course',
        target_id: ids.dayTrade,
        title: 'Day Trade do Zero',
        locked: false,
        percent: 0,
        completed: false,
        link: '/cliente/cursos/day-trade-do-zero',
      }),
      expect.objectContaining({
        kind: 'podcast',
        title: DEMO_PODCASTS[1].title,
        locked: false,
      }),
      expect.objectContaining({
        kind: 'course',
        target_id: ids.analysis,
        locked: false,
        link: '/cliente/cursos/analise-tecnica-essencial',
      }),
    ]);
  });

  it("moves with real lesson progress: each course step counts its course's percent", async () => {
    const trail = await firstTrail(customer);
    const lessons = (await lessonsOf('day-trade-do-zero')).filter((l) => !l.locked);
    const total = (await lessonsOf('day-trade-do-zero')).length;
    const complete = async (lessonId: number) =>
      expect((await send('POST', `/api/lesson-complete/${lessonId}`, customer)).statusCode).toBe(
        200,
      );

    await complete(lessons[0]!.id);
    const one = Math.floor((1 / total) * 100);
    let steps = await detail(trail.id, customer);
    expect(steps.steps[0]).toMatchObject({ percent: one, completed: false });
    expect(steps.percent).toBe(Math.floor(one / 3));
    expect((await firstTrail(customer)).percent).toBe(Math.floor(one / 3));

    await complete(lessons[1]!.id);
    const two = Math.floor((2 / total) * 100);
    steps = await detail(trail.id, customer);
    expect(steps.steps[0]!.percent).toBe(two);
    expect(steps.percent).toBe(Math.floor(two / 3));
    expect(steps.percent).toBeGreaterThan(Math.floor(one / 3));

    // Finishing the whole second course completes its step.
    for (const lesson of await lessonsOf('analise-tecnica-essencial')) await complete(lesson.id);
    steps = await detail(trail.id, customer);
    expect(steps.steps[2]).toMatchObject({ percent: 100, completed: true });
    expect(steps.completed_steps).toBe(1);
    expect(steps.percent).toBe(Math.floor((two + 100) / 3));
    expect(steps.next_step).toBe(0);
  });

  it('marks a podcast step done (and undone) by hand', async () => {
    const trail = await firstTrail(customer);
    const before = await detail(trail.id, customer);
    const podcast = before.steps[1]!;
    const res = await send('POST', '/api/complete-trail-item', customer, {
      kind: 'podcast',
      target_id: podcast.target_id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ kind: 'podcast', target_id: podcast.target_id, completed: true });
    // Twice is the same as once.
    await send('POST', '/api/complete-trail-item', customer, {
      kind: 'podcast',
      target_id: podcast.target_id,
    });
    const after = await detail(trail.id, customer);
    expect(after.steps[1]).toMatchObject({ percent: 100, completed: true });
    const [first, , third] = before.steps;
    expect(after.percent).toBe(Math.floor((first!.percent + 100 + third!.percent) / 3));
    expect(after.percent).toBeGreaterThan(before.percent);
    expect(after.completed_steps).toBe(before.completed_steps + 1);

    await send('POST', '/api/complete-trail-item', customer, {
      kind: 'podcast',
      target_id: podcast.target_id,
      completed: false,
    });
    expect((await detail(trail.id, customer)).percent).toBe(before.percent);
  });

  it('refuses to mark courses, unknown contents, and contents without access', async () => {
    const course = await send('POST', '/api/complete-trail-item', customer, {
      kind: 'course',
      target_id: ids.analysis,
    });
    expect(course.statusCode).toBe(400);
    expect(Object.keys(course.json<{ error: object }>().error)).toEqual(['kind']);
    const unknown = await send('POST', '/api/complete-trail-item', customer, {
      kind: 'podcast',
      target_id: 999_999,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Conteúdo não encontrado.' });
    const locked = await send('POST', '/api/complete-trail-item', customer, {
      kind: 'research',
      target_id: ids.research,
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({
      error: 'Você não tem acesso a este conteúdo.',
      required_signatures: [
        {
          id: ids.signature,
          name: 'Research Teste',
          slug: 'research-teste',
          available_in_store: true,
        },
      ],
    });
    const anonymous = await send('POST', '/api/complete-trail-item', undefined, {
      kind: 'podcast',
      target_id: ids.podcast,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('locks a course the person lacks and names the signatures that open it', async () => {
    const list = (await get('/api/my-trails', customer)).json<MyTrail[]>();
    const protect = list.find((t) => t.slug === 'protegendo-a-carteira')!;
    const steps = await detail(protect.id, customer);
    const options = steps.steps.find((s) => s.kind === 'course')!;
    expect(options).toMatchObject({
      target_id: ids.options,
      locked: true,
      percent: 0,
      link: '/curso/opcoes-na-pratica',
    });
    expect(options.required_signatures.map((s) => s.slug)).toContain('ls-premium');
    // Staff who edit courses may open it (preview).
    const preview = await get(`/api/find-my-trail/${protect.id}`, admin);
    expect(preview.json<MyTrailDetail>().steps.find((s) => s.kind === 'course')?.locked).toBe(
      false,
    );
  });

  it('shows visitors the published trails with 0 % and course steps locked', async () => {
    const trail = await firstTrail();
    expect(trail.percent).toBe(0);
    const steps = await detail(trail.id);
    expect(steps.percent).toBe(0);
    expect(steps.steps.map((s) => [s.kind, s.locked, s.percent])).toEqual([
      ['course', true, 0],
      ['podcast', false, 0],
      ['course', true, 0],
    ]);
    expect(steps.steps[0]!.link).toBe('/curso/day-trade-do-zero');
    expect((await get('/api/my-trails')).statusCode).toBe(401);
    expect((await get('/api/find-public-trail/999999')).statusCode).toBe(404);
  });

  it('hides draft trails from people and visitors, not from staff', async () => {
    const created = await send('POST', '/api/create-trail', admin, {
      title: 'Rascunho secreto',
      items: [{ kind: 'course', target_id: ids.dayTrade }],
    });
    const id = created.json<TrailDetail>().id;
    expect((await get(`/api/find-my-trail/${id}`, customer)).statusCode).toBe(404);
    expect((await get(`/api/find-public-trail/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/find-my-trail/${id}`, admin)).statusCode).toBe(200);
    const titles = (await get('/api/list-public-trails')).json<MyTrail[]>().map((t) => t.title);
    expect(titles).not.toContain('Rascunho secreto');
  });
});
