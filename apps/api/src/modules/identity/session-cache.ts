import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { SessionUser } from '../../platform/access.ts';
import { signalChannel } from '../../platform/realtime/bus.ts';
import type { RealtimeBus } from '../../platform/realtime/bus.ts';
import type { ProfileGrants } from './identity.queries.ts';

/**
 * What makes a cached session or profile stale, sent to every API process through the bus
 * (docs/adr/0007). Each is applied at once in the process that made the change and, through the
 * bus, in every other one before the change's request answers.
 */
export const identitySignals = signalChannel(
  'identity',
  z.discriminatedUnion('type', [
    /** The person's sessions were revoked, or their row changed (name, e-mail, profile, deletion…). */
    z.object({ type: z.literal('user'), userId: z.number().int() }),
    /** One session ended (logout). */
    z.object({ type: z.literal('session'), sessionId: z.number().int() }),
    /** The login-as-customer sessions a staff member opened ended. */
    z.object({ type: z.literal('impersonator'), userId: z.number().int() }),
    /** A profile's permission entries (or name) changed. */
    z.object({ type: z.literal('profile'), profileId: z.number().int() }),
    z.object({ type: z.literal('all') }),
  ]),
);
export type IdentitySignal = z.infer<typeof identitySignals.schema>;

/** A resolved session as this process keeps it, keyed by the token's hash. */
export interface CachedSession {
  readonly sessionId: number;
  readonly userId: number;
  readonly impersonatorUserId: number | null;
  /** Absolute expiry, ms since the epoch. */
  readonly expiresAt: number;
  readonly idleMs: number;
  /** Last use as this process knows it (ms): its own touches move it forward. */
  lastUsedAt: number;
  readonly user: SessionUser;
}

export interface IdentityCacheOptions {
  bus: RealtimeBus;
  /** Most sessions kept (least recently used go first). */
  maxSessions?: number;
  maxProfiles?: number;
  /** A safety net only: invalidation is by signal. */
  ttlMs?: number;
  /** A signal that could not be published (the change itself is done and applied here). */
  onError?: (error: unknown) => void;
}

export const SESSION_CACHE_DEFAULTS = {
  maxSessions: 10_000,
  maxProfiles: 500,
  ttlMs: 5 * 60_000,
} as const;

/**
 * The per-process cache of resolved sessions and of profiles' permissions. Entries are kept and
 * read only while the bus guarantees delivery of the invalidation signals (`live`); a load that
 * overlapped any invalidation is not kept (the generation moved), so a change can never be
 * undone by a read that started before it.
 */
export function identityCache(options: IdentityCacheOptions) {
  const sessions = new LRUCache<string, CachedSession>({
    max: options.maxSessions ?? SESSION_CACHE_DEFAULTS.maxSessions,
    ttl: options.ttlMs ?? SESSION_CACHE_DEFAULTS.ttlMs,
  });
  const profiles = new LRUCache<number, ProfileGrants>({
    max: options.maxProfiles ?? SESSION_CACHE_DEFAULTS.maxProfiles,
    ttl: options.ttlMs ?? SESSION_CACHE_DEFAULTS.ttlMs,
  });
  const onError = options.onError ?? (() => {});
  let generation = 0;

  function dropSessions(match: (entry: CachedSession) => boolean): void {
    const keys: string[] = [];
    for (const [key, entry] of sessions.entries()) if (match(entry)) keys.push(key);
    for (const key of keys) sessions.delete(key);
  }

  function apply(signal: IdentitySignal): void {
    generation += 1;
    switch (signal.type) {
      case 'user':
        dropSessions((entry) => entry.userId === signal.userId);
        return;
      case 'session':
        dropSessions((entry) => entry.sessionId === signal.sessionId);
        return;
      case 'impersonator':
        dropSessions((entry) => entry.impersonatorUserId === signal.userId);
        return;
      case 'profile':
        profiles.delete(signal.profileId);
        return;
      case 'all':
        sessions.clear();
        profiles.clear();
        return;
    }
  }

  const subscription = options.bus.subscribeSignal(identitySignals, {
    message: apply,
    gap: () => apply({ type: 'all' }),
  });

  return {
    /** False while signals could be missed: nothing is read from or kept in the cache then. */
    get live(): boolean {
      return subscription.live;
    },
    /** Moves at every invalidation; a load keeps its result only if it has not moved since. */
    generation: (): number => generation,

    session(tokenHash: string): CachedSession | undefined {
      return subscription.live ? sessions.get(tokenHash) : undefined;
    },
    keepSession(tokenHash: string, entry: CachedSession, since: number): void {
      if (subscription.live && since === generation) sessions.set(tokenHash, entry);
    },
    forgetSession(tokenHash: string): void {
      sessions.delete(tokenHash);
    },

    profile(profileId: number): ProfileGrants | undefined {
      return subscription.live ? profiles.get(profileId) : undefined;
    },
    keepProfile(profileId: number, grants: ProfileGrants, since: number): void {
      if (subscription.live && since === generation) profiles.set(profileId, grants);
    },

    /**
     * Applies `signal` here at once, then sends it to the other processes. The change it reports
     * must be committed first. A failed publish is reported, not thrown: the change stands, and
     * a process that cannot hear the bus does not answer from its cache anyway.
     */
    async invalidate(signal: IdentitySignal): Promise<void> {
      apply(signal);
      try {
        await options.bus.publishSignal(identitySignals, signal);
      } catch (error) {
        onError(error);
      }
    },

    /** Sizes, for tests and diagnostics. */
    size(): { sessions: number; profiles: number } {
      return { sessions: sessions.size, profiles: profiles.size };
    },

    close(): void {
      subscription.close();
      sessions.clear();
      profiles.clear();
    },
  };
}
export type IdentityCache = ReturnType<typeof identityCache>;
