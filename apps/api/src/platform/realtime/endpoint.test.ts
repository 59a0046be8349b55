import {
  DEFAULT_BRAND_TABLE,
  parseServerFrame,
  REALTIME_MESSAGES,
  REALTIME_PATH,
  REALTIME_PROTOCOL,
} from '@app/shared';
import type { ServerFrame, ServerTopicEvent } from '@app/shared';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp } from '../../app.ts';
import type { App } from '../../app.ts';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { registerAccessGuard } from '../access.ts';
import type { Session } from '../access.ts';
import { registerErrorHandler } from '../errors.ts';
import { memoryBus, redisBus } from './bus.ts';
import type { RealtimeBus } from './bus.ts';
import { registerRealtimeEndpoint } from './endpoint.ts';
import type { RealtimeLimits } from './endpoint.ts';
import { createRealtime } from './realtime.ts';
import type { Realtime } from './realtime.ts';

const CUSTOMER = 'cliente@demo.lstrader.com.br';
const ADMIN = 'admin@demo.lstrader.com.br';

const paid = (orderId: number): ServerTopicEvent => ({
  name: 'order.status',
  order_id: orderId,
  status: 2,
  status_name: 'Pago',
  payment_status: 'paid',
  pix_expiration_date: null,
});

const removedIds = (id: number): ServerTopicEvent => ({
  name: 'chat.messages.removed',
  chat_id: 1,
  message_ids: [id],
  reason: 'hidden',
});

/** A bus that counts live subscriptions, to prove sockets leave none behind. */
function countingBus(inner: RealtimeBus): { bus: RealtimeBus; active: () => number } {
  let active = 0;
  return {
    active: () => active,
    bus: {
      publish: (topic, event) => inner.publish(topic, event),
      publishSignal: (channel, message) => inner.publishSignal(channel, message),
      subscribeSignal: (channel, handlers) => inner.subscribeSignal(channel, handlers),
      close: () => inner.close(),
      subscribe(topic, handler) {
        active += 1;
        const off = inner.subscribe(topic, handler);
        let done = false;
        return () => {
          if (!done) active -= 1;
          done = true;
          off();
        };
      },
    },
  };
}

/**
 * Test topics, apart from the store's `order` (its module claims that prefix and has its own
 * tests): `conta` lets any signed-in person watch `conta:1` and staff with read on `Usuários`
 * any; `aberto` is open to visitors, to show anonymous sockets reach the authorizer with a null
 * session.
 */
const account = (id: number) => `conta:${id}`;
const seenSessions: (Session | null)[] = [];
function authorizeTestTopics(realtime: Realtime): void {
  realtime.authorize('conta', (session, id) => {
    seenSessions.push(session);
    return Promise.resolve(session !== null && (id === '1' || session.can('read', 'Usuários')));
  });
  realtime.authorize('aberto', () => Promise.resolve(true));
  realtime.authorize('quebrado', () => Promise.reject(new Error('banco fora do ar')));
  realtime.authorize('lento', () => slow.promise);
  // `sala` is coalesced like the chat; `atrasado` holds customers' frames back (a trial viewer).
  realtime.authorize('sala', () => Promise.resolve(true));
  realtime.coalesce('sala', 20);
  realtime.authorize('atrasado', (session) =>
    Promise.resolve(session?.can('read', 'Usuários') ? true : { delayMs: 300 }),
  );
}
/** An authorizer that answers only when the test says so. */
const slow = (() => {
  let resolve: (allowed: boolean) => void = () => {};
  const promise = new Promise<boolean>((done) => (resolve = done));
  return { promise, resolve: (allowed: boolean) => resolve(allowed) };
})();

interface Client {
  ws: WebSocket;
  frames: ServerFrame[];
  next(): Promise<ServerFrame>;
  send(frame: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
}

/** A real `ws` client that queues every server frame (validated with the shared schema). */
function openClient(
  url: string,
  options: { protocols?: string[]; origin?: string; autoPong?: boolean } = {},
) {
  const ws = new WebSocket(url, options.protocols ?? [REALTIME_PROTOCOL], {
    ...(options.origin ? { origin: options.origin } : {}),
    autoPong: options.autoPong ?? true,
  });
  const frames: ServerFrame[] = [];
  const waiting: ((frame: ServerFrame) => void)[] = [];
  ws.on('message', (data: Buffer) => {
    const frame = parseServerFrame(data.toString('utf8'));
    if (frame === null) throw new Error(`frame inválido do servidor: ${data.toString('utf8')}`);
    const waiter = waiting.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') }));
  });
  const client: Client = {
    ws,
    frames,
    closed,
    next: () => {
      const queued = frames.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve) => waiting.push(resolve));
    },
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
  };
  const opened = new Promise<Client>((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`handshake recusado: ${response.statusCode}`)),
    );
    ws.once('error', reject);
  });
  return opened;
}

