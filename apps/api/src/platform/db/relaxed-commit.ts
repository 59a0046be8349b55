import { sql } from 'drizzle-orm';

/**
 * ADR 0017: a write whose loss in a database crash costs nobody anything (a cart line, a cart's
 * "touched" time) commits without waiting for its WAL to reach the disk. A CTE named
 * `relaxed_commit` (one row, column `off`) that the statement must reference (`from …,
 * relaxed_commit` or `(select off from relaxed_commit)`): it sets `synchronous_commit = off` for
 * the statement's own transaction only (`set_config(…, true)`: local, undone at its end, never
 * left on the pooled connection), and PostgreSQL reads the setting when that transaction commits.
 *
 * Why it matters: the cart's tables announce their changes on the change feed (NOTIFY, ADR 0008),
 * and PostgreSQL commits notifying transactions one at a time, holding a cluster-wide lock
 * through the WAL flush; a flush per add capped every process's adds at a few hundred a second.
 * Orders, payments and grants never use it: their commit waits for the disk as always.
 */
export const RELAXED_COMMIT_CTE = sql`relaxed_commit as (
  select set_config('synchronous_commit', 'off', true) as off)`;
