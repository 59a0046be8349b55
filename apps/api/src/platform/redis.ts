import { Redis } from 'ioredis';

/** Optional Redis (REDIS_URL): connected lazily so a missing server shows in health, not at boot. */
export function createRedis(url: string): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  // Connection errors surface through the commands (health answers 503); do not crash on them.
  redis.on('error', () => {});
  return redis;
}
