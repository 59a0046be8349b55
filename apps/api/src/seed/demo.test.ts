import { PERMISSION_GROUPS, RESOURCES } from '@app/shared';
import { BASE_PROFILES } from './access-control.ts';
import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { queryRows } from '../platform/db/database.ts';
import { createTestDatabase } from '../test/test-db.ts';
import type { TestDatabase } from '../test/test-db.ts';
import { DEMO_PASSWORD, DEMO_USERS, isEmpty, seedDemo } from './demo.ts';
import { DEMO_SALES_FORCE } from './sales-force.ts';

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
    expect(c.profiles).toBe(BASE_PROFILES.length);
    expect(c.permissions).toBe(RESOURCES.length + PERMISSION_GROUPS.length);
    // The staff and customer demo accounts, and the sales-force panel's customers.
    expect(c.users).toBe(DEMO_USERS.length + DEMO_SALES_FORCE.length);
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
        (r) =>
          r.name.startsWith('Cliente-') ||
          ['Home - Trilhas', 'Auth', 'Área do Cliente'].includes(r.name),
      ),
    ).toBe(true);
    expect(rows.every((r) => r.read === 1 && r.create === 0)).toBe(true);
    expect(rows.map((r) => r.name)).not.toContain('Transmissões');
  });

  it('stores the tree: groups with their resources in order, Auth at the top and off the menu', async () => {
    const rows = await queryRows<{
      name: string;
      parent: string | null;
      order: number;
      has_children: boolean;
      menu: boolean;
    }>(
      database.db,
      sql`select p.name, parent.name as parent, p."order", p.has_children, p.menu
          from permissions p left join permissions parent on parent.id = p.parent_id`,
    );
    const byName = new Map(rows.map((r) => [r.name, r]));
    expect(byName.get('Auth')).toMatchObject({ parent: null, menu: false, has_children: false });
    expect(byName.get('Administração')).toMatchObject({ parent: null, has_children: true });
    for (const group of PERMISSION_GROUPS)
      group.children.forEach((name, order) =>
        expect(byName.get(name)).toMatchObject({ parent: group.name, order }),
      );
  });

  it('gives Suporte the customer tools and never overwrites a flag staff changed', async () => {
    const flags = () =>
      queryRows<{ name: string; read: number; update: number }>(
        database.db,
        sql`select p.name, pp.read, pp.update from profile_permissions pp
            join permissions p on p.id = pp.permission_id where pp.profile_id = 5
            order by p.name`,
      );
    const before = await flags();
    expect(before.find((r) => r.name === 'Clientes')).toEqual({
      name: 'Clientes',
      read: 1,
      update: 1,
    });
    expect(before.map((r) => r.name)).not.toContain('Perfis e Permissões');
    await database.db.execute(sql`
      update profile_permissions set update = 0
      where profile_id = 5
        and permission_id = (select id from permissions where name = 'Clientes')`);
    await seedDemo(database.db);
    expect((await flags()).find((r) => r.name === 'Clientes')?.update).toBe(0);
  });
});
