import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import * as schema from '../../db/schema/index.ts';

export type Schema = typeof schema;
/** One type for both drivers: PGlite (embedded) and node-postgres (a real server). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** Raw SQL rows, typed by the caller, on either driver (both answer `{ rows }`). */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Cheap liveness query for the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function databaseFromPglite(client: PGlite, close: () => Promise<void>): Database {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // The raw client: half the cost of going through drizzle, and health is polled often.
    ping: async () => {
      await client.query('select 1');
    },
    close,
  };
}

export function databaseFromPool(pool: pg.Pool, close: () => Promise<void>): Database {
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close,
  };
}

export function createPool(connectionString: string, options: pg.PoolConfig = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    ...options,
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  return pool;
}

/** PGlite persisted in DATA_DIR/pglite by default; a real PostgreSQL with DATABASE_URL. */
export async function openDatabase(config: {
  dataDir: string;
  databaseUrl: string | undefined;
}): Promise<Database> {
  if (config.databaseUrl !== undefined) {
    const pool = createPool(config.databaseUrl);
    return databaseFromPool(pool, () => pool.end());
  }
  const dir = join(config.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  return databaseFromPglite(client, () => client.close());
}
