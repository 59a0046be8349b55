/**
 * The API's entry point (`node apps/api/src/main.ts`). The heap is prepared for serving first
 * (platform/memory.ts: the young generation stops growing, no memory-reducing collections), and
 * only then is the boot (`boot.ts`) loaded, with the app's ~1,000 modules: a static import would
 * have loaded them all before any line here ran.
 */
import { prepareServingHeap } from './platform/memory.ts';

prepareServingHeap();
await import('./boot.ts');
