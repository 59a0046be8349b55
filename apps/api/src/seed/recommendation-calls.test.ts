import { RECOMMENDATION_STATUS_VALUES, replayHistory } from '@app/shared';
import type { HistoryLine } from '@app/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recommendationEvents, recommendations } from '../db/schema/index.ts';
import { createTestDatabase } from '../test/test-db.ts';
import type { TestDatabase } from '../test/test-db.ts';
import { seedDemo } from './demo.ts';
import { DEMO_CALLS } from './recommendation-calls.ts';

const clock = new Date('2026-11-23T15:00:00.000Z');
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, clock);
}, 120_000);
afterAll(async () => {
  await database.close();
});

describe('the demo recommendations', () => {
  it('publishes thirty calls that the demo quotes moved into every status', async () => {
    const rows = await database.db.select().from(recommendations);
    expect(rows).toHaveLength(DEMO_CALLS.length);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(RECOMMENDATION_STATUS_VALUES));
    // Each ended where its plan said, by the rules applied to the quotes.
    const planned = DEMO_CALLS.map((c) => c.outcome).sort();
    expect(rows.map((r) => r.status).sort()).toEqual(planned);
    expect(new Set(rows.map((r) => r.brand))).toEqual(new Set(['brazilian', 'liberta']));
  });

  it("keeps each call's state equal to what its history replays to", async () => {
    const rows = await database.db.select().from(recommendations);
    for (const row of rows) {
      const lines = await database.db
        .select()
        .from(recommendationEvents)
        .where(eq(recommendationEvents.recommendationId, row.id))
        .orderBy(asc(recommendationEvents.id));
      const replayed = replayHistory(
        {
          operation: row.operation,
          targetsCents: row.targetsCents,
          targetConduction: row.targetConduction,
          initialStopCents: row.initialStopCents,
        },
        lines.map((l): HistoryLine => ({
          kind: l.kind,
          to: l.toStatus,
          priceCents: l.priceCents,
          at: l.at,
          target: l.target,
        })),
      );
      expect({ status: row.status, entry: row.entryCents, exits: row.exits }).toEqual({
        status: replayed.status,
        entry: replayed.entryCents,
        exits: replayed.exits,
      });
    }
  });
});
