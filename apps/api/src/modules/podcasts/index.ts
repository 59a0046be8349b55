import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { podcastsRoutes } from './podcasts.routes.ts';
import { podcastsService } from './podcasts.service.ts';

export interface PodcastsModuleDeps {
  db: Db;
  now: () => Date;
}

export async function registerPodcasts(app: FastifyInstance, deps: PodcastsModuleDeps) {
  const service = podcastsService({
    db: deps.db,
    audit: (entry) => audit(deps.db, currentRequest(), entry),
    now: deps.now,
  });
  await app.register(podcastsRoutes(service));
  return service;
}
