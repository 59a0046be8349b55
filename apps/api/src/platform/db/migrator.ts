import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config.ts';
import { queryRows } from './database.ts';
import type { Database } from './database.ts';

export const MIGRATIONS_DIR = join(REPO_ROOT, 'apps', 'api', 'drizzle');

interface Journal {
  entries: { idx: number; tag: string }[];
}

export interface Migration {
  tag: string;
  statements: string[];
}

/**
 * drizzle-kit qualifies references with "public"; stripping it makes a migration follow
 * `search_path`, which is what lets each test file run in its own schema (docs/adr/0003).
 */
export function toStatements(sqlText: string): string[] {
  return sqlText
    .split('--> statement-breakpoint')
    .map((statement) => statement.replaceAll('"public".', '').trim())
    .filter((statement) => statement.length > 0);
}

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const journal = JSON.parse(readFileSync(join(dir, 'meta', '_journal.json'), 'utf8')) as Journal;
  return [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map((entry) => ({
      tag: entry.tag,
      statements: toStatements(readFileSync(join(dir, `${entry.tag}.sql`), 'utf8')),
    }));
}

/** An arbitrary constant: the advisory lock that serialises migrations across API processes. */
const MIGRATION_LOCK_KEY = 7_402_113;

/**
 * Applies the migrations not yet recorded in `_migrations` of the current schema, each in its own
 * transaction. Returns the tags it applied. Safe to run concurrently on PostgreSQL.
 */
export async function migrate(
  database: Database,
  migrations: Migration[] = readMigrations(),
): Promise<string[]> {
  const { db } = database;
  await db.execute(
    sql`create table if not exists _migrations (tag text primary key, applied_at timestamptz not null default now())`,
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      if (database.kind === 'postgres')
        await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
      const found = await queryRows(
        tx,
        sql`select 1 from _migrations where tag = ${migration.tag}`,
      );
      if (found.length > 0) return false;
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into _migrations (tag) values (${migration.tag})`);
      return true;
    });
    if (done) applied.push(migration.tag);
  }
  return applied;
}
