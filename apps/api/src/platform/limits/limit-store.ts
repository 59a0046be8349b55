import type { Redis } from 'ioredis';

/**
 * Counters with expiry for rate limits and lockouts. In-process by default; Redis when REDIS_URL is
 * set, so that several API processes share them (ARCHITECTURE.md: stateless API).
 */
export interface LimitStore {
  /** Adds one to `key`; the window starts at the first hit. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  get(key: string): Promise<{ count: number; resetMs: number }>;
  /** Sets a flag that lives for `ttlMs` (e.g. an account lock). */
  set(key: string, ttlMs: number): Promise<void>;
  delete(...keys: string[]): Promise<void>;
}

export function memoryLimitStore(now: () => number = Date.now): LimitStore {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    hit(key, windowMs) {
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return Promise.resolve({ count: entry.count, resetMs: entry.expiresAt - now() });
    },
    get(key) {
      const entry = live(key);
      return Promise.resolve(
        entry ? { count: entry.count, resetMs: entry.expiresAt - now() } : { count: 0, resetMs: 0 },
      );
    },
    set(key, ttlMs) {
      entries.set(key, { count: 1, expiresAt: now() + ttlMs });
      return Promise.resolve();
    },
    delete(...keys) {
      for (const key of keys) entries.delete(key);
      return Promise.resolve();
    },
  };
}

export function redisLimitStore(redis: Redis, prefix = 'lsp:limit:'): LimitStore {
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      // One round trip; NX keeps the window anchored at the first hit (Redis ≥ 7).
      const results = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? 0);
      return { count, resetMs: Math.max(ttl, 0) };
    },
    async get(key) {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.pttl(k)]);
      return { count: Number(count ?? 0), resetMs: Math.max(ttl, 0) };
    },
    async set(key, ttlMs) {
      await redis.set(prefix + key, '1', 'PX', ttlMs);
    },
    async delete(...keys) {
      if (keys.length > 0) await redis.del(...keys.map((k) => prefix + k));
    },
  };
}
