import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The request being served, for code far from the route (the audit log needs its actor and IP)
 * without threading it through every service call. Same technique as @fastify/request-context.
 */
const storage = new AsyncLocalStorage<FastifyRequest>();

export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run(request, done);
  });
}

export function currentRequest(): FastifyRequest | null {
  return storage.getStore() ?? null;
}
