import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { influencersRoutes } from './influencers.routes.ts';
import { influencersService } from './influencers.service.ts';

/** Liberta's influencers: codes, tracking links, the attribution report and the leads. */
export async function registerInfluencers(app: FastifyInstance, deps: { db: Db; now: () => Date }) {
  const service = influencersService({
    db: deps.db,
    audit: (entry) => audit(deps.db, currentRequest(), entry),
    now: deps.now,
  });
  await app.register(influencersRoutes(service));
  return service;
}
