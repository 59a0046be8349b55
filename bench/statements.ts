/**
 * "stmts/req" of the bench table: the SQL statements one request of each target runs with warm
 * caches, counted by the API's statement-counting test helper (`countStatements`) on the real app
 * built in this process, on a throwaway embedded PostgreSQL with the demo seed and the bench's
 * fixtures. Each request is sent a few times first (caches warm, prepared statements parsed), then
 * once more while counting. A `checkout` flow counts its two requests together.
 */
import { buildApp } from '../apps/api/src/app.ts';
import { seedDemo } from '../apps/api/src/seed/demo.ts';
import { countStatements } from '../apps/api/src/test/statements.ts';
import { testConfig } from '../apps/api/src/test/test-app.ts';
import { closeOwnTestServer, createTestDatabase } from '../apps/api/src/test/test-db.ts';
import { prepareFixtures } from './fixtures.ts';
import type { FixtureIds } from './fixtures.ts';
import { bodyOf, withSession } from './requests.ts';
import type { Target } from './targets.ts';

const WARM_REQUESTS = 3;

async function send(base: string, target: Target, ids: FixtureIds): Promise<void> {
  const headers = { 'content-type': 'application/json', ...target.headers };
  if (target.flow === 'checkout') {
    const added = await fetch(`${base}/api/shopping-cart-add-product`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ product_id: ids.productId }),
    });
    const { id } = (await added.json()) as { id: number };
    const finished = await fetch(`${base}/api/finish-cart-order/${id}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        idempotency_key: `bench-stmts-${process.pid}-${Math.random().toString(36).slice(2)}`,
        payment_type_id: ids.pixTypeId,
        accept_terms: true,
      }),
    });
    if (finished.status !== target.expectStatus)
      throw new Error(`${target.name}: ${finished.status} ${await finished.text()}`);
    return;
  }
  const res = await fetch(`${base}${target.path}`, {
    method: target.method,
    headers,
    body: bodyOf(target, ids),
  });
  await res.arrayBuffer();
  if (res.status !== target.expectStatus)
    throw new Error(`${target.name}: ${res.status}, esperado ${target.expectStatus}`);
}

/** Target name → statements per request (per iteration for a flow). */
export async function countTargetStatements(targets: Target[]): Promise<Map<string, number>> {
  const database = await createTestDatabase();
  const counts = new Map<string, number>();
  try {
    await seedDemo(database.db);
    const app = await buildApp({
      config: testConfig({ LOGIN_IP_PER_MINUTE: '100000000', LOGIN_IP_PER_HOUR: '100000000' }),
      database,
      payments: { sweepMs: 0 },
    });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const ids = await prepareFixtures(base);
      for (const raw of targets) {
        const target = await withSession(base, raw);
        for (let n = 0; n < WARM_REQUESTS; n += 1) await send(base, target, ids);
        const { statements } = await countStatements(database, async () => {
          await send(base, target, ids);
          // Work a handler leaves running after its answer (none expected) still counts.
          await new Promise((resolve) => setTimeout(resolve, 50));
        });
        counts.set(raw.name, statements.length);
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close().catch(() => {});
    await closeOwnTestServer();
  }
  return counts;
}
