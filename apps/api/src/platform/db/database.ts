import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { join } from 'node:path';
import pg from 'pg';
import * as schema from '../../db/schema/index.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

export type Schema = typeof schema;
/** The Drizzle database over node-postgres (the embedded server or DATABASE_URL's). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** Raw SQL rows, typed by the caller. */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** `embedded`: the PostgreSQL the API starts under DATA_DIR; `postgres`: a server of DATABASE_URL. */
export type DatabaseKind = 'embedded' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Cheap liveness query for the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PIDs of database server processes this API owns (the embedded server), for memory reports. */
  serverPid?: () => number | undefined;
}

export function databaseFromPool(
  pool: pg.Pool,
  close: () => Promise<void>,
  kind: DatabaseKind = 'postgres',
): Database {
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind,
    ping: async () => {
      await pool.query('select 1');
    },
    close,
  };
}

export function createPool(
  connection: string | pg.PoolConfig,
  options: pg.PoolConfig = {},
): pg.Pool {
  const pool = new pg.Pool({
    ...(typeof connection === 'string' ? { connectionString: connection } : connection),
    max: 10,
    connectionTimeoutMillis: 5_000,
    ...options,
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  return pool;
}

/**
 * The embedded PostgreSQL in DATA_DIR/postgres by default (ADR 0006); a real server with
 * DATABASE_URL. Either way the API talks to it through node-postgres: no SQL on the event loop.
 */
export async function openDatabase(config: {
  dataDir: string;
  databaseUrl: string | undefined;
  onServerLog?: (line: string) => void;
}): Promise<Database> {
  if (config.databaseUrl !== undefined) {
    const pool = createPool(config.databaseUrl);
    return databaseFromPool(pool, () => pool.end());
  }
  const server = await startEmbeddedPostgres({
    dataDir: join(config.dataDir, 'postgres'),
    onLog: config.onServerLog,
  });
  const pool = createPool({ host: server.socketDir, user: 'postgres', database: 'postgres' });
  const database = databaseFromPool(
    pool,
    async () => {
      await pool.end();
      await server.stop();
    },
    'embedded',
  );
  return { ...database, serverPid: () => server.pid() };
}
