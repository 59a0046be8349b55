import { chatModerationTopic, chatTopic, parseServerFrame, REALTIME_PROTOCOL } from '@app/shared';
import type { ServerFrame, ServerTopicEvent } from '@app/shared';
import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { call, login, ok, PAIR_READY_TIMEOUT_MS, startApiPair } from '../../test/api-process.ts';
import type { ApiPair, ApiProcess } from '../../test/api-process.ts';

/**
 * The chat across two real API processes (`node apps/api/src/main.ts` twice), as production runs
 * them (ARCHITECTURE.md: N stateless processes behave as one): one fresh PostgreSQL database, one
 * Redis for the realtime bus. Runs with TEST_DATABASE_URL and TEST_REDIS_URL (the api-postgresql
 * suite of scripts/test-all.ts), skipped otherwise.
 *
 * Both processes read the system clock, so they share it; the test makes its own room and
 * broadcast relative to that clock instead of relying on dated demo rows.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const ADMIN = { email: 'admin@demo.lstrader.com.br', password: 'demo-trader-2026' };
/** How long a frame may take to cross processes before the test gives up (not a threshold). */
const FRAME_WAIT_MS = 15_000;

interface Socket {
  ws: WebSocket;
  frames: ServerFrame[];
}

async function openSocket(api: ApiProcess, token: string, topic: string): Promise<Socket> {
  const ws = new WebSocket(`${api.ws}/api/realtime`, [REALTIME_PROTOCOL, `bearer.${token}`]);
  const socket: Socket = { ws, frames: [] };
  ws.on('message', (data: Buffer) => {
    const frame = parseServerFrame(data.toString('utf8'));
    if (frame !== null) socket.frames.push(frame);
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'subscribe', topic }));
  await vi.waitFor(
    () => expect(socket.frames).toContainEqual({ type: 'subscribed', topic }),
    FRAME_WAIT_MS,
  );
  return socket;
}

/** The events a socket got on `topic`, from `event` and `batch` frames alike, in order. */
function eventsOf(socket: Socket, topic: string): ServerTopicEvent[] {
  return socket.frames.flatMap((frame) => {
    if (frame.type === 'event' && frame.topic === topic) return [frame.event];
    if (frame.type === 'batch' && frame.topic === topic) return frame.events;
    return [];
  });
}

/** Ids of the messages a socket was shown (new messages and moderators' updates). */
function messageIds(socket: Socket, topic: string): number[] {
  return eventsOf(socket, topic).flatMap((event) => {
    if (event.name === 'chat.messages') return event.messages.map((m) => m.id);
    if (event.name === 'chat.message.updated') return [event.message.id];
    return [];
  });
}

