import { CHAT_BADGE_VALUES, recommendationPayloadSchema } from '@app/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessGrants,
  broadcasts,
  chatMessages,
  chats,
  courtesies,
  scheduleItems,
  userTrials,
  users,
} from '../db/schema/index.ts';
import { createTestDatabase } from '../test/test-db.ts';
import type { TestDatabase } from '../test/test-db.ts';
import { seedDemo } from './demo.ts';
import { DEMO_LIVE_ROOM, DEMO_LIVE_TITLE, seedDemoLive } from './live.ts';

const clock = new Date('2026-11-23T15:00:00.000Z');
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, clock);
});
afterAll(async () => {
  await database.close();
});

describe('the live demo seed', () => {
  it('has one live broadcast, started 20 minutes before the seed clock, for signatures only', async () => {
    const live = await database.db.select().from(broadcasts).where(eq(broadcasts.status, 'live'));
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ title: DEMO_LIVE_TITLE, openToAll: false });
    expect(live[0]!.startedAt!.toISOString()).toBe('2026-11-23T14:40:00.000Z');
    const statuses = await database.db.select({ status: broadcasts.status }).from(broadcasts);
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['live', 'ended', 'scheduled']));
  });

  it('stores messages of every badge kind in the live room, with a highlight, a card and a reply', async () => {
    const [room] = await database.db.select().from(chats).where(eq(chats.name, DEMO_LIVE_ROOM));
    expect(room!.slowModeSeconds).toBe(0);
    const messages = await database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.chatId, room!.id));
    const badges = new Set(messages.flatMap((m) => m.badges));
    for (const badge of CHAT_BADGE_VALUES) expect(badges).toContain(badge);
    expect(messages.some((m) => m.type === 3)).toBe(true);
    const card = messages.find((m) => m.type === 5);
    expect(recommendationPayloadSchema.safeParse(card?.payload).success).toBe(true);
    expect(messages.some((m) => m.replyToId !== null)).toBe(true);
    // All sent during the live, before the seed clock.
    expect(messages.every((m) => m.createdAt >= new Date('2026-11-23T14:40:00Z'))).toBe(true);
    expect(messages.every((m) => m.createdAt <= clock)).toBe(true);
  });

  it('gives the replay messages spread over its ended broadcast', async () => {
    const [replayed] = await database.db
      .select()
      .from(broadcasts)
      .where(eq(broadcasts.title, 'Análise Semanal — 20/11'));
    expect(replayed).toMatchObject({ status: 'ended', openToAll: true });
    const messages = await database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.broadcastId, replayed!.id));
    expect(messages.length).toBeGreaterThanOrEqual(5);
    const offsets = messages.map(
      (m) => (m.createdAt.getTime() - replayed!.startedAt!.getTime()) / 1000,
    );
    expect(Math.min(...offsets)).toBeGreaterThan(0);
    expect(Math.max(...offsets)).toBeGreaterThan(30 * 60);
    expect(messages.every((m) => m.createdAt <= replayed!.endedAt!)).toBe(true);
  });

  it('lets Carla watch the live, makes Tiago a trial and Célia a courtesy', async () => {
    const byEmail = async (email: string) =>
      (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    const carlaGrants = await database.db
      .select()
      .from(accessGrants)
      .where(eq(accessGrants.userId, await byEmail('cliente@demo.lstrader.com.br')));
    expect(carlaGrants.some((g) => g.kind === 'broadcast' && g.source === 'staff')).toBe(true);
    const tiago = await byEmail('trial@demo.lstrader.com.br');
    const [trial] = await database.db.select().from(userTrials).where(eq(userTrials.userId, tiago));
    expect(trial!.endsAt > clock).toBe(true);
    const celia = await database.db
      .select()
      .from(accessGrants)
      .where(eq(accessGrants.userId, await byEmail('cortesia@demo.lstrader.com.br')));
    // The live demo's courtesy, and the options method the recommendations demo gives her.
    expect(celia.map((g) => g.source)).toEqual(['courtesy', 'courtesy']);
    expect(celia.map((g) => g.kind).sort()).toEqual(['signature', 'trade_method']);
    // Célia's grant comes from a real, active courtesy (what the CORTESIA badge reads).
    const [given] = await database.db
      .select()
      .from(courtesies)
      .where(eq(courtesies.id, celia[0]!.sourceId!));
    expect(given).toMatchObject({ revokedAt: null });
    expect(given!.startsAt <= clock && (given!.endsAt === null || given!.endsAt > clock)).toBe(
      true,
    );
    // Carla holds no courtesy (her record shows 0): none of her grants claims to be one.
    const carla = await byEmail('cliente@demo.lstrader.com.br');
    expect(carlaGrants.filter((g) => g.source === 'courtesy')).toEqual([]);
    expect(await database.db.select().from(courtesies).where(eq(courtesies.userId, carla))).toEqual(
      [],
    );
  });

  it('lays out a grid for this week and the next, several slots per weekday', async () => {
    const items = await database.db.select().from(scheduleItems);
    const thisWeek = items.filter((i) => i.date >= '2026-11-23' && i.date <= '2026-11-29');
    const nextWeek = items.filter((i) => i.date >= '2026-11-30' && i.date <= '2026-12-06');
    expect(thisWeek.filter((i) => i.date === '2026-11-24').length).toBeGreaterThanOrEqual(3);
    expect(nextWeek.filter((i) => i.date === '2026-12-04').length).toBeGreaterThanOrEqual(3);
    expect(items.some((i) => i.broadcastId !== null)).toBe(true);
  });

  it('changes nothing when run again', async () => {
    const countOf = async () => ({
      broadcasts: (await database.db.select({ n: count() }).from(broadcasts))[0]!.n,
      messages: (await database.db.select({ n: count() }).from(chatMessages))[0]!.n,
      items: (await database.db.select({ n: count() }).from(scheduleItems))[0]!.n,
      grants: (await database.db.select({ n: count() }).from(accessGrants))[0]!.n,
      users: (await database.db.select({ n: count() }).from(users))[0]!.n,
    });
    const before = await countOf();
    await seedDemoLive(database.db, new Date(clock.getTime() + 86_400_000));
    await seedDemo(database.db, clock);
    expect(await countOf()).toEqual(before);
  });
});
