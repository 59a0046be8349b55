import type { IdentityQueries, ProfileGrants } from './identity.queries.ts';
import type { IdentityCache } from './session-cache.ts';

export type { ProfileGrants } from './identity.queries.ts';

/**
 * Every authenticated request needs its profile's permission entries. They change rarely (a staff
 * edit), so each process keeps them (in the identity cache, docs/adr/0007); an edit invalidates
 * them in every process through the bus before the edit's request answers.
 */
export function permissionCache(queries: IdentityQueries, cache: IdentityCache) {
  /**
   * One load per profile at a time, however many requests wait for it; a load that started
   * before an invalidation is not shared with requests that come after it.
   */
  const loading = new Map<number, { since: number; value: Promise<ProfileGrants> }>();
  return {
    /** The cached grants, if any (no promise: the guard's warm path does not wait). */
    peek(profileId: number): ProfileGrants | undefined {
      return cache.profile(profileId);
    },
    get(profileId: number): Promise<ProfileGrants> {
      const hit = cache.profile(profileId);
      if (hit) return Promise.resolve(hit);
      const since = cache.generation();
      const pending = loading.get(profileId);
      if (pending?.since === since) return pending.value;
      const value = queries.profileGrants(profileId).then((grants) => {
        cache.keepProfile(profileId, grants, since);
        return grants;
      });
      const entry = { since, value };
      loading.set(profileId, entry);
      // A failed load is not remembered.
      const done = () => {
        if (loading.get(profileId) === entry) loading.delete(profileId);
      };
      value.then(done, done);
      return value;
    },
    /** Grants read along with something else (the session lookup), kept like a load of ours. */
    keep(profileId: number, grants: ProfileGrants, since: number): void {
      cache.keepProfile(profileId, grants, since);
    },
    /** After a committed edit of the profile's entries: every process drops its copy. */
    invalidate(profileId: number): Promise<void> {
      return cache.invalidate({ type: 'profile', profileId });
    },
  };
}
export type PermissionCache = ReturnType<typeof permissionCache>;