describe.runIf(databaseUrl !== undefined && redisUrl !== undefined)(
  'the chat across two API processes (PostgreSQL + Redis)',
  () => {
    const sockets: Socket[] = [];
    let pair: ApiPair;
    let redis: Redis;
    let a: ApiProcess;
    let b: ApiProcess;

    beforeAll(async () => {
      pair = await startApiPair(
        'lsp_xp',
        { databaseUrl: databaseUrl!, redisUrl: redisUrl! },
        // Every viewer here watches live; the trial delay has its own tests.
        { TRIAL_BROADCAST_DELAY_SECONDS: '0' },
      );
      ({ a, b, redis } = pair);
    }, PAIR_READY_TIMEOUT_MS);

    afterAll(async () => {
      for (const socket of sockets) socket.ws.terminate();
      await pair?.close();
    }, 60_000);

    it('carries a message from process A to a viewer on B, and a muted customer’s message only to the moderators on B', async () => {
      const staff = await login(a, ADMIN);
      const suffix = randomBytes(3).toString('hex');
      const customers = await Promise.all(
        ['Vera Viewer', 'Mário Mudo'].map(async (name, n) => {
          const account = {
            email: `xp.${n}.${suffix}@demo.lstrader.com.br`,
            password: 'senha-do-teste-2026',
          };
          const user = await ok<{ id: number }>(a, staff, 'POST', '/api/create-user', {
            name,
            ...account,
            profile_id: 3,
          });
          return { id: user.id, token: await login(a, account) };
        }),
      );
      const [viewer, sender] = customers as [
        { id: number; token: string },
        { id: number; token: string },
      ];

      // A room and a live broadcast open to every signed-in person, made on A.
      const room = await ok<{ id: number }>(a, staff, 'POST', '/api/create-chat', {
        name: 'Sala entre processos',
      });
      const now = Date.now();
      const broadcast = await ok<{ id: number }>(a, staff, 'POST', '/api/create-broadcast', {
        title: 'Ao vivo entre processos',
        video_url: 'https://vimeo.com/76979871',
        chat_id: room.id,
        scheduled_start_at: new Date(now - 10 * 60_000).toISOString(),
        scheduled_end_at: new Date(now + 2 * 3600_000).toISOString(),
        open_to_all: true,
      });
      await ok(a, staff, 'PUT', `/api/start-broadcast/${broadcast.id}`);

      // Sockets on B: a customer viewer on `chat:<id>`, a moderator on `chatmod:<id>`.
      const viewerSocket = await openSocket(b, viewer.token, chatTopic(room.id));
      const modSocket = await openSocket(b, await login(b, ADMIN), chatModerationTopic(room.id));
      sockets.push(viewerSocket, modSocket);
      // B has asked Redis for both channels (no process on A watches them).
      await vi.waitFor(async () => {
        const counts = (await redis.pubsub(
          'NUMSUB',
          `lsp:rt:${chatTopic(room.id)}`,
          `lsp:rt:${chatModerationTopic(room.id)}`,
        )) as (string | number)[];
        expect([Number(counts[1]), Number(counts[3])]).toEqual([1, 1]);
      }, FRAME_WAIT_MS);

      // 1. Sent over HTTP to A, shown on B.
      const first = await call<{ id: number; hidden: boolean }>(
        a,
        sender.token,
        'POST',
        `/api/create-chat-message/${room.id}`,
        { message: 'Bom dia, pessoal!' },
      );
      expect(first.status).toBe(201);
      await vi.waitFor(
        () => expect(messageIds(viewerSocket, chatTopic(room.id))).toContain(first.body.id),
        FRAME_WAIT_MS,
      );
      // It came as a coalesced batch frame.
      expect(viewerSocket.frames.some((f) => f.type === 'batch')).toBe(true);

      // 2. Staff mute the sender on A; the sender's next message is stored hidden.
      await ok(a, staff, 'POST', `/api/mute-chat-user/${room.id}`, {
        user_id: sender.id,
        reason: 'Teste entre processos',
      });
      const muted = await call<{ id: number; hidden: boolean }>(
        a,
        sender.token,
        'POST',
        `/api/create-chat-message/${room.id}`,
        { message: 'Mensagem enquanto silenciado' },
      );
      expect(muted.status).toBe(201);
      expect(muted.body.hidden).toBe(true);
      // The moderators' socket on B gets it.
      await vi.waitFor(
        () => expect(messageIds(modSocket, chatModerationTopic(room.id))).toContain(muted.body.id),
        FRAME_WAIT_MS,
      );

      // 3. A marker sent after it by staff reaches the viewer; the hidden one, published before
      //    the marker on the same topic, would have arrived first. It did not.
      const marker = await call<{ id: number }>(
        a,
        staff,
        'POST',
        `/api/create-chat-message/${room.id}`,
        { message: 'Mensagem da equipe' },
      );
      expect(marker.status).toBe(201);
      await vi.waitFor(
        () => expect(messageIds(viewerSocket, chatTopic(room.id))).toContain(marker.body.id),
        FRAME_WAIT_MS,
      );
      expect(messageIds(viewerSocket, chatTopic(room.id))).toEqual([first.body.id, marker.body.id]);
      const viewerText = viewerSocket.frames.map((f) => JSON.stringify(f)).join('\n');
      expect(viewerText).not.toContain('Mensagem enquanto silenciado');
      expect(messageIds(modSocket, chatModerationTopic(room.id))).toContain(first.body.id);
    }, 120_000);
  },
);
