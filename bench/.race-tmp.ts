import { buildApp } from '../apps/api/src/app.ts';
import { seedDemo } from '../apps/api/src/seed/demo.ts';
import { testConfig } from '../apps/api/src/test/test-app.ts';
import { closeOwnTestServer, createTestDatabase } from '../apps/api/src/test/test-db.ts';
import { prepareFixtures } from './fixtures.ts';
import { withSession } from './requests.ts';
import { TARGETS } from './targets.ts';
const database = await createTestDatabase();
await seedDemo(database.db);
const app = await buildApp({ config: testConfig({ LOGIN_IP_PER_MINUTE: '100000000', LOGIN_IP_PER_HOUR: '100000000', VERIFY_RESPONSES: 'false', LOG_LEVEL: 'silent' }), database, payments: { sweepMs: 0 } });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const ids = await prepareFixtures(base);
const target = await withSession(base, TARGETS.find((t) => t.flow === 'checkout')!);
const headers = { 'content-type': 'application/json', ...target.headers };
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
const session = new Session();
session.connect();
await session.post('Profiler.enable');

const t0 = performance.now();
const statuses: Record<string, number> = {};
const bodies = new Set<string>();
let seq = 0;
await Promise.all(Array.from({ length: 64 }, async () => {
  for (let i = 0; i < 150; i++) {
    const added = await fetch(`${base}/api/shopping-cart-add-product`, { method: 'POST', headers, body: JSON.stringify({ product_id: ids.productId }) });
    const addBody = await added.text();
    if (added.status !== 200) { statuses[`add${added.status}`] = (statuses[`add${added.status}`] ?? 0) + 1; bodies.add('add ' + addBody.slice(0, 200)); continue; }
    const { id } = JSON.parse(addBody) as { id: number };
    const fin = await fetch(`${base}/api/finish-cart-order/${id}`, { method: 'POST', headers, body: JSON.stringify({ idempotency_key: `race-${process.pid}-${seq++}-${Math.random().toString(36).slice(2)}`, payment_type_id: ids.pixTypeId, accept_terms: true }) });
    const body = await fin.text();
    statuses[fin.status] = (statuses[fin.status] ?? 0) + 1;
    if (fin.status !== 200) bodies.add(`${fin.status} ${body.slice(0, 200)}`);
  }
}));
const profile = {};
writeFileSync('/tmp/prof.cpuprofile', JSON.stringify(profile));
console.log(statuses, [...bodies].slice(0, 10), 'flows/s', (9600 / ((performance.now() - t0) / 1000)).toFixed(0));
await app.close(); await closeOwnTestServer(); process.exit(0);
