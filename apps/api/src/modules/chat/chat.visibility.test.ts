import type { ChatMessage } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcasts, chats } from '../../db/schema/index.ts';
import { chatWorld, history, post } from './chat.fixtures.ts';
import type { ChatWorld } from './chat.fixtures.ts';

/**
 * Spec section 4 / docs/live.md: a message sent while its author is muted is hidden; hidden
 * messages reach staff (marked) and their author only. Every case goes through the HTTP API.
 */
let w: ChatWorld;
const rooms = { muted: 0, notMuted: 0 };
const sent: Record<'muted' | 'notMuted', { before: ChatMessage; after: ChatMessage }> = {} as never;

async function room(): Promise<number> {
  const [row] = await w.database.db
    .insert(chats)
    .values({ name: 'Tabela de visibilidade' })
    .returning({ id: chats.id });
  await w.database.db.insert(broadcasts).values({
    title: 'Aberta',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    chatId: row!.id,
    scheduledStartAt: w.clock.now(),
    scheduledEndAt: new Date(w.clock.now().getTime() + 3_600_000),
    openToAll: true,
  });
  return row!.id;
}

beforeAll(async () => {
  w = await chatWorld();
  for (const key of ['muted', 'notMuted'] as const) {
    rooms[key] = await room();
    const before = await post(w, w.tokens.bruno, rooms[key], `${key}: antes`);
    // The mute time (the muted room only).
    if (key === 'muted') {
      const res = await w.client.send(
        'POST',
        `/api/mute-chat-user/${rooms[key]}`,
        w.tokens.analyst,
        {
          user_id: w.users.bruno,
          reason: 'teste',
        },
      );
      expect(res.statusCode).toBe(200);
    }
    w.clock.advance(60_000);
    const after = await post(w, w.tokens.bruno, rooms[key], `${key}: depois`);
    sent[key] = { before, after };
  }
});
afterAll(async () => {
  await w.app.close();
});

type Viewer = 'author' | 'other customer' | 'staff';
const tokenOf = (viewer: Viewer) =>
  viewer === 'author' ? w.tokens.bruno : viewer === 'staff' ? w.tokens.admin : w.tokens.carla;

/** [author muted?, message, viewer, sees it?, hidden as they see it, hidden_reason] */
const TABLE: [boolean, 'before' | 'after', Viewer, boolean, boolean, 'muted' | null][] = [
  [false, 'before', 'author', true, false, null],
  [false, 'before', 'other customer', true, false, null],
  [false, 'before', 'staff', true, false, null],
  [false, 'after', 'author', true, false, null],
  [false, 'after', 'other customer', true, false, null],
  [false, 'after', 'staff', true, false, null],
  [true, 'before', 'author', true, false, null],
  [true, 'before', 'other customer', true, false, null],
  [true, 'before', 'staff', true, false, null],
  [true, 'after', 'author', true, true, null],
  [true, 'after', 'other customer', false, false, null],
  [true, 'after', 'staff', true, true, 'muted'],
];

describe('who sees a message of a (not) muted author', () => {
  it.each(TABLE)(
    'muted=%s, message %s the mute time, viewer %s → sees=%s',
    async (muted, when, viewer, sees, hidden, reason) => {
      const key = muted ? 'muted' : 'notMuted';
      const message = sent[key][when];
      const page = await history(w, tokenOf(viewer), rooms[key]);
      const found = page.messages.find((m) => m.id === message.id);
      expect(found !== undefined).toBe(sees);
      if (found) {
        expect(found.message).toBe(message.message);
        expect(found.hidden).toBe(hidden);
        expect(found.hidden_reason).toBe(reason);
      }
      // The catch-up obeys the same rule.
      const caughtUp = await history(w, tokenOf(viewer), rooms[key], '?after_id=0');
      expect(caughtUp.messages.some((m) => m.id === message.id)).toBe(sees);
    },
  );

  it('answers the muted author with the stored, hidden message', () => {
    expect(sent.muted.after).toMatchObject({ hidden: true, hidden_reason: null });
    expect(sent.notMuted.after.hidden).toBe(false);
  });

  it('keeps what was sent while muted hidden after the unmute', async () => {
    const res = await w.client.send(
      'DELETE',
      `/api/unmute-chat-user/${rooms.muted}/${w.users.bruno}`,
      w.tokens.analyst,
    );
    expect(res.statusCode).toBe(204);
    const later = await post(w, w.tokens.bruno, rooms.muted, 'depois de liberado');
    expect(later.hidden).toBe(false);
    const seen = (await history(w, w.tokens.carla, rooms.muted)).messages.map((m) => m.id);
    expect(seen).toEqual([sent.muted.before.id, later.id]);
  });

  it('mutes per room: the same person is heard in another room', async () => {
    const other = await room();
    await w.client.send('POST', `/api/mute-chat-user/${rooms.notMuted}`, w.tokens.analyst, {
      user_id: w.users.caio,
    });
    expect((await post(w, w.tokens.caio, other, 'aqui pode')).hidden).toBe(false);
    expect((await post(w, w.tokens.caio, rooms.notMuted, 'aqui não')).hidden).toBe(true);
  });
});
