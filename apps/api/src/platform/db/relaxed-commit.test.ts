import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '../../test/statements.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { queryRows } from './database.ts';
import { RELAXED_COMMIT_CTE, awaitDurable } from './relaxed-commit.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

interface Setting {
  pid: number;
  setting: string;
}

describe('RELAXED_COMMIT_CTE', () => {
  it("turns synchronous_commit off for its statement's transaction only, never for the connection", async () => {
    // The test server runs with it off for speed: this connection's session says on first.
    await database.db.execute(sql`select set_config('synchronous_commit', 'on', false)`);
    const before = await queryRows<Setting>(
      database.db,
      sql`select pg_backend_pid() as pid, current_setting('synchronous_commit') as setting`,
    );
    const inside = await queryRows<Setting>(
      database.db,
      sql`with ${RELAXED_COMMIT_CTE}
          select pg_backend_pid() as pid, current_setting('synchronous_commit') as setting
          from relaxed_commit`,
    );
    const after = await queryRows<Setting>(
      database.db,
      sql`select pg_backend_pid() as pid, current_setting('synchronous_commit') as setting`,
    );
    await database.db.execute(sql`reset synchronous_commit`);
    // The same pooled connection all along (one query at a time reuses it).
    expect(new Set([before[0]!.pid, inside[0]!.pid, after[0]!.pid]).size).toBe(1);
    expect(before[0]!.setting).toBe('on');
    expect(inside[0]!.setting).toBe('off');
    expect(after[0]!.setting).toBe('on');
  });

  it('in a transaction block, keeps it off until the block ends, then restores', async () => {
    const seen = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('synchronous_commit', 'on', false)`);
      await tx.execute(sql`with ${RELAXED_COMMIT_CTE} select off from relaxed_commit`);
      return queryRows<Setting>(
        tx,
        sql`select pg_backend_pid() as pid, current_setting('synchronous_commit') as setting`,
      );
    });
    const after = await queryRows<Setting>(
      database.db,
      sql`select pg_backend_pid() as pid, current_setting('synchronous_commit') as setting`,
    );
    await database.db.execute(sql`reset synchronous_commit`);
    expect(seen[0]!.setting).toBe('off');
    expect(after[0]!.pid).toBe(seen[0]!.pid);
    expect(after[0]!.setting).toBe('on');
  });
});

describe('awaitDurable', () => {
  it('flushes the WAL past a relaxed commit, with a synchronous commit of its own', async () => {
    const durable = awaitDurable(database.db);
    await database.db.execute(sql`create table if not exists durable_probe (id int)`);
    await database.db.execute(sql`select set_config('synchronous_commit', 'on', false)`);
    try {
      const [written] = await queryRows<{ lsn: string }>(
        database.db,
        sql`with ${RELAXED_COMMIT_CTE}, w as (insert into durable_probe select 1 from relaxed_commit)
            select pg_current_wal_insert_lsn()::text as lsn`,
      );
      await durable();
      const [flushed] = await queryRows<{ past: boolean }>(
        database.db,
        sql`select pg_current_wal_flush_lsn() >= ${written!.lsn}::pg_lsn as past`,
      );
      expect(flushed!.past).toBe(true);
      // Its own commit waited for the flush: it ran with the session's setting, not relaxed.
      const [own] = await queryRows<{ setting: string }>(
        database.db,
        sql`select current_setting('synchronous_commit') as setting`,
      );
      expect(own!.setting).toBe('on');
    } finally {
      await database.db.execute(sql`reset synchronous_commit`);
    }
  });

  it('shares flushes: callers that come while one is on its way wait for the next, sent after them', async () => {
    const durable = awaitDurable(database.db);
    const flushes = (statements: string[]) =>
      statements.filter((text) => text.includes('pg_logical_emit_message')).length;
    const { statements } = await countStatements(database, async () => {
      let sent = 0;
      const stop = database.observe((text) => {
        if (text.includes('pg_logical_emit_message')) sent += 1;
      });
      const first = durable();
      // They come while the first is on its way (it may have left before their commit).
      const rest = Array.from({ length: 9 }, () => durable());
      const sentWhenAnswered: number[] = [];
      await first;
      await Promise.all(rest.map((p) => p.then(() => sentWhenAnswered.push(sent))));
      stop();
      // Not one of the nine was answered by the first flush: each waited for the second.
      expect(sentWhenAnswered).toEqual(Array.from({ length: 9 }, () => 2));
    });
    // Ten callers, two flushes: the one under way and one for everybody who came meanwhile.
    expect(flushes(statements)).toBe(2);
    // Once both are done, the next caller sends its own at once.
    const alone = await countStatements(database, () => durable());
    expect(flushes(alone.statements)).toBe(1);
  });
});
