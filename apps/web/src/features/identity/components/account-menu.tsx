import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Avatar.css';
import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconLogout from '@tabler/icons-react/dist/esm/icons/IconLogout.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import IconShieldCheck from '@tabler/icons-react/dist/esm/icons/IconShieldCheck.mjs';
import IconUser from '@tabler/icons-react/dist/esm/icons/IconUser.mjs';
import IconUsers from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
import IconSchool from '@tabler/icons-react/dist/esm/icons/IconSchool.mjs';
import IconRoute from '@tabler/icons-react/dist/esm/icons/IconRoute.mjs';
import IconBook from '@tabler/icons-react/dist/esm/icons/IconBook.mjs';
import IconMovie from '@tabler/icons-react/dist/esm/icons/IconMovie.mjs';
import IconCrown from '@tabler/icons-react/dist/esm/icons/IconCrown.mjs';
import IconListCheck from '@tabler/icons-react/dist/esm/icons/IconListCheck.mjs';
import IconFileAnalytics from '@tabler/icons-react/dist/esm/icons/IconFileAnalytics.mjs';
import IconMicrophone from '@tabler/icons-react/dist/esm/icons/IconMicrophone.mjs';
import IconCalendarEvent from '@tabler/icons-react/dist/esm/icons/IconCalendarEvent.mjs';
import IconRocket from '@tabler/icons-react/dist/esm/icons/IconRocket.mjs';
import IconReceipt from '@tabler/icons-react/dist/esm/icons/IconReceipt.mjs';
import IconAddressBook from '@tabler/icons-react/dist/esm/icons/IconAddressBook.mjs';
import IconBuildingStore from '@tabler/icons-react/dist/esm/icons/IconBuildingStore.mjs';
import IconPalette from '@tabler/icons-react/dist/esm/icons/IconPalette.mjs';
import IconTicket from '@tabler/icons-react/dist/esm/icons/IconTicket.mjs';
import IconTable from '@tabler/icons-react/dist/esm/icons/IconTable.mjs';
import { useAbility } from '@casl/react';
import type { Resource } from '@app/shared';
import type { AppAbility } from '../../../lib/session/ability.ts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session/use-session.ts';
import { signOut } from '../../../lib/session/session-actions.ts';
import '../i18n/index.ts';

const STAFF_LINKS = [
  { to: '/usuarios', label: 'admin.users', resource: 'Usuários', icon: IconUsers },
  { to: '/perfis', label: 'admin.profiles', resource: 'Perfis e Permissões', icon: IconLock },
  { to: '/auditoria', label: 'admin.audit', resource: 'Auditoria', icon: IconShieldCheck },
  { to: '/caixa-de-saida', label: 'admin.outbox', resource: 'Caixa de Saída', icon: IconMail },
  { to: '/pedidos', label: 'storeAdmin.orders.title', resource: 'Pedidos', icon: IconReceipt },
  {
    to: '/clientes',
    label: 'storeAdmin.customers.title',
    resource: 'Clientes',
    icon: IconAddressBook,
  },
] as const satisfies readonly { to: string; label: string; resource: Resource; icon: unknown }[];

/** Content management: shown when the brand has the screen and the person may read it. */
const CONTENT_LINKS = [
  { to: '/cursos', label: 'areas.coursesAdmin.title', resource: 'Cursos', icon: IconSchool },
  { to: '/e-books', label: 'areas.ebooksAdmin.title', resource: 'E-books', icon: IconBook },
  { to: '/videos', label: 'areas.videosAdmin.title', resource: 'Vídeos', icon: IconMovie },
  { to: '/trilhas', label: 'areas.trails.title', resource: 'Trilhas', icon: IconRoute },
  {
    to: '/assinatura',
    label: 'areas.subscriptionTypes.title',
    resource: 'Tipos de Assinatura',
    icon: IconCrown,
  },
  {
    to: '/qualificacao-de-conteudo',
    label: 'areas.contentQualification.title',
    resource: 'Qualificacao',
    icon: IconListCheck,
  },
  {
    to: '/relatorios-research',
    label: 'areas.researchReports.title',
    resource: 'Research',
    icon: IconFileAnalytics,
  },
  { to: '/podcasts', label: 'areas.podcasts.title', resource: 'Podcasts', icon: IconMicrophone },
  {
    to: '/calendario-do-investidor',
    label: 'areas.investorCalendar.title',
    resource: 'Calendário do Investidor',
    icon: IconCalendarEvent,
  },
  { to: '/lancamentos', label: 'areas.launches.title', resource: 'Lançamentos', icon: IconRocket },
] as const satisfies readonly { to: string; label: string; resource: Resource; icon: unknown }[];

