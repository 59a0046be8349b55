import type { Db } from '../../platform/db/database.ts';
import type { Session } from '../../platform/access.ts';
import type { AccessService } from '../access/access.service.ts';
import { viewerQueries } from './broadcasts.queries.ts';
import type { WatchRule } from './broadcasts.queries.ts';

/**
 * Who may watch a broadcast and read its chat, and how long their live is held back
 * (docs/live.md). The broadcasts and chat modules both ask this, and it asks the access module.
 */
export interface LiveViewerDeps {
  db: Db;
  access: AccessService;
  /** Seconds a trial-only viewer's chat is held back (config TRIAL_BROADCAST_DELAY_SECONDS). */
  trialDelaySeconds: number;
  now: () => Date;
}

export function liveViewer(deps: LiveViewerDeps) {
  const { access, now } = deps;
  const q = viewerQueries(deps.db);

  /** Staff who may read `Transmissões` see and moderate every broadcast and chat. */
  const isStaff = (session: Session | null): boolean =>
    session?.can('read', 'Transmissões') === true;

  async function mayWatchRow(session: Session, row: WatchRule): Promise<boolean> {
    if (isStaff(session) || row.open_to_all) return true;
    return (await access.find(session.userId, 'broadcast', row.id)) !== null;
  }

  /** Staff: every broadcast; others: the ids their grants and signatures open (plus open_to_all). */
  async function watchableFor(userId: number, staff: boolean): Promise<'all' | number[]> {
    if (staff) return 'all';
    return [...(await access.targets(userId, 'broadcast', now())).keys()];
  }

  /** The rule of `delaySeconds`, for a caller that already knows the person's state. */
  const delayFor = (state: { trial: boolean; paid: boolean }): number =>
    deps.trialDelaySeconds > 0 && state.trial && !state.paid ? deps.trialDelaySeconds : 0;

  return {
    isStaff,
    watchableFor,
    delayFor,

    /** What `session` may watch, as the broadcasts queries filter it (`watchFilter`). */
    watchable(session: Session): Promise<'all' | number[]> {
      return watchableFor(session.userId, isStaff(session));
    },

    /** May this person watch this broadcast now? False for a deleted or unknown one. */
    async mayWatch(session: Session | null, broadcastId: number): Promise<boolean> {
      if (!session) return false;
      const row = await q.watchRule(broadcastId);
      return row ? mayWatchRow(session, row) : false;
    },

    /** A chat is readable by whoever may watch any (not deleted) broadcast that uses it. */
    async mayReadChat(session: Session | null, chatId: number): Promise<boolean> {
      if (!session) return false;
      if (isStaff(session)) return true;
      const rows = await q.watchRulesOfChat(chatId);
      for (const row of rows) if (await mayWatchRow(session, row)) return true;
      return false;
    },

    /**
     * `delay_broadcast`: a viewer whose access rests on a trial alone (an active trial and no
     * active grant from an order, signature, courtesy or staff) is held back; everyone else 0.
     */
    async delaySeconds(userId: number, at: Date = now()): Promise<number> {
      if (deps.trialDelaySeconds <= 0) return 0;
      const row = await q.trialState(userId, at);
      return row ? delayFor(row) : 0;
    },
  };
}

export type LiveViewer = ReturnType<typeof liveViewer>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The one live viewer, created in app.ts, shared by the broadcasts and chat modules. */
    liveViewer: LiveViewer;
  }
}
