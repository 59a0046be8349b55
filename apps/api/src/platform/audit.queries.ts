import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { auditLogs } from '../db/schema/index.ts';
import type { Db } from './db/database.ts';

/** The SQL of the audit log's writer (the staff audit screen reads in modules/users). */

export type AuditValues = Omit<typeof auditLogs.$inferInsert, 'id'>;

/** Appends one line to the audit log (`db` may be a transaction). */
export async function insertAuditLog(db: Db, values: AuditValues): Promise<void> {
  await db.insert(auditLogs).values(values);
}

/**
 * The audit line's inputs as a statement's template receives them: values or placeholders of a
 * prepared statement (`details` as JSON text).
 */
export interface AuditInputs {
  actorUserId: unknown;
  onBehalfOfUserId: unknown;
  action: unknown;
  targetType: unknown;
  ip: unknown;
  detailsJson: unknown;
}

/** The inputs of `auditInsertFrom` for an audit line (`targetId` is the statement's). */
export function auditInputs(values: AuditValues): AuditInputs {
  return {
    actorUserId: values.actorUserId ?? null,
    onBehalfOfUserId: values.onBehalfOfUserId ?? null,
    action: values.action,
    targetType: values.targetType ?? null,
    ip: values.ip ?? null,
    detailsJson: values.details == null ? null : JSON.stringify(values.details),
  };
}

/**
 * The audit line as the body of a data-modifying CTE: `insert … select … from <source>`, one line
 * per row of `source`, its target id the expression `targetId` over that row. A writer that
 * makes the audited row in the same statement (the checkout's order) audits it with no
 * statement of its own.
 */
export function auditInsertFrom(inputs: AuditInputs, source: SQL, targetId: SQL): SQL {
  return sql`insert into ${auditLogs}
      (actor_user_id, on_behalf_of_user_id, action, target_type, target_id, ip, details)
    select ${inputs.actorUserId}::int, ${inputs.onBehalfOfUserId}::int, ${inputs.action}::text,
           ${inputs.targetType}::text, (${targetId})::text, ${inputs.ip}::inet,
           ${inputs.detailsJson}::jsonb
    from ${source}`;
}
