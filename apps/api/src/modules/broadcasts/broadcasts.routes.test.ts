import { BROADCAST_MESSAGES } from '@app/shared';
import type {
  Broadcast,
  BroadcastCard,
  Category,
  ChatRoom,
  Program,
  ProgramDetail,
  ScheduleGrid,
  ScheduleItem,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import { auditLogs, signatureTypeContents, signatureTypes } from '../../db/schema/index.ts';
import { DEMO_LIVE_ROOM, DEMO_LIVE_TITLE } from '../../seed/live.ts';
import { seedDemo } from '../../seed/demo.ts';
import { apiClient } from '../../test/http.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';

/** Monday 2026-11-23, 12:00 in São Paulo. */
let clock = new Date('2026-11-23T15:00:00.000Z');
let database: TestDatabase;
let app: App;
let admin: string;
let analyst: string;
let customer: string;
let premiumId: number;

const { login, get, send } = apiClient(() => app);
type Page<T> = { data: T[]; meta: { total: number; page: number; per_page: number } };

const YOUTUBE = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
const input = (overrides: Record<string, unknown> = {}) => ({
  title: 'Abertura especial',
  description_html: '<p>Pré-mercado</p><script>alert(1)</script>',
  video_url: YOUTUBE,
  scheduled_start_at: '2026-11-24T12:00:00.000Z',
  scheduled_end_at: '2026-11-24T13:00:00.000Z',
  ...overrides,
});

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, clock);
  app = await buildApp({
    config: testConfig({ LOGIN_IP_PER_MINUTE: '1000', LOGIN_IP_PER_HOUR: '1000' }),
    database,
    now: () => clock,
  });
  [admin, analyst, customer] = await Promise.all([
    login('admin@demo.lstrader.com.br'),
    login('analista@demo.lstrader.com.br'),
    login('cliente@demo.lstrader.com.br'),
  ]);
  const [premium] = await database.db
    .select({ id: signatureTypes.id })
    .from(signatureTypes)
    .where(eq(signatureTypes.slug, 'ls-premium'));
  premiumId = premium!.id;
});
afterAll(async () => {
  await app.close();
});

