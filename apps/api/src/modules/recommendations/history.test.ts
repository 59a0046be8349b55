import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  financialAssets,
  profiles,
  recommendationEvents,
  recommendations,
  tradeMethods,
  users,
} from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';

let database: TestDatabase;

/** What the database said when it refused a statement (Drizzle wraps the driver's error). */
async function refusal(statement: Promise<unknown>): Promise<{ code?: string; message?: string }> {
  try {
    await statement;
  } catch (error) {
    return ((error as { cause?: unknown }).cause ?? error) as { code?: string; message?: string };
  }
  throw new Error('the statement was not refused');
}
let eventId: number;
let recommendationId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [profile] = await db.insert(profiles).values({ id: 901, name: 'Analista' }).returning();
  const [analyst] = await db
    .insert(users)
    .values({
      name: 'Ana Lista',
      email: 'ana@example.com',
      passwordHash: 'x',
      profileId: profile!.id,
    })
    .returning();
  const [method] = await db
    .insert(tradeMethods)
    .values({ name: 'Método', slug: 'metodo' })
    .returning();
  const [asset] = await db
    .insert(financialAssets)
    .values({ code: 'PETR4', name: 'Petrobras PN', market: 'stocks' })
    .returning();
  const [rec] = await db
    .insert(recommendations)
    .values({
      brand: 'brazilian',
      analystId: analyst!.id,
      tradeMethodId: method!.id,
      assetId: asset!.id,
      operation: 'buy',
      frequency: 'swing_trade',
      entryMinCents: 3700,
      entryMaxCents: 3750,
      initialStopCents: 3600,
      stopCents: 3600,
      targetsCents: [3850, 3950],
      stopConduction: 'fixed',
      targetConduction: 'partial',
      positionSize: 'full',
      validUntil: new Date('2026-12-31T21:00:00Z'),
      createdBy: analyst!.id,
    })
    .returning();
  recommendationId = rec!.id;
  const [event] = await db
    .insert(recommendationEvents)
    .values({
      recommendationId,
      kind: 'published',
      toStatus: 'waiting',
      priceCents: null,
      at: new Date('2026-11-25T13:00:00Z'),
      authorId: analyst!.id,
    })
    .returning();
  eventId = event!.id;
});
afterAll(async () => {
  await database.close();
});

describe('the recommendation history', () => {
  it('takes new lines', async () => {
    const rows = await database.db
      .select()
      .from(recommendationEvents)
      .where(eq(recommendationEvents.recommendationId, recommendationId));
    expect(rows.map((r) => r.kind)).toEqual(['published']);
  });

  it('refuses to change a line (a stop cannot be moved silently)', async () => {
    const refused = await refusal(
      database.db
        .update(recommendationEvents)
        .set({ priceCents: 1 })
        .where(eq(recommendationEvents.id, eventId)),
    );
    expect(refused.message).toContain('append-only');
  });

  it('refuses to remove a line, and so the recommendation it belongs to', async () => {
    const line = await refusal(
      database.db.delete(recommendationEvents).where(eq(recommendationEvents.id, eventId)),
    );
    expect(line.message).toContain('append-only');
    const whole = await refusal(
      database.db.delete(recommendations).where(eq(recommendations.id, recommendationId)),
    );
    expect(whole.code).toBe('23503');
  });
});
