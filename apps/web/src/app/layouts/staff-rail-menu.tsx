import '@mantine/core/styles/Menu.css';
import { Menu, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../i18n/react.tsx';
import { NavLink as RouterNavLink } from 'react-router';
import type { StaffAreaGroup } from '../../components/staff/staff-areas.ts';
import { RAIL_TOOLTIP } from './rail-tooltip.ts';
import classes from './vertical-layout.module.css';

/**
 * A staff group on the collapsed rail: its icon opens a pop-up menu of the group's screens. A
 * chunk of its own (Menu, Popover, floating-ui), loaded by the first click on the icon and opened
 * then.
 */
export function StaffRailMenu({
  group,
  label,
  active,
  onNavigate,
  defaultOpened = false,
}: {
  group: StaffAreaGroup;
  label: string;
  active: boolean;
  onNavigate: () => void;
  defaultOpened?: boolean;
}) {
  const { t } = useTranslation();
  const GroupIcon = group.icon;
  return (
    <Menu
      position="right-start"
      withArrow
      offset={10}
      shadow="md"
      width={240}
      defaultOpened={defaultOpened}
    >
      <Menu.Target>
        <Tooltip label={label} {...RAIL_TOOLTIP}>
          <UnstyledButton
            aria-label={label}
            className={classes.compactLink}
            data-active={active || undefined}
          >
            <GroupIcon size={22} stroke={1.6} aria-hidden />
          </UnstyledButton>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        {group.areas.map((area) => (
          <Menu.Item
            key={area.to}
            component={RouterNavLink}
            to={area.to}
            end
            leftSection={<area.icon size={16} aria-hidden />}
            onClick={onNavigate}
          >
            {t(area.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
