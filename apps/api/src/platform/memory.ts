/**
 * V8's young generation, kept small on a long-running server (docs/performance.md, "Memory").
 *
 * Node 24 lets the young generation grow to two 64 MB semi-spaces whenever many objects survive
 * a scavenge, which is exactly what loading ~1,000 modules, migrating and seeding do at boot.
 * It never shrinks back on its own on an idle server: importing `app.ts` alone left ~120 MB of
 * RSS that `heapUsed` does not show (the "native memory whose owner nobody knows" of issue 13),
 * and load grows it again. Request garbage dies young, so a 16 MB semi-space is plenty.
 *
 * `--max-semi-space-size=16` on the command line would do it, but everything starts the API as
 * `node apps/api/src/main.ts` and the flag only counts at isolate creation. So: from the first
 * module `main.ts` evaluates (`boot-memory.ts`), V8's `--semi-space-growth-factor` is 1 and the
 * boot never grows the young generation; once the server listens, the factor is held at 1
 * whenever the young generation is at its cap and at V8's default 2 below it, so load grows it
 * up to the cap and no further. A flag given on the command line or in NODE_OPTIONS
 * (`--max-semi-space-size`, `--semi-space-growth-factor`) wins: nothing is changed then.
 *
 * No memory-reducing collection is forced to give a grown young generation back (this module
 * used to run a last-resort `gc()` once listening): in Node 24 (V8 13.6) one such collection
 * leaves every later object literal with computed symbol keys ~25× slower to build, for the life
 * of the process — `process.nextTick`'s tick object among them, several per request — which
 * cost the API a tenth of its CPU per request (docs/performance.md, "Request pipeline").
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';

const MB = 1024 * 1024;
/** V8's default `--semi-space-growth-factor`. */
const DEFAULT_GROWTH_FACTOR = 2;

export const YOUNG_GENERATION_SEMI_SPACE_MB = 16;

/** Bytes the young generation (both semi-spaces) may reserve now. */
export function youngGenerationBytes(): number {
  return getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0;
}

function explicitlyConfigured(): boolean {
  return [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((arg) =>
    /--(max-semi-space-size|semi-space-growth-factor)/.test(arg),
  );
}

let installed = false;
/** The growth factor this module last set (V8's default until it sets one). */
let factor = DEFAULT_GROWTH_FACTOR;
function setGrowthFactor(next: number): void {
  if (next === factor) return;
  factor = next;
  setFlagsFromString(`--semi-space-growth-factor=${next}`);
}

/**
 * From now on the young generation keeps its size (growth factor 1): for the boot, before the
 * modules load. Once per process, `settleYoungGeneration` takes over when the server listens.
 */
export function holdYoungGenerationForBoot(): void {
  if (installed || explicitlyConfigured()) return;
  setGrowthFactor(1);
}

/**
 * Caps the young generation's growth at `semiSpaceMb` per semi-space for the rest of the process
 * (below the cap it grows as V8 would). Once per process; later calls do nothing.
 */
export function settleYoungGeneration(semiSpaceMb = YOUNG_GENERATION_SEMI_SPACE_MB): void {
  if (installed || explicitlyConfigured()) return;
  installed = true;
  const cap = 2 * semiSpaceMb * MB;
  const hold = () => setGrowthFactor(youngGenerationBytes() >= cap ? 1 : DEFAULT_GROWTH_FACTOR);
  hold();
  // Growing needs many scavenges' worth of survivors, so checking after each collection is soon
  // enough to stop at the cap.
  new PerformanceObserver(hold).observe({ entryTypes: ['gc'] });
}
