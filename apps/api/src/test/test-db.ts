import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createPool, databaseFromPool } from '../platform/db/database.ts';
import type { Database } from '../platform/db/database.ts';
import { migrate } from '../platform/db/migrator.ts';
import { startTestServer, TEMPLATE_DATABASE } from './embedded-test-server.ts';
import type { TestServer } from './embedded-test-server.ts';

/**
 * Each test file gets its own migrated database (docs/adr/0003, 0006). By default it is a clone of
 * the migrated template in the run's embedded PostgreSQL (`global-setup.ts`). With
 * TEST_DATABASE_URL each file gets its own schema in that real server instead, migrated there.
 */
export interface TestDatabase extends Database {
  /** The schema the file's tables live in (`public` in a cloned database). */
  schema: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's embedded server (global-setup.ts). */
    testPostgresSocketDir: string;
  }
}

let ownServer: Promise<TestServer> | undefined;

/** The run's server (Vitest's global setup), or one of this process's own outside Vitest. */
async function socketDir(): Promise<string> {
  let provided: string | undefined;
  try {
    provided = inject('testPostgresSocketDir');
  } catch {
    provided = undefined; // not inside a Vitest worker
  }
  if (provided) return provided;
  ownServer ??= startTestServer();
  return (await ownServer).socketDir;
}

/** Clones may collide when two files clone at the same instant; a retry settles it. */
async function cloneTemplate(host: string, name: string): Promise<void> {
  const admin = createPool({ host, user: 'postgres', database: 'postgres', max: 1 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
      }
    }
  } finally {
    await admin.end();
  }
}

async function dropDatabase(host: string, name: string): Promise<void> {
  const admin = createPool({ host, user: 'postgres', database: 'postgres', max: 1 });
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const pool = createPool(url, { max: 4, options: `-c search_path=${name}` });
    await pool.query(`create schema ${name}`);
    const database = databaseFromPool(pool, async () => {
      await pool.query(`drop schema if exists ${name} cascade`);
      await pool.end();
    });
    await migrate(database);
    return { ...database, schema: name };
  }
  const host = await socketDir();
  await cloneTemplate(host, name);
  const pool = createPool({ host, user: 'postgres', database: name, max: 4 });
  const database = databaseFromPool(
    pool,
    async () => {
      await pool.end();
      await dropDatabase(host, name);
    },
    'embedded',
  );
  return { ...database, schema: 'public' };
}

/** Stops the server this process started for itself (outside Vitest: the benchmark). */
export async function closeOwnTestServer(): Promise<void> {
  const server = ownServer;
  ownServer = undefined;
  if (server) await (await server).stop();
}
