import type { MantineColor } from '@mantine/core';

export type CourtesyStatus = 'active' | 'scheduled' | 'ended' | 'revoked';

/** Where a courtesy stands at `now`: the same reading as the API's courtesy report. */
export function courtesyStatus(
  courtesy: { starts_at: string; ends_at: string | null; revoked_at: string | null },
  now: Date,
): CourtesyStatus {
  if (courtesy.revoked_at !== null) return 'revoked';
  if (Date.parse(courtesy.starts_at) > now.getTime()) return 'scheduled';
  if (courtesy.ends_at !== null && Date.parse(courtesy.ends_at) <= now.getTime()) return 'ended';
  return 'active';
}

export const COURTESY_STATUS_COLORS: Record<CourtesyStatus, MantineColor> = {
  active: 'teal',
  scheduled: 'blue',
  ended: 'gray',
  revoked: 'red',
};

/** A grant's status as `list-customer-products` names it (the access module's view). */
export const GRANT_STATUS_COLORS: Record<string, MantineColor> = {
  active: 'teal',
  scheduled: 'blue',
  expired: 'gray',
  revoked: 'red',
};
