import { auditLogs } from '../db/schema/index.ts';
import type { Db } from './db/database.ts';

/** The SQL of the audit log's writer (the staff audit screen reads in modules/users). */

export type AuditValues = Omit<typeof auditLogs.$inferInsert, 'id'>;

/** Appends one line to the audit log (`db` may be a transaction). */
export async function insertAuditLog(db: Db, values: AuditValues): Promise<void> {
  await db.insert(auditLogs).values(values);
}
