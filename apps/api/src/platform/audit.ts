import type { FastifyRequest } from 'fastify';
import { insertAuditLog } from './audit.queries.ts';
import type { AuditValues } from './audit.queries.ts';
import type { Db } from './db/database.ts';

export interface AuditEntry {
  action: string;
  actorUserId?: number | null;
  onBehalfOfUserId?: number | null;
  targetType?: string;
  targetId?: string | number;
  details?: Record<string, unknown>;
  /** When there is no request at hand (services), the caller's IP. */
  ip?: string | null;
}

/**
 * Writes who did what, when (UTC) and from where (SECURITY.md 17). Callers never pass passwords,
 * tokens or full CPFs. The request's IP comes from the socket (trustProxy is off).
 */
export async function audit(
  db: Db,
  request: FastifyRequest | null,
  entry: AuditEntry,
): Promise<void> {
  await insertAuditLog(db, auditValues(request, entry));
}

/**
 * The audit line of `entry` as it is written, for a writer that adds it to its own statement
 * (`auditInsertFrom`): the actor from the request's session (the impersonator when staff acts as
 * a customer), the IP from the socket.
 */
export function auditValues(request: FastifyRequest | null, entry: AuditEntry): AuditValues {
  const session = request?.session ?? null;
  return {
    action: entry.action,
    actorUserId: entry.actorUserId ?? session?.impersonatorUserId ?? session?.userId ?? null,
    onBehalfOfUserId:
      entry.onBehalfOfUserId ?? (session?.impersonatorUserId ? session.userId : null),
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    ip: request?.ip ?? entry.ip ?? null,
    details: entry.details ?? null,
  };
}
