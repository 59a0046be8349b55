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
