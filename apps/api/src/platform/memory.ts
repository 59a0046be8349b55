/**
 * V8's young generation, kept small on a long-running server (docs/performance.md, "Memory").
 *
 * Node 24 lets the young generation grow to two 64 MB semi-spaces whenever many objects survive
 * a scavenge, which is exactly what loading ~1,000 modules, migrating and seeding do at boot.
 * It never shrinks back on its own on an idle server: importing `app.ts` alone left ~120 MB of
 * RSS that `heapUsed` does not show (the "native memory whose owner nobody knows" of issue 13),
 * and load grows it again. Request garbage dies young: a 32 MB semi-space lets the requests in
 * flight die there instead of being promoted (16 MB cost a fifth of a cached read's speed).
 *
 * `--max-semi-space-size=32` on the command line would do it, but everything starts the API as
 * `node apps/api/src/main.ts` and the flag only counts at isolate creation. So, once the server
 * listens: one compacting collection gives the boot's young generation back, and from then on
 * the growth factor is held at 1 (no growth) whenever the young generation is at its cap, and
 * at V8's default 2 below it. A flag given on the command line or in NODE_OPTIONS
 * (`--max-semi-space-size`, `--semi-space-growth-factor`) wins: nothing is changed then.
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const MB = 1024 * 1024;
/** V8's default `--semi-space-growth-factor`. */
const DEFAULT_GROWTH_FACTOR = 2;

export const YOUNG_GENERATION_SEMI_SPACE_MB = 32;

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

/**
 * Gives back what the boot left in the young generation and caps its growth at `semiSpaceMb`
 * per semi-space for the rest of the process. Once per process; later calls do nothing.
 */
export function settleYoungGeneration(semiSpaceMb = YOUNG_GENERATION_SEMI_SPACE_MB): void {
  if (installed || explicitlyConfigured()) return;
  installed = true;
  const cap = 2 * semiSpaceMb * MB;
  let factor = DEFAULT_GROWTH_FACTOR;
  const hold = () => {
    const next = youngGenerationBytes() >= cap ? 1 : DEFAULT_GROWTH_FACTOR;
    if (next !== factor) {
      factor = next;
      setFlagsFromString(`--semi-space-growth-factor=${next}`);
    }
  };
  // A last-resort full collection shrinks the young generation to its initial size; `gc` is
  // reached through a fresh context so the app's own global gets no `gc`.
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options: object) => void;
  setFlagsFromString('--no-expose-gc');
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  hold();
  // Growing needs many scavenges' worth of survivors, so checking after each collection is soon
  // enough to stop at the cap.
  new PerformanceObserver(hold).observe({ entryTypes: ['gc'] });
}
