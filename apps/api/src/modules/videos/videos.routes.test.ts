import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import { categories, videos } from '../../db/schema/index.ts';
import { DEMO_LS_PLAY } from '../../seed/content-videos.ts';
import { seedDemo } from '../../seed/demo.ts';
import { apiClient } from '../../test/http.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';

let database: TestDatabase;
let app: App;
let admin: string;
let analyst: string;
let seller: string;
let customer: string;
let dayTradeId: number;
/** The app's clock: a little after the seed, so its videos are all published. */
let clock = new Date(Date.now() + 60_000);

const { login: tokenOf, get, send } = apiClient(() => app);

interface VideoBody {
  id: number;
  title: string;
  description_html: string | null;
  video_url: string;
  category: string | null;
  status: string;
  published_at: string | null;
}
interface LsPlayBody {
  total: number;
  groups: {
    category: { name: string; slug: string } | null;
    videos: { id: number; title: string; published_at: string }[];
  }[];
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  app = await buildApp({
    config: testConfig({ LOGIN_IP_PER_MINUTE: '1000', LOGIN_IP_PER_HOUR: '1000' }),
    database,
    now: () => clock,
  });
  [admin, analyst, seller, customer] = await Promise.all([
    tokenOf('admin@demo.lstrader.com.br'),
    tokenOf('analista@demo.lstrader.com.br'),
    tokenOf('vendedor@demo.lstrader.com.br'),
    tokenOf('cliente@demo.lstrader.com.br'),
  ]);
  const [category] = await database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, 'day-trade'));
  dayTradeId = category!.id;
});
afterAll(async () => {
  await app.close();
});

