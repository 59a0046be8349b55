import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { TestDatabase } from '../../test/test-db.ts';
import { preparedRows } from './prepared.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('preparedRows', () => {
  it('runs with its inputs as parameters, arrays as one parameter, call after call', async () => {
    const echo = preparedRows<
      { n: number; k: number; s: string },
      { a: number; ids: number[]; s: string }
    >(
      database.db,
      'test_prepared_echo',
      (p) => sql`select ${p.a}::int + 1 as n, cardinality(${p.ids}::int[]) as k, ${p.s}::text as s`,
    );
    expect(await echo({ a: 1, ids: [1, 2, 3], s: "o'leary" })).toEqual([
      { n: 2, k: 3, s: "o'leary" },
    ]);
    expect(await echo({ a: 41, ids: [], s: '' })).toEqual([{ n: 42, k: 0, s: '' }]);
  });

  it('runs inside the transaction it is given, seeing its uncommitted rows', async () => {
    const named = preparedRows<{ n: number }, { name: string }>(
      database.db,
      'test_prepared_named',
      (p) => sql`select count(*)::int as n from categories where name = ${p.name}`,
    );
    let inside: { n: number }[] = [];
    const rolledBack = await database.db
      .transaction(async (tx) => {
        await tx.insert(categories).values({ name: 'Só nesta transação', slug: 'so-nesta' });
        inside = await named({ name: 'Só nesta transação' }, tx);
        tx.rollback();
      })
      .then(
        () => false,
        () => true,
      );
    expect(rolledBack).toBe(true);
    expect(inside).toEqual([{ n: 1 }]);
    expect(await named({ name: 'Só nesta transação' })).toEqual([{ n: 0 }]);
  });
});
