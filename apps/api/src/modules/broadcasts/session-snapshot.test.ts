import { describe, expect, it } from 'vitest';
import { memoryBus } from '../../platform/realtime/bus.ts';
import type { SnapshotRow } from './broadcasts.queries.ts';
import { SNAPSHOT_REFRESH_MS, broadcastSignals, sessionSnapshot } from './session-snapshot.ts';

const T0 = Date.parse('2026-11-22T12:00:00Z');
const H = 3600_000;
const DAY = 24 * H;

function row(id: number, values: Partial<SnapshotRow>): SnapshotRow {
  return {
    id,
    title: `B${id}`,
    status: 'scheduled',
    open_to_all: true,
    started_at: null,
    scheduled_start_at: T0 + H,
    scheduled_end_at: T0 + 2 * H,
    ...values,
  };
}

/** A loader over fixed rows that applies the query's own window, and counts its calls. */
function loader(rows: SnapshotRow[]) {
  const calls: [number, number][] = [];
  return {
    calls,
    load: (from: Date, until: Date) => {
      calls.push([from.getTime(), until.getTime()]);
      return Promise.resolve(
        rows.filter(
          (r) =>
            r.status === 'live' ||
            (r.scheduled_end_at > from.getTime() && r.scheduled_start_at <= until.getTime()),
        ),
      );
    },
  };
}

async function visible(
  snapshot: ReturnType<typeof sessionSnapshot>,
  watchable: 'all' | number[],
  t: number,
) {
  const at = new Date(t);
  return snapshot.pick(await snapshot.at(at), watchable, at).map((b) => b.id);
}

describe('the session payload’s broadcasts snapshot', () => {
  it('orders and limits as the queries did: live by start (never started last), then the next', async () => {
    const rows = [
      row(1, { status: 'live', started_at: T0 - H }),
      row(2, { status: 'live', started_at: null }),
      row(3, { status: 'live', started_at: T0 - 10 }),
      row(4, { status: 'live', started_at: T0 - 10 }),
      row(5, { scheduled_start_at: T0 + 2 * H }),
      row(6, { scheduled_start_at: T0 + H }),
      row(7, { scheduled_start_at: T0 + H, open_to_all: false }),
      // Over before T0, and beyond the 7-day look-ahead: not listed.
      row(8, { scheduled_start_at: T0 - 3 * H, scheduled_end_at: T0 - H }),
      row(9, { scheduled_start_at: T0 + 8 * DAY, scheduled_end_at: T0 + 8 * DAY + H }),
    ];
    const { load } = loader(rows);
    const snapshot = sessionSnapshot({ load, lookaheadMs: 7 * DAY, bus: memoryBus() });
    expect(await visible(snapshot, 'all', T0)).toEqual([4, 3, 1, 2, 6, 7, 5]);
    // Not staff: open ones, and closed ones their grants open.
    expect(await visible(snapshot, [], T0)).toEqual([4, 3, 1, 2, 6, 5]);
    expect(await visible(snapshot, [7], T0)).toEqual([4, 3, 1, 2, 6, 7, 5]);
  });

  it('keeps at most 20 live and 50 next', async () => {
    const rows = [
      ...Array.from({ length: 25 }, (_, n) => row(n + 1, { status: 'live', started_at: T0 - n })),
      ...Array.from({ length: 60 }, (_, n) => row(100 + n, { scheduled_start_at: T0 + n })),
    ];
    const snapshot = sessionSnapshot({ load: loader(rows).load, lookaheadMs: 7 * DAY });
    const ids = await visible(snapshot, 'all', T0);
    expect(ids.filter((id) => id < 100)).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
    expect(ids.filter((id) => id >= 100)).toHaveLength(50);
  });

  it('applies the clock per call, reads again after its window or a change signal', async () => {
    const rows = [row(1, { scheduled_start_at: T0 + 7 * DAY + 30_000 })];
    const source = loader(rows);
    const bus = memoryBus();
    const snapshot = sessionSnapshot({ load: source.load, lookaheadMs: 7 * DAY, bus });
    // Starts 7 days and 30 s from now: not yet within the look-ahead, then within it.
    expect(await visible(snapshot, 'all', T0)).toEqual([]);
    expect(await visible(snapshot, 'all', T0 + 30_000)).toEqual([1]);
    expect(source.calls).toHaveLength(1);
    // Past its window: read again; the clock going back: read again.
    await visible(snapshot, 'all', T0 + SNAPSHOT_REFRESH_MS + 1);
    expect(source.calls).toHaveLength(2);
    await visible(snapshot, 'all', T0);
    expect(source.calls).toHaveLength(3);
    // A change signalled by another process.
    await bus.publishSignal(broadcastSignals, { type: 'changed' });
    await Promise.resolve();
    await visible(snapshot, 'all', T0);
    expect(source.calls).toHaveLength(4);
    await visible(snapshot, 'all', T0);
    expect(source.calls).toHaveLength(4);
  });

  it('keeps nothing without a bus to hear changes on', async () => {
    const source = loader([row(1, {})]);
    const snapshot = sessionSnapshot({ load: source.load, lookaheadMs: 7 * DAY });
    await visible(snapshot, 'all', T0);
    await visible(snapshot, 'all', T0);
    expect(source.calls).toHaveLength(2);
  });
});
