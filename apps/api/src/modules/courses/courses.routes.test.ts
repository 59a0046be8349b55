import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import {
  courses,
  lessons,
  signatureTypeContents,
  signatureTypes,
  users,
} from '../../db/schema/index.ts';
import { apiClient } from '../../test/http.ts';
import { createDemoApp } from '../../test/test-app.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { accessService } from '../access/access.service.ts';

let database: TestDatabase;
let app: App;
let admin: string;
let customer: string;
let customerId: number;
/** The app's clock: tests move it to prove grant windows and release dates. */
let clock = new Date('2026-11-23T12:00:00.000Z');

const { login: tokenOf, get, send } = apiClient(() => app);

interface Detail {
  id: number;
  slug: string;
  description_html: string | null;
  modules: { id: number; title: string; lessons: { id: number; title: string }[] }[];
}

beforeAll(async () => {
  ({ database, app } = await createDemoApp(() => clock));
  admin = await tokenOf('admin@demo.lstrader.com.br');
  customer = await tokenOf('cliente@demo.lstrader.com.br');
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'cliente@demo.lstrader.com.br'));
  customerId = row!.id;
});
afterAll(async () => {
  await app.close();
});

describe('staff course management', () => {
  let course: Detail;

  it('creates a course with a slug from its title and sanitised description', async () => {
    const res = await send('POST', '/api/create-course', admin, {
      title: 'Swing Trade Ação por Ação',
      description_html: '<p onclick="x()">Olá<script>alert(1)</script> <b>mundo</b></p>',
      price_cents: 19_990,
      max_installments: 6,
      ad_texts: { liberta: 'Texto Liberta', brazilian: '' },
    });
    expect(res.statusCode, res.body).toBe(201);
    course = res.json<Detail>();
    expect(course.slug).toBe('swing-trade-acao-por-acao');
    expect(course.description_html).toBe('<p>Olá <b>mundo</b></p>');
    expect(res.json()).toMatchObject({ status: 'draft', ad_texts: { liberta: 'Texto Liberta' } });

    const again = await send('POST', '/api/create-course', admin, {
      title: 'Swing Trade Ação por Ação',
      price_cents: 0,
    });
    expect(again.json<Detail>().slug).toBe('swing-trade-acao-por-acao-2');
    const taken = await send('POST', '/api/create-course', admin, {
      title: 'Outro',
      slug: 'day-trade-do-zero',
      price_cents: 0,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ error: { slug: ['Já existe um curso com este endereço.'] } });
  });

  it('rejects bad input with the field errors', async () => {
    const res = await send('POST', '/api/create-course', admin, {
      title: '',
      price_cents: -1,
      slug: 'Não Vale!',
    });
    expect(res.statusCode).toBe(400);
    const error = res.json<{ error: Record<string, string[]> }>().error;
    expect(Object.keys(error).sort()).toEqual(['price_cents', 'slug', 'title']);
  });

  it('builds modules and lessons, validates video links, reorders and deletes', async () => {
    const m1 = await send('POST', `/api/create-course-module/${course.id}`, admin, {
      title: 'Introdução',
    });
    expect(m1.statusCode, m1.body).toBe(201);
    const m2 = await send('POST', `/api/create-course-module/${course.id}`, admin, {
      title: 'Prática',
    });
    const [intro, practice] = m2.json<Detail>().modules;
    expect([intro!.title, practice!.title]).toEqual(['Introdução', 'Prática']);

    const badVideo = await send('POST', '/api/create-lesson', admin, {
      module_id: intro!.id,
      title: 'Aula',
      video_url: 'https://example.com/video.mp4',
    });
    expect(badVideo.statusCode).toBe(400);
    expect(badVideo.json()).toEqual({
      error: {
        video_url: ['Link de vídeo inválido. Use um link do YouTube, do Vimeo ou da PandaVideo.'],
      },
    });

    for (const title of ['Aula A', 'Aula B'])
      expect(
        (
          await send('POST', '/api/create-lesson', admin, {
            module_id: intro!.id,
            title,
            video_url: 'https://vimeo.com/76979871',
            duration_seconds: 120,
          })
        ).statusCode,
      ).toBe(201);
    let detail = (await get(`/api/find-course/${course.id}`, admin)).json<Detail>();
    const [a, b] = detail.modules[0]!.lessons;
    expect([a!.title, b!.title]).toEqual(['Aula A', 'Aula B']);

    const reordered = await send('PUT', `/api/reorder-lessons/${intro!.id}`, admin, {
      ids: [b!.id, a!.id],
    });
    expect(reordered.json<Detail>().modules[0]!.lessons.map((l) => l.title)).toEqual([
      'Aula B',
      'Aula A',
    ]);
    const partial = await send('PUT', `/api/reorder-lessons/${intro!.id}`, admin, { ids: [a!.id] });
    expect(partial.statusCode).toBe(400);

    const modules = await send('PUT', `/api/reorder-course-modules/${course.id}`, admin, {
      ids: [practice!.id, intro!.id],
    });
    expect(modules.json<Detail>().modules.map((m) => m.title)).toEqual(['Prática', 'Introdução']);

    const moved = await send('PUT', `/api/update-lesson/${a!.id}`, admin, {
      module_id: practice!.id,
      title: 'Aula A revisada',
      video_url: 'youtu.be/aqz-KE-bpKQ',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    detail = moved.json<Detail>();
    expect(detail.modules[0]!.lessons.map((l) => l.title)).toEqual(['Aula A revisada']);

    const renamed = await send('PUT', `/api/update-course-module/${practice!.id}`, admin, {
      title: 'Na prática',
    });
    expect(renamed.json<Detail>().modules[0]!.title).toBe('Na prática');
    await send('DELETE', `/api/delete-lesson/${b!.id}`, admin);
    const afterModule = await send('DELETE', `/api/delete-course-module/${intro!.id}`, admin);
    expect(afterModule.json<Detail>().modules.map((m) => m.title)).toEqual(['Na prática']);
  });

  it('lists with search and status, updates and soft-deletes', async () => {
    const list = await get('/api/list-courses?search=swing&per_page=1', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ meta: { total: 2, page: 1, per_page: 1 } });
    const published = await get('/api/list-courses?status=published', admin);
    expect(published.json<{ meta: { total: number } }>().meta.total).toBe(3);

    const updated = await send('PUT', `/api/update-course/${course.id}`, admin, {
      title: 'Swing Trade',
      price_cents: 9_990,
      status: 'published',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ slug: 'swing-trade-acao-por-acao', price_cents: 9990 });

    expect((await send('DELETE', `/api/delete-course/${course.id}`, admin)).statusCode).toBe(204);
    expect((await get(`/api/find-course/${course.id}`, admin)).statusCode).toBe(404);
    expect((await get(`/api/public-course/${course.slug}`)).statusCode).toBe(404);
  });

  it('answers every course select with id/name pairs', async () => {
    const names = [
      'category',
      'course-level',
      'instructor',
      'access-period',
      'course-access-period',
      'course-type',
      'course',
      'video',
      'course-city',
      'course-uf',
      'cms-content-type',
      'course-trial-type',
      'student-status',
      'release-types',
    ];
    for (const name of names) {
      const res = await get(`/api/select-${name}`, admin);
      expect(res.statusCode, name).toBe(200);
      for (const option of res.json<{ id: number; name: string }[]>())
        expect(Object.keys(option).sort()).toEqual(['id', 'name']);
    }
    expect(
      (await get('/api/select-course-level', admin)).json<{ name: string }[]>().map((l) => l.name),
    ).toEqual(['Iniciante', 'Intermediário', 'Avançado']);
    expect(
      (await get('/api/select-course', admin)).json<{ name: string }[]>().map((c) => c.name),
    ).toEqual([
      'Análise Técnica Essencial',
      'Day Trade do Zero',
      'Opções na Prática',
      'Swing Trade Ação por Ação',
    ]);
    expect(
      (await get('/api/select-access-period', admin)).json<{ name: string }[]>().at(-1),
    ).toEqual(expect.objectContaining({ name: 'Vitalício' }));
  });
});

describe('public course page', () => {
  it('opens without login, with the brand of the origin', async () => {
    const res = await get('/api/public-course/day-trade-do-zero');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Day Trade do Zero',
      price_cents: 49_700,
      max_installments: 12,
      has_access: false,
      ad_text: 'Aprenda day trade com quem opera todos os dias na B3.',
      instructor: { name: 'Paulo Analista' },
    });
    const liberta = await get('/api/public-course/day-trade-do-zero', undefined, {
      origin: 'http://liberta.localhost:3000',
    });
    expect(liberta.json<{ ad_text: string }>().ad_text).toBe(
      'Sua liberdade financeira começa com o primeiro gráfico.',
    );
    const owned = await get('/api/public-course/day-trade-do-zero', customer);
    expect(owned.json<{ has_access: boolean }>().has_access).toBe(true);
    expect((await get('/api/public-course/nao-existe')).statusCode).toBe(404);
  });
});

