import type { ChatHistory, ChatMessage, ChatMessageInput } from '@app/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import {
  accessGrants,
  broadcasts,
  chats,
  courtesies,
  products,
  users,
  userTrials,
} from '../../db/schema/index.ts';
import { seedDemo } from '../../seed/demo.ts';
import { apiClient, bearer, multipartBody } from '../../test/http.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';

/**
 * The chat tests' world (test helper, not a test): the demo seed on a clock that only moves when
 * a test says so, plus rooms and people:
 * - `open`: a room whose broadcast is live and open to all (every signed-in person reads it);
 * - `closed`: an inactive room (open to all);
 * - `private`: a room whose only broadcast nobody outside staff may watch;
 * - customers: Carla (demo, CPF set), Bruno (premium signature), Tina (trial only: delayed),
 *   Caio (courtesy).
 */
export const START = new Date('2026-11-23T13:00:00.000Z');

export interface ChatWorld {
  app: App;
  database: TestDatabase;
  dataDir: string;
  clock: { now: () => Date; advance: (ms: number) => void; set: (at: Date) => void };
  chats: { open: number; closed: number; private: number };
  liveBroadcast: number;
  privateBroadcast: number;
  users: {
    carla: number;
    bruno: number;
    tina: number;
    caio: number;
    admin: number;
    analyst: number;
  };
  tokens: {
    admin: string;
    analyst: string;
    seller: string;
    carla: string;
    bruno: string;
    tina: string;
    caio: string;
  };
  client: ReturnType<typeof apiClient>;
}

export async function chatWorld(options: { chatBytes?: number } = {}): Promise<ChatWorld> {
  let current = START;
  const clock = {
    now: () => current,
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
    set: (at: Date) => {
      current = at;
    },
  };
  const database = await createTestDatabase();
  await seedDemo(database.db);
  const config = testConfig({ LOGIN_IP_PER_MINUTE: '1000', LOGIN_IP_PER_HOUR: '1000' });
  const app = await buildApp({
    config,
    database,
    now: clock.now,
    fileLimits: { chatBytes: options.chatBytes },
  });
  const db = database.db;
  const [demo] = await db
    .select({ hash: users.passwordHash, id: users.id })
    .from(users)
    .where(eq(users.email, 'cliente@demo.lstrader.com.br'));
  await db.update(users).set({ identifier: '52998224725' }).where(eq(users.id, demo!.id));
  const person = async (name: string, email: string, identifier: string) => {
    const [row] = await db
      .insert(users)
      .values({ name, email, identifier, passwordHash: demo!.hash, profileId: 3 })
      .returning({ id: users.id });
    return row!.id;
  };
  const bruno = await person('Bruno Premium', 'bruno@chat.test', '11144477735');
  const tina = await person('Tina Trial', 'tina@chat.test', '39053344705');
  const caio = await person('Caio Cortesia', 'caio@chat.test', '71428793860');
  const hourAgo = new Date(START.getTime() - 3_600_000);
  const nextYear = new Date(START.getTime() + 365 * 86_400_000);
  await db.insert(accessGrants).values([
    {
      userId: bruno,
      kind: 'signature',
      targetId: 1,
      startsAt: hourAgo,
      endsAt: nextYear,
      source: 'order',
    },
  ]);
  // Caio's courtesy as staff give it: the `courtesies` row and the grant it made.
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  const [given] = await db
    .insert(courtesies)
    .values({
      userId: caio,
      productId: product!.id,
      type: 'commercial',
      startsAt: hourAgo,
      endsAt: nextYear,
      createdBy: demo!.id,
    })
    .returning({ id: courtesies.id });
  await db.insert(accessGrants).values({
    userId: caio,
    kind: 'course',
    targetId: 1,
    startsAt: hourAgo,
    endsAt: nextYear,
    source: 'courtesy',
    sourceId: given!.id,
  });
  await db
    .insert(userTrials)
    .values({ userId: tina, days: 7, startsAt: hourAgo, endsAt: nextYear });

  const room = async (name: string, active = true) => {
    const [row] = await db.insert(chats).values({ name, active }).returning({ id: chats.id });
    return row!.id;
  };
  const open = await room('Sala ao vivo');
  const closed = await room('Sala fechada', false);
  const privateRoom = await room('Sala restrita');
  const broadcast = async (chatId: number, openToAll: boolean, status: 'live' | 'scheduled') => {
    const [row] = await db
      .insert(broadcasts)
      .values({
        title: `Live ${chatId}`,
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        chatId,
        scheduledStartAt: hourAgo,
        scheduledEndAt: new Date(START.getTime() + 3_600_000),
        status,
        startedAt: status === 'live' ? hourAgo : null,
        openToAll,
      })
      .returning({ id: broadcasts.id });
    return row!.id;
  };
  const liveBroadcast = await broadcast(open, true, 'live');
  await broadcast(closed, true, 'scheduled');
  const privateBroadcast = await broadcast(privateRoom, false, 'scheduled');

  const client = apiClient(() => app);
  const [admin, seller, analyst, carla] = await Promise.all([
    client.login('admin@demo.lstrader.com.br'),
    client.login('vendedor@demo.lstrader.com.br'),
    client.login('analista@demo.lstrader.com.br'),
    client.login('cliente@demo.lstrader.com.br'),
  ]);
  const ids = await db.select({ id: users.id, email: users.email }).from(users);
  const idOf = (email: string) => ids.find((u) => u.email === email)!.id;
  return {
    app,
    database,
    dataDir: config.dataDir,
    clock,
    chats: { open, closed, private: privateRoom },
    liveBroadcast,
    privateBroadcast,
    users: {
      carla: demo!.id,
      bruno,
      tina,
      caio,
      admin: idOf('admin@demo.lstrader.com.br'),
      analyst: idOf('analista@demo.lstrader.com.br'),
    },
    tokens: {
      admin,
      analyst,
      seller,
      carla,
      bruno: await client.login('bruno@chat.test'),
      tina: await client.login('tina@chat.test'),
      caio: await client.login('caio@chat.test'),
    },
    client,
  };
}

