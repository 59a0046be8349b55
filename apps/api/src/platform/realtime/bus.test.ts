import { orderTopic } from '@app/shared';
import type { ServerTopicEvent } from '@app/shared';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { memoryBus, redisBus, signalChannel } from './bus.ts';
import type { RealtimeBus } from './bus.ts';

const paid = (orderId: number): ServerTopicEvent => ({
  name: 'order.status',
  order_id: orderId,
  status: 2,
  status_name: 'Pago',
  payment_status: 'paid',
  pix_expiration_date: null,
});

/** Lets in-flight deliveries land (Redis round trips included) before asserting an absence. */
async function settle(bus: RealtimeBus): Promise<void> {
  // A marker published last arrives after everything published before it (one channel is
  // ordered; across channels a Redis server still answers in order on one connection).
  const marker = orderTopic(999_999);
  const seen = new Promise<void>((resolve) => {
    const off = bus.subscribe(marker, () => {
      off();
      resolve();
    });
  });
  // The marker subscription must be live before the marker is published.
  await new Promise((resolve) => setTimeout(resolve, 50));
  await bus.publish(marker, paid(999_999));
  await seen;
}

function behavesAsABus(name: string, make: () => { bus: RealtimeBus; errors: unknown[] }) {
  describe(name, () => {
    const buses: RealtimeBus[] = [];
    afterAll(async () => {
      for (const bus of buses) await bus.close();
    });
    const fresh = () => {
      const made = make();
      buses.push(made.bus);
      return made;
    };

    it('delivers an event to the handlers of its topic only', async () => {
      const { bus } = fresh();
      const one: ServerTopicEvent[] = [];
      const two: ServerTopicEvent[] = [];
      bus.subscribe(orderTopic(1), (event) => one.push(event));
      bus.subscribe(orderTopic(2), (event) => two.push(event));
      await settle(bus);
      await bus.publish(orderTopic(1), paid(1));
      await vi.waitFor(() => expect(one).toEqual([paid(1)]));
      await settle(bus);
      expect(two).toEqual([]);
    });

    it('stops delivering after unsubscribe, one subscription at a time', async () => {
      const { bus } = fresh();
      const seen: number[] = [];
      const handler = (event: ServerTopicEvent) => {
        if (event.name === 'order.status') seen.push(event.order_id);
      };
      const first = bus.subscribe(orderTopic(3), handler);
      const second = bus.subscribe(orderTopic(3), handler);
      await settle(bus);
      await bus.publish(orderTopic(3), paid(3));
      await vi.waitFor(() => expect(seen).toEqual([3, 3]));
      first();
      first(); // twice is once
      await bus.publish(orderTopic(3), paid(3));
      await vi.waitFor(() => expect(seen).toEqual([3, 3, 3]));
      second();
      await bus.publish(orderTopic(3), paid(3));
      await settle(bus);
      expect(seen).toEqual([3, 3, 3]);
    });

    it('keeps delivering to the others when one handler throws', async () => {
      const { bus, errors } = fresh();
      const seen: number[] = [];
      bus.subscribe(orderTopic(4), () => {
        throw new Error('socket quebrado');
      });
      bus.subscribe(orderTopic(4), (event) => {
        if (event.name === 'order.status') seen.push(event.order_id);
      });
      await settle(bus);
      await bus.publish(orderTopic(4), paid(4));
      await vi.waitFor(() => expect(seen).toEqual([4]));
      expect(errors).toEqual([expect.objectContaining({ message: 'socket quebrado' })]);
    });

    it('carries signals to every subscriber of their channel, checked by its schema', async () => {
      const { bus } = fresh();
      const channel = signalChannel(
        `teste.${randomBytes(3).toString('hex')}`,
        z.object({ userId: z.number().int() }),
      );
      const other = signalChannel(`outro.${randomBytes(3).toString('hex')}`, z.object({}));
      const seen: number[][] = [[], []];
      const first = bus.subscribeSignal(channel, {
        message: (m) => seen[0]!.push(m.userId),
        gap: () => {},
      });
      bus.subscribeSignal(channel, { message: (m) => seen[1]!.push(m.userId), gap: () => {} });
      const unrelated: unknown[] = [];
      bus.subscribeSignal(other, { message: (m) => unrelated.push(m), gap: () => {} });
      await vi.waitFor(() => expect(first.live).toBe(true));
      await bus.publishSignal(channel, { userId: 7 });
      await vi.waitFor(() => expect(seen).toEqual([[7], [7]]));
      first.close();
      await bus.publishSignal(channel, { userId: 8 });
      await vi.waitFor(() => expect(seen).toEqual([[7], [7, 8]]));
      expect(unrelated).toEqual([]);
      // A programmer error fails at the publisher.
      await expect(
        bus.publishSignal(channel, { userId: 'x' } as unknown as { userId: number }),
      ).rejects.toThrow();
      expect(() => signalChannel('Inválido', z.object({}))).toThrow(/canal de sinal inválido/);
    });

    it('refuses a malformed topic or event at the publisher', async () => {
      const { bus } = fresh();
      await expect(bus.publish('pedido 1', paid(1))).rejects.toThrow(/tópico inválido/);
      await expect(
        bus.publish(orderTopic(1), {
          ...paid(1),
          payment_status: 'talvez',
        } as unknown as ServerTopicEvent),
      ).rejects.toThrow();
    });
  });
}

