import { NavLink, Stack, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useMatch } from 'react-router';
import type { MenuEntry } from '../brands/brand-menus.ts';
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
      <Tooltip label={label} position="right" withArrow transitionProps={{ duration: 0 }}>
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
      </Tooltip>
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

/** The brand menu. Entries are not filtered by permission yet: no login exists before identity. */
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
  return (
    <nav aria-label={t('app.mainMenu')}>
      <Stack gap={4} align={compact ? 'center' : 'stretch'}>
        {entries
          .filter((entry) => !entry.hidden)
          .map((entry) => (
            <MenuLink key={entry.to} entry={entry} compact={compact} onNavigate={onNavigate} />
          ))}
      </Stack>
    </nav>
  );
}
