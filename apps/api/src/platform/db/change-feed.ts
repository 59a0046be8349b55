import type pg from 'pg';
import type { Database } from './database.ts';

/**
 * The database's change feed (docs/adr/0008). Triggers on the tables that per-process caches
 * read (migration 0008) announce every committed change on one channel; each API process listens
 * on a connection of its own and hands the changes to its caches. NOTIFY is transactional: a
 * change is heard only once committed, and changes are heard in commit order, so a cache can
 * never keep what a transaction rolled back, and every process hears every writer (this one,
 * another API process, a script), whatever code path made the change.
 */
export const CHANGE_CHANNEL = 'lsp_changes';
/** The feed connection's `application_name`. */
export const FEED_APPLICATION = 'lsp-change-feed';

/**
 * The keys the row triggers announce, by table (migration 0023): a change to such a table names
 * only these columns' old and new values. A cache may tag its entries `table.column:value` only
 * with these (`feedCache` refuses any other): a tag by another column of these tables would never
 * be dropped. The other tables' triggers announce the table alone, which drops every tag in it.
 * A new key needs its trigger (see the migration) and its place here; `change-feed.test.ts`
 * checks the two agree.
 */
export const ANNOUNCED_KEYS: Readonly<Record<string, readonly string[]>> = {
  access_grants: ['user_id'],
  user_trials: ['user_id'],
  lesson_progress: ['user_id'],
  shopping_carts: ['user_id'],
  shopping_cart_products: ['cart_id'],
  orders: ['cart_id'],
  coupon_redemptions: ['coupon_id'],
};

/** Whether a change to `table` can name rows by `column` (a tag `table.column:value` works). */
export function announcesKey(table: string, column: string): boolean {
  const keys = ANNOUNCED_KEYS[table];
  return keys === undefined || keys.includes(column);
}

/**
 * One change: `key` null means anything in `table` may have changed; otherwise the rows whose
 * `key.column` held `key.value` (before or after the change) changed.
 */
export interface Change {
  table: string;
  key: { column: string; value: string } | null;
}

export interface ChangeListener {
  change(change: Change): void;
  /**
   * Changes may have been missed (the feed's connection dropped, or came back): drop everything
   * kept, and whatever is being loaded.
   */
  reset(): void;
}

export interface ChangeFeed {
  /** True while every committed change is sure to be heard: caches keep and answer only then. */
  readonly live: boolean;
  subscribe(listener: ChangeListener): () => void;
  /**
   * A change this process just committed, applied here at once (the triggers' announcement
   * follows): the writer's next read does not wait for the notification's round trip.
   */
  changed(table: string, key?: { column: string; value: string | number }): void;
  /**
   * Resolves once every change committed before the call has been heard here (and applied by
   * the caches): one round trip on the listening connection, whose answer comes after every
   * notification committed before it was sent (see `connect`). Calls in the same tick share one
   * round trip. Resolves at once when not live.
   */
  fence(): Promise<void>;
  close(): Promise<void>;
}

/** `schema.table` or `schema.table.column:value`; null for another schema's (or a bad) payload. */
export function parseChange(payload: string, schema: string): Change | null {
  const prefix = `${schema}.`;
  if (!payload.startsWith(prefix)) return null;
  const rest = payload.slice(prefix.length);
  const colon = rest.indexOf(':');
  if (colon === -1)
    return rest.includes('.') || rest.length === 0 ? null : { table: rest, key: null };
  const name = rest.slice(0, colon);
  const dot = name.indexOf('.');
  if (dot <= 0 || dot === name.length - 1) return null;
  return {
    table: name.slice(0, dot),
    key: { column: name.slice(dot + 1), value: rest.slice(colon + 1) },
  };
}

