import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import type { Redis } from 'ioredis';

const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
  database_kind: z.enum(['embedded', 'postgres']),
  redis: z.enum(['ok', 'error', 'disabled']),
  uptime_s: z.number(),
});

const CHECK_TIMEOUT_MS = 2_000;

/**
 * True when `promise` settles well within CHECK_TIMEOUT_MS. The timer is cleared as soon as the
 * check answers: left running, every health request would keep its promises alive for 2 s (at
 * load-balancer rates, hundreds of MB of heap promoted to the old generation).
 */
function withTimeout(promise: Promise<unknown>): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(resolve, CHECK_TIMEOUT_MS, false);
    timer.unref();
    const answer = (ok: boolean) => {
      clearTimeout(timer);
      resolve(ok);
    };
    promise.then(
      () => answer(true),
      () => answer(false),
    );
  });
}

/** `GET /api/health`: 200 when the database answers a real query (and Redis, when configured), else 503. */
export function healthRoutes(deps: {
  database: Database;
  redis: Redis | undefined;
}): FastifyPluginAsyncZod {
  return (app) => {
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['plataforma'],
          summary: 'Verifica o servidor e o banco de dados',
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (_request, reply) => {
        const [databaseOk, redisOk] = await Promise.all([
          withTimeout(deps.database.ping()),
          deps.redis ? withTimeout(deps.redis.ping()) : Promise.resolve(null),
        ]);
        const ok = databaseOk && redisOk !== false;
        return reply.status(ok ? 200 : 503).send({
          status: ok ? 'ok' : 'error',
          database: databaseOk ? 'ok' : 'error',
          database_kind: deps.database.kind,
          redis: redisOk === null ? 'disabled' : redisOk ? 'ok' : 'error',
          uptime_s: Math.round(process.uptime()),
        });
      },
    );
    return Promise.resolve();
  };
}
