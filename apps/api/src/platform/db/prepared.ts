import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { queryRows } from './database.ts';
import type { Db } from './database.ts';

/** What a statement's template receives for each input: a placeholder (prepared) or a value. */
export type Args<P> = { readonly [K in keyof P]: unknown };

/** A raw statement prepared once per database: call it with its inputs and, inside a transaction, `tx`. */
export type PreparedRows<P, R> = (params: P, tx?: Db) => Promise<R[]>;

const placeholders = new Proxy(
  {},
  { get: (_target, key) => sql.placeholder(String(key)) },
) as Record<string, unknown>;

/**
 * A raw SQL statement (CTEs, lateral joins, json aggregation) prepared the way Drizzle's
 * `.prepare(name)` prepares a builder query: the text is built once, on first use, and sent as a
 * named statement (node-postgres parses it once per connection). `build`
 * writes each input as `${p.name}`; cast where PostgreSQL cannot infer the type
 * (`${p.at}::timestamptz`, `${p.ids}::int[]`). Arrays travel as one parameter, so write
 * `= any(${p.ids}::int[])`, never `in (…)`.
 *
 * With a `tx` other than `db` the statement runs unprepared inside that transaction, with the same
 * text. `name` must be unique in the app (a connection refuses one name for two texts).
 */
export function preparedRows<R, P extends object>(
  db: Db,
  name: string,
  build: (p: Args<P>) => SQL,
): PreparedRows<P, R> {
  let statement: { execute(values: Record<string, unknown>): Promise<unknown> } | undefined;
  return async (params, tx) => {
    if (tx !== undefined && tx !== db) {
      const values = Object.fromEntries(
        Object.entries(params).map(([key, value]) => [key, sql.param(value)]),
      );
      return queryRows<R>(tx, build(values as Args<P>));
    }
    statement ??= db._.session.prepareQuery(
      db.execute(build(placeholders as Args<P>)).getQuery(),
      undefined,
      name,
      false,
    );
    const result = (await statement.execute(params as Record<string, unknown>)) as { rows: R[] };
    return result.rows;
  };
}
