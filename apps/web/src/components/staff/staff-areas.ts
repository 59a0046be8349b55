import IconAddressBook from '@tabler/icons-react/dist/esm/icons/IconAddressBook.mjs';
import IconBook from '@tabler/icons-react/dist/esm/icons/IconBook.mjs';
import IconBroadcast from '@tabler/icons-react/dist/esm/icons/IconBroadcast.mjs';
import IconBuildingStore from '@tabler/icons-react/dist/esm/icons/IconBuildingStore.mjs';
import IconCalendarEvent from '@tabler/icons-react/dist/esm/icons/IconCalendarEvent.mjs';
import IconCalendarTime from '@tabler/icons-react/dist/esm/icons/IconCalendarTime.mjs';
import IconCategory from '@tabler/icons-react/dist/esm/icons/IconCategory.mjs';
import IconCrown from '@tabler/icons-react/dist/esm/icons/IconCrown.mjs';
import IconFileCertificate from '@tabler/icons-react/dist/esm/icons/IconFileCertificate.mjs';
import IconFileAnalytics from '@tabler/icons-react/dist/esm/icons/IconFileAnalytics.mjs';
import IconLifebuoy from '@tabler/icons-react/dist/esm/icons/IconLifebuoy.mjs';
import IconSpeakerphone from '@tabler/icons-react/dist/esm/icons/IconSpeakerphone.mjs';
import IconKey from '@tabler/icons-react/dist/esm/icons/IconKey.mjs';
import IconMailForward from '@tabler/icons-react/dist/esm/icons/IconMailForward.mjs';
import IconUserStar from '@tabler/icons-react/dist/esm/icons/IconUserStar.mjs';
import IconChartPie from '@tabler/icons-react/dist/esm/icons/IconChartPie.mjs';
import IconChartBar from '@tabler/icons-react/dist/esm/icons/IconChartBar.mjs';
import IconLayoutDashboard from '@tabler/icons-react/dist/esm/icons/IconLayoutDashboard.mjs';
import IconHome from '@tabler/icons-react/dist/esm/icons/IconHome.mjs';
import IconHelpCircle from '@tabler/icons-react/dist/esm/icons/IconHelpCircle.mjs';
import IconListCheck from '@tabler/icons-react/dist/esm/icons/IconListCheck.mjs';
import IconLivePhoto from '@tabler/icons-react/dist/esm/icons/IconLivePhoto.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import IconMicrophone from '@tabler/icons-react/dist/esm/icons/IconMicrophone.mjs';
import IconMovie from '@tabler/icons-react/dist/esm/icons/IconMovie.mjs';
import IconPalette from '@tabler/icons-react/dist/esm/icons/IconPalette.mjs';
import IconPlaylist from '@tabler/icons-react/dist/esm/icons/IconPlaylist.mjs';
import IconReceipt from '@tabler/icons-react/dist/esm/icons/IconReceipt.mjs';
import IconRocket from '@tabler/icons-react/dist/esm/icons/IconRocket.mjs';
import IconRoute from '@tabler/icons-react/dist/esm/icons/IconRoute.mjs';
import IconSchool from '@tabler/icons-react/dist/esm/icons/IconSchool.mjs';
import IconSettings from '@tabler/icons-react/dist/esm/icons/IconSettings.mjs';
import IconShieldCheck from '@tabler/icons-react/dist/esm/icons/IconShieldCheck.mjs';
import IconShieldLock from '@tabler/icons-react/dist/esm/icons/IconShieldLock.mjs';
import IconTable from '@tabler/icons-react/dist/esm/icons/IconTable.mjs';
import IconTargetArrow from '@tabler/icons-react/dist/esm/icons/IconTargetArrow.mjs';
import IconTicket from '@tabler/icons-react/dist/esm/icons/IconTicket.mjs';
import IconUsers from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
import IconUserShield from '@tabler/icons-react/dist/esm/icons/IconUserShield.mjs';
import type { Icon } from '@tabler/icons-react';
import type { Action, Resource } from '@app/shared';
import '../../i18n/shared/index.ts';

/** One staff screen: its path, its label's i18n key and the permission that opens it. */
export interface StaffArea {
  to: string;
  label: string;
  resource: Resource;
  action: Action;
  icon: Icon;
}

export interface StaffAreaGroup {
  /** The group's i18n key ("Administração", "Loja"…). */
  label: string;
  icon: Icon;
  areas: readonly StaffArea[];
}

const area = (
  to: string,
  label: string,
  resource: Resource,
  icon: Icon,
  action: Action = 'read',
): StaffArea => ({ to, label, resource, action, icon });

/**
 * The staff screens, grouped as the menu and the avatar menu show them. Content screens ask for
 * `update` (some of their lists, e.g. Liberta's `/podcasts`, are open to everyone, so reading is
 * no sign of staff); the others ask for what their list page asks.
 */
