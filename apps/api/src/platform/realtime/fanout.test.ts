import { CHAT_COALESCE_WINDOW_MS, parseServerFrame } from '@app/shared';
import type { ServerFrame, ServerTopicEvent } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeBus, TopicHandler } from './bus.ts';
import {
  FANOUT_SLICE,
  FANOUT_SLICE_BYTES,
  createFanout,
  forEachInSlices,
  socketsPerTurn,
} from './fanout.ts';
import type { FanoutSocket } from './fanout.ts';
import { createRealtime, grantDelay } from './realtime.ts';

/** A bus the test drives by hand: `emit` is an event arriving from Redis (or the memory bus). */
function handBus() {
  const handlers = new Map<string, Set<TopicHandler>>();
  const bus: RealtimeBus = {
    publish: () => Promise.resolve(),
    publishSignal: () => Promise.resolve(),
    subscribeSignal: () => ({ live: true, close: () => {} }),
    subscribe(topic, handler) {
      const set = handlers.get(topic) ?? new Set();
      handlers.set(topic, set);
      const entry: TopicHandler = (event, t) => handler(event, t);
      set.add(entry);
      return () => {
        set.delete(entry);
        if (set.size === 0) handlers.delete(topic);
      };
    },
    close: () => Promise.resolve(),
  };
  return {
    bus,
    subscribed: () => [...handlers.keys()],
    emit: (topic: string, event: ServerTopicEvent) => {
      for (const handler of [...(handlers.get(topic) ?? [])]) handler(event, topic);
    },
  };
}

class FakeSocket implements FanoutSocket {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  terminated = false;
  raw: Buffer[] = [];
  send(data: Buffer, options: { binary: false }): void {
    expect(options.binary).toBe(false);
    this.raw.push(data);
  }
  terminate(): void {
    this.terminated = true;
    this.readyState = 3;
  }
  get frames(): ServerFrame[] {
    return this.raw.map((data) => {
      const frame = parseServerFrame(data.toString('utf8'));
      if (frame === null) throw new Error('frame ilegível');
      return frame;
    });
  }
}

const removed = (id: number): ServerTopicEvent => ({
  name: 'chat.messages.removed',
  chat_id: 7,
  message_ids: [id],
  reason: 'hidden',
});
const paid: ServerTopicEvent = {
  name: 'order.status',
  order_id: 12,
  status: 2,
  status_name: 'Pago',
  payment_status: 'paid',
  pix_expiration_date: null,
};
const WINDOW = CHAT_COALESCE_WINDOW_MS;

