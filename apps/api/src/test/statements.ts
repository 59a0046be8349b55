import { sql } from 'drizzle-orm';
import { queryRows } from '../platform/db/database.ts';
import type { Database } from '../platform/db/database.ts';

export interface CountedStatements<T> {
  /** What `work` returned. */
  result: T;
  /** The SQL text of every statement run while `work` ran, in order. */
  statements: string[];
}

/**
 * Runs `work` and lists the statements `database` ran meanwhile (for tests and the bench; no test
 * framework needed). Everything the database runs in that time counts, so measure one request at
 * a time: `countStatements(database, () => app.inject({ … }))`.
 */
export async function countStatements<T>(
  database: Pick<Database, 'observe'>,
  work: () => Promise<T>,
): Promise<CountedStatements<T>> {
  const statements: string[] = [];
  const stop = database.observe((sql) => statements.push(sql));
  try {
    return { result: await work(), statements };
  } finally {
    stop();
  }
}

/**
 * For each statement (as `countStatements` lists them), the plan PostgreSQL would use once it
 * switches a prepared statement to its generic plan (after five runs), with sequential scans
 * discouraged: a `Seq Scan on <table>` left in it means no index can serve the statement when its
 * parameters are unknown (a partial index whose condition was passed as a parameter, say), and the
 * statement reads the whole table on every run. Returns `statement → table` for every such scan
 * of one of `tables`. Only plans; nothing is executed.
 */
export async function tableScansOfGenericPlans(
  database: Pick<Database, 'db'>,
  statements: string[],
  tables: string[],
): Promise<string[]> {
  const found: string[] = [];
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql`set local enable_seqscan = off`);
    for (const [n, text] of statements.entries()) {
      if (!/^\s*(select|with|insert|update|delete)\b/i.test(text)) continue;
      const params = Math.max(0, ...[...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
      await tx.execute(sql.raw(`prepare plan_check_${n} as ${text}`));
      const args = params > 0 ? `(${Array.from({ length: params }, () => 'null').join(', ')})` : '';
      const plan = await queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql.raw(`explain execute plan_check_${n}${args}`),
      );
      await tx.execute(sql.raw(`deallocate plan_check_${n}`));
      for (const { 'QUERY PLAN': line } of plan)
        for (const table of tables)
          if (new RegExp(`Seq Scan on ${table}\\b`).test(line))
            found.push(`${text.replace(/\s+/g, ' ').trim().slice(0, 80)} → ${table}`);
    }
  });
  return found;
}
