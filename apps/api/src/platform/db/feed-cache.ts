import { LRUCache } from 'lru-cache';
import { announcesKey } from './change-feed.ts';
import type { Change, ChangeFeed } from './change-feed.ts';

/**
 * A per-process read-through cache whose entries the change feed drops (docs/adr/0008).
 *
 * Each entry names what it was read from (its tags): `table` (any change to the table drops
 * it) or `table.column:value` (a change to rows with that value drops it). Rules that depend on
 * the clock (a grant that starts tomorrow) give the entry a `validUntil`. Nothing is kept or
 * served while the feed is not live.
 *
 * Loads of one key share one read. A load that overlapped a change to what it read is answered
 * but not kept, and a request that arrives after a change never joins a load that began before
 * it: a change can never be undone by a read that started earlier.
 *
 * Without a feed (a service built alone in a test) every `get` reads: nothing can keep it fresh.
 */
export interface FeedCacheOptions<K, V> {
  /** The tables its entries may be read from: changes to other tables are not its business. */
  tables: readonly string[];
  /**
   * What `value` was read from: `table` or `table.column:value`, tables among `tables`. Left
   * out: every entry was read from all of `tables` (any change to them drops it).
   */
  tags?(value: V, key: K): readonly string[];
  /** Until when (ms since the epoch, app clock) `value` holds; null: until a change drops it. */
  validUntil?: (value: V) => number | null;
  /** Most entries kept (least recently used go first). */
  max: number;
  /** A safety net only: invalidation is by the feed. */
  ttlMs?: number;
  now: () => number;
}

interface Entry<V> {
  value: V;
  tags: readonly string[];
  loadedAt: number;
  validUntil: number | null;
}

interface Load<V> {
  value: Promise<V>;
  /** Feed sequence number when it began. */
  since: number;
  epoch: number;
}

/** `table.column:value` → `table`; `table` → itself. */
const tableOf = (tag: string): string => {
  const dot = tag.indexOf('.');
  return dot === -1 ? tag : tag.slice(0, dot);
};

const tagOf = (change: Change): string | null =>
  change.key ? `${change.table}.${change.key.column}:${change.key.value}` : null;

/** Whether `change` may have touched something read under `tags`. */
function touches(change: Change, tags: readonly string[]): boolean {
  const exact = tagOf(change);
  for (const tag of tags) {
    if (exact === null ? tableOf(tag) === change.table : tag === exact || tag === change.table)
      return true;
  }
  return false;
}

/** A keyed tag must name a key the feed announces, or no change would ever drop the entry. */
function checkAnnounced(tag: string): void {
  const colon = tag.indexOf(':');
  if (colon === -1) return;
  const name = tag.slice(0, colon);
  const dot = name.indexOf('.');
  if (!announcesKey(name.slice(0, dot), name.slice(dot + 1))) {
    throw new Error(`o feed não anuncia ${name}: nenhuma mudança derrubaria a etiqueta ${tag}`);
  }
}

export function feedCache<K, V>(
  maybeFeed: ChangeFeed | undefined,
  options: FeedCacheOptions<K, V>,
): FeedCache<K, V> {
  if (!maybeFeed) return { get: (_key, read) => read(), size: () => 0, close: () => {} };
  const feed = maybeFeed;
  const tables = new Set(options.tables);
  /** Cache keys by tag, and by table (every key with any tag in the table). */
  const byTag = new Map<string, Set<K>>();
  const byTable = new Map<string, Set<K>>();
  const index = (map: Map<string, Set<K>>, tag: string, key: K, add: boolean) => {
    let keys = map.get(tag);
    if (add) {
      if (!keys) map.set(tag, (keys = new Set()));
      keys.add(key);
    } else if (keys) {
      keys.delete(key);
      if (keys.size === 0) map.delete(tag);
    }
  };
  const indexEntry = (key: K, entry: Entry<V>, add: boolean) => {
    for (const tag of entry.tags) {
      index(byTag, tag, key, add);
      index(byTable, tableOf(tag), key, add);
    }
  };
  const entries = new LRUCache<K & {}, Entry<V>>({
    max: options.max,
    ...(options.ttlMs ? { ttl: options.ttlMs } : {}),
    dispose: (entry, key) => indexEntry(key, entry, false),
  });
  const loads = new Map<K, Load<V>>();
  /** Changes heard while loads are under way (a load checks those after its start). */
  let recent: { seq: number; change: Change }[] = [];
  let seq = 0;
  let epoch = 0;
  /** Loads not settled yet, detached or not. */
  let pending = 0;

  function drop(keys: Set<K> | undefined): void {
    if (!keys) return;
    for (const key of [...keys]) entries.delete(key as K & {});
  }

  const unsubscribe = feed.subscribe({
    change(change) {
      if (!tables.has(change.table)) return;
      seq += 1;
      const exact = tagOf(change);
      if (exact === null) drop(byTable.get(change.table));
      else {
        drop(byTag.get(exact));
        drop(byTag.get(change.table));
      }
      if (pending > 0) {
        recent.push({ seq, change });
        // Later requests read afresh instead of joining a load that may have missed this.
        loads.clear();
      }
    },
    reset() {
      epoch += 1;
      entries.clear();
      loads.clear();
      recent = [];
    },
  });

  function settle(): void {
    pending -= 1;
    if (pending === 0) recent = [];
  }

  function load(key: K, read: () => Promise<V>): Promise<V> {
    const since = seq;
    const began = epoch;
    pending += 1;
    // A tag nothing would ever drop is a mistake in the cache's code: its readers hear of it.
    const value = read().then((result) => {
      if (options.tags) for (const tag of options.tags(result, key)) checkAnnounced(tag);
      return result;
    });
    const entry: Load<V> = { value, since, epoch: began };
    loads.set(key, entry);
    value.then(
      (result) => {
        if (loads.get(key) === entry) loads.delete(key);
        const tags = options.tags ? options.tags(result, key) : options.tables;
        const missed = recent.some((r) => r.seq > since && touches(r.change, tags));
        if (feed.live && epoch === began && !missed) {
          const kept: Entry<V> = {
            value: result,
            tags,
            loadedAt: options.now(),
            validUntil: options.validUntil?.(result) ?? null,
          };
          entries.set(key as K & {}, kept);
          indexEntry(key, kept, true);
        }
        settle();
      },
      () => {
        if (loads.get(key) === entry) loads.delete(key);
        settle();
      },
    );
    return value;
  }

  return {
    get(key: K, read: () => Promise<V>): Promise<V> {
      if (!feed.live) return read();
      const kept = entries.get(key as K & {});
      if (kept) {
        const t = options.now();
        if (t >= kept.loadedAt && (kept.validUntil === null || t < kept.validUntil))
          return Promise.resolve(kept.value);
        entries.delete(key as K & {});
      }
      const under = loads.get(key);
      if (under && under.epoch === epoch) return under.value;
      return load(key, read);
    },
    size(): number {
      return entries.size;
    },
    close(): void {
      unsubscribe();
      entries.clear();
      loads.clear();
    },
  };
}
export interface FeedCache<K, V> {
  /** The value of `key`: kept, shared with a load under way, or read now with `read`. */
  get(key: K, read: () => Promise<V>): Promise<V>;
  /** Entries kept, for tests and diagnostics. */
  size(): number;
  close(): void;
}
