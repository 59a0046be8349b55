import type { PermissionEntry } from '@app/shared';
import type { IdentityQueries } from './identity.queries.ts';

export interface ProfileGrants {
  name: string;
  entries: PermissionEntry[];
}

/**
 * Every authenticated request needs its profile's permission entries. They change rarely (a staff
 * edit), so each process keeps them for a few seconds: an edit is applied at once in the process
 * that made it and within `ttlMs` in the others (documented in docs/architecture.md).
 */
export function permissionCache(
  queries: IdentityQueries,
  ttlMs = 5_000,
  now: () => number = Date.now,
) {
  const cache = new Map<number, { value: Promise<ProfileGrants>; expiresAt: number }>();
  return {
    get(profileId: number): Promise<ProfileGrants> {
      const hit = cache.get(profileId);
      if (hit && hit.expiresAt > now()) return hit.value;
      const value = Promise.all([
        queries.profileName(profileId),
        queries.permissionEntries(profileId),
      ]).then(([name, entries]) => ({ name, entries }));
      cache.set(profileId, { value, expiresAt: now() + ttlMs });
      // A failed load is not remembered.
      value.catch(() => cache.delete(profileId));
      return value;
    },
    invalidate(profileId?: number): void {
      if (profileId === undefined) cache.clear();
      else cache.delete(profileId);
    },
  };
}
export type PermissionCache = ReturnType<typeof permissionCache>;
