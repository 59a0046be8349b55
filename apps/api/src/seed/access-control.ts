import {
  CUSTOMER_PROFILE_ID,
  NON_MENU_RESOURCES,
  PERMISSION_GROUPS,
  TOP_LEVEL_RESOURCES,
} from '@app/shared';
import type { Resource } from '@app/shared';
import { sql } from 'drizzle-orm';
import { permissions, profilePermissions, profiles } from '../db/schema/index.ts';
import type { Db } from '../platform/db/database.ts';

/** The profiles every installation has (issue 3); Cliente is id 3 (spec section 6). */
export const BASE_PROFILES = [
  { id: 1, name: 'Administrador' },
  { id: 2, name: 'Analista' },
  { id: CUSTOMER_PROFILE_ID, name: 'Cliente' },
  { id: 4, name: 'Vendedor' },
  { id: 5, name: 'Suporte' },
] as const;

type Flag = 0 | 1;
export interface Flags {
  create: Flag;
  read: Flag;
  update: Flag;
  delete: Flag;
  manage: Flag;
  menu: Flag;
}
const ALL: Flags = { create: 1, read: 1, update: 1, delete: 1, manage: 1, menu: 1 };
const EDIT: Flags = { create: 1, read: 1, update: 1, delete: 0, manage: 0, menu: 1 };
const READ: Flags = { create: 0, read: 1, update: 0, delete: 0, manage: 0, menu: 1 };
const ACT: Flags = { create: 0, read: 1, update: 1, delete: 0, manage: 0, menu: 1 };

const ANALYST: readonly Resource[] = [
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
  'Cursos',
  'E-books',
  'Podcasts',
  'Calendário do Investidor',
  'Vídeos',
];
const SELLER: readonly Resource[] = [
  'Tipos de Assinatura',
  'Métodos',
  'Liberta Store Cadastro',
  'Liberação de cliente XP',
  'Email binds',
  'Pedidos',
  'Cupons',
  'Clientes',
  'Lançamentos',
  'Influencer',
];
/** Analysts run the lives: full flags, delete included (issue 6). */
const ANALYST_FULL: readonly Resource[] = [
  'Transmissões',
  'Grade de Programação',
  'Playlist',
  'Categorias',
];
const SUPPORT_EDIT: readonly Resource[] = [
  'FAQ / Central de ajuda',
  'Nps',
  'Solicitações de Titulares',
];
/**
 * The help desk (issue 17): Suporte answers every ticket (`manage` sees all of them); the other
 * staff profiles open tickets and follow their own.
 */
const HELPDESK_AGENT: Flags = { create: 1, read: 1, update: 1, delete: 0, manage: 1, menu: 1 };
const SUPPORT_READ: readonly Resource[] = ['Usuários', 'Auditoria', 'Caixa de Saída'];
/**
 * What every staff profile reads (issue 17): the intranet's home (notices, the day's agenda, the
 * readings due) and the internal policies each one must confirm.
 */
const STAFF_READ: readonly Resource[] = ['hub-home', 'hub-politicas'];

function isCustomerArea(resource: Resource): boolean {
  return resource.startsWith('Cliente-') || resource === 'Home - Trilhas';
}

/**
 * The starting flags of a base profile on a resource (null: none). Staff change them in the
 * profile editor afterwards; the seed never overwrites an existing entry.
 */
