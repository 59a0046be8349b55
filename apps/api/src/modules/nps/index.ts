import type { BrandOriginRule } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { npsRoutes } from './nps.routes.ts';
import { npsService } from './nps.service.ts';

export interface NpsModuleDeps {
  db: Db;
  now: () => Date;
  brandTable: readonly BrandOriginRule[];
}

/** NPS surveys (issue 16): questions, sends, the person's answers and the results. */
export async function registerNps(app: FastifyInstance, deps: NpsModuleDeps) {
  const service = npsService({
    db: deps.db,
    now: deps.now,
    audit: (entry: AuditEntry) => audit(deps.db, currentRequest(), entry),
  });
  await app.register(npsRoutes(service, deps.brandTable));
  return service;
}
