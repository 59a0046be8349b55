import { z } from 'zod';
import { signalChannel } from '../../platform/realtime/bus.ts';
import type { RealtimeBus } from '../../platform/realtime/bus.ts';
import type { SnapshotRow, Watchable } from './broadcasts.queries.ts';

/** "A broadcast changed": every process drops its snapshot (docs/adr/0007). */
export const broadcastSignals = signalChannel(
  'broadcasts',
  z.object({ type: z.literal('changed') }),
);

/** How long one snapshot serves (app clock); its window reaches this much further ahead. */
export const SNAPSHOT_REFRESH_MS = 60_000;
/** The session payload's limits (as the per-person queries had them). */
const LIVE_LIMIT = 20;
const NEXT_LIMIT = 50;

export interface Snapshot {
  /** App-clock instant it was read at (ms); it serves `takenAt ≤ t ≤ takenAt + refresh`. */
  takenAt: number;
  /** Live broadcasts, latest start first (never started last), then newest id. */
  live: SnapshotRow[];
  /** Scheduled broadcasts not over at `takenAt`, soonest first, then lowest id. */
  scheduled: SnapshotRow[];
}

export interface SessionSnapshotDeps {
  load(from: Date, until: Date): Promise<SnapshotRow[]>;
  /** The payload lists scheduled broadcasts that start within this much of now. */
  lookaheadMs: number;
  /** Without a bus nothing is kept (every call reads). */
  bus?: RealtimeBus;
  refreshMs?: number;
  /** A change signal that could not be published. */
  onError?: (error: unknown) => void;
}

function build(takenAt: number, rows: SnapshotRow[]): Snapshot {
  const live = rows
    .filter((r) => r.status === 'live')
    .sort((a, b) => {
      // `order by started_at desc nulls last, id desc`
      if (a.started_at !== b.started_at) {
        if (a.started_at === null) return 1;
        if (b.started_at === null) return -1;
        return b.started_at - a.started_at;
      }
      return b.id - a.id;
    });
  const scheduled = rows
    .filter((r) => r.status === 'scheduled')
    .sort((a, b) => a.scheduled_start_at - b.scheduled_start_at || a.id - b.id);
  return { takenAt, live, scheduled };
}

/**
 * The live and upcoming broadcasts of the session payload (`GET /api/user`), kept per process:
 * they change rarely, and only through the broadcasts service, which signals every process. The
 * time rules (a scheduled broadcast leaves when its end passes, enters when its start comes
 * within the look-ahead) are applied per call against the app clock, over a snapshot whose
 * window covers the next `refreshMs`; after that (or if the clock went back) it is read again.
 */
export function sessionSnapshot(deps: SessionSnapshotDeps) {
  const refreshMs = deps.refreshMs ?? SNAPSHOT_REFRESH_MS;
  let current: Snapshot | null = null;
  let generation = 0;
  let loading: { since: number; value: Promise<Snapshot> } | null = null;
  const drop = () => {
    generation += 1;
    current = null;
  };
  const subscription = deps.bus?.subscribeSignal(broadcastSignals, { message: drop, gap: drop });
  const serves = (snapshot: Snapshot, t: number) =>
    t >= snapshot.takenAt && t <= snapshot.takenAt + refreshMs;

  function snapshotAt(at: Date): Promise<Snapshot> {
    const t = at.getTime();
    const live = subscription?.live === true;
    if (live && current && serves(current, t)) return Promise.resolve(current);
    const since = generation;
    // Requests that arrive while one read is under way share it, if it serves them.
    if (live && loading && loading.since === since) {
      const shared = loading;
      return shared.value.then((snapshot) => (serves(snapshot, t) ? snapshot : snapshotAt(at)));
    }
    const value = deps
      .load(at, new Date(t + deps.lookaheadMs + refreshMs))
      .then((rows) => build(t, rows));
    const entry = { since, value };
    if (live) loading = entry;
    const done = (snapshot: Snapshot | null) => {
      if (loading === entry) loading = null;
      // Kept only if nothing changed while it was read, and the signals were heard all along.
      if (snapshot && subscription?.live === true && since === generation) current = snapshot;
    };
    value.then(done, () => done(null));
    return value;
  }

  return {
    /** The snapshot serving `at` (read now if none does): start it early, `pick` from it later. */
    at: snapshotAt,

    /** What `watchable` may see at `at`: live (up to 20), then the next (up to 50). */
    pick(snapshot: Snapshot, watchable: Watchable, at: Date): { id: number; title: string }[] {
      const t = at.getTime();
      const allowed = watchable === 'all' ? null : new Set(watchable);
      const may = (r: SnapshotRow) => allowed === null || r.open_to_all || allowed.has(r.id);
      const out: { id: number; title: string }[] = [];
      let count = 0;
      for (const r of snapshot.live) {
        if (count === LIVE_LIMIT) break;
        if (!may(r)) continue;
        out.push({ id: r.id, title: r.title });
        count += 1;
      }
      count = 0;
      for (const r of snapshot.scheduled) {
        if (count === NEXT_LIMIT) break;
        if (r.scheduled_end_at <= t || r.scheduled_start_at > t + deps.lookaheadMs || !may(r))
          continue;
        out.push({ id: r.id, title: r.title });
        count += 1;
      }
      return out;
    },

    /** After a committed change to a broadcast: every process reads the snapshot again. */
    async changed(): Promise<void> {
      drop();
      if (!deps.bus) return;
      try {
        await deps.bus.publishSignal(broadcastSignals, { type: 'changed' });
      } catch (error) {
        deps.onError?.(error);
      }
    },

    close(): void {
      subscription?.close();
      current = null;
    },
  };
}
export type SessionSnapshot = ReturnType<typeof sessionSnapshot>;
