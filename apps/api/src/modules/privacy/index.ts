import type { BrandOriginRule } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import type { AuthLimiter } from '../../platform/limits/auth-limits.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { privacyRoutes } from './privacy.routes.ts';
import { privacyService } from './privacy.service.ts';

export interface PrivacyModuleDeps {
  db: Db;
  now: () => Date;
  limiter: Pick<AuthLimiter, 'attemptFromIp'>;
  brandTable: readonly BrandOriginRule[];
}

/** The brands' privacy policies and the cookie consent log (issue 16). */
export async function registerPrivacy(app: FastifyInstance, deps: PrivacyModuleDeps) {
  const service = privacyService({
    db: deps.db,
    now: deps.now,
    audit: (entry) => audit(deps.db, currentRequest(), entry),
  });
  await app.register(privacyRoutes(service, deps.limiter, deps.brandTable));
  return service;
}
