import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentRequest } from '../request-context.ts';
import type { ChangeFeed } from './change-feed.ts';
import type { Database } from './database.ts';

/** Statements that change nothing: anything else a request runs marks it as a writer. */
const READS = /^\s*(select|begin|commit|rollback|set|show)\b/i;
const WROTE = Symbol('wrote');
type Marked = FastifyRequest & { [WROTE]?: true };

/**
 * Read-your-writes for the per-process caches (docs/adr/0008): a request that ran a writing
 * statement answers only after the change feed has heard everything committed until then, so
 * the caller's next request, on this process or another, never meets a kept copy that its own
 * change made stale. Requests that only read pay one check.
 */
export function registerReadYourWrites(
  app: FastifyInstance,
  database: Pick<Database, 'observe'>,
  feed: ChangeFeed,
): void {
  const stop = database.observe((text) => {
    if (READS.test(text)) return;
    const request: Marked | null = currentRequest();
    if (request) request[WROTE] = true;
  });
  app.addHook('onSend', (request: Marked, _reply, payload, done) => {
    if (request[WROTE] !== true) {
      done(null, payload);
      return;
    }
    feed.fence().then(
      () => done(null, payload),
      () => done(null, payload),
    );
  });
  app.addHook('onClose', (_app, done) => {
    stop();
    done();
  });
}
