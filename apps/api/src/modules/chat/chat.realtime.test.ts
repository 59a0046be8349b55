import {
  chatModerationTopic,
  chatTopic,
  parseServerFrame,
  REALTIME_MESSAGES,
  REALTIME_PATH,
  REALTIME_PROTOCOL,
} from '@app/shared';
import type { ServerFrame, ServerTopicEvent } from '@app/shared';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { chatWorld, newClientId } from './chat.fixtures.ts';
import type { ChatWorld } from './chat.fixtures.ts';

/**
 * Real sockets against the real app: a customer on `chat:<id>` gets visible messages and never a
 * hidden message's text; moderators on `chatmod:<id>` get everything.
 */
interface Socket {
  ws: WebSocket;
  /** Every frame's raw text, to prove what never arrived. */
  raw: string[];
  /** Events per topic, from `event` and `batch` frames alike. */
  events: { topic: string; event: ServerTopicEvent }[];
  /** Resolves with the first frame (queued or to come) that `match` accepts. */
  frame(match: (frame: ServerFrame) => boolean): Promise<ServerFrame>;
  /** Resolves once the events seen so far satisfy `done`. */
  until(done: (events: Socket['events']) => boolean): Promise<void>;
}

let w: ChatWorld;
let url: string;
const sockets: Socket[] = [];

