import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { ChangeFeed } from '../../platform/db/change-feed.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { coverStorage } from '../../platform/storage/covers.ts';
import { advisorsRoutes } from './advisors.routes.ts';
import { advisorsService } from './advisors.service.ts';

export interface AdvisorsModuleDeps {
  db: Db;
  now: () => Date;
  dataDir: string;
  feed?: ChangeFeed | undefined;
}

/** Liberta's advisors and investment pages: staff screens and the marketing site's reads. */
export async function registerAdvisors(app: FastifyInstance, deps: AdvisorsModuleDeps) {
  const covers = coverStorage(deps.dataDir);
  const service = advisorsService({
    db: deps.db,
    audit: (entry) => audit(deps.db, currentRequest(), entry),
    now: deps.now,
    feed: deps.feed,
    removeCover: (url) => covers.removeUrl(url),
  });
  app.addHook('onClose', () => service.close());
  await app.register(advisorsRoutes(service));
  return service;
}
