import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { currentRequest } from '../../platform/request-context.ts';
import type { AccessService } from '../access/access.service.ts';
import { signaturesRoutes } from './signatures.routes.ts';
import { signaturesService } from './signatures.service.ts';

export interface SignaturesModuleDeps {
  db: Db;
  access: AccessService;
  now: () => Date;
}

export async function registerSignatures(app: FastifyInstance, deps: SignaturesModuleDeps) {
  const service = signaturesService({
    db: deps.db,
    access: deps.access,
    audit: (entry) => audit(deps.db, currentRequest(), entry),
    now: deps.now,
  });
  await app.register(signaturesRoutes(service));
  return service;
}