behavesAsABus('memory bus', () => {
  const errors: unknown[] = [];
  return { bus: memoryBus({ onError: (error) => errors.push(error) }), errors };
});

describe('memory bus delivery', () => {
  it('runs handlers after the publisher’s own code, not inside its call', async () => {
    const bus = memoryBus();
    const order: string[] = [];
    bus.subscribe(orderTopic(1), () => order.push('handler'));
    const published = bus.publish(orderTopic(1), paid(1));
    order.push('publisher');
    await published;
    await Promise.resolve();
    expect(order).toEqual(['publisher', 'handler']);
  });
});

// CI runs these against its real Redis (TEST_REDIS_URL); skipped without one.
const redisUrl = process.env.TEST_REDIS_URL;
const admin = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(() => admin?.disconnect());

describe.runIf(redisUrl !== undefined)('with Redis', () => {
  const prefix = `test:${randomBytes(4).toString('hex')}:`;
  behavesAsABus('Redis bus', () => {
    const errors: unknown[] = [];
    return { bus: redisBus(redisUrl!, { prefix, onError: (error) => errors.push(error) }), errors };
  });

  const numsub = async (channel: string) =>
    Number(((await admin!.pubsub('NUMSUB', channel)) as [string, number])[1]);

  it('subscribes to a channel only while a local handler wants it', async () => {
    const channelPrefix = `test:${randomBytes(4).toString('hex')}:`;
    const scoped = redisBus(redisUrl!, { prefix: channelPrefix });
    try {
      const channel = `${channelPrefix}${orderTopic(7)}`;
      const a = scoped.subscribe(orderTopic(7), () => {});
      const b = scoped.subscribe(orderTopic(7), () => {});
      await vi.waitFor(async () => expect(await numsub(channel)).toBe(1));
      a();
      await settle(scoped);
      expect(await numsub(channel)).toBe(1);
      b();
      await vi.waitFor(async () => expect(await numsub(channel)).toBe(0));
    } finally {
      await scoped.close();
    }
  });

  it('carries events between two buses, as between two API processes', async () => {
    const shared = `test:${randomBytes(4).toString('hex')}:`;
    const a = redisBus(redisUrl!, { prefix: shared });
    const b = redisBus(redisUrl!, { prefix: shared });
    try {
      const seen: number[] = [];
      b.subscribe(orderTopic(8), (event) => {
        if (event.name === 'order.status') seen.push(event.order_id);
      });
      await vi.waitFor(async () => expect(await numsub(`${shared}${orderTopic(8)}`)).toBe(1));
      await a.publish(orderTopic(8), paid(8));
      await vi.waitFor(() => expect(seen).toEqual([8]));
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('drops payloads that are not valid events', async () => {
    const shared = `test:${randomBytes(4).toString('hex')}:`;
    const errors: unknown[] = [];
    const bus = redisBus(redisUrl!, { prefix: shared, onError: (error) => errors.push(error) });
    try {
      const seen: unknown[] = [];
      bus.subscribe(orderTopic(9), (event) => seen.push(event));
      const channel = `${shared}${orderTopic(9)}`;
      await vi.waitFor(async () => expect(await numsub(channel)).toBe(1));
      await admin!.publish(channel, 'não é json');
      await admin!.publish(channel, JSON.stringify({ name: 'order.status', order_id: 'x' }));
      await admin!.publish(channel, JSON.stringify(paid(9)));
      await vi.waitFor(() => expect(seen).toEqual([paid(9)]));
      expect(errors).toHaveLength(2);
    } finally {
      await bus.close();
    }
  });

  it('carries signals between two buses and drops invalid ones', async () => {
    const shared = `test:${randomBytes(4).toString('hex')}:`;
    const errors: unknown[] = [];
    const a = redisBus(redisUrl!, { prefix: shared });
    const b = redisBus(redisUrl!, { prefix: shared, onError: (error) => errors.push(error) });
    const channel = signalChannel('sessoes', z.object({ userId: z.number().int() }));
    try {
      const seen: number[] = [];
      const subscription = b.subscribeSignal(channel, {
        message: (m) => seen.push(m.userId),
        gap: () => {},
      });
      expect(subscription.live).toBe(false);
      // Live once Redis confirmed the subscription: from then on nothing published is missed.
      await vi.waitFor(() => expect(subscription.live).toBe(true));
      expect(await numsub(`${shared}signal/sessoes`)).toBe(1);
      await admin!.publish(`${shared}signal/sessoes`, JSON.stringify({ userId: 'x' }));
      await a.publishSignal(channel, { userId: 5 });
      await vi.waitFor(() => expect(seen).toEqual([5]));
      expect(errors).toHaveLength(1);
      subscription.close();
      await vi.waitFor(async () => expect(await numsub(`${shared}signal/sessoes`)).toBe(0));
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('reports a gap and is not live while its connection is down, then resumes', async () => {
    const shared = `test:${randomBytes(4).toString('hex')}:`;
    const name = `bus-test-${randomBytes(4).toString('hex')}`;
    const a = redisBus(redisUrl!, { prefix: shared });
    const b = redisBus(redisUrl!, { prefix: shared, connectionName: name });
    const channel = signalChannel('sessoes', z.object({ userId: z.number().int() }));
    try {
      const seen: number[] = [];
      let gaps = 0;
      const liveAtGap: boolean[] = [];
      const subscription = b.subscribeSignal(channel, {
        message: (m) => seen.push(m.userId),
        gap: () => {
          gaps += 1;
          liveAtGap.push(subscription.live);
        },
      });
      await vi.waitFor(() => expect(subscription.live).toBe(true));
      const before = gaps;
      // Only this bus's subscriber connection is killed (others share this Redis).
      const clients = String(await admin!.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
      const line = clients.split('\n').find((l) => l.includes(`name=${name}:sub `));
      const id = /(?:^|\s)id=(\d+)/.exec(line ?? '')?.[1];
      expect(id).toBeDefined();
      await admin!.client('KILL', 'ID', id!);
      await vi.waitFor(() => expect(gaps).toBeGreaterThan(before));
      // The cache stops answering at once: nothing it holds can be trusted until confirmed again.
      expect(liveAtGap[before]).toBe(false);
      // Back: confirmed again (another gap: what was loaded meanwhile is dropped too), then live.
      await vi.waitFor(() => expect(subscription.live).toBe(true));
      expect(gaps).toBeGreaterThanOrEqual(before + 2);
      await a.publishSignal(channel, { userId: 6 });
      await vi.waitFor(() => expect(seen).toEqual([6]));
    } finally {
      await a.close();
      await b.close();
    }
  });
});
