import { AsyncResource } from 'node:async_hooks';
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
  /**
   * Calls `listener` with the SQL text of every statement this database runs from now on, until
   * the returned function is called (the statement counter of tests and the bench:
   * `test/statements.ts`). With node-postgres it sees every query sent on the pool's clients,
   * transactions (`begin`/`commit`) included. Nobody listening costs one check.
   */
  observe(listener: StatementListener): () => void;
  /** PID of the database server this API owns (the embedded server), for memory reports. */
  serverPid?: () => number | undefined;
  /**
   * A new connection of its own, outside the pool, with the pool's settings (search path
   * included): the change feed's `LISTEN` (platform/db/change-feed.ts). The caller ends it.
   */
  connect(): Promise<pg.Client>;
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

/** Marks a pool client whose `query` already reports to a database's listeners. */
const OBSERVED = Symbol('statements observed');

export function databaseFromPool(
  pool: pg.Pool,
  close: () => Promise<void>,
  kind: DatabaseKind = 'postgres',
): Database {
  const statements = statementListeners();
  // pg-pool hands a client to whichever caller waits first, in the async context of whatever
  // freed or connected it: each caller's callback runs in its own context again, so a
  // statement's listeners (read-your-writes marks the request that wrote) see the request that
  // sent it. (The promise form resumes in the caller's context by itself.)
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  (pool as { connect: unknown }).connect = (callback?: unknown) =>
    typeof callback === 'function'
      ? connect(AsyncResource.bind(callback as (...args: unknown[]) => unknown))
      : connect();
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
    kind,
    ping: async () => {
      await pool.query('select 1');
    },
    close,
    observe: statements.observe,
    async connect() {
      const client = new pg.Client(pool.options);
      // A dropped connection is reported through 'end'; an unhandled 'error' must not crash.
      client.on('error', () => {});
      await client.connect();
      return client;
    },
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