let clientSeq = 0;
/** A fresh client id (so the spam guard's and the retries' tests choose when ids repeat). */
export const newClientId = () => `c-${Date.now().toString(36)}-${(clientSeq += 1)}`;

/** Sends and expects a 201; the clock moves on so neither slow mode nor spam guard trips. */
export async function post(
  world: ChatWorld,
  token: string,
  chatId: number,
  input: ChatMessageInput | string,
): Promise<ChatMessage> {
  const body = typeof input === 'string' ? { message: input } : input;
  const res = await world.client.send('POST', `/api/create-chat-message/${chatId}`, token, body);
  expect(res.statusCode, res.body).toBe(201);
  world.clock.advance(3_000);
  return res.json<ChatMessage>();
}

export async function history(
  world: ChatWorld,
  token: string,
  chatId: number,
  query = '',
): Promise<ChatHistory> {
  const res = await world.client.get(`/api/list-chat-messages/${chatId}${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChatHistory>();
}

export function upload(
  world: ChatWorld,
  token: string,
  chatId: number,
  file?: { name: string; type: string; bytes: Buffer },
) {
  const body = file ? multipartBody({}, file) : multipartBody();
  return world.app.inject({
    method: 'POST',
    url: `/api/upload-chat-file/${chatId}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

/** Smallest files of each kind: real 2×2 images (their headers are read), a PDF by its magic. */
export const BYTES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWMQqTghUnGCAUIBACJuBVHwJsa1AAAAAElFTkSuQmCC',
    'base64',
  ),
  jpeg: Buffer.from(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAB//EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJgAgj5//9k=',
    'base64',
  ),
  gif: Buffer.from('R0lGODlhAgACAIAAAExpcRR4yCH5BAUAAAAALAAAAAACAAIAAAICjFMAOw==', 'base64'),
  webp: Buffer.from(
    'UklGRjoAAABXRUJQVlA4IC4AAAAQAgCdASoCAAIAAUAmJaACdLoB+AH4AAPIAP7udn/+oLQ18vxov/U4MHPn4/wA',
    'base64',
  ),
  pdf: Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), Buffer.alloc(64, 0x20)]),
  exe: Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(126, 0x90)]),
  text: Buffer.from('apenas um texto qualquer, sem nada de imagem\n', 'utf8'),
};
