import { NavLink, Stack, UnstyledButton } from '@mantine/core';
import { LazyTooltip } from '../../components/lazy-tooltip.tsx';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useMatch } from 'react-router';
import { useAbility } from '@casl/react';
import type { Action, Resource } from '@app/shared';
import type { AppAbility } from '../../lib/session/ability.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { useBrand } from '../brands/brand-context.tsx';
import type { MenuEntry } from '../brands/brand-menus.ts';
import { menuEntryVisible } from '../routes/access.ts';
import { isPublicPath } from '../routes/route-match.ts';
import classes from './vertical-layout.module.css';

function MenuLink({
  entry,
  compact,
  onNavigate,
}: {
  entry: MenuEntry;
  compact: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const active = useMatch({ path: entry.to, end: false }) !== null;
  const label = t(entry.labelKey);
  const Icon = entry.icon;

  if (compact) {
    return (
      <LazyTooltip label={label} position="right" withArrow transitionProps={{ duration: 0 }}>
        <UnstyledButton
          component={RouterNavLink}
          to={entry.to}
          aria-label={label}
          className={classes.compactLink}
          data-active={active || undefined}
          onClick={onNavigate}
        >
          <Icon size={22} stroke={1.6} aria-hidden />
        </UnstyledButton>
      </LazyTooltip>
    );
  }
  return (
    <NavLink
      component={RouterNavLink}
      to={entry.to}
      label={label}
      active={active}
      variant="light"
      className={classes.link}
      leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
      onClick={onNavigate}
    />
  );
}

/** The brand menu: entries whose page this viewer could not open are left out. */
export function MainNav({
  entries,
  compact,
  onNavigate,
}: {
  entries: readonly MenuEntry[];
  compact: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const ability = useAbility<AppAbility>();
  const { loggedIn } = useSession();
  const viewer = {
    loggedIn,
    can: (action: Action, resource: Resource) => ability.can(action, resource),
  };
  return (
    <nav aria-label={t('app.mainMenu')}>
      <Stack gap={4} align={compact ? 'center' : 'stretch'}>
        {entries
          .filter((entry) => !entry.hidden)
          .filter((entry) =>
            menuEntryVisible(brand.id, entry, isPublicPath(brand.id, entry.to), viewer),
          )
          .map((entry) => (
            <MenuLink key={entry.to} entry={entry} compact={compact} onNavigate={onNavigate} />
          ))}
      </Stack>
    </nav>
  );
}
