import type { BroadcastCard, ClientBroadcast, LiveFeed, SessionPayload } from '@app/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import { broadcasts, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo.ts';
import { DEMO_LIVE_TITLE } from '../../seed/live.ts';
import { apiClient } from '../../test/http.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';

/** Monday 2026-11-23, 12:00 in São Paulo: the seed's live started at 11:40. */
const clock = new Date('2026-11-23T15:00:00.000Z');
let database: TestDatabase;
let app: App;
let admin: string;
let carla: string;
let premium: string;
let trial: string;
let courtesy: string;
let nobody: string;
let ids: Map<string, number>;

const { login, get, send } = apiClient(() => app);
type Page<T> = { data: T[]; meta: { total: number; page: number; per_page: number } };
const titles = (cards: { title: string }[]) => cards.map((c) => c.title);
const idOf = (title: string) => ids.get(title)!;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, clock);
  // A customer with no grant at all: only `open_to_all` broadcasts.
  await database.db.insert(users).values({
    email: 'nina@demo.lstrader.com.br',
    name: 'Nina Nenhuma',
    profileId: 3,
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
  app = await buildApp({
    config: testConfig({ LOGIN_IP_PER_MINUTE: '1000', LOGIN_IP_PER_HOUR: '1000' }),
    database,
    now: () => clock,
  });
  const demo = (name: string) => login(`${name}@demo.lstrader.com.br`);
  [admin, carla, premium, trial, courtesy, nobody] = await Promise.all([
    demo('admin'),
    demo('cliente'),
    demo('premium'),
    demo('trial'),
    demo('cortesia'),
    demo('nina'),
  ]);
  const rows = await database.db
    .select({ id: broadcasts.id, title: broadcasts.title })
    .from(broadcasts)
    .where(isNull(broadcasts.deletedAt));
  ids = new Map(rows.map((r) => [r.title, r.id]));
});
afterAll(async () => {
  await app.close();
});

// Seed titles relative to the clock's São Paulo day (2026-11-23).
const OPENING_PAST = 'Abertura de Mercado — 22/11';
const OPENING_NEXT = 'Abertura de Mercado — 24/11';
const WEEKLY_REPLAY = 'Análise Semanal — 20/11';
const WEEKLY_OLD = 'Análise Semanal — 13/11';
const WEEKLY_NEXT = 'Análise Semanal — 27/11';

