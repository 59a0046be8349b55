import type { BrandOriginRule } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import type { AuthLimiter } from '../../platform/limits/auth-limits.ts';
import { authRoutes } from './auth.routes.ts';
import { authService } from './auth.service.ts';
import type { AuthDeps } from './auth.service.ts';
import type { MessageSender } from '../../platform/mail/outbox.ts';
import type { RealtimeBus } from '../../platform/realtime/bus.ts';
import type { ChangeFeed } from '../../platform/db/change-feed.ts';
import { feedCache } from '../../platform/db/feed-cache.ts';
import { identityQueries, PERSON_STATE_TABLES, personStateTags } from './identity.queries.ts';
import type { PersonState } from './identity.queries.ts';
import { permissionCache } from './permission-cache.ts';
import { identityCache } from './session-cache.ts';
import type { IdentityCacheOptions } from './session-cache.ts';
import { sessionService } from './session.service.ts';
import type { SessionPolicy } from './session.service.ts';

/**
 * The part of identity the access guard needs before any route exists: the queries, the
 * per-process cache of sessions and profiles (invalidated through `bus`, docs/adr/0007) and the
 * session service whose resolver the guard uses.
 */
export function identityCore(deps: {
  db: Db;
  bus: RealtimeBus;
  policy: SessionPolicy;
  now?: () => Date;
  cache?: Omit<IdentityCacheOptions, 'bus'>;
}) {
  const queries = identityQueries(deps.db);
  const cache = identityCache({ ...deps.cache, bus: deps.bus });
  const grants = permissionCache(queries, cache);
  const sessions = sessionService({ queries, grants, cache, policy: deps.policy, now: deps.now });
  return { queries, cache, grants, sessions };
}
export type IdentityCore = ReturnType<typeof identityCore>;

export interface IdentityModuleDeps {
  db: Db;
  core: IdentityCore;
  limiter: AuthLimiter;
  mail: MessageSender;
  sms: MessageSender;
  brandTable: readonly BrandOriginRule[];
  fallbackOrigin: string;
  advisorDomains: readonly string[];
  /** Length of the trial a customer who never had one is offered (`TRIAL_DAYS`; 0: none). */
  trialDays?: number;
  now?: () => Date;
  /** The live fields of the session payload (the broadcasts module, docs/live.md). */
  liveSession?: AuthDeps['liveSession'];
  /** Keeps each person's state per process when given (docs/adr/0008). */
  feed?: ChangeFeed;
  /** Released access a new account takes (grant-imports, issue 17). */
  releases?: AuthDeps['releases'];
}

/** Most people whose state one process keeps. */
const PERSON_STATES_MAX = 20_000;

/** Wires the identity domain: queries → services → routes. */
export async function registerIdentity(
  app: FastifyInstance,
  deps: IdentityModuleDeps,
): Promise<void> {
  const { queries, sessions, grants } = deps.core;
  const now = deps.now ?? (() => new Date());
  const personStates = feedCache<number, PersonState>(deps.feed, {
    tables: PERSON_STATE_TABLES,
    tags: (_state, userId) => personStateTags(userId),
    validUntil: (state) => state.nextChange,
    max: PERSON_STATES_MAX,
    now: () => now().getTime(),
  });
  app.addHook('onClose', (_app, done) => {
    personStates.close();
    done();
  });
  const auth = authService({
    personStates,
    queries,
    sessions,
    grants,
    limiter: deps.limiter,
    mail: deps.mail,
    sms: deps.sms,
    audit: (entry) => audit(deps.db, null, entry),
    advisorDomains: deps.advisorDomains,
    trialDays: deps.trialDays ?? 0,
    now: deps.now,
    liveSession: deps.liveSession,
    releases: deps.releases,
  });
  // Every call made on behalf of a customer is written to the audit log, with the staff member as
  // actor. A callback hook: the other requests (nearly all) pass it without a promise.
  app.addHook('onResponse', (request, reply, done) => {
    const session = request.session;
    if (!session || session.impersonatorUserId === null) {
      done();
      return;
    }
    audit(deps.db, request, {
      action: 'impersonation.request',
      details: {
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        status: reply.statusCode,
      },
    }).then(() => done(), done);
  });
  await app.register(
    authRoutes({ auth, brandTable: deps.brandTable, fallbackOrigin: deps.fallbackOrigin }),
  );
}