describe('staff video management (resource Vídeos)', () => {
  let created: VideoBody;

  it('lists the seeded library with pagination, search, category and status filters', async () => {
    const all = await get('/api/list-videos?per_page=4', admin);
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json<{
      data: VideoBody[];
      meta: { total: number; page: number; per_page: number };
    }>();
    expect(body.meta).toEqual({ total: DEMO_LS_PLAY.length, page: 1, per_page: 4 });
    expect(body.data).toHaveLength(4);
    const second = (await get('/api/list-videos?per_page=4&page=2', admin)).json<{
      data: VideoBody[];
    }>();
    expect(second.data).toHaveLength(DEMO_LS_PLAY.length - 4);

    const search = (await get('/api/list-videos?search=op%C3%A7%C3%B5es', admin)).json<{
      data: VideoBody[];
    }>();
    expect(search.data.map((v) => v.title)).toEqual(['Opções para iniciantes: calls e puts']);

    const category = (await get(`/api/list-videos?category_id=${dayTradeId}`, admin)).json<{
      data: VideoBody[];
    }>();
    expect(category.data).toHaveLength(2);
    expect(category.data.every((v) => v.category === 'Day Trade')).toBe(true);

    const drafts = (await get('/api/list-videos?status=draft', admin)).json<{
      data: VideoBody[];
    }>();
    expect(drafts.data).toEqual([]);
  });

  it('creates a draft with a sanitised description and a validated video link', async () => {
    const res = await send('POST', '/api/create-video', analyst, {
      title: 'Fluxo de ordens',
      description_html: '<p onclick="x()">Leitura do <b>book</b><script>alert(1)</script></p>',
      video_url: 'https://youtu.be/aqz-KE-bpKQ',
      category_id: dayTradeId,
      duration_seconds: 600,
    });
    expect(res.statusCode, res.body).toBe(201);
    created = res.json<VideoBody>();
    expect(created).toMatchObject({
      title: 'Fluxo de ordens',
      status: 'draft',
      published_at: null,
      category: 'Day Trade',
      description_html: '<p>Leitura do <b>book</b></p>',
    });
    expect((await get(`/api/find-video/${created.id}`, analyst)).json<VideoBody>().title).toBe(
      'Fluxo de ordens',
    );
  });

  it('answers 400 with field errors for a bad link, a short title or an unknown category', async () => {
    const bad = await send('POST', '/api/create-video', admin, {
      title: 'X',
      video_url: 'https://example.com/video.mp4',
    });
    expect(bad.statusCode).toBe(400);
    const errors = bad.json<{ error: Record<string, string[]> }>().error;
    expect(errors.video_url?.[0]).toBe(
      'Link de vídeo inválido. Use um link do YouTube, do Vimeo ou da PandaVideo.',
    );
    expect(errors.title?.[0]).toBe('Informe o título do vídeo.');

    const unknown = await send('POST', '/api/create-video', admin, {
      title: 'Sem categoria',
      video_url: 'https://vimeo.com/76979871',
      category_id: 999_999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: { category_id: ['Categoria não encontrada.'] } });

    const extra = await send('POST', '/api/create-video', admin, {
      title: 'Campo a mais',
      video_url: 'https://vimeo.com/76979871',
      views: 10,
    });
    expect(extra.statusCode).toBe(400);
  });

  it('publishes on update (publication time set once) and hides drafts from clients', async () => {
    expect((await get(`/api/find-ls-play-video/${created.id}`, customer)).statusCode).toBe(404);
    expect((await get(`/api/content-video/${created.id}`)).statusCode).toBe(404);
    // Staff who edit videos may preview a draft.
    expect((await get(`/api/find-ls-play-video/${created.id}`, admin)).statusCode).toBe(200);

    const res = await send('PUT', `/api/update-video/${created.id}`, analyst, {
      title: 'Fluxo de ordens no mini-índice',
      video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      category_id: dayTradeId,
      status: 'published',
    });
    expect(res.statusCode, res.body).toBe(200);
    const published = res.json<VideoBody>();
    expect(published.published_at).toBe(clock.toISOString());
    clock = new Date(clock.getTime() + 60_000);
    const again = await send('PUT', `/api/update-video/${created.id}`, analyst, {
      title: 'Fluxo de ordens no mini-índice',
      video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      category_id: dayTradeId,
      status: 'published',
    });
    expect(again.json<VideoBody>().published_at).toBe(published.published_at);
    expect((await get(`/api/find-ls-play-video/${created.id}`, customer)).statusCode).toBe(200);
  });

  it('keeps a video scheduled for later out of the library until its time', async () => {
    const later = new Date(clock.getTime() + 3_600_000).toISOString();
    const res = await send('POST', '/api/create-video', admin, {
      title: 'Agendado para daqui a uma hora',
      video_url: 'https://vimeo.com/76979871',
      status: 'published',
      published_at: later,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<VideoBody>();
    expect((await get(`/api/content-video/${id}`)).statusCode).toBe(404);
    const saved = clock;
    clock = new Date(later);
    expect((await get(`/api/content-video/${id}`)).statusCode).toBe(200);
    clock = saved;
    await send('DELETE', `/api/delete-video/${id}`, admin);
  });

  it('answers 404 for an unknown video', async () => {
    expect((await get('/api/find-video/999999', admin)).statusCode).toBe(404);
    expect(
      (
        await send('PUT', '/api/update-video/999999', admin, {
          title: 'Nada',
          video_url: 'https://vimeo.com/76979871',
        })
      ).statusCode,
    ).toBe(404);
    expect((await send('DELETE', '/api/delete-video/999999', admin)).statusCode).toBe(404);
  });

  it('needs a session (401) and the Vídeos resource (403)', async () => {
    expect((await get('/api/list-videos')).statusCode).toBe(401);
    expect((await send('POST', '/api/create-video', undefined, {})).statusCode).toBe(401);
    for (const token of [customer, seller]) {
      expect((await get('/api/list-videos', token)).statusCode).toBe(403);
      expect((await get(`/api/find-video/${created.id}`, token)).statusCode).toBe(403);
      expect(
        (
          await send('POST', '/api/create-video', token, {
            title: 'Não pode',
            video_url: 'https://vimeo.com/76979871',
          })
        ).statusCode,
      ).toBe(403);
      expect((await send('DELETE', `/api/delete-video/${created.id}`, token)).statusCode).toBe(403);
      expect((await get('/api/select-video-categories', token)).statusCode).toBe(403);
    }
    // Analysts edit but do not delete (their default flags).
    expect((await send('DELETE', `/api/delete-video/${created.id}`, analyst)).statusCode).toBe(403);
  });

  it('lists the categories for the form', async () => {
    const res = await get('/api/select-video-categories', analyst);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ name: string }[]>().map((c) => c.name)).toEqual(
      expect.arrayContaining(['Análise Técnica', 'Day Trade', 'Opções']),
    );
  });

  it('deletes softly: the video leaves every list and page', async () => {
    const res = await send('DELETE', `/api/delete-video/${created.id}`, admin);
    expect(res.statusCode).toBe(204);
    expect((await get(`/api/find-video/${created.id}`, admin)).statusCode).toBe(404);
    expect((await get(`/api/content-video/${created.id}`)).statusCode).toBe(404);
    const [row] = await database.db.select().from(videos).where(eq(videos.id, created.id));
    expect(row?.deletedAt).not.toBeNull();
  });
});

