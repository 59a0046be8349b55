import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Avatar.css';
import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconLogout from '@tabler/icons-react/dist/esm/icons/IconLogout.mjs';
import IconUser from '@tabler/icons-react/dist/esm/icons/IconUser.mjs';
import IconCrown from '@tabler/icons-react/dist/esm/icons/IconCrown.mjs';
import IconLifebuoy from '@tabler/icons-react/dist/esm/icons/IconLifebuoy.mjs';
import { useAbility } from '../../../lib/session/ability-context.tsx';
import { visibleStaffAreas } from '../../../components/staff/staff-areas.ts';
import { Fragment } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session/use-session.ts';
import { signOut } from '../../../lib/session/session-actions.ts';
import classes from './user-menu.module.css';
import '../i18n/index.ts';
import '../../../i18n/shared/index.ts';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

/** The header's account corner: "Entrar" for a visitor, the person's menu with "Sair" otherwise. */
/**
 * A signed-in person's menu in the header (loaded by `UserMenu` only for them: a visitor's first
 * load does not carry it).
 */
export function AccountMenu({ hasRoute }: { hasRoute: (path: string) => boolean }) {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const { user } = useSession();
  const ability = useAbility();
  if (!user) return null;
  // The same staff screens as the main menu's staff area, as shortcuts.
  const staff = visibleStaffAreas((action, resource) => ability.can(action, resource), hasRoute);
  const onLogout = async () => {
    await signOut();
    notifications.show({ message: t('auth.loggedOut') });
    await navigate('/login', { replace: true });
  };
  return (
    <Menu position="bottom-end" withArrow shadow="md" width={220}>
      <Menu.Target>
        <UnstyledButton aria-label={t('auth.userMenu')} data-testid="user-menu">
          <Avatar src={user.avatar_url} radius="xl" size={34} color="brand" alt="" aria-hidden>
            <span className={classes.initials} data-initials={initials(user.name)} />
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      {/* Staff carry many shortcuts: the list scrolls rather than leave the window. */}
      <Menu.Dropdown mah="calc(100dvh - 96px)" style={{ overflowY: 'auto' }}>
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
        {hasRoute('/central-de-ajuda') && (
          <Menu.Item
            component={Link}
            to="/central-de-ajuda"
            leftSection={<IconLifebuoy size={16} aria-hidden />}
          >
            {t('areas.helpCentre.title')}
          </Menu.Item>
        )}
        {staff.map((group) => (
          <Fragment key={group.label}>
            <Menu.Label>{t(group.label)}</Menu.Label>
            {group.areas.map((area) => (
              <Menu.Item
                key={area.to}
                component={Link}
                to={area.to}
                leftSection={<area.icon size={16} aria-hidden />}
              >
                {t(area.label)}
              </Menu.Item>
            ))}
          </Fragment>
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
