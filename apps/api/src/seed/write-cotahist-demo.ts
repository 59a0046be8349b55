/**
 * Writes the demo COTAHIST file the tests upload and staff may try the import with:
 * `node apps/api/src/seed/write-cotahist-demo.ts`. Deterministic: running it again writes the
 * same bytes (a test checks the committed file is what this writes).
 */
import { writeFileSync } from 'node:fs';
import { DEMO_COTAHIST_END_DAY, DEMO_COTAHIST_PATH, demoCotahist } from './cotahist-demo.ts';

writeFileSync(DEMO_COTAHIST_PATH, demoCotahist(DEMO_COTAHIST_END_DAY), 'latin1');
console.log(`Escrito ${DEMO_COTAHIST_PATH} (dados sintéticos de demonstração).`);
