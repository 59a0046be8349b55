// The rail's tooltips also open on keyboard focus: the icon is all a sighted keyboard user sees.
export const RAIL_TOOLTIP = {
  position: 'right',
  withArrow: true,
  transitionProps: { duration: 0 },
  events: { hover: true, focus: true, touch: false },
} as const;
