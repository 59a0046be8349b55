import { CUSTOMER_PROFILE_ID, permissionsToRules } from '@app/shared';
import type { Action, Resource } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { Session, SessionProfile, SessionResolver } from '../../platform/access.ts';
import { generateToken, hashToken } from '../../platform/auth/tokens.ts';
import type { IdentityQueries, ProfileGrants } from './identity.queries.ts';
import type { PermissionCache } from './permission-cache.ts';
import type { CachedSession, IdentityCache } from './session-cache.ts';

/** SECURITY.md 6: idle and absolute timeouts, shorter for staff. */
export interface SessionPolicy {
  customerIdleSeconds: number;
  customerAbsoluteSeconds: number;
  staffIdleSeconds: number;
  staffAbsoluteSeconds: number;
  /** Staff acting as a customer: short-lived. */
  impersonationSeconds: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  customerIdleSeconds: 14 * 24 * 3600,
  customerAbsoluteSeconds: 30 * 24 * 3600,
  staffIdleSeconds: 2 * 3600,
  staffAbsoluteSeconds: 12 * 3600,
  impersonationSeconds: 30 * 60,
};

/** Writing last-used on every request would turn each read into a write; a minute is precise enough. */
const TOUCH_AFTER_MS = 60_000;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match?.[1] ?? null;
}

/** A profile as the guard uses it: its entries, and the `action:resource` pairs they grant. */
interface ProfileAccess {
  view: SessionProfile;
  granted: Set<string>;
}

/** Built once per cached grants object (the cache hands out the same object until it changes). */
const accessOf = new WeakMap<ProfileGrants, ProfileAccess>();

function profileAccess(profileId: number, grants: ProfileGrants): ProfileAccess {
  let access = accessOf.get(grants);
  if (!access) {
    const rules = permissionsToRules(grants.entries);
    access = {
      view: Object.freeze({ id: profileId, name: grants.name, permissions: grants.entries }),
      granted: new Set(rules.map((rule) => `${rule.action}:${rule.subject}`)),
    };
    accessOf.set(grants, access);
  }
  return access;
}

function sessionOf(entry: CachedSession, access: ProfileAccess): Session {
  const { granted } = access;
  return {
    sessionId: entry.sessionId,
    userId: entry.userId,
    profileId: entry.user.profileId,
    impersonatorUserId: entry.impersonatorUserId,
    user: entry.user,
    profile: access.view,
    // Holding a valid session is what "read Auth" means.
    can: (action: Action, resource: Resource) =>
      (action === 'read' && resource === 'Auth') ||
      granted.has(`${action}:${resource}`) ||
      granted.has(`manage:${resource}`),
  };
}

/** Tokens whose hash the guard remembers before the memory starts over. */
const TOKEN_HASH_MEMORY = 4096;

/**
 * A token's hash, remembered per token string: every request of a signed-in person hashes the
 * same token again (SHA-256, ~3 % of a guard-only request's CPU). A token's hash never changes,
 * so nothing here goes stale: ending a session invalidates the session cache, by hash, and the
 * next request reads the database as before. Bounded: endless made-up tokens only make it start
 * over. The tokens stay in this process's memory as long as their sessions do in the session
 * cache's (the same process holds both).
 */
export function tokenHashMemo(
  hash: (token: string) => string = hashToken,
  limit = TOKEN_HASH_MEMORY,
): (token: string) => string {
  const hashes = new Map<string, string>();
  return (token) => {
    let tokenHash = hashes.get(token);
    if (tokenHash === undefined) {
      tokenHash = hash(token);
      if (hashes.size >= limit) hashes.clear();
      hashes.set(token, tokenHash);
    }
    return tokenHash;
  };
}

export interface SessionServiceDeps {
  queries: IdentityQueries;
  grants: PermissionCache;
  cache: IdentityCache;
  policy: SessionPolicy;
  now?: () => Date;
}

/**
 * Sessions: opening, resolving (the access guard's resolver) and ending them. A resolved session
 * is kept per process by token hash (docs/adr/0007): a warm request reads nothing; a cold one
 * reads the session, its person and their profile in one indexed statement. Expiry is decided on
 * every request from the app clock; ending a session, or changing what a cached one holds,
 * invalidates it in every process through the bus.
 */
