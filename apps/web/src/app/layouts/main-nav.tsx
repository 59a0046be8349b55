import '@mantine/core/styles/Divider.css';
import { Divider, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { NavLink as RouterNavLink, useLocation, useMatch } from 'react-router';
import { useAbility } from '../../lib/session/ability-context.tsx';
import type { Action, Resource } from '@app/shared';
import type { Icon } from '@tabler/icons-react';
import { LazyTooltip } from '../../components/lazy-tooltip.tsx';
import { visibleStaffAreas } from '../../components/staff/staff-areas.ts';
import type { StaffArea, StaffAreaGroup } from '../../components/staff/staff-areas.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { useBrand } from '../brands/brand-context.tsx';
import type { MenuEntry } from '../brands/brand-menus.ts';
import { shownMenuEntries } from '../routes/access.ts';
import { findRoute, isPublicPath } from '../routes/route-match.ts';
import { RAIL_TOOLTIP } from './rail-tooltip.ts';
import classes from './vertical-layout.module.css';

const StaffRailMenu = lazy(async () => ({
  default: (await import('./staff-rail-menu.tsx')).StaffRailMenu,
}));

function MenuLink({
  to,
  label,
  icon: Icon,
  compact,
  onNavigate,
  end = false,
}: {
  to: string;
  label: string;
  icon: Icon;
  compact: boolean;
  onNavigate: () => void;
  end?: boolean;
}) {
  const active = useMatch({ path: to, end }) !== null;

  if (compact) {
    return (
      <LazyTooltip label={label} {...RAIL_TOOLTIP}>
        <UnstyledButton
          component={RouterNavLink}
          to={to}
          end={end}
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
      to={to}
      end={end}
      label={label}
      active={active}
      variant="light"
      className={classes.link}
      leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
      onClick={onNavigate}
    />
  );
}

/** A staff area is active on its list and the pages below it, not on a sibling's. */
function isAreaActive(area: StaffArea, pathname: string, group: StaffAreaGroup): boolean {
  const inside = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  if (!inside(area.to)) return false;
  // `/transmissoes/visualizar` is its own area, though it sits under `/transmissoes`.
  return !group.areas.some((other) => other.to.length > area.to.length && inside(other.to));
}

/**
 * A staff group's icon on the rail. Its pop-up menu (Menu, Popover, floating-ui) loads on the
 * first click and opens; until then the icon, with its tooltip, is all the rail carries.
 */
function RailGroup({
  group,
  label,
  active,
  onNavigate,
}: {
  group: StaffAreaGroup;
  label: string;
  active: boolean;
  onNavigate: () => void;
}) {
  const [asked, setAsked] = useState(false);
  const GroupIcon = group.icon;
  const button = (
    <LazyTooltip label={label} {...RAIL_TOOLTIP}>
      <UnstyledButton
        aria-label={label}
        className={classes.compactLink}
        data-active={active || undefined}
        onClick={() => setAsked(true)}
      >
        <GroupIcon size={22} stroke={1.6} aria-hidden />
      </UnstyledButton>
    </LazyTooltip>
  );
  if (!asked) return button;
  return (
    <Suspense fallback={button}>
      <StaffRailMenu
        group={group}
        label={label}
        active={active}
        onNavigate={onNavigate}
        defaultOpened
      />
    </Suspense>
  );
}

/** A group of staff screens: a collapsible list in the full menu, a pop-up menu on the rail. */
function StaffGroup({
  group,
  compact,
  onNavigate,
}: {
  group: StaffAreaGroup;
  compact: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const label = t(group.label);
  const active = group.areas.some((area) => isAreaActive(area, pathname, group));
  const GroupIcon = group.icon;

  if (compact)
    return <RailGroup group={group} label={label} active={active} onNavigate={onNavigate} />;
  return (
    <NavLink
      component="button"
      label={label}
      className={classes.link}
      leftSection={<GroupIcon size={20} stroke={1.6} aria-hidden />}
      defaultOpened={active}
      childrenOffset={12}
    >
      {group.areas.map((area) => (
        <NavLink
          key={area.to}
          component={RouterNavLink}
          to={area.to}
          label={t(area.label)}
          active={isAreaActive(area, pathname, group)}
          // The router marks any prefix; `/transmissoes` is not current on its sibling's page.
          aria-current={isAreaActive(area, pathname, group) ? 'page' : false}
          variant="light"
          className={classes.link}
          leftSection={<area.icon size={18} stroke={1.6} aria-hidden />}
          onClick={onNavigate}
        />
      ))}
    </NavLink>
  );
}

/**
 * The brand menu (entries whose page this viewer could not open are left out), then, for staff,
 * the staff screens their permissions open, grouped under the staff heading.
 */
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
  const ability = useAbility();
  const { loggedIn } = useSession();
  const viewer = {
    loggedIn,
    can: (action: Action, resource: Resource) => ability.can(action, resource),
  };
  const staff = loggedIn
    ? visibleStaffAreas(viewer.can, (path) => findRoute(brand.id, path) !== null)
    : [];
  return (
    <nav aria-label={t('app.mainMenu')}>
      <Stack gap={4} align={compact ? 'center' : 'stretch'}>
        {shownMenuEntries(brand.id, entries, viewer, (path) => isPublicPath(brand.id, path)).map(
          (entry) => (
            <MenuLink
              key={entry.to}
              to={entry.to}
              label={t(entry.labelKey)}
              icon={entry.icon}
              compact={compact}
              onNavigate={onNavigate}
            />
          ),
        )}
      </Stack>
      {staff.length > 0 && (
        <Stack
          gap={4}
          align={compact ? 'center' : 'stretch'}
          mt="md"
          component="section"
          aria-labelledby="menu-equipe"
          data-testid="staff-menu"
        >
          <Divider w="100%" mb={compact ? 4 : 0} />
          <Text
            id="menu-equipe"
            component="h2"
            size="xs"
            fw={700}
            tt="uppercase"
            c="dimmed"
            px={compact ? 0 : 'sm'}
            pt={compact ? 0 : 'xs'}
            className={compact ? classes.visuallyHidden : undefined}
          >
            {t('menu.staff')}
          </Text>
          {staff.map((group) => (
            <StaffGroup key={group.label} group={group} compact={compact} onNavigate={onNavigate} />
          ))}
        </Stack>
      )}
    </nav>
  );
}