function setup(maxBufferedBytes = 1_000_000, now?: () => number) {
  const hand = handBus();
  const realtime = createRealtime(hand.bus);
  realtime.coalesce('chat', WINDOW);
  const slow: FanoutSocket[] = [];
  const fanout = createFanout({
    bus: hand.bus,
    coalesceWindowFor: (topic) => realtime.coalesceWindowFor(topic),
    maxBufferedBytes,
    onSlowSocket: (socket) => slow.push(socket),
    now,
  });
  return { ...hand, fanout, slow };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('coalesced topics', () => {
  it('sends the events of one window as one batch frame, in order, one buffer for all sockets', () => {
    const { emit, fanout } = setup();
    const [a, b] = [new FakeSocket(), new FakeSocket()];
    fanout.subscribe('chat:7', { socket: a, delayMs: 0 });
    fanout.subscribe('chat:7', { socket: b, delayMs: 0 });
    emit('chat:7', removed(1));
    emit('chat:7', removed(2));
    vi.advanceTimersByTime(WINDOW - 1);
    emit('chat:7', removed(3));
    expect(a.raw).toEqual([]);
    vi.advanceTimersByTime(1);
    const batch = { type: 'batch', topic: 'chat:7', events: [removed(1), removed(2), removed(3)] };
    expect(a.frames).toEqual([batch]);
    expect(b.frames).toEqual([batch]);
    // Serialised once: the very same Buffer went to both sockets.
    expect(a.raw[0]).toBe(b.raw[0]);

    // The next window is another frame; a quiet window sends nothing.
    emit('chat:7', removed(4));
    vi.advanceTimersByTime(WINDOW);
    vi.advanceTimersByTime(5 * WINDOW);
    expect(a.frames).toEqual([batch, { type: 'batch', topic: 'chat:7', events: [removed(4)] }]);
    expect(b.raw).toHaveLength(2);
    fanout.close();
  });

  it('keeps topics apart and leaves uncoalesced topics one event frame per event, at once', () => {
    const { emit, fanout } = setup();
    const socket = new FakeSocket();
    fanout.subscribe('chat:7', { socket, delayMs: 0 });
    fanout.subscribe('chat:8', { socket, delayMs: 0 });
    fanout.subscribe('order:12', { socket, delayMs: 0 });
    emit('chat:7', removed(1));
    emit('order:12', paid);
    emit('chat:8', removed(2));
    emit('order:12', paid);
    expect(socket.frames).toEqual([
      { type: 'event', topic: 'order:12', event: paid },
      { type: 'event', topic: 'order:12', event: paid },
    ]);
    vi.advanceTimersByTime(WINDOW);
    expect(socket.frames.slice(2)).toEqual([
      { type: 'batch', topic: 'chat:7', events: [removed(1)] },
      { type: 'batch', topic: 'chat:8', events: [removed(2)] },
    ]);
    fanout.close();
  });

  it('subscribes on the bus once per topic and lets go when the last socket leaves', () => {
    const { fanout, subscribed, emit } = setup();
    const [a, b] = [new FakeSocket(), new FakeSocket()];
    const offA = fanout.subscribe('chat:7', { socket: a, delayMs: 0 });
    const offB = fanout.subscribe('chat:7', { socket: b, delayMs: 5_000 });
    expect(subscribed()).toEqual(['chat:7']);
    emit('chat:7', removed(1));
    offA();
    offA(); // twice is once
    expect(subscribed()).toEqual(['chat:7']);
    offB();
    expect(subscribed()).toEqual([]);
    // The pending window and delayed frames went with it: no timer left behind.
    expect(vi.getTimerCount()).toBe(0);
    fanout.close();
  });
});

describe('delayed subscriptions', () => {
  it('sends the same frames later to a delayed subscriber, one timer per delay value', () => {
    const { emit, fanout } = setup();
    const live = new FakeSocket();
    const [trial, trial2] = [new FakeSocket(), new FakeSocket()];
    fanout.subscribe('chat:7', { socket: live, delayMs: 0 });
    fanout.subscribe('chat:7', { socket: trial, delayMs: 30_000 });
    fanout.subscribe('chat:7', { socket: trial2, delayMs: 30_000 });
    emit('chat:7', removed(1));
    vi.advanceTimersByTime(WINDOW);
    emit('chat:7', removed(2));
    vi.advanceTimersByTime(WINDOW);
    expect(live.frames).toHaveLength(2);
    expect(trial.raw).toEqual([]);
    // The window timer is gone; the two delayed frames share one lane timer.
    expect(vi.getTimerCount()).toBe(1);

    vi.advanceTimersByTime(30_000 - WINDOW - 1);
    expect(trial.raw).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(trial.frames).toEqual([live.frames[0]]);
    vi.advanceTimersByTime(WINDOW);
    expect(trial.frames).toEqual(live.frames);
    expect(trial2.frames).toEqual(live.frames);
    // Still serialised once: the delayed socket got the live socket's own buffers.
    expect(trial.raw[1]).toBe(live.raw[1]);
    expect(vi.getTimerCount()).toBe(0);
    fanout.close();
  });

  it('delays uncoalesced topics too, and a late subscriber gets only what came after it', () => {
    const { emit, fanout } = setup();
    const early = new FakeSocket();
    const late = new FakeSocket();
    fanout.subscribe('order:12', { socket: early, delayMs: 1_000 });
    emit('order:12', paid);
    vi.advanceTimersByTime(500);
    fanout.subscribe('order:12', { socket: late, delayMs: 1_000 });
    emit('order:12', { ...paid, status: 3 });
    vi.advanceTimersByTime(500);
    expect(early.frames).toEqual([{ type: 'event', topic: 'order:12', event: paid }]);
    expect(late.raw).toEqual([]);
    vi.advanceTimersByTime(500);
    const second = { type: 'event', topic: 'order:12', event: { ...paid, status: 3 } };
    expect(early.frames.at(-1)).toEqual(second);
    expect(late.frames).toEqual([second]);
    fanout.close();
  });

  it('reads a grant: false refuses, true is no delay, a delay is whole ms within bounds', () => {
    expect(grantDelay(false)).toBeNull();
    expect(grantDelay(true)).toBe(0);
    expect(grantDelay({ delayMs: 30_000 })).toBe(30_000);
    expect(grantDelay({ delayMs: -5 })).toBe(0);
    expect(grantDelay({ delayMs: Number.NaN })).toBe(0);
    expect(grantDelay({ delayMs: 1e12 })).toBe(600_000);
  });
});

describe('large audiences', () => {
  it('writes large frames a budget of bytes per turn, however few the sockets', () => {
    const { emit, fanout } = setup();
    const sockets = Array.from({ length: 40 }, () => new FakeSocket());
    for (const socket of sockets) fanout.subscribe('order:13', { socket, delayMs: 0 });
    // A frame of about 100 KB: ten copies fill a turn's budget of 1 MiB.
    const big = { ...paid, status_name: 'x'.repeat(100 * 1024) };
    const frameBytes = Buffer.byteLength(
      JSON.stringify({ type: 'event', topic: 'order:13', event: big }),
    );
    const perTurn = socketsPerTurn(frameBytes);
    expect(perTurn).toBe(Math.floor(FANOUT_SLICE_BYTES / frameBytes));
    expect(perTurn).toBeLessThan(FANOUT_SLICE);
    emit('order:13', big);
    expect(sockets.filter((s) => s.raw.length > 0)).toHaveLength(0);
    for (let turn = 1; turn <= 4; turn++) {
      vi.advanceTimersToNextTimer();
      expect(sockets.filter((s) => s.raw.length > 0)).toHaveLength(Math.min(40, perTurn * turn));
    }
    vi.runAllTimers();
    expect(sockets.every((s) => s.frames.length === 1)).toBe(true);
    // A frame larger than the whole budget still goes out, one copy a turn.
    expect(socketsPerTurn(FANOUT_SLICE_BYTES * 3)).toBe(1);
    expect(socketsPerTurn(10)).toBe(FANOUT_SLICE);
    fanout.close();
  });

  it('writes a frame for many sockets a slice per turn of the loop, frames in order', () => {
    const { emit, fanout } = setup();
    const sockets = Array.from({ length: FANOUT_SLICE * 2 + 10 }, () => new FakeSocket());
    for (const socket of sockets) fanout.subscribe('order:12', { socket, delayMs: 0 });
    emit('order:12', paid);
    emit('order:12', { ...paid, status: 3 });
    // Nothing is written inside the event's own turn: the loop is free first.
    expect(sockets.filter((s) => s.raw.length > 0)).toHaveLength(0);
    vi.advanceTimersToNextTimer();
    expect(sockets.filter((s) => s.raw.length > 0)).toHaveLength(FANOUT_SLICE);
    vi.advanceTimersToNextTimer();
    expect(sockets.filter((s) => s.raw.length > 0)).toHaveLength(FANOUT_SLICE * 2);
    // A socket that leaves meanwhile gets nothing more.
    const leaving = new FakeSocket();
    const unsubscribe = fanout.subscribe('order:12', { socket: leaving, delayMs: 0 });
    emit('order:12', paid);
    unsubscribe();
    vi.runAllTimers();
    expect(leaving.raw).toEqual([]);
    for (const socket of sockets)
      expect(socket.frames.map((f) => (f.type === 'event' ? f.event : null))).toEqual([
        paid,
        { ...paid, status: 3 },
        paid,
      ]);
    fanout.close();
  });

  it('visits a long list a slice per turn of the loop (the heartbeat), each item once, in order', () => {
    const items = Array.from({ length: FANOUT_SLICE * 2 + 10 }, (_, n) => n);
    const seen: number[] = [];
    forEachInSlices(items, (n) => seen.push(n));
    // The first slice at once, then one per turn.
    expect(seen).toHaveLength(FANOUT_SLICE);
    vi.advanceTimersToNextTimer();
    expect(seen).toHaveLength(FANOUT_SLICE * 2);
    vi.advanceTimersToNextTimer();
    expect(seen).toEqual(items);
    forEachInSlices([], () => seen.push(-1));
    vi.runAllTimers();
    expect(seen).toEqual(items);
  });
});

describe('a chat larger than the process writes in a window', () => {
  it('sends what came during a long write after a pause as long as the writing took', () => {
    // Each socket write costs 0.5 ms on this clock: 1,200 viewers take 600 ms, four windows.
    let clock = 0;
    const { emit, fanout } = setup(1_000_000, () => clock);
    let chatGoesOn = true;
    class CostlySocket extends FakeSocket {
      override send(data: Buffer, options: { binary: false }): void {
        clock += 0.5;
        super.send(data, options);
        // Half-way through the writing, two more messages arrive (between two slices).
        if (clock === 300 && chatGoesOn) {
          chatGoesOn = false;
          emit('chat:7', removed(2));
          emit('chat:7', removed(3));
        }
      }
    }
    const sockets = Array.from({ length: 1_200 }, () => new CostlySocket());
    for (const socket of sockets) fanout.subscribe('chat:7', { socket, delayMs: 0 });
    const batches = (socket: FakeSocket) =>
      socket.frames.map((f) => (f.type === 'batch' ? f.events : null));

    const writeSlices = () => {
      for (let slice = 0; slice < Math.ceil(sockets.length / FANOUT_SLICE); slice++)
        vi.advanceTimersToNextTimer();
    };
    emit('chat:7', removed(1));
    vi.advanceTimersByTime(WINDOW);
    writeSlices();
    expect(clock).toBe(600);
    expect(sockets.every((s) => s.raw.length === 1)).toBe(true);
    // Their window closes, but the loop just spent 600 ms writing this chat: it gets as long
    // for everything else before the chat's next frame (not one window later).
    vi.advanceTimersByTime(600 - 1);
    expect(sockets.every((s) => s.raw.length === 1)).toBe(true);
    // Then one frame carries them, to every socket, in order.
    vi.advanceTimersByTime(1);
    writeSlices();
    for (const socket of sockets)
      expect(batches(socket)).toEqual([[removed(1)], [removed(2), removed(3)]]);
    fanout.close();
  });
});

describe('backpressure', () => {
  it('terminates a socket whose unsent bytes pass the bound and keeps serving the others', () => {
    const { emit, fanout, slow } = setup(1_000);
    const reader = new FakeSocket();
    const stuck = new FakeSocket();
    fanout.subscribe('chat:7', { socket: reader, delayMs: 0 });
    fanout.subscribe('chat:7', { socket: stuck, delayMs: 0 });
    stuck.bufferedAmount = 1_000;
    emit('chat:7', removed(1));
    vi.advanceTimersByTime(WINDOW);
    // At the bound it still gets frames; past it, it is cut instead of buffered.
    expect(stuck.raw).toHaveLength(1);
    stuck.bufferedAmount = 1_001;
    emit('chat:7', removed(2));
    vi.advanceTimersByTime(WINDOW);
    expect(stuck.raw).toHaveLength(1);
    expect(stuck.terminated).toBe(true);
    expect(slow).toEqual([stuck]);
    expect(reader.frames).toHaveLength(2);
    // A closed socket is skipped without another termination.
    emit('chat:7', removed(3));
    vi.advanceTimersByTime(WINDOW);
    expect(slow).toEqual([stuck]);
    expect(reader.frames).toHaveLength(3);
    fanout.close();
  });
});

describe('realtime.coalesce', () => {
  it('claims a window per prefix; the same window twice is fine, another is a boot error', () => {
    const realtime = createRealtime(handBus().bus);
    realtime.coalesce('chat', 150);
    realtime.coalesce('chat', 150);
    expect(() => realtime.coalesce('chat', 200)).toThrow(/já tem janela/);
    expect(() => realtime.coalesce('Chat', 150)).toThrow(/prefixo/);
    expect(() => realtime.coalesce('chatmod', 0)).toThrow(/janela/);
    expect(realtime.coalesceWindowFor('chat:7')).toBe(150);
    expect(realtime.coalesceWindowFor('chatmod:7')).toBeUndefined();
    expect(realtime.coalesceWindowFor('order:7')).toBeUndefined();
    expect(realtime.coalesceWindowFor('não é tópico')).toBeUndefined();
  });
});
