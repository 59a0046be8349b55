import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalStorageStore } from '../../../lib/storage/storage.ts';
import {
  clampPosition,
  clearFloating,
  defaultPosition,
  enterLivePage,
  FLOATING_KEY,
  getFloating,
  INITIAL_FLOATING,
  leaveLivePage,
  livePath,
  readFloating,
  reportLivePlayback,
  setFloating,
  subscribeFloating,
} from './floating-store.ts';

const broadcast = {
  id: 7,
  title: 'Abertura de mercado',
  video_url: 'https://www.youtube.com/watch?v=abcdefghijk',
  program: 'Manhã Trader',
  status: 'live' as const,
};

describe('floating player store', () => {
  let store: ReturnType<typeof createLocalStorageStore>;
  beforeEach(() => {
    localStorage.clear();
    store = createLocalStorageStore();
  });

  it('persists under the app prefix and restores the same state', () => {
    reportLivePlayback(broadcast, 42.5, true, store);
    expect(localStorage.getItem(`lsp:${FLOATING_KEY}`)).toContain('"currentTime":42.5');
    expect(readFloating(createLocalStorageStore())).toEqual({
      content: 'broadcast',
      open: false,
      contentUrl: '/cliente/lives/7',
      currentTime: 42.5,
      broadcast,
      menuCollapsed: false,
      position: null,
      playing: true,
    });
  });

  it('opens the card only when the live page is left while it plays', () => {
    reportLivePlayback(broadcast, 10, false, store);
    expect(leaveLivePage(store).open).toBe(false);
    reportLivePlayback(broadcast, 12, true, store);
    const left = leaveLivePage(store);
    expect(left.open).toBe(true);
    expect(left.playing).toBe(false);
    expect(left.currentTime).toBe(12);
    // Back on a live page: the page plays, the card closes.
    expect(enterLivePage(store).open).toBe(false);
  });

  it('close clears the broadcast and its second but keeps where the card was dragged', () => {
    reportLivePlayback(broadcast, 30, true, store);
    leaveLivePage(store);
    setFloating({ position: { x: 40, y: 50 } }, store);
    const cleared = clearFloating(store);
    expect(cleared).toEqual({ ...INITIAL_FLOATING, position: { x: 40, y: 50 } });
    expect(readFloating(store).broadcast).toBeNull();
  });

  it('reads unreadable or foreign stored values as the default', () => {
    localStorage.setItem(`lsp:${FLOATING_KEY}`, '{broken');
    expect(readFloating(store)).toEqual(INITIAL_FLOATING);
    localStorage.setItem(
      `lsp:${FLOATING_KEY}`,
      JSON.stringify({ open: true, broadcast: { id: 'x' }, currentTime: -4, position: { x: 'a' } }),
    );
    expect(readFloating(store)).toEqual(INITIAL_FLOATING);
  });

  it('notifies subscribers of the app store and serves a stable snapshot', () => {
    const listener = vi.fn();
    const stop = subscribeFloating(listener);
    setFloating({ broadcast, open: true, content: 'broadcast' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getFloating()).toBe(getFloating());
    expect(getFloating().open).toBe(true);
    stop();
    clearFloating();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('builds the way back with the whole second', () => {
    expect(livePath(7, 95.8)).toBe('/cliente/lives/7?current_time=95');
    expect(livePath(7, 0)).toBe('/cliente/lives/7');
  });
});

describe('floating card position', () => {
  const card = { width: 340, height: 260 };
  const viewport = { width: 1280, height: 800 };

  it('keeps the card inside the viewport with a margin', () => {
    expect(clampPosition({ x: -100, y: -5 }, card, viewport)).toEqual({ x: 8, y: 8 });
    expect(clampPosition({ x: 5000, y: 5000 }, card, viewport)).toEqual({ x: 932, y: 532 });
    expect(clampPosition({ x: 300.4, y: 200.6 }, card, viewport)).toEqual({ x: 300, y: 201 });
  });

  it('sticks a card larger than the viewport to the margin', () => {
    expect(clampPosition({ x: 50, y: 50 }, card, { width: 200, height: 100 })).toEqual({
      x: 8,
      y: 8,
    });
  });

  it('starts in the bottom-right corner', () => {
    expect(defaultPosition(card, viewport)).toEqual({ x: 916, y: 516 });
  });
});
