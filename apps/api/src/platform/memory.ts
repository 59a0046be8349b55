/**
 * V8's heap on a long-running server (docs/performance.md, "Memory" and "Request pipeline").
 *
 * **The young generation, kept small.** Node 24 lets the young generation grow to two 64 MB
 * semi-spaces whenever many objects survive a scavenge, which is exactly what loading ~1,000
 * modules, migrating and seeding do at boot. It never shrinks back on its own on an idle server:
 * importing `app.ts` alone left ~120 MB of RSS that `heapUsed` does not show (the "native memory
 * whose owner nobody knows" of issue 13), and load grows it again. Request garbage dies young, so
 * a 16 MB semi-space is plenty. `--max-semi-space-size=16` on the command line would do it, but
 * everything starts the API as `node apps/api/src/main.ts` and the flag only counts at isolate
 * creation. So `main.ts` sets V8's `--semi-space-growth-factor` to 1 before it loads the boot and
 * the app's modules (`prepareServingHeap`): the boot never grows the young generation. Once the
 * server listens (`settleYoungGeneration`), one memory-reducing full collection drops what the boot
 * promoted and no longer holds, and from then on the factor is held at 1 whenever the young
 * generation is at its cap and at V8's default 2 below it: load grows it up to the cap and no
 * further. A flag given on the command line or in NODE_OPTIONS (`--max-semi-space-size`,
 * `--semi-space-growth-factor`) wins: the young generation is left alone then.
 *
 * **Memory-reducing collections, with `nextTick`'s shape pinned.** Only V8's memory-reducing full
 * collections ("Mark-Compact (reduce)" in `--trace-gc`: the memory reducer's, a few seconds after
 * load on an idle process) give the heap pages that load grew back to the system: an ordinary
 * collection keeps them in V8's page pool, so without them an API stayed at its peak RSS for
 * good (~500-600 MB after the bench). They had a cost in Node 24 (V8 13.6, and 26 alike): such a
 * collection drops maps that only weak references hold, and an object literal with computed keys
 * whose property-definition inline caches then meet a new map goes megamorphic for the life of
 * the process (~25-50× slower to build). `process.nextTick` builds one per call (its tick object,
 * `{ [async_id_symbol]: …, callback, args }`), several times per request: a tenth of the API's CPU
 * per request. `prepareServingHeap` keeps one tick object alive for the life of the process
 * (`pinTickObjectShape`): its map holds the chain of maps the literal builds, the caches stay
 * monomorphic, and the memory reducer runs as V8 means it to.
 *
 * **The old generation, grown by half.** Between two full collections V8 lets the old generation
 * grow by a factor it derives from its heap limit and how fast it collects: up to 4× on a machine
 * with a large limit (4 GB here). Under load the objects of the requests in flight survive two
 * scavenges and are promoted, so a process whose live heap is ~65 MB let its old generation reach
 * ~250 MB of garbage before it collected: `npm run bench` read 480 MB of RSS right after its load.
 * Once the server listens (`holdOldGenerationGrowth`), V8's `--heap-growing-percent` fixes the
 * factor at 1.5: full collections come sooner (incremental and concurrent, a few ms of the main
 * thread each) and the RSS under load stays near the live heap. `--max-old-space-size` would cap it
 * too, but only from the command line, and a cap is a crash when the live heap meets it; a flag
 * given on the command line or in NODE_OPTIONS (either of the two) wins.
 *
 * **A trim when the process goes idle.** V8's memory reducer does not always run that collection:
 * it compares the heap with its size at the reducer's last run, so after a load that peaked
 * earlier (the bench's groups: one burst after another) it decided there was nothing to give back
 * and the API kept ~320 MB of pooled heap pages for good. `startIdleTrim` (from `onListen`) does
 * what the reducer is for, on the process's own evidence: when the RSS has grown well past what it
 * was after the last trim and the event loop has been all but idle for a whole interval, one
 * memory-reducing collection gives the pages back.
 */
import { createHook } from 'node:async_hooks';
import { PerformanceObserver, performance } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const MB = 1024 * 1024;
/** V8's default `--semi-space-growth-factor`. */
const DEFAULT_GROWTH_FACTOR = 2;

export const YOUNG_GENERATION_SEMI_SPACE_MB = 16;

/** Bytes the young generation (both semi-spaces) may reserve now. */
export function youngGenerationBytes(): number {
  return getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0;
}

