import { CHAT_ROW_BREAKPOINTS, chatBreakpointFor } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { chatMessage, replayMessage } from './chat-fixtures.test-util.ts';
import {
  addMessages,
  emptyChatState,
  estimateRowHeight,
  lastMessageId,
  mergeMessages,
  newArrivals,
  newClientId,
  removeMessages,
  replayVisible,
  sortReplay,
} from './chat-store.ts';
import type { ChatState, PendingMessage } from './chat-store.ts';

const ids = (list: { id: number }[]) => list.map((m) => m.id);

describe('merging messages by id', () => {
  it('keeps one copy of each id, sorted, whatever order pages and events arrive in', () => {
    const history = [chatMessage(3), chatMessage(4), chatMessage(5)];
    const older = [chatMessage(1), chatMessage(2)];
    const live = [chatMessage(6), chatMessage(5)];
    const catchUp = [chatMessage(5), chatMessage(6), chatMessage(7)];
    let list = mergeMessages([], history);
    list = mergeMessages(list, live);
    list = mergeMessages(list, older);
    list = mergeMessages(list, catchUp);
    expect(ids(list)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('replaces a message by its newer copy (a moderator update)', () => {
    const list = mergeMessages(
      [chatMessage(1), chatMessage(2)],
      [chatMessage(2, { hidden: true })],
    );
    expect(list).toHaveLength(2);
    expect(list[1]?.hidden).toBe(true);
  });

  it('returns the same array when nothing new came', () => {
    const one = chatMessage(1);
    const list = [one];
    expect(mergeMessages(list, [])).toBe(list);
    expect(mergeMessages(list, [one])).toBe(list);
  });

  it("replaces the pending row by the server's message with the same client id", () => {
    const pending: PendingMessage = {
      client_id: 'abcdef123456',
      input: { message: 'oi' },
      status: 'sending',
      created_at: '2026-11-23T13:00:00.000Z',
    };
    const state: ChatState = { ...emptyChatState, pending: [pending] };
    const other = addMessages(state, [chatMessage(9, { client_id: 'zzzzzzzzzzzz' })]);
    expect(other.pending).toHaveLength(1);
    const settled = addMessages(other, [chatMessage(10, { client_id: 'abcdef123456' })]);
    expect(settled.pending).toHaveLength(0);
    expect(ids(settled.messages)).toEqual([9, 10]);
    // The realtime copy of the same message arriving later doubles nothing.
    expect(
      ids(addMessages(settled, [chatMessage(10, { client_id: 'abcdef123456' })]).messages),
    ).toEqual([9, 10]);
  });

  it('removes messages by id, keeping the ones the rule keeps (the author’s own)', () => {
    const state: ChatState = {
      ...emptyChatState,
      messages: [chatMessage(1), chatMessage(2, { user_id: 99 }), chatMessage(3)],
    };
    expect(ids(removeMessages(state, [1, 2]).messages)).toEqual([3]);
    expect(ids(removeMessages(state, [1, 2], (m) => m.user_id === 99).messages)).toEqual([2, 3]);
    expect(removeMessages(state, [42])).toBe(state);
  });

  it('catches up after the last id it holds', () => {
    expect(lastMessageId([])).toBe(0);
    expect(lastMessageId([chatMessage(3), chatMessage(8)])).toBe(8);
  });

  it('announces only ids it did not hold, from other people, not deleted', () => {
    const current = [chatMessage(1), chatMessage(2)];
    const incoming = [
      chatMessage(2),
      chatMessage(3),
      chatMessage(4, { user_id: 7 }),
      chatMessage(5, { deleted_at: '2026-11-23T13:00:00.000Z' }),
    ];
    expect(ids(newArrivals(current, incoming, 7))).toEqual([3]);
  });

  it('makes client ids the contract accepts, different each time', () => {
    const a = newClientId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newClientId()).not.toBe(a);
  });
});

describe('row-height estimation by width', () => {
  const long = chatMessage(1, { message: 'palavra '.repeat(60) });

  it('uses the spec breakpoints', () => {
    expect(CHAT_ROW_BREAKPOINTS).toEqual([300, 345, 440, 458, 540, 711, 767, 960, 1260]);
    expect(chatBreakpointFor(280)).toBe(300);
    expect(chatBreakpointFor(390)).toBe(440);
    expect(chatBreakpointFor(1280)).toBe(Infinity);
  });

  it('estimates long text taller on narrow rooms and never shorter when narrower', () => {
    const widths = [280, 320, 390, 450, 500, 700, 750, 900, 1200, 1600];
    const heights = widths.map((w) => estimateRowHeight(long, w));
    for (let i = 1; i < heights.length; i += 1)
      expect(heights[i]).toBeLessThanOrEqual(heights[i - 1]!);
    expect(heights[0]).toBeGreaterThan(heights[heights.length - 1]!);
  });

  it('gives a one-line message one line, and adds room for quotes, images and PDFs', () => {
    const short = chatMessage(1, { message: 'ok' });
    const base = estimateRowHeight(short, 390);
    expect(estimateRowHeight(chatMessage(1, { message: 'ok\nok' }), 390)).toBeGreaterThan(base);
    const quoted = chatMessage(1, {
      message: 'ok',
      reply_to: { id: 1, message: 'x', user_chat: 'A', removed: false },
    });
    expect(estimateRowHeight(quoted, 390)).toBeGreaterThan(base);
    const file = { id: 1, name: 'a.png', mime: 'image/png' as const, size_bytes: 1, url: '/x' };
    expect(
      estimateRowHeight(chatMessage(1, { message: 'ok', files_message: [file] }), 390),
    ).toBeGreaterThan(base + 90);
  });

  it('estimates the recommendation card by its fixed layout', () => {
    const card = chatMessage(1, { type: 5, message: '' });
    expect(estimateRowHeight(card, 320)).toBeGreaterThan(estimateRowHeight(card, 1280));
  });
});

describe('replay filtering', () => {
  const messages = sortReplay([
    replayMessage(3, 90),
    replayMessage(1, 5),
    replayMessage(2, 30.5),
    replayMessage(4, 90),
  ]);

  it('sorts by video time (ties by id)', () => {
    expect(ids(messages)).toEqual([1, 2, 3, 4]);
  });

  it('shows only messages whose offset the video has reached', () => {
    expect(ids(replayVisible(messages, 0))).toEqual([]);
    expect(ids(replayVisible(messages, 5))).toEqual([1]);
    expect(ids(replayVisible(messages, 60))).toEqual([1, 2]);
    expect(ids(replayVisible(messages, 90))).toEqual([1, 2, 3, 4]);
  });

  it('re-filters on a seek backwards', () => {
    expect(replayVisible(messages, 1000)).toHaveLength(4);
    expect(ids(replayVisible(messages, 10))).toEqual([1]);
  });
});