/** The store's catalogue (issue 5): products, colours, coupons and commercial price lists. */
const CATALOGUE_LINKS = [
  {
    to: '/liberta-store',
    label: 'catalogueAdmin.menu.products',
    resource: 'Liberta Store Cadastro',
    icon: IconBuildingStore,
  },
  { to: '/cupons', label: 'catalogueAdmin.menu.coupons', resource: 'Cupons', icon: IconTicket },
  {
    to: '/cores',
    label: 'catalogueAdmin.menu.colors',
    resource: 'Liberta Store Cores',
    icon: IconPalette,
  },
  {
    to: '/tabelas-comerciais',
    label: 'catalogueAdmin.menu.tables',
    resource: 'Liberta Store Cadastro',
    icon: IconTable,
  },
] as const satisfies readonly { to: string; label: string; resource: Resource; icon: unknown }[];

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

/**
 * A signed-in person's menu in the header (loaded by `UserMenu` only for them: a visitor's first
 * load does not carry it).
 */
export function AccountMenu({ hasRoute }: { hasRoute: (path: string) => boolean }) {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const { user } = useSession();
  const ability = useAbility<AppAbility>();
  if (!user) return null;
  const content = CONTENT_LINKS.filter(
    (link) => hasRoute(link.to) && ability.can('update', link.resource),
  );
  const catalogue = CATALOGUE_LINKS.filter(
    (link) => hasRoute(link.to) && ability.can('read', link.resource),
  );
  const onLogout = async () => {
    await signOut();
    notifications.show({ message: t('auth.loggedOut') });
    await navigate('/login', { replace: true });
  };
  return (
    <Menu position="bottom-end" withArrow shadow="md" width={220}>
      <Menu.Target>
        <UnstyledButton aria-label={t('auth.userMenu')} data-testid="user-menu">
          <Avatar src={user.avatar_url} radius="xl" size={34} color="brand" alt={user.name}>
            {initials(user.name)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/perfil" leftSection={<IconUser size={16} aria-hidden />}>
          {t('profile.menu')}
        </Menu.Item>
        {hasRoute('/cliente/assinaturas') && (
          <Menu.Item
            component={Link}
            to="/cliente/assinaturas"
            leftSection={<IconCrown size={16} aria-hidden />}
          >
            {t('areas.mySignatures.title')}
          </Menu.Item>
        )}
        {STAFF_LINKS.some((link) => ability.can('read', link.resource)) && (
          <Menu.Label>{t('admin.menu')}</Menu.Label>
        )}
        {STAFF_LINKS.filter((link) => ability.can('read', link.resource)).map((link) => (
          <Menu.Item
            key={link.to}
            component={Link}
            to={link.to}
            leftSection={<link.icon size={16} aria-hidden />}
          >
            {t(link.label)}
          </Menu.Item>
        ))}
        {content.length > 0 && <Menu.Label>{t('admin.contentMenu')}</Menu.Label>}
        {content.map((link) => (
          <Menu.Item
            key={link.to}
            component={Link}
            to={link.to}
            leftSection={<link.icon size={16} aria-hidden />}
          >
            {t(link.label)}
          </Menu.Item>
        ))}
        {catalogue.length > 0 && <Menu.Label>{t('catalogueAdmin.menu.title')}</Menu.Label>}
        {catalogue.map((link) => (
          <Menu.Item
            key={link.to}
            component={Link}
            to={link.to}
            leftSection={<link.icon size={16} aria-hidden />}
          >
            {t(link.label)}
          </Menu.Item>
        ))}
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void onLogout()}
        >
          {t('auth.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