describe('list-feed (Cliente-Feed): what the viewer may watch, and the live locked otherwise', () => {
  it('Carla: the live through her staff grant, open-to-all next and recordings', async () => {
    const res = await get('/api/list-feed', carla);
    expect(res.statusCode, res.body).toBe(200);
    const feed = res.json<LiveFeed>();
    expect(titles(feed.live)).toEqual([DEMO_LIVE_TITLE]);
    expect(titles(feed.next)).toEqual([WEEKLY_NEXT]);
    expect(titles(feed.recent)).toEqual([WEEKLY_REPLAY, WEEKLY_OLD]);
    expect(feed.delay_broadcast).toBe(0);
    expect([...feed.live, ...feed.next, ...feed.recent].every((c) => c.can_watch)).toBe(true);
    expect(feed.live[0]!.required_signatures).toBeUndefined();
  });

  it('an LS Premium subscriber: everything its qualification includes, soonest first', async () => {
    const feed = (await get('/api/list-feed', premium)).json<LiveFeed>();
    expect(titles(feed.live)).toEqual([DEMO_LIVE_TITLE]);
    expect(titles(feed.next)).toEqual([OPENING_NEXT, WEEKLY_NEXT]);
    expect(titles(feed.recent)).toContain(OPENING_PAST);
  });

  it('a customer without grants: only open-to-all, and the live locked with what opens it', async () => {
    const feed = (await get('/api/list-feed', nobody)).json<LiveFeed>();
    expect(feed.live).toHaveLength(1);
    expect(feed.live[0]).toMatchObject({
      title: DEMO_LIVE_TITLE,
      status: 'live',
      can_watch: false,
      required_signatures: [{ name: 'LS Premium', slug: 'ls-premium', available_in_store: true }],
    });
    expect(titles(feed.next)).toEqual([WEEKLY_NEXT]);
    expect(titles(feed.recent)).toEqual([WEEKLY_REPLAY, WEEKLY_OLD]);
  });

  it('"next" looks 7 days ahead and leaves out deleted broadcasts', async () => {
    const make = async (title: string, startIso: string) => {
      const start = new Date(startIso);
      const res = await send('POST', '/api/create-broadcast', admin, {
        title,
        video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        scheduled_start_at: start.toISOString(),
        scheduled_end_at: new Date(start.getTime() + 3_600_000).toISOString(),
        open_to_all: true,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    };
    await make('Daqui a seis dias', '2026-11-29T15:00:00.000Z');
    await make('Daqui a oito dias', '2026-12-01T15:00:00.000Z');
    const gone = await make('Apagada', '2026-11-25T15:00:00.000Z');
    expect((await send('DELETE', `/api/delete-broadcast/${gone}`, admin)).statusCode).toBe(204);
    const feed = (await get('/api/list-feed', nobody)).json<LiveFeed>();
    expect(titles(feed.next)).toEqual([WEEKLY_NEXT, 'Daqui a seis dias']);
  });
});

describe('find-client-broadcast (Cliente-Transmissões)', () => {
  it('403 with the signatures that open it, so the browser can offer them', async () => {
    const res = await get(`/api/find-client-broadcast/${idOf(DEMO_LIVE_TITLE)}`, nobody);
    expect(res.statusCode).toBe(403);
    const body = res.json<{ error: string; required_signatures: { slug: string }[] }>();
    expect(body.error).toBe('Você não tem acesso a este conteúdo.');
    expect(body.required_signatures.map((s) => s.slug)).toEqual(['ls-premium']);
  });

  it('the live page: live link, chat open, no replay yet', async () => {
    const res = await get(`/api/find-client-broadcast/${idOf(DEMO_LIVE_TITLE)}`, carla);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ClientBroadcast>()).toMatchObject({
      status: 'live',
      video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      chat_open: true,
      replay_available: false,
      started_at: '2026-11-23T14:40:00.000Z',
      delay_broadcast: 0,
    });
  });

  it('an ended broadcast plays its recording and offers the chat replay', async () => {
    const res = await get(`/api/find-client-broadcast/${idOf(WEEKLY_REPLAY)}`, nobody);
    expect(res.json<ClientBroadcast>()).toMatchObject({
      status: 'ended',
      video_url: 'https://vimeo.com/76979871',
      chat_open: false,
      replay_available: true,
    });
    const noChat = await get(`/api/find-client-broadcast/${idOf(WEEKLY_OLD)}`, nobody);
    expect(noChat.json<ClientBroadcast>()).toMatchObject({
      video_url: 'https://vimeo.com/1084537',
      replay_available: false,
    });
  });

  it('404 for an unknown or deleted broadcast', async () => {
    expect((await get('/api/find-client-broadcast/999999', carla)).statusCode).toBe(404);
    const [deleted] = await database.db
      .select({ id: broadcasts.id })
      .from(broadcasts)
      .where(and(eq(broadcasts.title, 'Apagada')));
    expect((await get(`/api/find-client-broadcast/${deleted!.id}`, carla)).statusCode).toBe(404);
  });

  it('list-client-broadcasts pages what the viewer may watch, live first', async () => {
    const mine = (await get('/api/list-client-broadcasts?per_page=2', premium)).json<
      Page<BroadcastCard>
    >();
    expect(mine.data[0]!.title).toBe(DEMO_LIVE_TITLE);
    expect(mine.meta.per_page).toBe(2);
    const all = (await get('/api/list-client-broadcasts?per_page=100', nobody)).json<
      Page<BroadcastCard>
    >();
    expect(all.data.some((b) => b.title === DEMO_LIVE_TITLE)).toBe(false);
    expect(all.data.some((b) => b.title === OPENING_PAST)).toBe(false);
    expect(all.data.map((b) => b.title)).toContain(WEEKLY_REPLAY);
    const ended = (await get('/api/list-client-broadcasts?status=ended', nobody)).json<
      Page<BroadcastCard>
    >();
    expect(ended.data.every((b) => b.status === 'ended')).toBe(true);
  });
});

describe('session payload (GET /api/user)', () => {
  const payload = async (token: string) => {
    const res = await get('/api/user', token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SessionPayload>();
  };

  it('Carla: what she may watch live or within 7 days; no signature; no delay', async () => {
    const me = await payload(carla);
    expect(me.broadcasts.map((b) => b.title)).toEqual([
      DEMO_LIVE_TITLE,
      WEEKLY_NEXT,
      'Daqui a seis dias',
    ]);
    expect(me.broadcasts[0]).toEqual({ id: idOf(DEMO_LIVE_TITLE), title: DEMO_LIVE_TITLE });
    expect(me.product_signatures).toEqual([]);
    expect(me.delay_broadcast).toBe(0);
  });

  it('a paying subscriber: their signature, no delay', async () => {
    const me = await payload(premium);
    expect(me.product_signatures.map((s) => s.name)).toEqual(['LS Premium']);
    expect(me.broadcasts.map((b) => b.title)).toContain(OPENING_NEXT);
    expect(me.delay_broadcast).toBe(0);
  });

  it('a courtesy signature counts as a signature and is not delayed', async () => {
    const me = await payload(courtesy);
    expect(me.product_signatures.map((s) => s.name)).toEqual(['LS Premium']);
    expect(me.delay_broadcast).toBe(0);
  });

  it('a trial-only viewer is held back TRIAL_BROADCAST_DELAY_SECONDS (30)', async () => {
    const me = await payload(trial);
    expect(me.delay_broadcast).toBe(30);
    expect(me.product_signatures).toEqual([]);
    expect(me.broadcasts.map((b) => b.title)).toContain(DEMO_LIVE_TITLE);
    expect((await get('/api/list-feed', trial)).json<LiveFeed>().delay_broadcast).toBe(30);
    const page = await get(`/api/find-client-broadcast/${idOf(DEMO_LIVE_TITLE)}`, trial);
    expect(page.json<ClientBroadcast>().delay_broadcast).toBe(30);
  });

  it('staff may watch everything: every live and upcoming broadcast', async () => {
    const me = await payload(admin);
    expect(me.broadcasts.map((b) => b.title)).toEqual(
      expect.arrayContaining([DEMO_LIVE_TITLE, OPENING_NEXT, WEEKLY_NEXT]),
    );
  });

  it('TRIAL_BROADCAST_DELAY_SECONDS=0 turns the delay off', async () => {
    const other = await buildApp({
      config: testConfig({
        LOGIN_IP_PER_MINUTE: '1000',
        LOGIN_IP_PER_HOUR: '1000',
        TRIAL_BROADCAST_DELAY_SECONDS: '0',
      }),
      database: { ...database, close: () => Promise.resolve() },
      now: () => clock,
    });
    try {
      const token = (
        await other.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'trial@demo.lstrader.com.br', password: DEMO_PASSWORD },
        })
      ).json<{ access_token: string }>().access_token;
      const me = await other.inject({
        method: 'GET',
        url: '/api/user',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.json<SessionPayload>().delay_broadcast).toBe(0);
    } finally {
      await other.close();
    }
  });
});
