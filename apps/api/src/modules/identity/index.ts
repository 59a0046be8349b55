import type { BrandOriginRule } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import type { AuthLimiter } from '../../platform/limits/auth-limits.ts';
import { authRoutes } from './auth.routes.ts';
import { authService } from './auth.service.ts';
import type { AuthDeps } from './auth.service.ts';
import type { MessageSender } from '../../platform/mail/outbox.ts';
import { identityQueries } from './identity.queries.ts';
import type { SessionService } from './session.service.ts';
import type { PermissionCache } from './permission-cache.ts';

export interface IdentityModuleDeps {
  db: Db;
  sessions: SessionService;
  grants: PermissionCache;
  limiter: AuthLimiter;
  mail: MessageSender;
  sms: MessageSender;
  brandTable: readonly BrandOriginRule[];
  fallbackOrigin: string;
  advisorDomains: readonly string[];
  now?: () => Date;
  /** The live fields of the session payload (the broadcasts module, docs/live.md). */
  liveSession?: AuthDeps['liveSession'];
}

/** Wires the identity domain: queries → services → routes. */
export async function registerIdentity(
  app: FastifyInstance,
  deps: IdentityModuleDeps,
): Promise<void> {
  const queries = identityQueries(deps.db);
  const auth = authService({
    queries,
    sessions: deps.sessions,
    grants: deps.grants,
    limiter: deps.limiter,
    mail: deps.mail,
    sms: deps.sms,
    audit: (entry) => audit(deps.db, null, entry),
    advisorDomains: deps.advisorDomains,
    now: deps.now,
    liveSession: deps.liveSession,
  });
  // Every call made on behalf of a customer is written to the audit log, with the staff member as actor.
  app.addHook('onResponse', async (request, reply) => {
    const session = request.session;
    if (!session || session.impersonatorUserId === null) return;
    await audit(deps.db, request, {
      action: 'impersonation.request',
      details: {
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        status: reply.statusCode,
      },
    });
  });
  await app.register(
    authRoutes({ auth, brandTable: deps.brandTable, fallbackOrigin: deps.fallbackOrigin }),
  );
}
