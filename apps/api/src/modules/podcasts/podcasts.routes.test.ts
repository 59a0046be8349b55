import type { Podcast } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { DEMO_PODCASTS } from '../../seed/content-trails.ts';
import { apiClient } from '../../test/http.ts';
import { createDemoApp } from '../../test/test-app.ts';

let app: App;
let admin: string;
let analyst: string;
let customer: string;
/** Later than the seed's publication times (the seed runs on the real clock). */
let clock = new Date(Date.now() + 3_600_000);

const { login: tokenOf, get, send } = apiClient(() => app);
interface Page {
  data: Podcast[];
  meta: { total: number; page: number; per_page: number };
}

const episode = {
  title: 'Ep. 5 — Mini-índice na abertura',
  description_html: '<p onclick="x()">Estratégias <b>de abertura</b><script>x()</script></p>',
  audio_url: 'https://cdn.example.com/podcasts/ep5.mp3',
  duration_seconds: 1800,
};

beforeAll(async () => {
  app = (await createDemoApp(() => clock)).app;
  admin = await tokenOf('admin@demo.lstrader.com.br');
  analyst = await tokenOf('analista@demo.lstrader.com.br');
  customer = await tokenOf('cliente@demo.lstrader.com.br');
});
afterAll(async () => {
  await app.close();
});

describe('podcasts', () => {
  let draft: Podcast;

  it('lists the demo episodes to visitors, newest first', async () => {
    const res = await get('/api/list-podcasts');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<Page>();
    expect(page.meta).toEqual({ total: 4, page: 1, per_page: 20 });
    expect(page.data.map((p) => p.title)).toEqual(DEMO_PODCASTS.map((p) => p.title).reverse());
    expect((await get('/api/list-podcasts?search=payroll&per_page=1')).json<Page>()).toMatchObject({
      meta: { total: 1, per_page: 1 },
      data: [{ title: DEMO_PODCASTS[3].title }],
    });
  });

  it('staff create a draft with sanitised description; visitors do not see it', async () => {
    const res = await send('POST', '/api/create-podcast', analyst, episode);
    expect(res.statusCode, res.body).toBe(201);
    draft = res.json<Podcast>();
    expect(draft).toMatchObject({
      status: 'draft',
      published_at: null,
      description_html: '<p>Estratégias <b>de abertura</b></p>',
      audio_url: 'https://cdn.example.com/podcasts/ep5.mp3',
      video_url: null,
    });
    expect((await get(`/api/find-podcast/${draft.id}`)).statusCode).toBe(404);
    expect((await get(`/api/find-podcast/${draft.id}`, customer)).statusCode).toBe(404);
    expect((await get(`/api/find-podcast/${draft.id}`, analyst)).statusCode).toBe(200);
    expect((await get('/api/list-podcasts')).json<Page>().meta.total).toBe(4);
    const all = await get('/api/list-podcasts-admin?status=draft', analyst);
    expect(all.statusCode).toBe(200);
    expect(all.json<Page>().data.map((p) => p.id)).toEqual([draft.id]);
  });

  it('publishing stamps the time; a future publication waits for it', async () => {
    const published = await send('PUT', `/api/update-podcast/${draft.id}`, analyst, {
      ...episode,
      status: 'published',
      video_url: 'youtu.be/aqz-KE-bpKQ',
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({
      status: 'published',
      published_at: clock.toISOString(),
      video_url: 'youtu.be/aqz-KE-bpKQ',
    });
    expect((await get(`/api/find-podcast/${draft.id}`)).statusCode).toBe(200);
    expect((await get('/api/list-podcasts')).json<Page>().data[0]?.id).toBe(draft.id);

    const later = new Date(clock.getTime() + 86_400_000);
    await send('PUT', `/api/update-podcast/${draft.id}`, analyst, {
      ...episode,
      status: 'published',
      published_at: later.toISOString(),
    });
    expect((await get(`/api/find-podcast/${draft.id}`)).statusCode).toBe(404);
    const started = clock;
    try {
      clock = later;
      expect((await get(`/api/find-podcast/${draft.id}`)).statusCode).toBe(200);
    } finally {
      clock = started;
    }
  });

  it('answers 400 for a bad audio or video link, or neither', async () => {
    const fields = async (body: object) => {
      const res = await send('POST', '/api/create-podcast', admin, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ error: Record<string, string[]> }>().error;
    };
    expect(await fields({ ...episode, audio_url: 'http://cdn.example.com/ep.mp3' })).toEqual({
      audio_url: ['Informe um link de áudio que comece com https://.'],
    });
    expect(
      await fields({ ...episode, audio_url: null, video_url: 'https://example.com/v.mp4' }),
    ).toEqual({
      video_url: ['Link de vídeo inválido. Use um link do YouTube, do Vimeo ou da PandaVideo.'],
    });
    expect(await fields({ title: 'Sem mídia' })).toEqual({
      audio_url: ['Informe o link do áudio ou do vídeo do episódio.'],
    });
    expect(
      Object.keys(await fields({ ...episode, title: '', duration_seconds: -1 })).sort(),
    ).toEqual(['duration_seconds', 'title']);
  });

  it('refuses visitors (401) and customers (403) on staff routes', async () => {
    for (const [method, url] of [
      ['POST', '/api/create-podcast'],
      ['PUT', `/api/update-podcast/${draft.id}`],
      ['DELETE', `/api/delete-podcast/${draft.id}`],
    ] as const) {
      expect((await send(method, url, undefined, episode)).statusCode, url).toBe(401);
      expect((await send(method, url, customer, episode)).statusCode, url).toBe(403);
    }
    expect((await get('/api/list-podcasts-admin')).statusCode).toBe(401);
    expect((await get('/api/list-podcasts-admin', customer)).statusCode).toBe(403);
    expect((await get('/api/select-podcast', customer)).statusCode).toBe(403);
  });

  it('selects, deletes (soft) and answers 404 afterwards', async () => {
    const options = (await get('/api/select-podcast', analyst)).json<{ id: number }[]>();
    expect(options.map((o) => o.id)).toContain(draft.id);
    expect((await send('DELETE', `/api/delete-podcast/${draft.id}`, admin)).statusCode).toBe(204);
    expect((await get(`/api/find-podcast/${draft.id}`, admin)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/delete-podcast/${draft.id}`, admin)).statusCode).toBe(404);
    expect((await send('PUT', `/api/update-podcast/${draft.id}`, admin, episode)).statusCode).toBe(
      404,
    );
    expect(
      (await get('/api/select-podcast', analyst)).json<{ id: number }[]>().map((o) => o.id),
    ).not.toContain(draft.id);
  });
});
