import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { AuditEntry } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import type { AuthLimiter } from '../../platform/limits/auth-limits.ts';
import { currentRequest } from '../../platform/request-context.ts';
import { grantImportsRoutes } from './grant-imports.routes.ts';
import { grantImportsService } from './grant-imports.service.ts';
import type { GrantImportsService } from './grant-imports.service.ts';

/**
 * The service is built before identity, users and customers (app.ts): every path that creates
 * an account applies the binds waiting for its address, and Liberta's sign-up takes an XP code.
 */
export function createGrantImports(deps: { db: Db; now: () => Date }): GrantImportsService {
  return grantImportsService({
    db: deps.db,
    now: deps.now,
    audit: (entry: AuditEntry) => audit(deps.db, currentRequest(), entry),
  });
}

/** XP client releases and e-mail binds (issue 17): the staff screens' calls and the redeem. */
export async function registerGrantImports(
  app: FastifyInstance,
  deps: { service: GrantImportsService; limiter: Pick<AuthLimiter, 'attemptFromIp'> },
): Promise<void> {
  await app.register(grantImportsRoutes(deps.service, deps.limiter));
}
