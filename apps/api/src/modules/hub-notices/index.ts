import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { hubNoticesRoutes } from './hub-notices.routes.ts';
import { hubNoticesService } from './hub-notices.service.ts';

export interface HubNoticesModuleDeps {
  db: Db;
  now: () => Date;
}

/** The hub home's notices ("Avisos", resource hub-home). */
export async function registerHubNotices(app: FastifyInstance, deps: HubNoticesModuleDeps) {
  const service = hubNoticesService({
    db: deps.db,
    now: deps.now,
    audit: (entry) => audit(deps.db, currentRequest(), entry),
  });
  await app.register(hubNoticesRoutes(service));
  return service;
}