export const STAFF_AREA_GROUPS: readonly StaffAreaGroup[] = [
  {
    label: 'admin.menu',
    icon: IconSettings,
    areas: [
      area('/usuarios', 'admin.users', 'Usuários', IconUsers),
      area('/perfis', 'admin.profiles', 'Perfis e Permissões', IconLock),
      area('/auditoria', 'admin.audit', 'Auditoria', IconShieldCheck),
      area('/caixa-de-saida', 'admin.outbox', 'Caixa de Saída', IconMail),
      area(
        '/solicitacoes-de-titulares',
        'admin.dataRequests',
        'Solicitações de Titulares',
        IconUserShield,
      ),
      area(
        '/politicas-de-privacidade',
        'admin.privacyPolicies',
        'Política de Privacidade',
        IconShieldLock,
      ),
      area(
        '/politicas-internas',
        'areas.internalPolicies.title',
        'Políticas internas',
        IconFileCertificate,
      ),
    ],
  },
  {
    // Issue 17: the staff hub (Liberta's route table); each screen asks for its own resource.
    label: 'areas.hubHome.title',
    icon: IconLayoutDashboard,
    areas: [
      area('/hub/home', 'areas.hubHome.home', 'hub-home', IconHome),
      area(
        '/hub/politicas-procedimentos',
        'areas.hubPolicies.title',
        'hub-politicas',
        IconFileCertificate,
      ),
      area(
        '/agenda-colaborador',
        'areas.staffAgenda.title',
        'Agenda do Colaborador',
        IconCalendarEvent,
      ),
      area('/hub/sales-force', 'areas.hubSalesForce.title', 'hub-sales-force', IconTargetArrow),
      area('/hub/central-de-chamdos', 'areas.hubTickets.title', 'hub-glpi', IconLifebuoy),
      area('/hub/bi', 'areas.biHub.title', 'hub-home', IconChartBar, 'update'),
      area('/hub/avisos', 'areas.hubNotices.title', 'hub-home', IconSpeakerphone, 'update'),
    ],
  },
  {
    label: 'catalogueAdmin.menu.title',
    icon: IconBuildingStore,
    areas: [
      area('/pedidos', 'storeAdmin.orders.title', 'Pedidos', IconReceipt),
      area('/clientes', 'storeAdmin.customers.title', 'Clientes', IconAddressBook),
      area(
        '/liberta-store',
        'catalogueAdmin.menu.products',
        'Liberta Store Cadastro',
        IconBuildingStore,
      ),
      area('/cupons', 'catalogueAdmin.menu.coupons', 'Cupons', IconTicket),
      area('/cores', 'catalogueAdmin.menu.colors', 'Liberta Store Cores', IconPalette),
      area('/influencer', 'areas.influencer.title', 'Influencer', IconSpeakerphone),
      area('/liberacao-cliente-xp', 'areas.xpRelease.title', 'Liberação de cliente XP', IconKey),
      area('/email/bind', 'areas.emailBind.title', 'Email binds', IconMailForward),
      area(
        '/tabelas-comerciais',
        'catalogueAdmin.menu.tables',
        'Liberta Store Cadastro',
        IconTable,
      ),
    ],
  },
  {
    label: 'admin.contentMenu',
    icon: IconSchool,
    areas: [
      area('/cursos', 'areas.coursesAdmin.title', 'Cursos', IconSchool, 'update'),
      area('/e-books', 'areas.ebooksAdmin.title', 'E-books', IconBook, 'update'),
      area('/videos', 'areas.videosAdmin.title', 'Vídeos', IconMovie, 'update'),
      area('/trilhas', 'areas.trails.title', 'Trilhas', IconRoute, 'update'),
      area(
        '/assinatura',
        'areas.subscriptionTypes.title',
        'Tipos de Assinatura',
        IconCrown,
        'update',
      ),
      area(
        '/qualificacao-de-conteudo',
        'areas.contentQualification.title',
        'Qualificacao',
        IconListCheck,
        'update',
      ),
      area(
        '/relatorios-research',
        'areas.researchReports.title',
        'Research',
        IconFileAnalytics,
        'update',
      ),
      area('/podcasts', 'areas.podcasts.title', 'Podcasts', IconMicrophone, 'update'),
      area(
        '/calendario-do-investidor',
        'areas.investorCalendar.title',
        'Calendário do Investidor',
        IconCalendarEvent,
        'update',
      ),
      area('/lancamentos', 'areas.launches.title', 'Lançamentos', IconRocket, 'update'),
      area('/faq', 'areas.faq.title', 'FAQ / Central de ajuda', IconHelpCircle, 'update'),
      area(
        '/site-liberta-investimentos/assessores',
        'areas.advisors.title',
        'Assessores',
        IconUserStar,
        'update',
      ),
      area(
        '/site-liberta-investimentos/investimentos',
        'areas.investmentPages.title',
        'Páginas de investimentos',
        IconChartPie,
        'update',
      ),
    ],
  },
  {
    label: 'menu.liveAdmin',
    icon: IconBroadcast,
    areas: [
      area('/transmissoes/visualizar', 'menu.liveRooms', 'Transmissões', IconLivePhoto),
      area('/transmissoes', 'areas.broadcastsAdmin.title', 'Transmissões', IconBroadcast),
      area('/grade-programacao', 'areas.schedule.title', 'Grade de Programação', IconCalendarTime),
      area('/playlist', 'areas.playlist.title', 'Playlist', IconPlaylist),
      area('/categorias', 'areas.categories.title', 'Categorias', IconCategory),
    ],
  },
];

/**
 * The groups with only the screens this person may open in this brand (`hasRoute`: the brand's
 * route table has the path); empty groups are left out.
 */
export function visibleStaffAreas(
  can: (action: Action, resource: Resource) => boolean,
  hasRoute: (path: string) => boolean,
): StaffAreaGroup[] {
  return STAFF_AREA_GROUPS.map((group) => ({
    ...group,
    areas: group.areas.filter((a) => hasRoute(a.to) && can(a.action, a.resource)),
  })).filter((group) => group.areas.length > 0);
}
