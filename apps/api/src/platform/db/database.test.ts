import { sql } from 'drizzle-orm';
import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("a statement's listeners", () => {
  it('run in the context of the caller that sent it, also when it waited for a pool client', async () => {
    // The test pool has 4 clients: 12 callers at once make most of them wait for one, which the
    // pool hands over from another caller's context (read-your-writes marks the request found
    // in this context as the writer).
    const callers = new AsyncLocalStorage<number>();
    const seen: { caller: number | undefined; text: string }[] = [];
    const stop = database.observe((text) => {
      if (text.includes('as caller')) seen.push({ caller: callers.getStore(), text });
    });
    try {
      await Promise.all(
        Array.from({ length: 12 }, (_, n) =>
          callers.run(n, async () => {
            await database.db.execute(sql.raw(`select ${n} as caller, pg_sleep(0.02)`));
          }),
        ),
      );
    } finally {
      stop();
    }
    expect(seen).toHaveLength(12);
    for (const { caller, text } of seen) expect(text).toContain(`select ${caller} as caller`);
  });
});
