import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { biDashboardRoutes } from './bi-dashboards.routes.ts';
import { biDashboardService } from './bi-dashboards.service.ts';

export interface BiDashboardsModuleDeps {
  db: Db;
  now: () => Date;
  /** BI_FRAME_ORIGINS (the CSP's frame-src has them too: platform/security.ts). */
  frameOrigins: readonly string[];
}

/** BI dashboards (issue 17): registered by staff, embedded by `/hub/bi/:slug`. */
export async function registerBiDashboards(app: FastifyInstance, deps: BiDashboardsModuleDeps) {
  const service = biDashboardService({
    db: deps.db,
    now: deps.now,
    frameOrigins: deps.frameOrigins,
    audit: (entry: AuditEntry) => audit(deps.db, currentRequest(), entry),
  });
  await app.register(biDashboardRoutes(service));
  return service;
}