export function sessionService(deps: SessionServiceDeps) {
  const { queries, grants, cache, policy } = deps;
  const now = deps.now ?? (() => new Date());
  /** Cold loads in progress, shared by concurrent requests with the same token. */
  const loading = new Map<string, { since: number; value: Promise<CachedSession | null> }>();

  /** Reads the session; null when unknown, revoked or the person is deleted. */
  function load(tokenHash: string): Promise<CachedSession | null> {
    const since = cache.generation();
    const pending = loading.get(tokenHash);
    if (pending?.since === since) return pending.value;
    const value = queries.findSession(tokenHash).then((found) => {
      if (!found || found.user.deletedAt !== null || found.session.revokedAt !== null) return null;
      const { deletedAt: _deleted, ...user } = found.user;
      const entry: CachedSession = {
        sessionId: found.session.id,
        userId: found.session.userId,
        impersonatorUserId: found.session.impersonatorUserId,
        expiresAt: found.session.expiresAt.getTime(),
        idleMs: found.session.idleSeconds * 1000,
        lastUsedAt: found.session.lastUsedAt.getTime(),
        user: Object.freeze(user),
      };
      grants.keep(user.profileId, found.profile, since);
      // Only a session valid now is worth keeping (an ended one never becomes valid again).
      if (!expired(entry, now().getTime())) cache.keepSession(tokenHash, entry, since);
      return entry;
    });
    const entry = { since, value };
    loading.set(tokenHash, entry);
    const done = () => {
      if (loading.get(tokenHash) === entry) loading.delete(tokenHash);
    };
    value.then(done, done);
    return value;
  }

  function expired(entry: CachedSession, at: number): 'absolute' | 'idle' | false {
    if (entry.expiresAt <= at) return 'absolute';
    if (at - entry.lastUsedAt > entry.idleMs) return 'idle';
    return false;
  }

  /**
   * The session of `tokenHash`: synchronously when this process holds it warm (cached, valid, no
   * touch due, its profile cached), the guard's path for nearly every request; a promise when
   * the database has to be read or written first.
   */
  function resolve(tokenHash: string): Session | null | Promise<Session | null> {
    const at = now().getTime();
    let entry = cache.session(tokenHash);
    if (entry) {
      const ended = expired(entry, at);
      if (ended === 'absolute') {
        cache.forgetSession(tokenHash);
        return null;
      }
      // Another process may have used (and touched) the session since this one last did: an
      // idle end is confirmed against the database before it is answered.
      if (ended === 'idle') {
        cache.forgetSession(tokenHash);
        entry = undefined;
      }
    }
    if (entry && at - entry.lastUsedAt <= TOUCH_AFTER_MS) {
      const profileId = entry.user.profileId;
      const profile = grants.peek(profileId);
      if (profile) return sessionOf(entry, profileAccess(profileId, profile));
    }
    return settle(tokenHash, entry, at);
  }

  /** The rest of `resolve` when it has to wait: a cold load, a due touch, a cold profile. */
  async function settle(
    tokenHash: string,
    cached: CachedSession | undefined,
    at: number,
  ): Promise<Session | null> {
    const entry = cached ?? (await load(tokenHash)) ?? undefined;
    if (!entry || expired(entry, at)) return null;
    if (at - entry.lastUsedAt > TOUCH_AFTER_MS) {
      // Moved first, so the requests that arrive meanwhile do not write it again.
      entry.lastUsedAt = at;
      await queries.touchSession(entry.sessionId, new Date(at));
    }
    const profileId = entry.user.profileId;
    const profile = grants.peek(profileId) ?? (await grants.get(profileId));
    return sessionOf(entry, profileAccess(profileId, profile));
  }

  return {
    /** A new random token (a new one at every login); returns it once, stores its hash. */
    async open(
      userId: number,
      profileId: number,
      context: { ip?: string; userAgent?: string; impersonatorUserId?: number; reason?: string },
    ): Promise<string> {
      const token = generateToken();
      const at = now();
      const staff = profileId !== CUSTOMER_PROFILE_ID;
      const impersonating = context.impersonatorUserId !== undefined;
      const absolute = impersonating
        ? policy.impersonationSeconds
        : staff
          ? policy.staffAbsoluteSeconds
          : policy.customerAbsoluteSeconds;
      const idle = impersonating
        ? policy.impersonationSeconds
        : staff
          ? policy.staffIdleSeconds
          : policy.customerIdleSeconds;
      await queries.insertSession({
        userId,
        tokenHash: hashToken(token),
        createdAt: at,
        lastUsedAt: at,
        expiresAt: new Date(at.getTime() + absolute * 1000),
        idleSeconds: idle,
        ip: context.ip ?? null,
        userAgent: context.userAgent?.slice(0, 300) ?? null,
        impersonatorUserId: context.impersonatorUserId ?? null,
        impersonationReason: context.reason ?? null,
      });
      return token;
    },

    resolver(): SessionResolver {
      const hashOf = tokenHashMemo();
      return (request) => {
        const token = bearerToken(request);
        if (token === null) return null;
        return resolve(hashOf(token));
      };
    },

    /** Logout: the session ends, in every process. */
    async end(sessionId: number): Promise<void> {
      await queries.revokeSession(sessionId, now());
      await cache.invalidate({ type: 'session', sessionId });
    },

    /** Every session of a person ends (but `exceptSessionId`), in every process. */
    async endAllOf(userId: number, exceptSessionId?: number): Promise<void> {
      await queries.revokeUserSessions(userId, now(), exceptSessionId);
      await cache.invalidate({ type: 'user', userId });
    },

    /** The login-as-customer sessions a staff member opened end, in every process. */
    async endImpersonations(staffUserId: number): Promise<void> {
      await queries.revokeImpersonations(staffUserId, now());
      await cache.invalidate({ type: 'impersonator', userId: staffUserId });
    },

    /** After a committed change to a person's row: their cached sessions are read again. */
    userChanged(userId: number): Promise<void> {
      return cache.invalidate({ type: 'user', userId });
    },
  };
}
export type SessionService = ReturnType<typeof sessionService>;
