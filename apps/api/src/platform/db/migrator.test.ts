import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { queryRows } from './database.ts';
import { migrate, readMigrations, toStatements } from './migrator.ts';

describe('migrator', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('strips the "public" qualifier so migrations follow search_path', () => {
    const statements = toStatements(
      'CREATE TABLE "a" (id int);\n--> statement-breakpoint\nALTER TABLE "b" ADD FOREIGN KEY ("x") REFERENCES "public"."a"("id");',
    );
    expect(statements).toEqual([
      'CREATE TABLE "a" (id int);',
      'ALTER TABLE "b" ADD FOREIGN KEY ("x") REFERENCES "a"("id");',
    ]);
  });

  it('applied every committed migration in the test schema and records them', async () => {
    const tags = readMigrations().map((m) => m.tag);
    expect(tags.length).toBeGreaterThan(0);
    const rows = await queryRows<{ tag: string }>(
      database.db,
      sql`select tag from _migrations order by tag`,
    );
    expect(rows.map((r) => r.tag)).toEqual([...tags].sort());
    const tables = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = ${database.schema} order by 1`,
    );
    expect(tables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'users',
        'profiles',
        'permissions',
        'profile_permissions',
        '_migrations',
      ]),
    );
  });

  it('is idempotent: a second run applies nothing', async () => {
    expect(await migrate(database)).toEqual([]);
  });

  it('keeps test files apart: another schema starts empty of this one’s rows', async () => {
    await database.db.execute(sql`insert into profiles (id, name) values (99, 'Somente aqui')`);
    const other = await createTestDatabase();
    try {
      const rows = await queryRows<{ n: number }>(
        other.db,
        sql`select count(*)::int as n from profiles`,
      );
      expect(rows[0]?.n).toBe(0);
    } finally {
      await other.close();
    }
    const mine = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from profiles where id = 99`,
    );
    expect(mine[0]?.n).toBe(1);
  });
});