function explicitlyConfigured(flag: RegExp): boolean {
  return [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((arg) => flag.test(arg));
}
const youngGenerationConfigured = () =>
  explicitlyConfigured(/--(max-semi-space-size|semi-space-growth-factor)/);

let installed = false;
/** The growth factor this module last set (V8's default until it sets one). */
let factor = DEFAULT_GROWTH_FACTOR;
function setGrowthFactor(next: number): void {
  if (next === factor) return;
  factor = next;
  setFlagsFromString(`--semi-space-growth-factor=${next}`);
}

let gc: ((options: object) => void) | undefined;
/**
 * One memory-reducing full collection (V8's "last resort": what its memory reducer runs), which
 * gives freed heap pages back to the system. `gc` is reached through a fresh context, so the
 * app's own global gets no `gc`.
 */
function reducingCollection(): void {
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as (options: object) => void;
    setFlagsFromString('--no-expose-gc');
  }
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

export interface IdleTrimOptions {
  /** How often the loop's use and the RSS are looked at. */
  intervalMs: number;
  /** The loop counts as idle below this share of busy time over a whole interval. */
  idleUtilization: number;
  /** Trim only when the RSS grew at least this much since the last trim (or the start). */
  growthBytes: number;
}

export const IDLE_TRIM: IdleTrimOptions = {
  intervalMs: 5_000,
  idleUtilization: 0.02,
  growthBytes: 48 * MB,
};

/** What an idle trim reads and does (a test hands in its own). */
export interface IdleTrimProbe {
  rss: () => number;
  /** The event loop's busy share since the previous call (0-1). */
  utilization: () => number;
  collect: () => void;
}

/**
 * The idle trim's decision, one call per interval: collects (and returns true) when the loop was
 * idle over the interval and the RSS grew `growthBytes` past the baseline; the baseline is then
 * the RSS after the collection, so a process that keeps what it grew is not collected again and
 * again.
 */
export function idleTrimmer(probe: IdleTrimProbe, options: IdleTrimOptions = IDLE_TRIM) {
  let baseline = probe.rss();
  return (): boolean => {
    const busy = probe.utilization();
    const rss = probe.rss();
    if (rss < baseline) baseline = rss;
    if (busy >= options.idleUtilization || rss - baseline < options.growthBytes) return false;
    probe.collect();
    baseline = probe.rss();
    return true;
  };
}

/** Starts the idle trim of this process; returns the function that stops it (app close). */
export function startIdleTrim(options: IdleTrimOptions = IDLE_TRIM): () => void {
  let last = performance.eventLoopUtilization();
  const check = idleTrimmer(
    {
      rss: () => process.memoryUsage.rss(),
      utilization: () => {
        const now = performance.eventLoopUtilization();
        const busy = performance.eventLoopUtilization(now, last).utilization;
        last = now;
        return busy;
      },
      collect: reducingCollection,
    },
    options,
  );
  const timer = setInterval(check, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * glibc's malloc for the API process (docs/adr/0023), set in its environment by whatever starts
 * it: `npm start` (package.json) and the bench. A block of 1 MiB or more is always its own
 * mapping, given back to the system when freed. By default glibc raises that threshold to the
 * size of the largest mapped block freed so far (up to 32 MiB) and trims an arena only above
 * twice it: after the first argon2id hash (19 MiB, on libuv's threads) every later one is carved
 * from an arena and stays resident when freed, as does what the boot's native work freed. Only the
 * environment sets it (glibc reads it when the process starts); a process started without it
 * works the same, with ~20-30 MB more RSS (docs/performance.md, "Twelfth pass").
 */
export const SERVING_MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: String(1024 * 1024) } as const;

/** The old generation's growth between full collections once serving (see the module's comment). */
export const OLD_GENERATION_GROWING_PERCENT = 50;

/**
 * For a serving process, once it listens: the old generation grows by `percent` % between full
 * collections (V8 picks up to 300 % on its own). Left alone when the command line or NODE_OPTIONS
 * sizes the old generation.
 */
export function holdOldGenerationGrowth(percent = OLD_GENERATION_GROWING_PERCENT): void {
  if (explicitlyConfigured(/--(max-old-space-size|heap-growing-percent)/)) return;
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}

/** One tick object, kept for the life of the process (see the module's comment). */
let pinnedTickObject: object | undefined;

/**
 * Keeps one of `process.nextTick`'s tick objects alive, so the maps its literal builds survive
 * memory-reducing collections and the literal's inline caches stay monomorphic. The tick object is
 * reached through an async hook enabled for one `nextTick` call.
 */
export function pinTickObjectShape(): void {
  if (pinnedTickObject) return;
  const hook = createHook({
    init(_id, type, _trigger, resource) {
      if (type === 'TickObject') pinnedTickObject ??= resource;
    },
  }).enable();
  process.nextTick(() => undefined);
  hook.disable();
}

/**
 * For a serving process, before its modules load (`main.ts`): the young generation keeps its size
 * until `settleYoungGeneration`, and `nextTick`'s tick object shape is pinned.
 */
export function prepareServingHeap(): void {
  pinTickObjectShape();
  if (!installed && !youngGenerationConfigured()) setGrowthFactor(1);
}

/**
 * Caps the young generation's growth at `semiSpaceMb` per semi-space for the rest of the process
 * (below the cap it grows as V8 would), after one memory-reducing full collection. Once per process;
 * later calls do nothing.
 */
export function settleYoungGeneration(semiSpaceMb = YOUNG_GENERATION_SEMI_SPACE_MB): void {
  if (installed || youngGenerationConfigured()) return;
  installed = true;
  const cap = 2 * semiSpaceMb * MB;
  const hold = () => setGrowthFactor(youngGenerationBytes() >= cap ? 1 : DEFAULT_GROWTH_FACTOR);
  // What the boot promoted and no longer holds goes now, and the pages it grew go back to the
  // system (a memory-reducing collection), rather than at the first full collection under load.
  // `gc` is reached through a fresh context so the app's own global gets no `gc`.
  reducingCollection();
  hold();
  // Growing needs many scavenges' worth of survivors, so checking after each collection is soon
  // enough to stop at the cap.
  new PerformanceObserver(hold).observe({ entryTypes: ['gc'] });
}
