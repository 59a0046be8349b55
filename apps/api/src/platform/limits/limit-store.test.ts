import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryLimitStore, redisLimitStore } from './limit-store.ts';
import type { LimitStore } from './limit-store.ts';

function behavesAsALimitStore(
  name: string,
  make: () => { store: LimitStore; advance: (ms: number) => Promise<void> },
) {
  describe(name, () => {
    it('counts hits inside a window anchored at the first hit, then starts over', async () => {
      const { store, advance } = make();
      const key = `k-${randomBytes(4).toString('hex')}`;
      expect((await store.hit(key, 1_000)).count).toBe(1);
      const second = await store.hit(key, 1_000);
      expect(second.count).toBe(2);
      expect(second.resetMs).toBeGreaterThan(0);
      expect(second.resetMs).toBeLessThanOrEqual(1_000);
      await advance(1_100);
      expect((await store.get(key)).count).toBe(0);
      expect((await store.hit(key, 1_000)).count).toBe(1);
    });

    it('keeps a flag for its lifetime and deletes on demand', async () => {
      const { store } = make();
      const key = `f-${randomBytes(4).toString('hex')}`;
      await store.set(key, 60_000);
      expect((await store.get(key)).count).toBe(1);
      await store.delete(key);
      expect((await store.get(key)).count).toBe(0);
    });
  });
}

let clock = 0;
behavesAsALimitStore('in-process store', () => ({
  store: memoryLimitStore(() => clock),
  advance: (ms) => {
    clock += ms;
    return Promise.resolve();
  },
}));

// Shared by every API process when REDIS_URL is set; CI runs this against the real server.
const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(() => redis?.disconnect());
describe.runIf(redis !== undefined)('with Redis', () => {
  behavesAsALimitStore('Redis store', () => ({
    store: redisLimitStore(redis!, `test:${randomBytes(4).toString('hex')}:`),
    advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }));

  it('shares counters between two clients, as two API processes would', async () => {
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    const other = new Redis(redisUrl!);
    try {
      const a = redisLimitStore(redis!, prefix);
      const b = redisLimitStore(other, prefix);
      await a.hit('shared', 10_000);
      expect((await b.hit('shared', 10_000)).count).toBe(2);
    } finally {
      other.disconnect();
    }
  });
});
