import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { preparedRows } from './prepared.ts';

/**
 * ADR 0017: a write whose loss in a database crash costs nobody anything (a cart line, a cart's
 * "touched" time) commits without waiting for its WAL to reach the disk. A CTE named
 * `relaxed_commit` (one row, column `off`) that the statement must reference (`from …,
 * relaxed_commit` or `(select off from relaxed_commit)`): it sets `synchronous_commit = off` for
 * the statement's own transaction only (`set_config(…, true)`: local, undone at its end, never
 * left on the pooled connection), and PostgreSQL reads the setting when that transaction commits.
 *
 * Why it matters: the cart's tables announce their changes on the change feed (NOTIFY, ADR 0008),
 * and PostgreSQL commits notifying transactions one at a time, holding a cluster-wide lock
 * through the WAL flush; a flush per add capped every process's adds at a few hundred a second.
 * Payments and grants never use it: their commit waits for the disk as always; an order uses it
 * only followed by `awaitDurable` (below).
 */
export const RELAXED_COMMIT_CTE = sql`relaxed_commit as (
  select set_config('synchronous_commit', 'off', true) as off)`;

/**
 * ADR 0017, amended: a write that must be on disk before anyone hears of it (an order and its
 * Pix charge: money may follow them) but whose transaction notifies. It commits relaxed (the CTE
 * above), then the caller awaits `awaitDurable`: a transaction of its own that writes one record to
 * the WAL (a transactional `pg_logical_emit_message`, which nothing decodes; a transaction that
 * wrote nothing, not even one with a transaction id, commits without a flush) and commits with the
 * server's `synchronous_commit`, so PostgreSQL flushes the WAL up to that commit record, which
 * comes after the relaxed one. The answer (and any call to a payment
 * provider) waits for it, so the order is as durable as before when the buyer sees it; but the
 * flush no longer happens under the notify lock (held by a notifying commit through its flush),
 * so concurrent checkouts share flushes instead of taking turns at the disk. Any pooled
 * connection will do: the WAL is one sequence.
 */
export function awaitDurable(db: Db): () => Promise<void> {
  const flush = preparedRows<{ lsn: string }, Record<string, never>>(
    db,
    'platform_await_durable',
    () => sql`select pg_logical_emit_message(true, 'lsp-durable', '')::text as lsn`,
  );
  // Group commit on our side too: a flush covers every commit that finished before it was sent.
  // While one is on its way, the callers that arrive wait together for the next one, sent when
  // it ends (the one under way may have been sent before their commit, so it cannot answer
  // them). Under load a checkout then shares its flush with the others instead of sending one of
  // its own: one transaction and one round trip fewer each.
  let underWay: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const send = (): Promise<void> => {
    const sent = flush({}).then(() => undefined);
    underWay = sent;
    const done = () => {
      if (underWay === sent) underWay = null;
    };
    sent.then(done, done);
    return sent;
  };
  return () => {
    if (next) return next;
    if (!underWay) return send();
    const settle = () => undefined;
    next = underWay.then(settle, settle).then(() => {
      next = null;
      return send();
    });
    return next;
  };
}
