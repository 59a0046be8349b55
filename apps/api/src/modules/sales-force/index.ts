import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { salesForceRoutes } from './sales-force.routes.ts';
import { salesForceService } from './sales-force.service.ts';

/** Liberta's `/hub/sales-force`: the advisors' customers, leads and conversion (issue 17). */
export async function registerSalesForce(app: FastifyInstance, deps: { db: Db; now: () => Date }) {
  const service = salesForceService({
    db: deps.db,
    audit: (entry) => audit(deps.db, currentRequest(), entry),
    now: deps.now,
  });
  await app.register(salesForceRoutes(service));
  return service;
}