function baseUrl(app: FastifyInstance): string {
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${REALTIME_PATH}`;
}

describe('the realtime endpoint', () => {
  let app: App;
  let url: string;
  let customer: string;
  let admin: string;
  const counted = countingBus(memoryBus());
  const clients: Client[] = [];
  const connect = async (...args: Parameters<typeof openClient>) => {
    const client = await openClient(...args);
    clients.push(client);
    return client;
  };
  const tokenOf = async (email: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ access_token: string }>().access_token;
  };

  beforeAll(async () => {
    const database = await createTestDatabase();
    await seedDemo(database.db);
    app = await buildApp({
      config: testConfig({ LOGIN_IP_PER_MINUTE: '1000', LOGIN_IP_PER_HOUR: '1000' }),
      database,
      realtimeBus: counted.bus,
    });
    authorizeTestTopics(app.realtime);
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = baseUrl(app);
    customer = await tokenOf(CUSTOMER);
    admin = await tokenOf(ADMIN);
  });
  afterAll(async () => {
    for (const client of clients) client.ws.terminate();
    await app.close();
  });

  it('is a public route that answers plain HTTP with 426 and stays out of the API docs', async () => {
    expect(app.accessTable).toContainEqual({ method: 'GET', url: REALTIME_PATH, access: 'public' });
    const res = await app.inject({ method: 'GET', url: REALTIME_PATH });
    expect(res.statusCode).toBe(426);
    expect(res.json()).toEqual({ error: 'Este endereço aceita apenas conexões WebSocket.' });
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).not.toContain(REALTIME_PATH);
  });

  it('authenticates with the token offered as the subprotocol bearer.<token>', async () => {
    const client = await connect(url, { protocols: [REALTIME_PROTOCOL, `bearer.${customer}`] });
    // The server picks the protocol name, never echoing the token back.
    expect(client.ws.protocol).toBe(REALTIME_PROTOCOL);
    client.send({ type: 'subscribe', topic: account(1) });
    expect(await client.next()).toEqual({ type: 'subscribed', topic: 'conta:1' });
    expect(seenSessions.at(-1)).toMatchObject({ profileId: 3 });
    client.send({ type: 'subscribe', topic: account(2) });
    expect(await client.next()).toEqual({
      type: 'error',
      topic: 'conta:2',
      message: 'Você não tem acesso a este canal.',
    });
  });

  it('authenticates with ?token= and with an Authorization header', async () => {
    const byQuery = await connect(`${url}?token=${admin}`);
    byQuery.send({ type: 'subscribe', topic: account(2) });
    expect(await byQuery.next()).toEqual({ type: 'subscribed', topic: 'conta:2' });
    const byHeader = new WebSocket(url, [REALTIME_PROTOCOL], {
      headers: { authorization: `Bearer ${admin}` },
    });
    const opened = openClientFrom(byHeader);
    const client = await opened;
    clients.push(client);
    client.send({ type: 'subscribe', topic: account(3) });
    expect(await client.next()).toEqual({ type: 'subscribed', topic: 'conta:3' });
  });

  it('lets a visitor connect but only into topics open to visitors', async () => {
    const anonymous = await connect(url);
    anonymous.send({ type: 'subscribe', topic: account(1) });
    expect(await anonymous.next()).toMatchObject({ type: 'error', topic: 'conta:1' });
    expect(seenSessions.at(-1)).toBeNull();
    anonymous.send({ type: 'subscribe', topic: 'aberto:1' });
    expect(await anonymous.next()).toEqual({ type: 'subscribed', topic: 'aberto:1' });
    // A token that resolves to no session is a visitor too.
    const stale = await connect(url, {
      protocols: [REALTIME_PROTOCOL, `bearer.${'x'.repeat(43)}`],
    });
    stale.send({ type: 'subscribe', topic: account(1) });
    expect(await stale.next()).toMatchObject({ type: 'error', topic: 'conta:1' });
  });

  it('refuses topics of a prefix nobody claimed, and says when an authorizer fails', async () => {
    const client = await connect(url, { protocols: [REALTIME_PROTOCOL, `bearer.${admin}`] });
    client.send({ type: 'subscribe', topic: 'ninguem:1' });
    expect(await client.next()).toEqual({
      type: 'error',
      topic: 'ninguem:1',
      message: REALTIME_MESSAGES.forbidden,
    });
    client.send({ type: 'subscribe', topic: 'quebrado:1' });
    expect(await client.next()).toEqual({
      type: 'error',
      topic: 'quebrado:1',
      message: REALTIME_MESSAGES.unavailable,
    });
  });

  it('pushes a published event to subscribed sockets only', async () => {
    const watching = await connect(url, { protocols: [REALTIME_PROTOCOL, `bearer.${customer}`] });
    const leaving = await connect(url, { protocols: [REALTIME_PROTOCOL, `bearer.${customer}`] });
    const elsewhere = await connect(url, { protocols: [REALTIME_PROTOCOL, `bearer.${admin}`] });
    for (const client of [watching, leaving]) {
      client.send({ type: 'subscribe', topic: account(1) });
      expect(await client.next()).toEqual({ type: 'subscribed', topic: 'conta:1' });
    }
    elsewhere.send({ type: 'subscribe', topic: account(2) });
    expect(await elsewhere.next()).toEqual({ type: 'subscribed', topic: 'conta:2' });
    leaving.send({ type: 'unsubscribe', topic: account(1) });
    // A ping answered proves the unsubscribe before it was applied (frames run in order).
    leaving.send({ type: 'ping' });
    expect(await leaving.next()).toEqual({ type: 'pong' });

    await app.realtime.publish(account(1), paid(1));
    expect(await watching.next()).toEqual({ type: 'event', topic: 'conta:1', event: paid(1) });
    // Anything pushed to the others would arrive before the answer to this ping.
    for (const client of [leaving, elsewhere]) {
      client.send({ type: 'ping' });
      expect(await client.next()).toEqual({ type: 'pong' });
    }
  });

  it('sends the events of a coalesced topic as one batch frame, the same bytes to every socket', async () => {
    const one = await connect(url);
    const two = await connect(url);
    for (const client of [one, two]) {
      client.send({ type: 'subscribe', topic: 'sala:1' });
      expect(await client.next()).toEqual({ type: 'subscribed', topic: 'sala:1' });
    }
    const rawOne: string[] = [];
    const rawTwo: string[] = [];
    one.ws.on('message', (data: Buffer) => rawOne.push(data.toString('utf8')));
    two.ws.on('message', (data: Buffer) => rawTwo.push(data.toString('utf8')));
    // Published in one go: all three land in the same window.
    await Promise.all([1, 2, 3].map((id) => app.realtime.publish('sala:1', removedIds(id))));
    const batch = {
      type: 'batch',
      topic: 'sala:1',
      events: [removedIds(1), removedIds(2), removedIds(3)],
    };
    expect(await one.next()).toEqual(batch);
    expect(await two.next()).toEqual(batch);
    expect(rawOne).toEqual(rawTwo);
    // A later window is another frame; order status topics stay one event frame per event.
    await app.realtime.publish('sala:1', removedIds(4));
    expect(await one.next()).toEqual({ type: 'batch', topic: 'sala:1', events: [removedIds(4)] });
  });

  it('sends a delayed subscription its frames later than to the others', async () => {
    const staff = await connect(url, { protocols: [REALTIME_PROTOCOL, `bearer.${admin}`] });
    const trial = await connect(url, { protocols: [REALTIME_PROTOCOL, `bearer.${customer}`] });
    for (const client of [staff, trial]) {
      client.send({ type: 'subscribe', topic: 'atrasado:1' });
      expect(await client.next()).toEqual({ type: 'subscribed', topic: 'atrasado:1' });
    }
    await app.realtime.publish('atrasado:1', paid(1));
    const frame = { type: 'event', topic: 'atrasado:1', event: paid(1) };
    expect(await staff.next()).toEqual(frame);
    // The held-back socket answers a ping sent after the staff socket had the event, and only
    // then gets the event.
    trial.send({ type: 'ping' });
    expect(await trial.next()).toEqual({ type: 'pong' });
    expect(await trial.next()).toEqual(frame);
  });

  it('answers malformed frames with an error frame and keeps the socket', async () => {
    const client = await connect(url);
    for (const bad of [
      '{não é json',
      '[]',
      '{"type":"publish","topic":"order:1"}',
      '{"type":"subscribe","topic":"../x"}',
    ]) {
      client.send(bad);
      expect(await client.next()).toEqual({ type: 'error', message: 'Mensagem inválida.' });
    }
    client.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await client.next()).toEqual({ type: 'error', message: 'Mensagem inválida.' });
    client.send({ type: 'ping' });
    expect(await client.next()).toEqual({ type: 'pong' });
  });

  it('closes a socket that sends a frame over 4 KB (1009)', async () => {
    const client = await connect(url);
    client.send({ type: 'ping', padding: 'x'.repeat(4096) });
    expect((await client.closed).code).toBe(1009);
  });

  it('allows 50 subscriptions per socket', async () => {
    const client = await connect(url);
    for (let i = 1; i <= 50; i++) client.send({ type: 'subscribe', topic: `aberto:${i}` });
    for (let i = 1; i <= 50; i++)
      expect(await client.next()).toEqual({ type: 'subscribed', topic: `aberto:${i}` });
    // Subscribing again to a watched topic is not a new subscription.
    client.send({ type: 'subscribe', topic: 'aberto:50' });
    expect(await client.next()).toEqual({ type: 'subscribed', topic: 'aberto:50' });
    client.send({ type: 'subscribe', topic: 'aberto:51' });
    expect(await client.next()).toEqual({
      type: 'error',
      topic: 'aberto:51',
      message: 'Limite de 50 canais por conexão atingido.',
    });
  });

  it('closes a socket that piles up frames faster than they are handled (1008)', async () => {
    const client = await connect(url);
    client.send({ type: 'subscribe', topic: 'lento:1' });
    for (let i = 0; i < 100; i++) client.send({ type: 'ping' });
    expect((await client.closed).code).toBe(1008);
    slow.resolve(false);
  });

  it('leaves no bus subscription behind when sockets close', async () => {
    // Topics no other test watches: the process holds one bus subscription per topic, shared by
    // all its sockets.
    const before = counted.active();
    const client = await connect(url, { protocols: [REALTIME_PROTOCOL, `bearer.${admin}`] });
    for (const topic of [account(21), account(22), account(22), 'aberto:90']) {
      client.send({ type: 'subscribe', topic });
      expect(await client.next()).toMatchObject({ type: 'subscribed', topic });
    }
    expect(counted.active()).toBe(before + 3);
    const sharing = await connect(url, { protocols: [REALTIME_PROTOCOL, `bearer.${admin}`] });
    sharing.send({ type: 'subscribe', topic: account(21) });
    expect(await sharing.next()).toEqual({ type: 'subscribed', topic: account(21) });
    expect(counted.active()).toBe(before + 3);
    client.send({ type: 'unsubscribe', topic: 'aberto:90' });
    client.send({ type: 'ping' });
    await client.next();
    expect(counted.active()).toBe(before + 2);
    client.ws.close();
    await client.closed;
    // account(21) is still watched by the other socket.
    await vi.waitFor(() => expect(counted.active()).toBe(before + 1));
    sharing.ws.close();
    await sharing.closed;
    await vi.waitFor(() => expect(counted.active()).toBe(before));
    // A socket that disappears while its subscribe is being authorized leaves none either.
    const racing = await connect(url, { protocols: [REALTIME_PROTOCOL, `bearer.${admin}`] });
    racing.send({ type: 'subscribe', topic: account(25) });
    racing.ws.terminate();
    await racing.closed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(counted.active()).toBe(before);
  });

  it('accepts configured brand origins and refuses any other', async () => {
    const brand = await connect(url, { origin: 'http://liberta.localhost:3000' });
    brand.send({ type: 'ping' });
    expect(await brand.next()).toEqual({ type: 'pong' });
    await expect(openClient(url, { origin: 'https://evil.example' })).rejects.toThrow(
      /handshake recusado: 403/,
    );
    await expect(openClient(url, { origin: 'null' })).rejects.toThrow(/403/);
  });

  it('opens nothing new once the session behind the socket has ended', async () => {
    const token = await tokenOf(CUSTOMER);
    const client = await connect(url, { protocols: [REALTIME_PROTOCOL, `bearer.${token}`] });
    const logout = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(204);
    client.send({ type: 'subscribe', topic: account(1) });
    expect(await client.next()).toEqual({
      type: 'error',
      topic: 'conta:1',
      message: REALTIME_MESSAGES.sessionEnded,
    });
  });
});

/** openClient for a socket built by hand (custom headers). */
function openClientFrom(ws: WebSocket): Promise<Client> {
  const frames: ServerFrame[] = [];
  const waiting: ((frame: ServerFrame) => void)[] = [];
  ws.on('message', (data: Buffer) => {
    const frame = parseServerFrame(data.toString('utf8'));
    if (frame === null) return;
    const waiter = waiting.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  });
  const client: Client = {
    ws,
    frames,
    closed: new Promise((resolve) => {
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') }));
    }),
    next: () => {
      const queued = frames.shift();
      return queued ? Promise.resolve(queued) : new Promise((resolve) => waiting.push(resolve));
    },
    send: (frame) => ws.send(JSON.stringify(frame)),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}

/** The endpoint on a bare Fastify, with limits shrunk so heartbeats and closing are quick. */
async function bareServer(limits: Partial<RealtimeLimits>) {
  const app = Fastify();
  registerErrorHandler(app);
  const resolveSession = () => Promise.resolve(null);
  registerAccessGuard(app, resolveSession);
  const realtime = createRealtime(memoryBus());
  realtime.authorize('aberto', () => Promise.resolve(true));
  await registerRealtimeEndpoint(app, {
    realtime,
    resolveSession,
    brandTable: DEFAULT_BRAND_TABLE,
    limits,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: baseUrl(app), realtime };
}

describe('socket lifetime', () => {
  it('drops a socket that stops answering the heartbeat and keeps one that answers', async () => {
    const { app, url } = await bareServer({ heartbeatMs: 40 });
    try {
      const silent = await openClient(url, { autoPong: false });
      const lively = await openClient(url);
      let pings = 0;
      lively.ws.on('ping', () => (pings += 1));
      expect((await silent.closed).code).toBe(1006);
      await vi.waitFor(() => expect(pings).toBeGreaterThanOrEqual(3));
      expect(lively.ws.readyState).toBe(WebSocket.OPEN);
      lively.ws.close();
    } finally {
      await app.close();
    }
  });

  it('closes its sockets with 1001 when the app closes, even one that does not answer', async () => {
    const { app, url } = await bareServer({ closeGraceMs: 100 });
    const polite = await openClient(url);
    const frozen = await openClient(url);
    polite.send({ type: 'subscribe', topic: 'aberto:1' });
    expect(await polite.next()).toEqual({ type: 'subscribed', topic: 'aberto:1' });
    // A client whose process hangs: it stops reading, so it never answers the close handshake.
    (frozen.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    await app.close();
    expect(await polite.closed).toEqual({ code: 1001, reason: 'Servidor encerrando.' });
    frozen.ws.terminate();
  });
});

// Two API processes sharing one PostgreSQL and one Redis (ARCHITECTURE.md): CI has a real Redis.
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl !== undefined)('two API instances on one Redis', () => {
  const apps: App[] = [];
  let database: TestDatabase;
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('pushes an event published in one instance to a socket connected to the other', async () => {
    database = await createTestDatabase();
    await seedDemo(database.db);
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    const make = async () => {
      const app = await buildApp({
        config: testConfig({ LOGIN_IP_PER_MINUTE: '1000', LOGIN_IP_PER_HOUR: '1000' }),
        // Closing one instance must not close the database the other still uses.
        database: { ...database, close: async () => {} },
        realtimeBus: redisBus(redisUrl!, { prefix }),
      });
      authorizeTestTopics(app.realtime);
      apps.push(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
      return app;
    };
    const [a, b] = [await make(), await make()];
    const login = await a.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: CUSTOMER, password: DEMO_PASSWORD },
    });
    const token = login.json<{ access_token: string }>().access_token;
    // The session made through A authenticates the socket on B: one database.
    const client = await openClient(baseUrl(b), {
      protocols: [REALTIME_PROTOCOL, `bearer.${token}`],
    });
    try {
      client.send({ type: 'subscribe', topic: account(1) });
      expect(await client.next()).toEqual({ type: 'subscribed', topic: 'conta:1' });
      // `subscribed` is sent once B asked Redis; give the SUBSCRIBE its round trip.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await a.realtime.publish(account(1), paid(1));
      expect(await client.next()).toEqual({ type: 'event', topic: 'conta:1', event: paid(1) });
    } finally {
      client.ws.terminate();
    }
  });
});
