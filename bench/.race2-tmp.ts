import { prepareFixtures } from './fixtures.ts';
import { withSession } from './requests.ts';
import { TARGETS } from './targets.ts';
const base = process.argv[2]!;
const ids = await prepareFixtures(base);
const target = await withSession(base, TARGETS.find((t) => t.flow === 'checkout')!);
const headers = { 'content-type': 'application/json', ...target.headers };
const statuses: Record<string, number> = {};
const bodies = new Set<string>();
let seq = 0;
const until = performance.now() + 15000;
await Promise.all(Array.from({ length: 64 }, async () => {
  while (performance.now() < until) {
    const added = await fetch(`${base}/api/shopping-cart-add-product`, { method: 'POST', headers, body: JSON.stringify({ product_id: ids.productId }) });
    const addBody = await added.text();
    statuses[`add${added.status}`] = (statuses[`add${added.status}`] ?? 0) + 1;
    if (added.status !== 200) bodies.add('add ' + added.status + ' ' + addBody.slice(0, 200));
    let id: unknown; try { id = JSON.parse(addBody).id; } catch { id = 0; }
    const fin = await fetch(`${base}/api/finish-cart-order/${String(id)}`, { method: 'POST', headers, body: JSON.stringify({ idempotency_key: `race2-${process.pid}-${seq++}`, payment_type_id: ids.pixTypeId, accept_terms: true }) });
    const body = await fin.text();
    statuses[`fin${fin.status}`] = (statuses[`fin${fin.status}`] ?? 0) + 1;
    if (fin.status !== 200) bodies.add(`fin ${fin.status} ${body.slice(0, 200)}`);
  }
}));
console.log(statuses, [...bodies].slice(0, 10));
process.exit(0);
