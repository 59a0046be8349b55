/**
 * The PostgreSQL the API tests use by default: one embedded server (the same binaries `npm start`
 * uses, docs/adr/0006) in a temporary folder for the whole run, and one migrated template database
 * that each test file clones (`create database … template …`). Vitest starts it once in
 * `global-setup.ts`; a script that uses the test helpers outside Vitest (the benchmark's statement
 * count) starts its own on first use.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPool, databaseFromPool } from '../platform/db/database.ts';
import { startEmbeddedPostgres } from '../platform/db/embedded-postgres.ts';
import type { EmbeddedPostgres } from '../platform/db/embedded-postgres.ts';
import { migrate } from '../platform/db/migrator.ts';

export const TEMPLATE_DATABASE = 'lsp_template';

export interface TestServer {
  /** Unix socket directory of the server. */
  socketDir: string;
  stop(): Promise<void>;
}

/** Starts a throwaway server and migrates the template database in it. */
export async function startTestServer(): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'lsp-test-pg-'));
  let server: EmbeddedPostgres;
  try {
    server = await startEmbeddedPostgres({
      dataDir: join(dir, 'postgres'),
      ephemeral: true,
      settings: { max_connections: 300, shared_buffers: '128MB' },
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const admin = createPool({
    host: server.socketDir,
    user: 'postgres',
    database: 'postgres',
    max: 1,
  });
  try {
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const pool = createPool({
    host: server.socketDir,
    user: 'postgres',
    database: TEMPLATE_DATABASE,
    max: 1,
  });
  await migrate(databaseFromPool(pool, () => pool.end()));
  await pool.end();
  return {
    socketDir: server.socketDir,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
