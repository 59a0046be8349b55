import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import {
  calendarEvents,
  categories,
  courses,
  lessonProgress,
  lessons,
  podcasts,
  trails,
  users,
  videos,
} from '../../db/schema/index.ts';
import { DEMO_LS_PLAY } from '../../seed/content-videos.ts';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let database: TestDatabase;
let app: App;
let customer: string;
const clock = new Date(Date.now() + 60_000);

interface HomeBody {
  continue_watching: { slug: string; percent: number }[];
  trails: { slug: string; steps_count: number }[];
  courses: { slug: string; lessons_count: number }[];
  videos: { id: number; title: string }[];
  events: { title: string; starts_at: string }[];
  podcasts: { title: string }[];
}
interface SubjectBody {
  name: string;
  slug: string;
  courses: { slug: string; category: string }[];
  videos: { title: string; category: string }[];
}

const get = (url: string, token?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  app = await buildApp({
    config: testConfig({ LOGIN_IP_PER_MINUTE: '1000', LOGIN_IP_PER_HOUR: '1000' }),
    database,
    now: () => clock,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'cliente@demo.lstrader.com.br', password: DEMO_PASSWORD },
  });
  customer = login.json<{ access_token: string }>().access_token;

  // Events around the clock: only the next 7 days (and a day-only event of today) show.
  await database.db.delete(calendarEvents);
  await database.db.insert(calendarEvents).values([
    { title: 'Copom', startsAt: new Date(clock.getTime() + 2 * DAY), importance: 3 },
    { title: 'Payroll', startsAt: new Date(clock.getTime() + 6 * DAY), importance: 2 },
    { title: 'Longe demais', startsAt: new Date(clock.getTime() + 8 * DAY) },
    { title: 'Já passou', startsAt: new Date(clock.getTime() - HOUR) },
    { title: 'Feriado de hoje', startsAt: new Date(clock.getTime() - 2 * HOUR), hasTime: false },
    {
      title: 'Apagado',
      startsAt: new Date(clock.getTime() + DAY),
      deletedAt: new Date(clock.getTime() - DAY),
    },
  ]);
  // A draft and a future episode never show.
  await database.db.insert(podcasts).values([
    { title: 'Rascunho de episódio', status: 'draft' },
    {
      title: 'Episódio de amanhã',
      status: 'published',
      publishedAt: new Date(clock.getTime() + DAY),
    },
  ]);
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/liberta-home', () => {
  it('gives visitors every public section, newest first', async () => {
    const res = await get('/api/liberta-home');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<HomeBody>();
    expect(body.continue_watching).toEqual([]);
    expect(body.courses.map((c) => c.slug).sort()).toEqual([
      'analise-tecnica-essencial',
      'day-trade-do-zero',
      'opcoes-na-pratica',
    ]);
    expect(body.courses.every((c) => c.lessons_count > 0)).toBe(true);
    expect(body.videos.map((v) => v.title)).toEqual(DEMO_LS_PLAY.map((v) => v.title));
    expect(body.events.map((e) => e.title)).toEqual(['Feriado de hoje', 'Copom', 'Payroll']);
    const titles = body.podcasts.map((p) => p.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).not.toContain('Rascunho de episódio');
    expect(titles).not.toContain('Episódio de amanhã');
    const published = await database.db
      .select({ slug: trails.slug })
      .from(trails)
      .where(eq(trails.status, 'published'));
    expect(body.trails.map((t) => t.slug).sort()).toEqual(published.map((t) => t.slug).sort());
    expect(body.trails.every((t) => t.steps_count > 0)).toBe(true);
  });

  it('adds the courses a signed-in person started and has not finished', async () => {
    const [carla] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'cliente@demo.lstrader.com.br'));
    const [course] = await database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, 'day-trade-do-zero'));
    const [lesson] = await database.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.courseId, course!.id))
      .limit(1);
    await database.db.delete(lessonProgress).where(eq(lessonProgress.userId, carla!.id));
    await app.changeFeed.fence();
    const before = (await get('/api/liberta-home', customer)).json<HomeBody>();
    expect(before.continue_watching).toEqual([]);
    await database.db.insert(lessonProgress).values({
      userId: carla!.id,
      lessonId: lesson!.id,
      courseId: course!.id,
      positionSeconds: 90,
      furthestSeconds: 90,
      durationSeconds: 600,
      updatedAt: clock,
    });
    // Written behind the app's back: wait until its caches have heard of it.
    await app.changeFeed.fence();
    const res = await get('/api/liberta-home', customer);
    expect(res.statusCode).toBe(200);
    const body = res.json<HomeBody>();
    expect(body.continue_watching.map((c) => c.slug)).toEqual(['day-trade-do-zero']);
    expect(body.continue_watching[0]!.percent).toBeLessThan(100);
  });

  it('answers with empty sections when there is nothing to show', async () => {
    await database.db.update(videos).set({ status: 'draft' });
    try {
      const body = (await get('/api/liberta-home')).json<HomeBody>();
      expect(body.videos).toEqual([]);
    } finally {
      await database.db.update(videos).set({ status: 'published' });
    }
  });
});

describe('GET /api/public-subject/:slug', () => {
  it('shows a category with its published courses and videos', async () => {
    const res = await get('/api/public-subject/day-trade');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SubjectBody>();
    expect(body.name).toBe('Day Trade');
    expect(body.courses.map((c) => c.slug)).toEqual(['day-trade-do-zero']);
    expect(body.videos.map((v) => v.title).sort()).toEqual(
      DEMO_LS_PLAY.filter((v) => v.category === 'day-trade')
        .map((v) => v.title)
        .sort(),
    );
  });

  it('leaves draft courses out', async () => {
    await database.db
      .update(courses)
      .set({ status: 'draft' })
      .where(eq(courses.slug, 'opcoes-na-pratica'));
    try {
      const body = (await get('/api/public-subject/opcoes')).json<SubjectBody>();
      expect(body.courses).toEqual([]);
      expect(body.videos.length).toBeGreaterThan(0);
    } finally {
      await database.db
        .update(courses)
        .set({ status: 'published' })
        .where(eq(courses.slug, 'opcoes-na-pratica'));
    }
  });

  it('answers 404 for an unknown subject and 400 for a malformed slug', async () => {
    expect((await get('/api/public-subject/nao-existe')).statusCode).toBe(404);
    expect((await get('/api/public-subject/a%20b')).statusCode).toBe(400);
    const [category] = await database.db.select().from(categories).limit(1);
    expect((await get(`/api/public-subject/${category!.slug.toUpperCase()}`)).statusCode).toBe(200);
  });
});
