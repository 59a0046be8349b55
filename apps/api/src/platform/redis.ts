import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';

/**
 * ioredis, required when a Redis is first configured rather than with the app: a process without
 * REDIS_URL never loads it (~20 MB of RSS with its dependencies).
 */
export function redisClass(): typeof Redis {
  const require = createRequire(import.meta.url);
  return (require('ioredis') as { Redis: typeof Redis }).Redis;
}

/** Optional Redis (REDIS_URL): connected lazily so a missing server shows in health, not at boot. */
export function createRedis(url: string): Redis {
  const redis = new (redisClass())(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  // Connection errors surface through the commands (health answers 503); do not crash on them.
  redis.on('error', () => {});
  return redis;
}
