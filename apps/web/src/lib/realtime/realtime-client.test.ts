import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerTopicEvent } from '@app/shared';
import { realtimeClient, realtimeUrl, reconnectDelay } from './realtime-client.ts';
import type { RealtimeClientOptions } from './realtime-client.ts';
import { FakeSocket } from './fake-socket.ts';

const last = () => {
  const socket = FakeSocket.all.at(-1);
  if (!socket) throw new Error('no socket');
  return socket;
};

const paid: ServerTopicEvent = {
  name: 'order.status',
  order_id: 12,
  status: 2,
  status_name: 'Pago',
  payment_status: 'paid',
  pix_expiration_date: null,
};
const TOKEN = 'a'.repeat(43);

function makeClient(options: Partial<RealtimeClientOptions> = {}) {
  return realtimeClient({
    url: 'wss://app.example/api/realtime',
    token: TOKEN,
    createSocket: (url, protocols) => new FakeSocket(url, protocols),
    random: () => 0,
    ...options,
  });
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reconnectDelay', () => {
  it('grows from 0.5–1 s to at most 30 s, with jitter', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1000);
    expect(reconnectDelay(1, () => 0)).toBe(1000);
    expect(reconnectDelay(3, () => 0.5)).toBe(6000);
    expect(reconnectDelay(10, () => 0)).toBe(15_000);
    expect(reconnectDelay(10, () => 1)).toBe(30_000);
    expect(reconnectDelay(1000, () => 1)).toBe(30_000);
  });
});

describe('realtimeUrl', () => {
  it('uses the page origin, wss on https', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'app.example' })).toBe(
      'wss://app.example/api/realtime',
    );
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/api/realtime',
    );
  });
});