describe('entitlements for courses', () => {
  const lessonOf = async (slug: string, index: number) => {
    const rows = await database.db
      .select({ id: lessons.id, free: lessons.freePreview })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(eq(courses.slug, slug))
      .orderBy(lessons.moduleId, lessons.order);
    return rows[index]!;
  };

  it('refuses a lesson without a grant but opens free previews', async () => {
    const locked = await lessonOf('opcoes-na-pratica', 1);
    const res = await get(`/api/course-lesson/${locked.id}`, customer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'Você não tem acesso a este conteúdo.' });
    expect(
      (await send('PUT', `/api/lesson-progress/${locked.id}`, customer, { position_seconds: 5 }))
        .statusCode,
    ).toBe(403);
    // A signature that includes the course: the 403 names it for the subscribe prompt.
    const [opcoes] = await database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, 'opcoes-na-pratica'));
    const [premium] = await database.db
      .insert(signatureTypes)
      .values({ name: 'Premium Teste', slug: 'premium-teste' })
      .returning({ id: signatureTypes.id });
    await database.db
      .insert(signatureTypeContents)
      .values({ signatureTypeId: premium!.id, kind: 'course', targetId: opcoes!.id });
    const denied = (await get(`/api/course-lesson/${locked.id}`, customer)).json<{
      error: string;
      required_signatures: unknown[];
    }>();
    expect(denied.error).toBe('Você não tem acesso a este conteúdo.');
    // The demo seed's LS Premium includes the course too.
    expect(denied.required_signatures).toContainEqual({
      id: premium!.id,
      name: 'Premium Teste',
      slug: 'premium-teste',
      available_in_store: true,
    });
    const free = await lessonOf('opcoes-na-pratica', 0);
    expect(free.free).toBe(true);
    expect((await get(`/api/course-lesson/${free.id}`, customer)).statusCode).toBe(200);

    const player = await get('/api/course-player/opcoes-na-pratica', customer);
    expect(player.statusCode).toBe(200);
    const states = player
      .json<{ has_access: boolean; modules: { lessons: { locked: boolean }[] }[] }>()
      .modules.flatMap((m) => m.lessons.map((l) => l.locked));
    expect(states).toEqual([false, true, true, true]);
    const mine = (await get('/api/my-courses', customer)).json<{ slug: string }[]>();
    expect(mine.map((c) => c.slug).sort()).toEqual([
      'analise-tecnica-essencial',
      'day-trade-do-zero',
    ]);
  });

  it('staff grants a course until a time; access ends exactly then', async () => {
    const opcoes = (await get('/api/list-courses?search=opcoes', admin)).json<{
      data: { id: number }[];
    }>().data[0]!;
    const endsAt = new Date(clock.getTime() + 3_600_000);
    const granted = await send('POST', '/api/register-user-courses', admin, {
      user_id: customerId,
      course_ids: [opcoes.id],
      ends_at: endsAt.toISOString(),
      note: 'Cortesia de teste',
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const byUser = await get(`/api/list-courses-by-user/${customerId}`, admin);
    expect(byUser.json()).toContainEqual(
      expect.objectContaining({
        target_id: opcoes.id,
        name: 'Opções na Prática',
        source: 'staff',
        status: 'active',
        ends_at: endsAt.toISOString(),
        note: 'Cortesia de teste',
      }),
    );
    const lesson = await lessonOf('opcoes-na-pratica', 1);
    const started = clock;
    try {
      clock = new Date(endsAt.getTime() - 1);
      expect((await get(`/api/course-lesson/${lesson.id}`, customer)).statusCode).toBe(200);
      clock = endsAt;
      expect((await get(`/api/course-lesson/${lesson.id}`, customer)).statusCode).toBe(403);
      const mine = (await get('/api/my-courses', customer)).json<{ slug: string }[]>();
      expect(mine.map((c) => c.slug)).not.toContain('opcoes-na-pratica');
      const expired = (await get(`/api/list-courses-by-user/${customerId}`, admin)).json<
        { target_id: number; status: string }[]
      >();
      expect(expired.find((g) => g.target_id === opcoes.id)?.status).toBe('expired');
    } finally {
      clock = started;
    }

    const past = await send('POST', '/api/register-user-courses', admin, {
      user_id: customerId,
      course_ids: [opcoes.id],
      ends_at: new Date(clock.getTime() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    const unknown = await send('POST', '/api/register-user-courses', admin, {
      user_id: customerId,
      course_ids: [999_999],
    });
    expect(unknown.json()).toEqual({ error: { course_ids: ['Curso não encontrado.'] } });
  });

  it('keeps lessons with a release rule locked until their day', async () => {
    const player = (await get('/api/course-player/day-trade-do-zero', customer)).json<{
      modules: { lessons: { id: number; locked: boolean; released_at: string | null }[] }[];
    }>();
    const last = player.modules.at(-1)!.lessons.at(-1)!;
    // Granted three days before the clock; the lesson opens seven days after the grant.
    expect(last.locked).toBe(true);
    expect(last.released_at).not.toBeNull();
    const res = await get(`/api/course-lesson/${last.id}`, customer);
    expect(res.statusCode).toBe(403);
    expect(res.json<{ error: string }>().error).toMatch(
      /^Esta aula será liberada em \d\d\/\d\d\/\d{4}\.$/,
    );
    const started = clock;
    try {
      clock = new Date(last.released_at!);
      expect((await get(`/api/course-lesson/${last.id}`, customer)).statusCode).toBe(200);
    } finally {
      clock = started;
    }
  });

  it('a revoked source ends its grants', async () => {
    const access = accessService(database.db, () => clock);
    const [course] = await database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, 'opcoes-na-pratica'));
    // Ana Admin owns nothing else: only this order's grant opens the course to her.
    const [ana] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@demo.lstrader.com.br'));
    await access.grant({
      userId: ana!.id,
      kind: 'course',
      targetId: course!.id,
      startsAt: clock,
      endsAt: null,
      source: 'order',
      sourceId: 4242,
    });
    expect(await access.has(ana!.id, 'course', course!.id)).toBe(true);
    expect(await access.revokeSource('order', 4242)).toBe(1);
    expect(await access.has(ana!.id, 'course', course!.id)).toBe(false);
    expect(await access.revokeSource('order', 4242)).toBe(0);
  });
});

describe('watching: progress, resume and certificate', () => {
  interface Player {
    id: number;
    percent: number;
    resume_lesson_id: number | null;
    modules: { lessons: { id: number; locked: boolean; duration_seconds: number }[] }[];
  }

  it('resumes at the saved second and completes past 90 %', async () => {
    const player = (
      await get('/api/course-player/analise-tecnica-essencial', customer)
    ).json<Player>();
    const first = player.modules[0]!.lessons[0]!;
    const saved = await send('PUT', `/api/lesson-progress/${first.id}`, customer, {
      position_seconds: 47.6,
      duration_seconds: 120,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ position_seconds: 48, percent: 40, completed: false });

    const back = await get(`/api/course-lesson/${first.id}`, customer);
    expect(back.json()).toMatchObject({ position_seconds: 48, percent: 40 });
    // Going back in the video moves the resume point but not the furthest point.
    await send('PUT', `/api/lesson-progress/${first.id}`, customer, {
      position_seconds: 10,
      duration_seconds: 120,
    });
    expect((await get(`/api/course-lesson/${first.id}`, customer)).json()).toMatchObject({
      position_seconds: 10,
      percent: 40,
    });
    const done = await send('PUT', `/api/lesson-progress/${first.id}`, customer, {
      position_seconds: 110,
      duration_seconds: 120,
    });
    expect(done.json()).toMatchObject({ completed: true, percent: 100, course_percent: 25 });
    const resumed = (
      await get('/api/course-player/analise-tecnica-essencial', customer)
    ).json<Player>();
    expect(resumed.percent).toBe(25);
    expect(resumed.resume_lesson_id).toBe(first.id);
  });

  it('issues a certificate only when every lesson is complete, verifiable in public', async () => {
    const player = (
      await get('/api/course-player/analise-tecnica-essencial', customer)
    ).json<Player>();
    const early = await send('POST', `/api/course-certificate/${player.id}`, customer);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      error: 'Conclua todas as aulas para emitir o certificado (1 de 4).',
    });
    for (const lesson of player.modules.flatMap((m) => m.lessons))
      expect((await send('POST', `/api/lesson-complete/${lesson.id}`, customer)).statusCode).toBe(
        200,
      );
    const mine = (await get('/api/my-courses', customer)).json<
      { slug: string; percent: number }[]
    >();
    expect(mine.find((c) => c.slug === 'analise-tecnica-essencial')?.percent).toBe(100);

    const issued = await send('POST', `/api/course-certificate/${player.id}`, customer);
    expect(issued.statusCode, issued.body).toBe(200);
    const certificate = issued.json<{ code: string }>();
    expect(issued.json()).toMatchObject({
      student_name: 'Carla Cliente',
      course_title: 'Análise Técnica Essencial',
      workload_minutes: 34,
    });
    const again = await send('POST', `/api/course-certificate/${player.id}`, customer);
    expect(again.json<{ code: string }>().code).toBe(certificate.code);
    const verified = await get(`/api/verify-certificate/${certificate.code}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ student_name: 'Carla Cliente' });
    expect((await get('/api/verify-certificate/nao-existe-123')).statusCode).toBe(404);
  });
});
