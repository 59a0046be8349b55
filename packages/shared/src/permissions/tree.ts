import type { Resource } from './resources.ts';

/**
 * The permission tree (spec section 3 "permission object": name, parent, order): every resource
 * of spec section 6 sits under a group, so the profile editor and the menu read as areas rather
 * than one long list. Groups are permissions too (with children); routes check the resources.
 */
export interface PermissionGroup {
  name: string;
  children: readonly Resource[];
}

export const PERMISSION_GROUPS: readonly PermissionGroup[] = [
  {
    name: 'Área do Cliente',
    children: [
      'Cliente-Home',
      'Cliente-Feed',
      'Cliente-Transmissões',
      'Cliente-Meus Cursos',
      'Cliente-cursos',
      'Cliente-Meus E-books',
      'Cliente-LS Play',
      'Cliente-Recomendações',
      'Cliente-Research',
      'Home - Trilhas',
    ],
  },
  {
    name: 'Transmissões e Programação',
    children: ['Transmissões', 'Grade de Programação', 'Playlist', 'Categorias'],
  },
  {
    name: 'Recomendações e Análises',
    children: [
      'Recomendações',
      'Listagem Recomendações',
      'Status das Recomendações',
      'Farol',
      'Research',
      'Gestão de Tickers',
    ],
  },
  {
    name: 'Conteúdo',
    children: [
      'Cursos',
      'E-books',
      'Trilhas',
      'Qualificacao',
      'Lançamentos',
      'Influencer',
      'Políticas internas',
      'FAQ / Central de ajuda',
      'Nps',
      'Agenda do Colaborador',
      'Podcasts',
      'Calendário do Investidor',
      'Vídeos',
    ],
  },
  {
    name: 'Loja e Assinaturas',
    children: [
      'Tipos de Assinatura',
      'Métodos',
      'Liberta Store Cadastro',
      'Liberta Store Cores',
      'Pedidos',
      'Cupons',
      'Liberação de cliente XP',
      'Email binds',
    ],
  },
  { name: 'Site Liberta', children: ['Assessores', 'Páginas de investimentos'] },
  { name: 'Hub', children: ['hub-home', 'hub-sales-force', 'hub-glpi', 'hub-politicas'] },
  {
    name: 'Administração',
    children: [
      'Usuários',
      'Clientes',
      'Perfis e Permissões',
      'Auditoria',
      'Caixa de Saída',
      'Solicitações de Titulares',
      'Política de Privacidade',
    ],
  },
];

/** Resources that are never a menu item (access to the app itself, actions on other screens). */
export const NON_MENU_RESOURCES: readonly Resource[] = ['Auth'];

/** Resources outside every group (top level of the tree). */
export const TOP_LEVEL_RESOURCES: readonly Resource[] = ['Auth'];