describe('LS Play for clients (resource Cliente-LS Play)', () => {
  it('groups published videos by category, newest first, uncategorised last', async () => {
    const res = await get('/api/ls-play', customer);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<LsPlayBody>();
    expect(body.total).toBe(DEMO_LS_PLAY.length);
    expect(body.groups.map((g) => g.category?.name)).toEqual([
      'Análise Técnica',
      'Day Trade',
      'Opções',
    ]);
    for (const group of body.groups) {
      const times = group.videos.map((v) => v.published_at);
      expect(times).toEqual([...times].sort().reverse());
    }
    expect(body.groups[1]!.videos[0]!.title).toBe(DEMO_LS_PLAY[0].title);
  });

  it('searches by title', async () => {
    const res = await get('/api/ls-play?search=risco', customer);
    const body = res.json<LsPlayBody>();
    expect(body.total).toBe(1);
    expect(body.groups).toHaveLength(1);
    expect(body.groups[0]!.videos[0]!.title).toBe('Gestão de risco no day trade');
    const none = (await get('/api/ls-play?search=inexistente', customer)).json<LsPlayBody>();
    expect(none).toEqual({ total: 0, groups: [] });
  });

  it('rejects unknown query fields (400) and needs a session (401)', async () => {
    expect((await get('/api/ls-play?sort=x', customer)).statusCode).toBe(400);
    expect((await get('/api/ls-play')).statusCode).toBe(401);
    expect((await get('/api/find-ls-play-video/1')).statusCode).toBe(401);
  });

  it('opens one video with its category and related videos of the same category', async () => {
    const list = (await get('/api/ls-play', customer)).json<LsPlayBody>();
    const first = list.groups.find((g) => g.category?.slug === 'day-trade')!.videos[0]!;
    const res = await get(`/api/find-ls-play-video/${first.id}`, customer);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{
      title: string;
      video_url: string;
      description_html: string;
      category: { slug: string };
      related: { id: number; category: string }[];
    }>();
    expect(page.title).toBe(DEMO_LS_PLAY[0].title);
    expect(page.video_url).toBe(DEMO_LS_PLAY[0].url);
    expect(page.category.slug).toBe('day-trade');
    expect(page.related.length).toBeGreaterThan(0);
    expect(page.related.every((r) => r.id !== first.id && r.category === 'Day Trade')).toBe(true);
    expect((await get('/api/find-ls-play-video/999999', customer)).statusCode).toBe(404);
    expect((await get('/api/find-ls-play-video/abc', customer)).statusCode).toBe(400);
  });
});

describe('Liberta /conteudo/video/:id (public)', () => {
  it('shows a published video to visitors and to signed-in people alike', async () => {
    const list = (await get('/api/ls-play', customer)).json<LsPlayBody>();
    const id = list.groups[0]!.videos[0]!.id;
    const visitor = await get(`/api/content-video/${id}`);
    expect(visitor.statusCode, visitor.body).toBe(200);
    const signedIn = await get(`/api/content-video/${id}`, customer);
    expect(signedIn.json()).toEqual(visitor.json());
  });

  it('answers 404 for unknown ids and 400 for ids that are not numbers', async () => {
    expect((await get('/api/content-video/999999')).statusCode).toBe(404);
    expect((await get('/api/content-video/tv-liberta')).statusCode).toBe(400);
    expect((await get('/api/content-video/99999999999')).statusCode).toBe(400);
  });
});