describe('broadcasts (resource Transmissões)', () => {
  let created: Broadcast;

  it('creates a broadcast with its qualification, cleaning the description', async () => {
    const res = await send(
      'POST',
      '/api/create-broadcast',
      analyst,
      input({ signature_type_ids: [premiumId] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    created = res.json<Broadcast>();
    expect(created).toMatchObject({
      title: 'Abertura especial',
      status: 'scheduled',
      open_to_all: false,
      signature_type_ids: [premiumId],
      signatures: [{ id: premiumId, name: 'LS Premium' }],
      started_at: null,
    });
    expect(created.description_html).not.toContain('script');
    const rows = await database.db
      .select()
      .from(signatureTypeContents)
      .where(eq(signatureTypeContents.targetId, created.id));
    expect(rows.filter((r) => r.kind === 'broadcast')).toHaveLength(1);
  });

  it('refuses invalid input with pt-BR field messages', async () => {
    const noTitle = await send('POST', '/api/create-broadcast', admin, input({ title: ' ' }));
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.body).toContain(BROADCAST_MESSAGES.titleRequired);
    const backwards = await send(
      'POST',
      '/api/create-broadcast',
      admin,
      input({ scheduled_end_at: '2026-11-24T11:00:00.000Z' }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain(BROADCAST_MESSAGES.endBeforeStart);
    const badVideo = await send(
      'POST',
      '/api/create-broadcast',
      admin,
      input({ video_url: 'https://example.com/x.mp4' }),
    );
    expect(badVideo.statusCode).toBe(400);
    const badChat = await send('POST', '/api/create-broadcast', admin, input({ chat_id: 999_999 }));
    expect(badChat.statusCode).toBe(400);
    expect(badChat.json()).toEqual({ error: { chat_id: [BROADCAST_MESSAGES.chatNotFound] } });
    const badSignature = await send(
      'POST',
      '/api/create-broadcast',
      admin,
      input({ signature_type_ids: [999_999] }),
    );
    expect(badSignature.statusCode).toBe(400);
  });

  it('updates and replaces the signature list', async () => {
    const res = await send(
      'PUT',
      `/api/update-broadcast/${created.id}`,
      admin,
      input({ title: 'Abertura extra', open_to_all: true, signature_type_ids: [] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Broadcast>()).toMatchObject({
      title: 'Abertura extra',
      open_to_all: true,
      signature_type_ids: [],
    });
    const found = await get(`/api/find-broadcast/${created.id}`, admin);
    expect(found.json<Broadcast>().signatures).toEqual([]);
    expect((await get('/api/find-broadcast/999999', admin)).statusCode).toBe(404);
  });

  it('starts only a scheduled broadcast and ends only a live one, on the app clock', async () => {
    const end0 = await send('PUT', `/api/end-broadcast/${created.id}`, admin, {});
    expect(end0.statusCode).toBe(409);
    expect(end0.json()).toEqual({ error: BROADCAST_MESSAGES.notLive });

    clock = new Date('2026-11-23T15:05:00.000Z');
    const started = await send('PUT', `/api/start-broadcast/${created.id}`, admin);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<Broadcast>()).toMatchObject({
      status: 'live',
      started_at: '2026-11-23T15:05:00.000Z',
    });
    const again = await send('PUT', `/api/start-broadcast/${created.id}`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: BROADCAST_MESSAGES.alreadyLive });

    const live = await get('/api/list-live-broadcasts', admin);
    expect(live.json<BroadcastCard[]>()[0]!.status).toBe('live');
    expect(live.json<BroadcastCard[]>().map((b) => b.id)).toContain(created.id);

    clock = new Date('2026-11-23T16:00:00.000Z');
    const badRecording = await send('PUT', `/api/end-broadcast/${created.id}`, admin, {
      recording_url: 'nota-url',
    });
    expect(badRecording.statusCode).toBe(400);
    const ended = await send('PUT', `/api/end-broadcast/${created.id}`, admin, {
      recording_url: 'https://vimeo.com/76979871',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json<Broadcast>()).toMatchObject({
      status: 'ended',
      ended_at: '2026-11-23T16:00:00.000Z',
      recording_url: 'https://vimeo.com/76979871',
    });
    const restart = await send('PUT', `/api/start-broadcast/${created.id}`, admin);
    expect(restart.statusCode).toBe(409);
    expect(restart.json()).toEqual({ error: BROADCAST_MESSAGES.alreadyEnded });
    const endAgain = await send('PUT', `/api/end-broadcast/${created.id}`, admin);
    expect(endAgain.json()).toEqual({ error: BROADCAST_MESSAGES.alreadyEnded });
    clock = new Date('2026-11-23T15:00:00.000Z');
  });

  it('lists with search, status, programme filters and pagination', async () => {
    const live = (await get('/api/list-broadcasts?status=live', admin)).json<Page<Broadcast>>();
    expect(live.data.map((b) => b.title)).toEqual([DEMO_LIVE_TITLE]);
    const search = (await get('/api/list-broadcasts?search=extra', admin)).json<Page<Broadcast>>();
    expect(search.data.map((b) => b.id)).toEqual([created.id]);
    const paged = (await get('/api/list-broadcasts?per_page=2&page=2', admin)).json<
      Page<Broadcast>
    >();
    expect(paged.meta).toMatchObject({ page: 2, per_page: 2 });
    expect(paged.meta.total).toBeGreaterThanOrEqual(8);
    expect(paged.data).toHaveLength(2);
    const programId = live.data[0]!.program_id!;
    const byProgram = (await get(`/api/list-broadcasts?program_id=${programId}`, admin)).json<
      Page<Broadcast>
    >();
    expect(byProgram.data.length).toBeGreaterThan(1);
    expect(byProgram.data.every((b) => b.program_id === programId)).toBe(true);
    expect((await get('/api/list-broadcasts?status=paused', admin)).statusCode).toBe(400);
  });

  it('soft-deletes: gone from lists and finds, audited', async () => {
    const res = await send('DELETE', `/api/delete-broadcast/${created.id}`, analyst);
    expect(res.statusCode, res.body).toBe(204);
    expect((await get(`/api/find-broadcast/${created.id}`, admin)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/delete-broadcast/${created.id}`, admin)).statusCode).toBe(
      404,
    );
    const list = (await get('/api/list-broadcasts?per_page=100', admin)).json<Page<Broadcast>>();
    expect(list.data.some((b) => b.id === created.id)).toBe(false);
    const logged = await database.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.targetId, String(created.id)));
    expect(logged.map((l) => l.action)).toEqual(
      expect.arrayContaining(['broadcast.create', 'broadcast.start', 'broadcast.delete']),
    );
  });

  it('is refused to customers', async () => {
    expect((await get('/api/list-broadcasts', customer)).statusCode).toBe(403);
    expect((await send('POST', '/api/create-broadcast', customer, input())).statusCode).toBe(403);
  });
});

describe('chat rooms', () => {
  let room: ChatRoom;

  it('creates, finds, updates and lists rooms with their message count', async () => {
    const res = await send('POST', '/api/create-chat', admin, { name: 'Sala de opções' });
    expect(res.statusCode, res.body).toBe(201);
    room = res.json<ChatRoom>();
    expect(room).toMatchObject({
      slow_mode_seconds: 0,
      recommendations: false,
      active: true,
      messages_count: 0,
    });
    const updated = await send('PUT', `/api/update-chat/${room.id}`, admin, {
      name: 'Sala de opções',
      slow_mode_seconds: 10,
      recommendations: true,
      active: false,
    });
    expect(updated.json<ChatRoom>()).toMatchObject({ slow_mode_seconds: 10, active: false });
    expect((await get(`/api/find-chat/${room.id}`, admin)).json<ChatRoom>().active).toBe(false);
    expect((await get('/api/find-chat/999999', admin)).statusCode).toBe(404);
    const list = (await get('/api/list-chats?search=sala', admin)).json<Page<ChatRoom>>();
    const seeded = list.data.find((c) => c.name === DEMO_LIVE_ROOM)!;
    expect(seeded.messages_count).toBeGreaterThan(5);
    const bad = await send('POST', '/api/create-chat', admin, {
      name: 'x',
      slow_mode_seconds: 99999,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Informe o nome do chat.');
  });

  it('selects active rooms, by search and those taking recommendations', async () => {
    const all = (await get('/api/select-chats', admin)).json<{ id: number; name: string }[]>();
    expect(all.map((c) => c.name)).toContain(DEMO_LIVE_ROOM);
    expect(all.some((c) => c.id === room.id)).toBe(false); // closed
    const search = (await get('/api/select-chats-search?search=semanal', admin)).json<
      { name: string }[]
    >();
    expect(search.map((c) => c.name)).toEqual(['Análise Semanal — chat']);
    const recs = (await get('/api/select-chat-recommendations', analyst)).json<
      { name: string }[]
    >();
    expect(recs.map((c) => c.name)).toEqual([DEMO_LIVE_ROOM]);
  });
});

describe('programmes (resource Playlist)', () => {
  it('lists the seeded programmes and finds one with its broadcasts', async () => {
    const list = (await get('/api/list-playlists', analyst)).json<Page<Program>>();
    const opening = list.data.find((p) => p.name === 'Abertura de Mercado')!;
    expect(opening.broadcasts_count).toBeGreaterThanOrEqual(3);
    const detail = (await get(`/api/find-playlist/${opening.id}`, analyst)).json<ProgramDetail>();
    expect(detail.broadcasts[0]!.status).toBe('live');
    expect(detail.broadcasts).toHaveLength(opening.broadcasts_count);
    const select = (await get('/api/select-playlists', analyst)).json<{ name: string }[]>();
    expect(select.map((p) => p.name)).toEqual(['Abertura de Mercado', 'Análise Semanal']);
  });

  it('creates with a slug from the name, refuses a taken slug, updates and deletes', async () => {
    const res = await send('POST', '/api/create-playlist', analyst, { name: 'Mercado à Noite' });
    expect(res.statusCode, res.body).toBe(201);
    const program = res.json<Program>();
    expect(program.slug).toBe('mercado-a-noite');
    const taken = await send('POST', '/api/create-playlist', analyst, {
      name: 'Outro',
      slug: 'analise-semanal',
    });
    expect(taken.statusCode).toBe(409);
    const updated = await send('PUT', `/api/update-playlist/${program.id}`, analyst, {
      name: 'Mercado à Noite',
      active: false,
      sort_order: 9,
    });
    expect(updated.json<Program>()).toMatchObject({ active: false, sort_order: 9 });
    expect((await send('DELETE', `/api/delete-playlist/${program.id}`, analyst)).statusCode).toBe(
      204,
    );
    expect((await get(`/api/find-playlist/${program.id}`, analyst)).statusCode).toBe(404);
    const bad = await send('POST', '/api/create-playlist', analyst, { name: '' });
    expect(bad.body).toContain('Informe o nome do programa.');
  });
});

describe('categories (resource Categorias)', () => {
  it('creates, updates and deletes an unused category', async () => {
    const res = await send('POST', '/api/create-category', analyst, { name: 'Criptoativos' });
    expect(res.statusCode, res.body).toBe(201);
    const category = res.json<Category>();
    expect(category).toMatchObject({ slug: 'criptoativos', usage_count: 0 });
    const updated = await send('PUT', `/api/update-category/${category.id}`, analyst, {
      name: 'Cripto',
      description: 'Bitcoin e afins',
    });
    expect(updated.json<Category>()).toMatchObject({ name: 'Cripto', slug: 'criptoativos' });
    expect((await send('DELETE', `/api/delete-category/${category.id}`, analyst)).statusCode).toBe(
      204,
    );
    expect((await get(`/api/find-category/${category.id}`, analyst)).statusCode).toBe(404);
  });

  it('refuses to delete a category in use (courses, programmes, broadcasts)', async () => {
    const list = (await get('/api/list-categories?per_page=100', admin)).json<Page<Category>>();
    const dayTrade = list.data.find((c) => c.slug === 'day-trade')!;
    expect(dayTrade.usage_count).toBeGreaterThan(1);
    const res = await send('DELETE', `/api/delete-category/${dayTrade.id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: BROADCAST_MESSAGES.categoryInUse });

    // Used only by a programme: still refused.
    const lonely = (
      await send('POST', '/api/create-category', admin, { name: 'Só programa' })
    ).json<Category>();
    await send('POST', '/api/create-playlist', admin, {
      name: 'Programa da categoria',
      category_id: lonely.id,
    });
    const refused = await send('DELETE', `/api/delete-category/${lonely.id}`, admin);
    expect(refused.statusCode).toBe(409);
  });
});

describe('programme grid (resource Grade de Programação)', () => {
  it('answers Monday to Sunday in São Paulo time around ?week= (default: this week)', async () => {
    const current = (await get('/api/list-schedule-grid', analyst)).json<ScheduleGrid>();
    expect(current).toMatchObject({ week_start: '2026-11-23', week_end: '2026-11-29' });
    expect(current.items.length).toBeGreaterThanOrEqual(15);
    expect(current.items.every((i) => i.date >= '2026-11-23' && i.date <= '2026-11-29')).toBe(true);
    const sunday = (
      await get('/api/list-schedule-grid?week=2026-12-06', analyst)
    ).json<ScheduleGrid>();
    expect(sunday).toMatchObject({ week_start: '2026-11-30', week_end: '2026-12-06' });
    expect(sunday.items.length).toBeGreaterThan(0);

    // Sunday 22/11 23:30 in São Paulo is already Monday in UTC: still the week of that Sunday.
    clock = new Date('2026-11-23T02:30:00.000Z');
    const lateSunday = await get('/api/list-schedule-grid', analyst);
    clock = new Date('2026-11-23T15:00:00.000Z');
    expect(lateSunday.json<ScheduleGrid>()).toMatchObject({
      week_start: '2026-11-16',
      week_end: '2026-11-22',
    });

    const bad = await get('/api/list-schedule-grid?week=23/11/2026', analyst);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(BROADCAST_MESSAGES.invalidDate);
  });

  it('creates, updates and deletes slots; lists the types', async () => {
    const types = (await get('/api/select-type-schedule-grid', analyst)).json<
      { id: number; name: string; color: string }[]
    >();
    expect(types.map((t) => t.name)).toEqual(['Ao vivo', 'Reprise', 'Análise', 'Entrevista']);
    const res = await send('POST', '/api/create-schedule-item', analyst, {
      date: '2026-11-28',
      hour: '10:00',
      title: 'Especial de sábado',
      type_id: types[3]!.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json<ScheduleItem>();
    expect(item).toMatchObject({ duration_minutes: 60, type: 'Entrevista', color: 'grape' });
    const updated = await send('PUT', `/api/update-schedule-item/${item.id}`, analyst, {
      date: '2026-11-28',
      hour: '11:30',
      duration_minutes: 90,
      title: 'Especial de sábado',
    });
    expect(updated.json<ScheduleItem>()).toMatchObject({ hour: '11:30', type_id: null });
    const badHour = await send('POST', '/api/create-schedule-item', analyst, {
      date: '2026-11-28',
      hour: '25:00',
      title: 'Errado',
    });
    expect(badHour.statusCode).toBe(400);
    expect(badHour.body).toContain(BROADCAST_MESSAGES.invalidHour);
    const badType = await send('POST', '/api/create-schedule-item', analyst, {
      date: '2026-11-28',
      hour: '10:00',
      title: 'Errado',
      type_id: 999_999,
    });
    expect(badType.statusCode).toBe(400);
    expect((await send('DELETE', `/api/delete-schedule-item/${item.id}`, analyst)).statusCode).toBe(
      204,
    );
    expect((await send('DELETE', `/api/delete-schedule-item/${item.id}`, analyst)).statusCode).toBe(
      404,
    );
    expect((await get('/api/list-schedule-grid', customer)).statusCode).toBe(403);
  });
});
