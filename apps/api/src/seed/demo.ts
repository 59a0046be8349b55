import { CUSTOMER_PROFILE_ID, RESOURCES } from '@app/shared';
import type { Resource } from '@app/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../platform/db/database.ts';
import type { Db } from '../platform/db/database.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { permissions, profilePermissions, profiles, users } from '../db/schema/index.ts';

export const DEMO_PASSWORD = 'demo-trader-2026';

export const DEMO_PROFILES = [
  { id: 1, name: 'Administrador' },
  { id: 2, name: 'Analista' },
  { id: CUSTOMER_PROFILE_ID, name: 'Cliente' },
  { id: 4, name: 'Vendedor' },
] as const;

type Flags = {
  create: 0 | 1;
  read: 0 | 1;
  update: 0 | 1;
  delete: 0 | 1;
  manage: 0 | 1;
  menu: 0 | 1;
};
const ALL: Flags = { create: 1, read: 1, update: 1, delete: 1, manage: 1, menu: 1 };
const EDIT: Flags = { create: 1, read: 1, update: 1, delete: 0, manage: 0, menu: 1 };
const READ: Flags = { create: 0, read: 1, update: 0, delete: 0, manage: 0, menu: 1 };

const ANALYST_RESOURCES: Resource[] = [
  'Transmissões',
  'Recomendações',
  'Listagem Recomendações',
  'Status das Recomendações',
  'Farol',
  'Grade de Programação',
  'Playlist',
  'Categorias',
  'Research',
  'Qualificacao',
  'Trilhas',
  'Agenda do Colaborador',
];
const SELLER_RESOURCES: Resource[] = [
  'Tipos de Assinatura',
  'Métodos',
  'Liberta Store Cadastro',
  'Liberação de cliente XP',
  'Lançamentos',
];

/** Which flags a demo profile has on a resource (null: none). */
function flagsFor(profileId: number, resource: Resource): Flags | null {
  const customerArea = resource.startsWith('Cliente-') || resource === 'Home - Trilhas';
  switch (profileId) {
    case 1:
      return ALL;
    case 2:
      return ANALYST_RESOURCES.includes(resource)
        ? EDIT
        : customerArea || resource === 'Auth'
          ? READ
          : null;
    case 4:
      return SELLER_RESOURCES.includes(resource)
        ? EDIT
        : customerArea || resource === 'Auth'
          ? READ
          : null;
    case CUSTOMER_PROFILE_ID:
      return customerArea || resource === 'Auth' ? READ : null;
    default:
      return null;
  }
}

export const DEMO_USERS = [
  { email: 'admin@demo.lstrader.com.br', name: 'Ana Admin', nickname: 'Ana', profileId: 1 },
  {
    email: 'analista@demo.lstrader.com.br',
    name: 'Paulo Analista',
    nickname: 'Paulo',
    profileId: 2,
  },
  {
    email: 'vendedor@demo.lstrader.com.br',
    name: 'Vera Vendedora',
    nickname: 'Vera',
    profileId: 4,
  },
  {
    email: 'cliente@demo.lstrader.com.br',
    name: 'Carla Cliente',
    nickname: 'Carla',
    profileId: CUSTOMER_PROFILE_ID,
  },
] as const;

/** Loads the demo data; running it again changes nothing (every insert skips existing rows). */
export async function seedDemo(db: Db): Promise<void> {
  await db
    .insert(profiles)
    .values([...DEMO_PROFILES])
    .onConflictDoNothing();
  await db
    .insert(permissions)
    .values(RESOURCES.map((name, order) => ({ name, order })))
    .onConflictDoNothing();
  const stored = await db.select({ id: permissions.id, name: permissions.name }).from(permissions);
  const rows = [];
  for (const profile of DEMO_PROFILES) {
    for (const permission of stored) {
      const flags = flagsFor(profile.id, permission.name as Resource);
      if (flags) rows.push({ profileId: profile.id, permissionId: permission.id, ...flags });
    }
  }
  if (rows.length > 0) await db.insert(profilePermissions).values(rows).onConflictDoNothing();

  const existing = await db.select({ email: users.email }).from(users);
  const known = new Set(existing.map((u) => u.email));
  const missing = DEMO_USERS.filter((u) => !known.has(u.email));
  if (missing.length > 0) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db
      .insert(users)
      .values(missing.map((u) => ({ ...u, passwordHash })))
      .onConflictDoNothing();
  }
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ present: boolean }>(
    db,
    sql`select exists (select 1 from users) as present`,
  );
  return row?.present !== true;
}
