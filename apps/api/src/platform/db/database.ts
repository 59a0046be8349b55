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
  /**
   * Calls `listener` with the SQL text of every statement this database runs from now on, until
   * the returned function is called (the statement counter of tests and the bench:
   * `test/statements.ts`). With node-postgres it sees every query sent on the pool's clients,
   * transactions (`begin`/`commit`) included; with PGlite every statement Drizzle runs (PGlite's
   * own `begin`/`commit` around a transaction are not seen). Nobody listening costs one check.
   */
  observe(listener: StatementListener): () => void;
}

export type StatementListener = (sql: string) => void;

/** The listeners of one database; `emit` is what the hot path calls. */
function statementListeners() {
  const listeners = new Set<StatementListener>();
  return {
    get active(): boolean {
      return listeners.size > 0;
    },
    emit(text: string): void {
      for (const listener of listeners) listener(text);
    },
    observe(this: void, listener: StatementListener): () => void {
      // One entry per call, so the same function observing twice is removed once per call.
      const entry: StatementListener = (text) => listener(text);
      listeners.add(entry);
      return () => void listeners.delete(entry);
    },
  };
}

/** The text of what node-postgres' `query` was given (a string or a `{ text }` config). */
function queryText(config: unknown): string {
  if (typeof config === 'string') return config;
  if (typeof config === 'object' && config !== null && 'text' in config) return String(config.text);
  return '';
}

export function databaseFromPglite(client: PGlite, close: () => Promise<void>): Database {
  const statements = statementListeners();
  // Drizzle's logger sees every statement it runs, in and out of transactions. The PGlite client
  // itself is not wrapped: the tests share one PGlite between many databases.
  const logger = {
    logQuery(query: string): void {
      if (statements.active) statements.emit(query);
    },
  };
  const db = drizzlePglite({ client, schema, casing: 'snake_case', logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // The raw client: half the cost of going through drizzle, and health is polled often.
    ping: async () => {
      if (statements.active) statements.emit('select 1');
      await client.query('select 1');
    },
    close,
    observe: statements.observe,
  };
}

/** Marks a pool client whose `query` already reports to a database's listeners. */
const OBSERVED = Symbol('statements observed');

export function databaseFromPool(pool: pg.Pool, close: () => Promise<void>): Database {
  const statements = statementListeners();
  // Every query, `pool.query` and a transaction's alike, runs on a client the pool hands out
  // (`acquire`, emitted for new and reused clients): wrap each client's `query` once. Wrapping
  // `pool.query` too would count its statements twice.
  pool.on('acquire', (client: pg.PoolClient & { [OBSERVED]?: true }) => {
    if (client[OBSERVED]) return;
    client[OBSERVED] = true;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      if (statements.active) statements.emit(queryText(args[0]));
      return query(...args);
    };
  });
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close,
    observe: statements.observe,
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
