import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { createPool, databaseFromPglite, databaseFromPool } from '../platform/db/database.ts';
import type { Database } from '../platform/db/database.ts';
import { migrate } from '../platform/db/migrator.ts';

/**
 * Each test file gets its own migrated schema (docs/adr/0003). By default the schemas live in
 * one in-memory PGlite per Vitest worker (`isolate: false` keeps this module, and so the PGlite,
 * across the files the worker runs, one file at a time). With TEST_DATABASE_URL they live in that
 * real PostgreSQL database instead.
 */
let sharedPglite: Promise<PGlite> | undefined;

function pglite(): Promise<PGlite> {
  sharedPglite ??= PGlite.create();
  return sharedPglite;
}

export interface TestDatabase extends Database {
  schema: string;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const url = process.env.TEST_DATABASE_URL;
  let database: Database;
  if (url) {
    const pool = createPool(url, { max: 4, options: `-c search_path=${schema}` });
    await pool.query(`create schema ${schema}`);
    database = databaseFromPool(pool, async () => {
      await pool.query(`drop schema if exists ${schema} cascade`);
      await pool.end();
    });
  } else {
    const client = await pglite();
    await client.exec(`create schema ${schema}; set search_path to ${schema}`);
    database = databaseFromPglite(client, async () => {
      await client.exec(`set search_path to public; drop schema if exists ${schema} cascade`);
    });
  }
  await migrate(database);
  return { ...database, schema };
}
