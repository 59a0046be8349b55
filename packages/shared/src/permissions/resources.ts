/** Permission resources named in spec section 6: the same names gate API routes and the menu. */
export const RESOURCES = [
  'Auth',
  'Cliente-Feed',
  'Cliente-Transmissões',
  'Cliente-Meus Cursos',
  'Cliente-Meus E-books',
  'Cliente-LS Play',
  'Cliente-Recomendações',
  'Transmissões',
  'Recomendações',
  'Listagem Recomendações',
  'Status das Recomendações',
  'Farol',
  'Grade de Programação',
  'Playlist',
  'Categorias',
  'Tipos de Assinatura',
  'Métodos',
  'Email binds',
  'Qualificacao',
  'Research',
  'Cliente-Research',
  'Trilhas',
  'Lançamentos',
  'Influencer',
  'Políticas internas',
  'Liberta Store Cadastro',
  'Liberta Store Cores',
  'Liberação de cliente XP',
  'Gestão de Tickers',
  'FAQ / Central de ajuda',
  'Nps',
  'Agenda do Colaborador',
  'Assessores',
  'Páginas de investimentos',
  'hub-home',
  'hub-sales-force',
  'hub-glpi',
  'hub-politicas',
  'Cliente-Home',
  'Home - Trilhas',
  'Cliente-cursos',
  // Staff areas the spec shows (user and customer administration, profiles, audit, outbox) but
  // names no resource for (section 6: "not shown"): ours, in the same style.
  'Usuários',
  'Clientes',
  // Staff editing of learning content (courses, ebooks, podcasts, the investor calendar, the LS
  // Play videos): the spec lists their screens but names no resource.
  'Cursos',
  'E-books',
  'Podcasts',
  'Calendário do Investidor',
  'Vídeos',
  // The store's staff areas (issue 5): orders with refunds, and coupons. Products are
  // 'Liberta Store Cadastro', colours 'Liberta Store Cores', customers and courtesies 'Clientes'.
  'Pedidos',
  'Cupons',
  'Perfis e Permissões',
  'Auditoria',
  'Caixa de Saída',
  // The data subjects' requests (LGPD art. 18: export, deletion, correction…), answered by staff
  // within the legal deadline (issue 16); the spec names no resource for it.
  'Solicitações de Titulares',
  // The brands' privacy policies (issue 16): the spec shows the screen, not its resource.
  'Política de Privacidade',
] as const;
export type Resource = (typeof RESOURCES)[number];

export const ACTIONS = ['read', 'create', 'update', 'delete', 'manage'] as const;
export type Action = (typeof ACTIONS)[number];

/** Spec section 6: profile id 3 is the customer profile. */
export const CUSTOMER_PROFILE_ID = 3;

/** Spec section 3: a permission entry as the session delivers it (flags are 1 or 0). */
export interface PermissionEntry {
  create: 0 | 1;
  read: 0 | 1;
  update: 0 | 1;
  delete: 0 | 1;
  manage: 0 | 1;
  menu: 0 | 1;
  permission_id: number;
  profile_id: number;
  permission: {
    id: number;
    name: string;
    parent_id: number | null;
    has_children: boolean;
    order: number;
    base_profile_id: number | null;
  };
}

/** Spec section 9: permissions are stored in the browser in chunks of this size. */
export const PERMISSION_CHUNK_SIZE = 20;

export interface AbilityRule {
  action: Action;
  subject: string;
}

/**
 * Spec section 6: subjects are permission names; actions are those whose flag equals 1.
 * With no entries the default is `read` on `Auth`.
 */
export function permissionsToRules(
  entries: readonly PermissionEntry[] | null | undefined,
): AbilityRule[] {
  if (!entries || entries.length === 0) return [{ action: 'read', subject: 'Auth' }];
  const rules: AbilityRule[] = [];
  for (const entry of entries) {
    for (const action of ACTIONS) {
      if (entry[action] === 1) rules.push({ action, subject: entry.permission.name });
    }
  }
  return rules;
}

/** Splits a list into chunks of PERMISSION_CHUNK_SIZE for storage. */
export function chunk<T>(items: readonly T[], size = PERMISSION_CHUNK_SIZE): T[][] {
  if (!Number.isInteger(size) || size <= 0)
    throw new RangeError(`chunk size must be a positive integer, got ${size}`);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