async function connect(token: string): Promise<Socket> {
  const ws = new WebSocket(url, [REALTIME_PROTOCOL, `bearer.${token}`]);
  const frames: ServerFrame[] = [];
  const socket: Socket = {
    ws,
    raw: [],
    events: [],
    frame: (match) =>
      new Promise((resolve) => {
        const check = () => {
          const found = frames.find(match);
          if (found) {
            ws.off('message', check);
            resolve(found);
          }
        };
        ws.on('message', check);
        check();
      }),
    until: (done) =>
      new Promise((resolve) => {
        const check = () => {
          if (done(socket.events)) {
            ws.off('message', check);
            resolve();
          }
        };
        ws.on('message', check);
        check();
      }),
  };
  ws.prependListener('message', (data: Buffer) => {
    const text = data.toString('utf8');
    socket.raw.push(text);
    const frame = parseServerFrame(text);
    if (!frame) throw new Error(`frame inválido: ${text}`);
    frames.push(frame);
    if (frame.type === 'event') socket.events.push({ topic: frame.topic, event: frame.event });
    if (frame.type === 'batch')
      for (const event of frame.events) socket.events.push({ topic: frame.topic, event });
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  sockets.push(socket);
  return socket;
}

async function subscribe(socket: Socket, topic: string): Promise<ServerFrame> {
  socket.ws.send(JSON.stringify({ type: 'subscribe', topic }));
  return socket.frame(
    (f) => (f.type === 'subscribed' || f.type === 'error') && 'topic' in f && f.topic === topic,
  );
}

const messageTexts = (events: Socket['events'], topic: string) =>
  events
    .filter((e) => e.topic === topic)
    .flatMap((e) =>
      e.event.name === 'chat.messages' ? e.event.messages.map((m) => m.message) : [],
    );

beforeAll(async () => {
  w = await chatWorld();
  await w.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = w.app.server.address() as AddressInfo;
  url = `ws://127.0.0.1:${port}${REALTIME_PATH}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.ws.terminate();
  await w.app.close();
});

describe('the chat topics', () => {
  it('lets readers watch chat:<id> and only moderators chatmod:<id>', async () => {
    const carla = await connect(w.tokens.carla);
    expect(await subscribe(carla, chatTopic(w.chats.open))).toEqual({
      type: 'subscribed',
      topic: chatTopic(w.chats.open),
    });
    expect(await subscribe(carla, chatModerationTopic(w.chats.open))).toEqual({
      type: 'error',
      topic: chatModerationTopic(w.chats.open),
      message: REALTIME_MESSAGES.forbidden,
    });
    // A room she has no access to, and one that does not exist.
    expect(await subscribe(carla, chatTopic(w.chats.private))).toMatchObject({ type: 'error' });
    expect(await subscribe(carla, chatTopic(999999))).toMatchObject({ type: 'error' });
    // A seller reads the open room but moderates nothing.
    const seller = await connect(w.tokens.seller);
    expect(await subscribe(seller, chatModerationTopic(w.chats.open))).toMatchObject({
      type: 'error',
    });
    const staff = await connect(w.tokens.analyst);
    expect(await subscribe(staff, chatTopic(w.chats.private))).toMatchObject({
      type: 'subscribed',
    });
    expect(await subscribe(staff, chatModerationTopic(w.chats.private))).toMatchObject({
      type: 'subscribed',
    });
    // A trial viewer is let in (her frames are held back by her delay).
    const tina = await connect(w.tokens.tina);
    expect(await subscribe(tina, chatTopic(w.chats.open))).toMatchObject({ type: 'subscribed' });
  });

  it('never sends a hidden message’s text to a customer socket; moderators get it', async () => {
    const room = w.chats.open;
    const carla = await connect(w.tokens.carla);
    const staff = await connect(w.tokens.analyst);
    await subscribe(carla, chatTopic(room));
    await subscribe(staff, chatModerationTopic(room));
    await subscribe(staff, chatTopic(room));

    const mute = await w.client.send('POST', `/api/mute-chat-user/${room}`, w.tokens.analyst, {
      user_id: w.users.bruno,
    });
    expect(mute.statusCode).toBe(200);
    const secret = `SEGREDO-${newClientId()}`;
    const hidden = await w.client.send('POST', `/api/create-chat-message/${room}`, w.tokens.bruno, {
      message: secret,
    });
    expect(hidden.statusCode).toBe(201);
    expect(hidden.json()).toMatchObject({ hidden: true, message: secret });
    w.clock.advance(5_000);
    const visible = await w.client.send('POST', `/api/create-chat-message/${room}`, w.tokens.caio, {
      message: 'mensagem visível',
    });
    expect(visible.statusCode).toBe(201);

    // The visible one reaches the customer; the hidden one (published first) never does.
    await carla.until((events) =>
      messageTexts(events, chatTopic(room)).includes('mensagem visível'),
    );
    await staff.until(
      (events) =>
        messageTexts(events, chatModerationTopic(room)).includes(secret) &&
        messageTexts(events, chatModerationTopic(room)).includes('mensagem visível'),
    );
    expect(carla.raw.some((text) => text.includes(secret))).toBe(false);
    expect(messageTexts(staff.events, chatTopic(room))).not.toContain(secret);
    const modCopy = staff.events
      .flatMap((e) => (e.event.name === 'chat.messages' ? e.event.messages : []))
      .find((m) => m.message === secret)!;
    expect(modCopy).toMatchObject({ hidden: true, hidden_reason: 'muted' });
    // Moderators see the CPF; viewers do not.
    const viewerCopy = carla.events
      .flatMap((e) => (e.event.name === 'chat.messages' ? e.event.messages : []))
      .find((m) => m.message === 'mensagem visível')!;
    expect(viewerCopy.user.identifier).toBeNull();
    expect(staff.events.some((e) => e.event.name === 'chat.mute' && e.event.muted)).toBe(true);

    // A moderator hides the visible one: viewers get its id only, moderators its new state.
    const id = visible.json<{ id: number }>().id;
    const hide = await w.client.send('PUT', `/api/hide-chat-message/${id}`, w.tokens.analyst);
    expect(hide.statusCode).toBe(200);
    await carla.until((events) =>
      events.some(
        (e) => e.event.name === 'chat.messages.removed' && e.event.message_ids.includes(id),
      ),
    );
    await staff.until((events) =>
      events.some(
        (e) =>
          e.topic === chatModerationTopic(room) &&
          e.event.name === 'chat.message.updated' &&
          e.event.message.id === id &&
          e.event.message.hidden,
      ),
    );
    // Unhidden, it comes back to viewers.
    const before = messageTexts(carla.events, chatTopic(room)).length;
    await w.client.send('PUT', `/api/unhide-chat-message/${id}`, w.tokens.analyst);
    await carla.until((events) => messageTexts(events, chatTopic(room)).length > before);

    // Slow mode reaches both topics.
    await w.client.send('PUT', `/api/update-chat-slow-mode/${room}`, w.tokens.analyst, {
      seconds: 7,
    });
    const settings = (s: Socket, topic: string) =>
      s.until((events) =>
        events.some(
          (e) =>
            e.topic === topic &&
            e.event.name === 'chat.settings' &&
            e.event.slow_mode_seconds === 7,
        ),
      );
    await Promise.all([
      settings(carla, chatTopic(room)),
      settings(staff, chatModerationTopic(room)),
    ]);
    expect(carla.raw.some((text) => text.includes(secret))).toBe(false);
  });
});
