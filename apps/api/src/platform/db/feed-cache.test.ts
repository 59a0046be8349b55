import { describe, expect, it } from 'vitest';
import { parseChange } from './change-feed.ts';
import type { ChangeFeed, ChangeListener } from './change-feed.ts';
import { feedCache } from './feed-cache.ts';

/** A feed driven by the test: `live` and the changes are the test's to set. */
function fakeFeed() {
  const listeners = new Set<ChangeListener>();
  const feed = {
    live: true,
    subscribe(listener: ChangeListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    changed(table: string, key?: { column: string; value: string | number }) {
      const change = {
        table,
        key: key ? { column: key.column, value: String(key.value) } : null,
      };
      for (const listener of listeners) listener.change(change);
    },
    reset() {
      for (const listener of listeners) listener.reset();
    },
    fence: async () => {},
    close: async () => {},
  };
  return feed satisfies ChangeFeed & { live: boolean };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A cache of "people" whose value is read from `grants` rows of the person and all `plans`. */
function setup(now = () => 0) {
  const feed = fakeFeed();
  let reads = 0;
  const cache = feedCache<number, { v: string; until?: number }>(feed, {
    tables: ['grants', 'plans'],
    tags: (_value, id) => [`grants.user_id:${id}`, 'plans'],
    validUntil: (value) => value.until ?? null,
    max: 100,
    now,
  });
  const read = (v: string, until?: number) => () => {
    reads += 1;
    return Promise.resolve({ v, until });
  };
  return { feed, cache, read, reads: () => reads };
}

describe('feedCache', () => {
  it('keeps a value until a change names it, its table, or nothing it read', async () => {
    const { feed, cache, read, reads } = setup();
    expect((await cache.get(1, read('a'))).v).toBe('a');
    expect((await cache.get(1, read('b'))).v).toBe('a');
    expect(reads()).toBe(1);
    feed.changed('grants', { column: 'user_id', value: 2 });
    feed.changed('other', { column: 'user_id', value: 1 });
    expect((await cache.get(1, read('b'))).v).toBe('a');
    feed.changed('grants', { column: 'user_id', value: 1 });
    expect((await cache.get(1, read('b'))).v).toBe('b');
    feed.changed('plans');
    expect((await cache.get(1, read('c'))).v).toBe('c');
    // A change to the whole table of a keyed tag drops it too.
    feed.changed('grants');
    expect((await cache.get(1, read('d'))).v).toBe('d');
    expect(reads()).toBe(4);
  });

  it('serves a value only within its validity, by the given clock', async () => {
    let t = 100;
    const { cache, read } = setup(() => t);
    expect((await cache.get(1, read('a', 200))).v).toBe('a');
    t = 199;
    expect((await cache.get(1, read('b', 300))).v).toBe('a');
    t = 200;
    expect((await cache.get(1, read('b', 300))).v).toBe('b');
    // A clock that went back does not trust what was read later.
    t = 150;
    expect((await cache.get(1, read('c'))).v).toBe('c');
  });

  it('shares one read among concurrent requests', async () => {
    const { cache, reads } = setup();
    const gate = deferred<{ v: string }>();
    let calls = 0;
    const slow = () => {
      calls += 1;
      return gate.promise;
    };
    const first = cache.get(1, slow);
    const second = cache.get(1, slow);
    gate.resolve({ v: 'x' });
    expect((await first).v).toBe('x');
    expect((await second).v).toBe('x');
    expect(calls).toBe(1);
    expect(reads()).toBe(0);
  });

  it('a read that overlapped a change to what it read is answered but not kept', async () => {
    const { feed, cache, read } = setup();
    const gate = deferred<{ v: string }>();
    const stale = cache.get(1, () => gate.promise);
    feed.changed('grants', { column: 'user_id', value: 1 });
    // A request after the change does not join the read that began before it.
    const fresh = cache.get(1, read('new'));
    expect((await fresh).v).toBe('new');
    // The older read ends last: it must not replace what the newer one kept.
    gate.resolve({ v: 'old' });
    expect((await stale).v).toBe('old');
    expect((await cache.get(1, read('later'))).v).toBe('new');
  });

  it('a read that overlapped only unrelated changes is kept', async () => {
    const { feed, cache, read } = setup();
    const gate = deferred<{ v: string }>();
    const pending = cache.get(1, () => gate.promise);
    feed.changed('grants', { column: 'user_id', value: 2 });
    gate.resolve({ v: 'a' });
    await pending;
    expect((await cache.get(1, read('b'))).v).toBe('a');
  });

  it('keeps and serves nothing while the feed is not live, and forgets all on a reset', async () => {
    const { feed, cache, read, reads } = setup();
    await cache.get(1, read('a'));
    feed.live = false;
    expect((await cache.get(1, read('b'))).v).toBe('b');
    expect((await cache.get(1, read('c'))).v).toBe('c');
    feed.live = true;
    feed.reset();
    expect((await cache.get(1, read('d'))).v).toBe('d');
    expect((await cache.get(1, read('e'))).v).toBe('d');
    expect(reads()).toBe(4);
  });

  it('without a feed, reads every time and keeps nothing', async () => {
    let reads = 0;
    const cache = feedCache<number, number>(undefined, {
      tables: ['grants'],
      tags: () => ['grants'],
      max: 10,
      now: () => 0,
    });
    const read = () => Promise.resolve((reads += 1));
    expect(await cache.get(1, read)).toBe(1);
    expect(await cache.get(1, read)).toBe(2);
    expect(cache.size()).toBe(0);
  });

  it('a read that overlapped a reset is not kept', async () => {
    const { feed, cache, read } = setup();
    const gate = deferred<{ v: string }>();
    const pending = cache.get(1, () => gate.promise);
    feed.reset();
    gate.resolve({ v: 'old' });
    await pending;
    expect((await cache.get(1, read('new'))).v).toBe('new');
  });

  it('refuses a tag by a key the feed does not announce (nothing would ever drop it)', async () => {
    const feed = fakeFeed();
    const byCartId = feedCache<number, string>(feed, {
      tables: ['shopping_carts'],
      tags: (_value, id) => [`shopping_carts.id:${id}`],
      max: 10,
      now: () => 0,
    });
    await expect(byCartId.get(1, () => Promise.resolve('carrinho'))).rejects.toThrow(
      /não anuncia shopping_carts\.id/,
    );
    // Its announced key, and a table whose triggers name the table alone, are fine.
    const byPerson = feedCache<number, string>(feed, {
      tables: ['shopping_carts', 'products'],
      tags: (_value, id) => [`shopping_carts.user_id:${id}`, `products.id:${id}`],
      max: 10,
      now: () => 0,
    });
    expect(await byPerson.get(1, () => Promise.resolve('carrinho'))).toBe('carrinho');
  });
});

describe('parseChange', () => {
  it('reads table and keyed payloads of its own schema only', () => {
    expect(parseChange('public.courses', 'public')).toEqual({ table: 'courses', key: null });
    expect(parseChange('public.access_grants.user_id:42', 'public')).toEqual({
      table: 'access_grants',
      key: { column: 'user_id', value: '42' },
    });
    expect(parseChange('public.shopping_carts.guest_token_hash:ab:cd', 'public')).toEqual({
      table: 'shopping_carts',
      key: { column: 'guest_token_hash', value: 'ab:cd' },
    });
    expect(parseChange('t_1.courses', 'public')).toBeNull();
    expect(parseChange('public.', 'public')).toBeNull();
    expect(parseChange('public.a.:1', 'public')).toBeNull();
  });
});