export interface ChangeFeedOptions {
  /** First wait before reconnecting after a lost connection; doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * Listens on a connection of its own. Resolves once listening (or once the first attempt failed:
 * the feed then retries in the background, and caches stay off until it is live).
 */
export async function openChangeFeed(
  database: Pick<Database, 'connect'>,
  options: ChangeFeedOptions = {},
): Promise<ChangeFeed> {
  const retryMs = options.retryMs ?? 100;
  const maxRetryMs = options.maxRetryMs ?? 5_000;
  const onError = options.onError ?? (() => {});
  const listeners = new Set<ChangeListener>();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let wait = retryMs;
  let timer: NodeJS.Timeout | undefined;
  /** The fences of the round trip on its way (one at a time); and the batch of this tick. */
  let inFlight: (() => void) | null = null;
  let batch: { promise: Promise<void>; resolve: () => void } | null = null;
  const releaseInFlight = () => {
    const release = inFlight;
    inFlight = null;
    release?.();
  };

  const emit = (change: Change) => {
    for (const listener of listeners) listener.change(change);
  };
  const reset = () => {
    for (const listener of listeners) listener.reset();
  };

  function lost(from: pg.Client): void {
    if (client !== from) return;
    client = null;
    live = false;
    reset();
    // Nothing is kept while not live: waiting for the round trip would serve no one.
    releaseInFlight();
    if (closed) return;
    timer = setTimeout(() => void connect(), wait);
    wait = Math.min(wait * 2, maxRetryMs);
  }

  let sendFence: () => Promise<unknown> = () => Promise.resolve();
  let sending = false;
  /** Sends one round trip for every fence asked for so far; the next goes when it is back. */
  function sendBatch(): void {
    const current = batch;
    batch = null;
    if (!current) return;
    if (!live) return current.resolve();
    inFlight = current.resolve;
    sending = true;
    // Answered, or failed (a lost connection, which releases them too): its fences go.
    void sendFence()
      .catch(() => {})
      .finally(() => {
        releaseInFlight();
        sending = false;
        if (batch) sendBatch();
      });
  }

  async function connect(): Promise<void> {
    let next: pg.Client | undefined;
    try {
      next = await database.connect();
      if (closed) {
        await next.end();
        return;
      }
      const own = next;
      own.on('end', () => lost(own));
      own.on('error', (error) => {
        onError(error);
        lost(own);
        void own.end().catch(() => {});
      });
      // Named, so an operator (or a test) can tell it apart in pg_stat_activity.
      const { rows } = await own.query<{ schema: string }>(
        `select current_schema() as schema, set_config('application_name', '${FEED_APPLICATION}', false)`,
      );
      const schema = rows[0]?.schema ?? 'public';
      own.on('notification', (message) => {
        if (message.channel !== CHANGE_CHANNEL || message.payload === undefined) return;
        const change = parseChange(message.payload, schema);
        if (change) emit(change);
      });
      client = own;
      // One query at a time on this connection (node-postgres no longer queues them for us).
      let queue: Promise<unknown> = Promise.resolve();
      // A fence is an empty round trip on this connection. A committing backend signals the
      // listeners before its client hears of the commit, and a listening backend sends the
      // notifications it was signalled for before it answers the next command (before its
      // ReadyForQuery, on which node-postgres resolves the query). So when this answer arrives,
      // every change committed before it was sent has been emitted above. No NOTIFY of its own:
      // a notifying commit takes PostgreSQL's cluster-wide notify lock, and markers from every
      // writing request queued the checkouts behind one another on it.
      sendFence = () => {
        const sent = queue.then(() => own.query(';'));
        queue = sent.catch(() => {});
        return sent;
      };
      await own.query(`listen ${CHANGE_CHANNEL}`);
      if (client !== own) return;
      // Whatever was loaded while not listening may be stale.
      reset();
      live = true;
      wait = retryMs;
    } catch (error) {
      onError(error);
      if (next && client === next) lost(next);
      else if (!closed) {
        void next?.end().catch(() => {});
        timer = setTimeout(() => void connect(), wait);
        wait = Math.min(wait * 2, maxRetryMs);
      }
    }
  }

  await connect();

  return {
    get live() {
      return live;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    changed(table, key) {
      emit({
        table,
        key: key === undefined ? null : { column: key.column, value: String(key.value) },
      });
    },
    fence() {
      if (!live) return Promise.resolve();
      if (batch) return batch.promise;
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      batch = { promise, resolve };
      // Every fence asked for while a round trip is on its way waits for the next one (one sent
      // before it asked proves nothing about its writes): one round trip at a time.
      if (!sending) queueMicrotask(sendBatch);
      return promise;
    },
    async close() {
      closed = true;
      releaseInFlight();
      clearTimeout(timer);
      live = false;
      const own = client;
      client = null;
      reset();
      listeners.clear();
      if (own) await own.end().catch(() => {});
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's change feed (tests wait on its `fence` after writing behind the app's back). */
    changeFeed: ChangeFeed;
  }
}
