import { RESOURCES } from '@app/shared';
import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { queryRows } from '../platform/db/database.ts';
import { createTestDatabase } from '../test/test-db.ts';
import type { TestDatabase } from '../test/test-db.ts';
import { DEMO_PASSWORD, DEMO_USERS, isEmpty, seedDemo } from './demo.ts';

async function counts(database: TestDatabase): Promise<Record<string, number>> {
  const [row] = await queryRows<Record<string, number>>(
    database.db,
    sql`
    select (select count(*) from profiles)::int as profiles,
           (select count(*) from permissions)::int as permissions,
           (select count(*) from profile_permissions)::int as grants,
           (select count(*) from users)::int as users`,
  );
  return row!;
}

describe('demo seed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('fills an empty database with profiles, every spec resource and the demo accounts', async () => {
    expect(await isEmpty(database.db)).toBe(true);
    await seedDemo(database.db);
    expect(await isEmpty(database.db)).toBe(false);
    const c = await counts(database);
    expect(c.profiles).toBe(4);
    expect(c.permissions).toBe(RESOURCES.length);
    expect(c.users).toBe(DEMO_USERS.length);
  });

  it('changes nothing when run again', async () => {
    const before = await counts(database);
    await seedDemo(database.db);
    expect(await counts(database)).toEqual(before);
  });

  it('stores argon2id hashes with m=19456, t=2, p=1 that verify the demo password', async () => {
    const [admin] = await database.db
      .select()
      .from(users)
      .where(sql`${users.email} = 'admin@demo.lstrader.com.br'`);
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(admin!.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(await verify(admin!.passwordHash, 'outra-senha-qualquer')).toBe(false);
  });

  it('gives the customer profile read on customer areas only', async () => {
    const rows = await queryRows<{ name: string; read: number; create: number }>(
      database.db,
      sql`
      select p.name, pp.read, pp.create from profile_permissions pp
      join permissions p on p.id = pp.permission_id where pp.profile_id = 3`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every(
        (r) => r.name.startsWith('Cliente-') || r.name === 'Home - Trilhas' || r.name === 'Auth',
      ),
    ).toBe(true);
    expect(rows.every((r) => r.read === 1 && r.create === 0)).toBe(true);
    expect(rows.map((r) => r.name)).not.toContain('Transmissões');
  });
});