export function defaultFlags(profileId: number, resource: Resource): Flags | null {
  if (profileId === 1) return ALL;
  // Every staff member keeps their own agenda (issue 17): deleting an event of it included.
  if (resource === 'Agenda do Colaborador') return profileId === CUSTOMER_PROFILE_ID ? null : ALL;
  const everyone = isCustomerArea(resource) || resource === 'Auth' ? READ : null;
  if (profileId !== CUSTOMER_PROFILE_ID && STAFF_READ.includes(resource)) return READ;
  if (resource === 'hub-glpi' && profileId !== CUSTOMER_PROFILE_ID)
    return profileId === 5 ? HELPDESK_AGENT : EDIT;
  switch (profileId) {
    case 2:
      if (ANALYST_FULL.includes(resource)) return ALL;
      return ANALYST.includes(resource) ? EDIT : everyone;
    case 4:
      // The sales-force panel (issue 17): sellers see their own book and take leads; seeing
      // other advisors' books (`manage`) is the administrators'.
      if (resource === 'hub-sales-force') return ACT;
      return SELLER.includes(resource) ? EDIT : everyone;
    case 5:
      if (SUPPORT_EDIT.includes(resource)) return EDIT;
      if (resource === 'Clientes') return ACT; // "Acessar como" a customer to help them
      return SUPPORT_READ.includes(resource) ? READ : everyone;
    default:
      return everyone;
  }
}

interface TreeNode {
  name: string;
  parent: string | null;
  order: number;
  hasChildren: boolean;
  menu: boolean;
}

function treeNodes(): TreeNode[] {
  const nodes: TreeNode[] = TOP_LEVEL_RESOURCES.map((name, order) => ({
    name,
    parent: null,
    order,
    hasChildren: false,
    menu: !NON_MENU_RESOURCES.includes(name),
  }));
  PERMISSION_GROUPS.forEach((group, index) => {
    nodes.push({
      name: group.name,
      parent: null,
      order: TOP_LEVEL_RESOURCES.length + index,
      hasChildren: true,
      menu: true,
    });
    group.children.forEach((name, order) =>
      nodes.push({
        name,
        parent: group.name,
        order,
        hasChildren: false,
        menu: !NON_MENU_RESOURCES.includes(name),
      }),
    );
  });
  return nodes;
}

/**
 * Reference data every start loads (idempotent): the base profiles, the permission tree (its
 * shape follows the code: names, parents, order and menu flags are updated), and each base
 * profile's starting flags where it has no entry yet. A group gets read + menu for a profile that
 * has any of its resources.
 */
export async function seedAccessControl(db: Db): Promise<void> {
  await db
    .insert(profiles)
    .values([...BASE_PROFILES])
    .onConflictDoNothing();
  const nodes = treeNodes();
  await db
    .insert(permissions)
    .values(
      nodes.map((n) => ({
        name: n.name,
        order: n.order,
        hasChildren: n.hasChildren,
        menu: n.menu,
      })),
    )
    .onConflictDoUpdate({
      target: permissions.name,
      set: {
        order: sql`excluded."order"`,
        hasChildren: sql`excluded.has_children`,
        menu: sql`excluded.menu`,
      },
    });
  const stored = await db.select({ id: permissions.id, name: permissions.name }).from(permissions);
  const idOf = new Map(stored.map((p) => [p.name, p.id]));
  // Parents in one statement: a start with an unchanged tree writes nothing.
  const links = JSON.stringify(nodes.map((n) => ({ name: n.name, parent: n.parent })));
  await db.execute(sql`
    update permissions as p set parent_id = parent.id
    from json_to_recordset(${links}::json) as t(name text, parent text)
    left join permissions as parent on parent.name = t.parent
    where p.name = t.name and p.parent_id is distinct from parent.id`);

  const rows = [];
  for (const profile of BASE_PROFILES) {
    for (const group of PERMISSION_GROUPS) {
      const granted = group.children
        .map((resource) => ({ resource, flags: defaultFlags(profile.id, resource) }))
        .filter((g) => g.flags !== null);
      for (const { resource, flags } of granted)
        rows.push({ profileId: profile.id, permissionId: idOf.get(resource)!, ...flags! });
      if (granted.length > 0)
        rows.push({
          profileId: profile.id,
          permissionId: idOf.get(group.name)!,
          ...(profile.id === 1 ? ALL : READ),
        });
    }
    for (const resource of TOP_LEVEL_RESOURCES) {
      const flags = defaultFlags(profile.id, resource);
      if (flags) rows.push({ profileId: profile.id, permissionId: idOf.get(resource)!, ...flags });
    }
  }
  await db.insert(profilePermissions).values(rows).onConflictDoNothing();
}