describe('realtimeClient', () => {
  it('connects on the first topic, with the token as a subprotocol', () => {
    const client = makeClient();
    expect(FakeSocket.all).toHaveLength(0);
    client.subscribe('order:12', { onEvent: () => {} });
    expect(FakeSocket.all).toHaveLength(1);
    expect(last().url).toBe('wss://app.example/api/realtime');
    expect(last().protocols).toEqual(['lsp.v1', `bearer.${TOKEN}`]);
    client.close();
  });

  it('offers no bearer protocol without a usable token', () => {
    const client = makeClient({ token: null });
    client.subscribe('order:12', { onEvent: () => {} });
    expect(last().protocols).toEqual(['lsp.v1']);
    client.close();
    const odd = makeClient({ token: 'com espaço' });
    odd.subscribe('order:12', { onEvent: () => {} });
    expect(last().protocols).toEqual(['lsp.v1']);
    odd.close();
  });

  it('subscribes on open and hands each topic its events only', () => {
    const client = makeClient();
    const twelve: ServerTopicEvent[] = [];
    const other: ServerTopicEvent[] = [];
    client.subscribe('order:12', { onEvent: (event) => twelve.push(event) });
    client.subscribe('order:13', { onEvent: (event) => other.push(event) });
    const socket = last();
    socket.open();
    expect(socket.sent).toEqual([
      { type: 'subscribe', topic: 'order:12' },
      { type: 'subscribe', topic: 'order:13' },
    ]);
    socket.receive({ type: 'event', topic: 'order:12', event: paid });
    expect(twelve).toEqual([paid]);
    expect(other).toEqual([]);
    client.close();
  });

  it('hands a batch frame’s events one by one, in order, to every listener of its topic', () => {
    const client = makeClient();
    const first: ServerTopicEvent[] = [];
    const second: ServerTopicEvent[] = [];
    const other: ServerTopicEvent[] = [];
    client.subscribe('chat:3', { onEvent: (event) => first.push(event) });
    client.subscribe('chat:3', { onEvent: (event) => second.push(event) });
    client.subscribe('chat:4', { onEvent: (event) => other.push(event) });
    const socket = last();
    socket.open();
    const removed = (id: number): ServerTopicEvent => ({
      name: 'chat.messages.removed',
      chat_id: 3,
      message_ids: [id],
      reason: 'hidden',
    });
    socket.receive({
      type: 'batch',
      topic: 'chat:3',
      events: [removed(1), removed(2), removed(3)],
    });
    expect(first).toEqual([removed(1), removed(2), removed(3)]);
    expect(second).toEqual([removed(1), removed(2), removed(3)]);
    expect(other).toEqual([]);
    // An empty batch is nothing; a batch with an unreadable event is dropped whole.
    socket.receive({ type: 'batch', topic: 'chat:3', events: [] });
    socket.receive({ type: 'batch', topic: 'chat:3', events: [removed(4), { name: 'x' }] });
    expect(first).toHaveLength(3);
    client.close();
  });

  it('stops a batch for a listener that unsubscribes while it is delivered', () => {
    const client = makeClient();
    const seen: number[] = [];
    const off = client.subscribe('chat:3', {
      onEvent: (event) => {
        if (event.name === 'chat.messages.removed') seen.push(...event.message_ids);
        off();
      },
    });
    client.subscribe('chat:3', { onEvent: () => {} });
    const socket = last();
    socket.open();
    socket.receive({
      type: 'batch',
      topic: 'chat:3',
      events: [1, 2].map((id) => ({
        name: 'chat.messages.removed',
        chat_id: 3,
        message_ids: [id],
        reason: 'hidden',
      })),
    });
    expect(seen).toEqual([1]);
    client.close();
  });

  it('ignores frames it cannot read', () => {
    const client = makeClient();
    const seen: ServerTopicEvent[] = [];
    client.subscribe('order:12', { onEvent: (event) => seen.push(event) });
    const socket = last();
    socket.open();
    socket.receive('não é json');
    socket.receive({ type: 'event', topic: 'order:12', event: { name: 'chat.message' } });
    socket.receive({ type: 'event', topic: 'order:12', event: { ...paid, status: 'pago' } });
    socket.receive({ type: 'novidade' });
    expect(seen).toEqual([]);
    expect(socket.readyState).toBe(1);
    client.close();
  });

  it('reports refusals and confirmations to the topic', () => {
    const client = makeClient();
    const errors: string[] = [];
    let confirmed = 0;
    client.subscribe('order:12', {
      onEvent: () => {},
      onError: (message) => errors.push(message),
      onSubscribed: () => (confirmed += 1),
    });
    const socket = last();
    socket.open();
    socket.receive({ type: 'subscribed', topic: 'order:12' });
    socket.receive({
      type: 'error',
      topic: 'order:12',
      message: 'Você não tem acesso a este canal.',
    });
    expect(confirmed).toBe(1);
    expect(errors).toEqual(['Você não tem acesso a este canal.']);
    client.close();
  });

  it('reconnects with growing back-off and subscribes its topics again', () => {
    const client = makeClient({ random: () => 0 });
    let confirmed = 0;
    client.subscribe('order:12', { onEvent: () => {}, onSubscribed: () => (confirmed += 1) });
    const first = last();
    first.open();
    first.receive({ type: 'subscribed', topic: 'order:12' });
    first.drop();
    // Attempt 0: half of 1 s.
    vi.advanceTimersByTime(499);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    // The server is still down: the next wait doubles.
    last().drop();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    const third = last();
    third.open();
    expect(third.sent).toEqual([{ type: 'subscribe', topic: 'order:12' }]);
    third.receive({ type: 'subscribed', topic: 'order:12' });
    expect(confirmed).toBe(2);
    // A good connection starts the back-off over.
    third.drop();
    vi.advanceTimersByTime(500);
    expect(FakeSocket.all).toHaveLength(4);
    client.close();
  });

  it('never waits more than 30 s between attempts', () => {
    const client = makeClient({ random: () => 1 });
    client.subscribe('order:12', { onEvent: () => {} });
    for (let i = 0; i < 12; i++) {
      const before = FakeSocket.all.length;
      last().drop();
      vi.advanceTimersByTime(30_000);
      expect(FakeSocket.all).toHaveLength(before + 1);
    }
    client.close();
  });

  it('unsubscribes the last listener of a topic and closes when idle', () => {
    const client = makeClient({ idleCloseMs: 5_000 });
    const offA = client.subscribe('order:12', { onEvent: () => {} });
    const offB = client.subscribe('order:12', { onEvent: () => {} });
    const socket = last();
    socket.open();
    offA();
    expect(socket.sent).toEqual([{ type: 'subscribe', topic: 'order:12' }]);
    offB();
    offB();
    expect(socket.sent).toEqual([
      { type: 'subscribe', topic: 'order:12' },
      { type: 'unsubscribe', topic: 'order:12' },
    ]);
    // A component that re-mounts at once keeps the same socket.
    const offC = client.subscribe('order:12', { onEvent: () => {} });
    offC();
    vi.advanceTimersByTime(4_999);
    expect(socket.closedWith).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(socket.closedWith).toBe(1000);
    // No reconnection for a socket closed on purpose.
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    client.close();
  });

  it('replaces a connection that stops answering pings', () => {
    const client = makeClient({ pingIntervalMs: 25_000, pongTimeoutMs: 10_000 });
    client.subscribe('order:12', { onEvent: () => {} });
    const socket = last();
    socket.open();
    vi.advanceTimersByTime(25_000);
    expect(socket.sent.at(-1)).toEqual({ type: 'ping' });
    socket.receive({ type: 'pong' });
    vi.advanceTimersByTime(25_000);
    expect(socket.sent.at(-1)).toEqual({ type: 'ping' });
    vi.advanceTimersByTime(10_000);
    expect(socket.closedWith).toBe(1000);
    vi.advanceTimersByTime(500);
    expect(FakeSocket.all).toHaveLength(2);
    client.close();
  });

  it('reconnects with the new token after a login or logout', () => {
    let token: string | null = TOKEN;
    const client = makeClient({ token: () => token });
    client.subscribe('order:12', { onEvent: () => {} });
    const first = last();
    first.open();
    client.refreshToken();
    expect(FakeSocket.all).toHaveLength(1);
    token = 'b'.repeat(43);
    client.refreshToken();
    expect(first.closedWith).toBe(1000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(last().protocols).toEqual(['lsp.v1', `bearer.${token}`]);
    client.close();
  });

  it('stays closed after close()', () => {
    const client = makeClient();
    client.subscribe('order:12', { onEvent: () => {} });
    const socket = last();
    socket.open();
    client.close();
    expect(socket.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('refuses a malformed topic', () => {
    const client = makeClient();
    expect(() => client.subscribe('pedido 12', { onEvent: () => {} })).toThrow(/tópico inválido/);
    client.close();
  });
});
