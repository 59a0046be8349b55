import { CUSTOMER_PROFILE_ID, permissionsToRules } from '@app/shared';
import type { Action, Resource } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { Session, SessionResolver } from '../../platform/access.ts';
import { generateToken, hashToken } from '../../platform/auth/tokens.ts';
import type { IdentityQueries } from './identity.queries.ts';
import type { PermissionCache } from './permission-cache.ts';

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

export function sessionService(
  queries: IdentityQueries,
  grants: PermissionCache,
  policy: SessionPolicy,
  now: () => Date = () => new Date(),
) {
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
      return async (request) => {
        const token = bearerToken(request);
        if (token === null) return null;
        const found = await queries.findSessionByTokenHash(hashToken(token));
        if (!found || found.deletedAt !== null) return null;
        const { session } = found;
        const at = now();
        if (session.revokedAt !== null || session.expiresAt <= at) return null;
        if (at.getTime() - session.lastUsedAt.getTime() > session.idleSeconds * 1000) return null;
        if (at.getTime() - session.lastUsedAt.getTime() > TOUCH_AFTER_MS)
          await queries.touchSession(session.id, at);
        const rules = permissionsToRules((await grants.get(found.profileId)).entries);
        const granted = new Set(rules.map((rule) => `${rule.action}:${rule.subject}`));
        const resolved: Session = {
          sessionId: session.id,
          userId: session.userId,
          profileId: found.profileId,
          impersonatorUserId: session.impersonatorUserId,
          // Holding a valid session is what "read Auth" means.
          can: (action: Action, resource: Resource) =>
            (action === 'read' && resource === 'Auth') ||
            granted.has(`${action}:${resource}`) ||
            granted.has(`manage:${resource}`),
        };
        return resolved;
      };
    },
  };
}
export type SessionService = ReturnType<typeof sessionService>;
