/**
 * `npm run bench`: load (autocannon on loopback) and size (first-load JS of four pages in
 * Chromium), bounded in time. Speed is reported as a ratio to a bare Fastify route measured in the same run,
 * because this machine is shared and noisy; tests never assert timings.
 */
import { fanoutOptionsFromEnv, measureFanout, withFanoutSection } from './fanout.ts';
import type { FanoutResult } from './fanout.ts';
import {
  measureQuoteStatus,
  quoteStatusOptionsFromEnv,
  withQuoteStatusSection,
} from './quote-status.ts';
import type { QuoteStatusResult } from './quote-status.ts';
import { prepareFixtures } from './fixtures.ts';
import type { FixtureIds } from './fixtures.ts';
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { freePort } from '../apps/api/src/test/api-process.ts';
import { SERVING_MALLOC_ENV } from '../apps/api/src/platform/memory.ts';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHistogram } from 'node:perf_hooks';
import type { RecordableHistogram } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { cpuMs, rssMb } from './proc.ts';
import { bodyOf, withSession } from './requests.ts';
import { countTargetStatements } from './statements.ts';
import { BASELINE, TARGETS } from './targets.ts';
import type { Target } from './targets.ts';

const root = join(import.meta.dirname, '..');
/** The whole load comes from one IP on purpose; the per-IP login limits would answer 429. */
const RELAXED_LIMITS = { LOGIN_IP_PER_MINUTE: '100000000', LOGIN_IP_PER_HOUR: '100000000' };
const resultsDir = join(import.meta.dirname, 'results');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
/**
 * Seconds of load before each measured run (`BENCH_WARMUP`): a route's code reaches V8's
 * optimising compiler only after some thousands of calls. After 2 s the guard-only route read
 * 0.29-0.42 of bare; after 6 s, 0.53.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 5);
/**
 * `--only <text>` (repeatable): only the load step, for the targets whose name contains one of the
 * texts (bare Fastify is measured as always); no fan-out, no size step, and the results files are
 * left as they are (the tables are printed). `--only size` is the size step alone (with other
 * texts, their load targets too).
 */
const only = parseArgs({ options: { only: { type: 'string', multiple: true } } }).values.only;
const SIZE_ONLY = 'size';
const sizeStep = only === undefined || only.includes(SIZE_ONLY);
const targetTexts = only?.filter((text) => text !== SIZE_ONLY);
const appTargets = TARGETS.filter(
  (t) =>
    t.server === 'app' &&
    (targetTexts === undefined || targetTexts.some((text) => t.name.includes(text))),
);
const READY_TIMEOUT_MS = 60_000;

/** The pages whose first load is measured, with their budgets (issue 14: gzip, every script). */
export const SIZE_PAGES: readonly { host: string; path: string; budget_gzip_bytes: number }[] = [
  // A visitor's `/` in Brazilian goes to /login: the shell and the sign-in page.
  { host: 'localhost', path: '/', budget_gzip_bytes: 200 * 1024 },
  // The public pages people land on from ads and links.
  { host: 'localhost', path: '/curso/day-trade-do-zero', budget_gzip_bytes: 170 * 1024 },
  { host: 'localhost', path: '/carrinho', budget_gzip_bytes: 170 * 1024 },
  { host: 'liberta.localhost', path: '/home', budget_gzip_bytes: 170 * 1024 },
];

const children: ChildProcess[] = [];
const tempDirs: string[] = [];
function cleanup(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`servidor não respondeu em ${READY_TIMEOUT_MS / 1000} s: ${url}`);
}

function start(script: string, env: Record<string, string>, nodeArgs: string[] = []): ChildProcess {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/** Process ids of `pid`'s descendants (children, their children, …), from /proc. */
function descendants(pid: number): number[] {
  const out: number[] = [];
  const walk = (parent: number) => {
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${parent}/task`);
    } catch {
      return;
    }
    for (const task of tasks) {
      let children = '';
      try {
        children = readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8');
      } catch {
        continue;
      }
      for (const child of children.split(' ').filter(Boolean).map(Number)) {
        out.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return out;
}

/**
 * RSS of the process's child processes, summed (an embedded PostgreSQL started by the API runs
 * as its children); null when it has none. Shared pages count once per process, as `ps` shows.
 */
export function childrenRssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  const kids = descendants(pid);
  if (kids.length === 0) return null;
  return kids.reduce((sum, kid) => sum + (rssMb(kid) ?? 0), 0);
}

interface TargetResult {
  /** `embedded` (the default database) or `postgres` (BENCH_DATABASE_URL); `bare` for a baseline. */
  group: string;
  name: string;
  method: string;
  path: string;
  requests_per_s: number;
  /** Over every request of the measured seconds (all the target's slices together). */
  p50_ms: number;
  p99_ms: number;
  /** The highest of the slices' own p99: how bad the worst 2 s were. */
  p99_worst_slice_ms: number;
  /**
   * To bare Fastify's req/s in the slices interleaved with this target's (`SLICES`); the
   * group's bare run is its own baseline.
   */
  ratio_to_bare: number;
  /** Bare Fastify's req/s over those slices (the group's bare run: its own req/s). */
  bare_beside_rps: number;
  /**
   * CPU time (user + system) the server used per request answered, µs, over the measured
   * seconds (an API process idles during the bare slices); null where /proc could not say.
   */
  cpu_us_per_request: number | null;
  /** The same for bare Fastify over the slices beside the target. */
  bare_cpu_us_per_request: number | null;
  rss_mb: number | null;
  /** RSS of the API's child processes (an embedded PostgreSQL) after this target. */
  children_rss_mb: number | null;
  /** SQL statements one request runs (warm caches), from the statement-counting test helper. */
  statements_per_request: number | null;
  non_2xx: number;
  /**
   * 409s of the checkout flow: its 64 connections share one buyer, hence one open cart, so two
   * of them may finish the same cart; the second is rightly told it already became an order.
   */
  shared_cart_conflicts: number;
  /** How many answers of each HTTP status the load got (autocannon's statusCodeStats). */
  status_codes: Record<string, number>;
  errors: number;
  expect_status: number;
  unexpected_status: boolean;
}

/** Answers other than the one the target expects (a 401 target's 401s are not failures). */
function failures(r: TargetResult): number {
  return r.errors + (r.expect_status < 300 ? r.non_2xx - r.shared_cart_conflicts : 0);
}

/** One database's run: its API process's memory and its targets, beside its own bare run. */
interface GroupResult {
  name: string;
  database: string;
  /** API process RSS after boot, before any load. */
  idle_rss_mb: number | null;
  idle_children_rss_mb: number | null;
  /** API process RSS right after the group's last target (the load's garbage not yet collected). */
  after_rss_mb: number | null;
  after_children_rss_mb: number | null;
  /** The highest RSS read after any target of the group. */
  peak_rss_mb: number | null;
  /** API process RSS once idle for SETTLE_MS after the group's targets. */
  settled_rss_mb: number | null;
  /** Seconds the group waited, after its fixtures, for the machine to go quiet (`waitForQuiet`). */
  quiet_wait_s: number;
  /** The machine's busy share (all CPUs) in the last second of that wait. */
  quiet_busy: number;
  bare: TargetResult;
  targets: TargetResult[];
}

/** The machine's CPU time so far, busy and total (jiffies, all CPUs: `/proc/stat`'s first line). */
function cpuTimes(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1);
  const values = fields.map(Number);
  const total = values.reduce((sum, v) => sum + v, 0);
  // idle + iowait
  return { busy: total - values[3]! - (values[4] ?? 0), total };
}

const QUIET_BUSY = 0.15;
const QUIET_MAX_MS = 90_000;
/**
 * Waits until the whole machine was under 15 % busy for two seconds in a row (at most 90 s): a
 * group begins right after its API booted, migrated and seeded and the fixtures made their
 * buyers (70 argon2 hashes, hundreds of rows), and whatever that work leaves running (PostgreSQL's
 * autovacuum and checkpoints, another process on this shared machine) must not run under the
 * first targets. In the runs so far the machine was already quiet (a 2 s wait, 1 % busy): the low
 * guard-only readings of the first targets were the short warm-up's (`WARMUP_SECONDS`). Returns
 * the seconds waited and the last second's busy share.
 */
async function waitForQuiet(): Promise<{ waited: number; busy: number }> {
  const started = Date.now();
  let quietSeconds = 0;
  let busy = 1;
  let last = cpuTimes();
  while (Date.now() - started < QUIET_MAX_MS) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuTimes();
    busy = (now.busy - last.busy) / Math.max(1, now.total - last.total);
    last = now;
    quietSeconds = busy < QUIET_BUSY ? quietSeconds + 1 : 0;
    if (quietSeconds >= 2) break;
  }
  return { waited: Math.round((Date.now() - started) / 1000), busy: Number(busy.toFixed(2)) };
}

let checkoutSeq = 0;
/** Buyers beyond one per connection, should an iteration not give its buyer back. */
const CHECKOUT_SPARE_BUYERS = 8;
/**
 * `checkout`: add a product (its response names the open cart), then finish that cart. Each
 * iteration takes a buyer no other iteration holds (`ids.checkoutTokens`, one per connection and
 * a few spare) and gives it back with the finish's answer: people check out their own carts.
 */
function checkoutRequests(target: Target, ids: FixtureIds): autocannon.Request[] {
  const headers = { 'content-type': 'application/json', ...target.headers };
  const free = [...ids.checkoutTokens];
  const buyerOf = (context: Record<string, unknown>): Record<string, string> => {
    if (typeof context.token !== 'string') context.token = free.pop() ?? null;
    return typeof context.token === 'string'
      ? { ...headers, authorization: `Bearer ${context.token}` }
      : headers;
  };
  return [
    {
      method: 'POST',
      path: '/api/shopping-cart-add-product',
      headers,
      body: JSON.stringify({ product_id: ids.productId }),
      setupRequest: (request, context) => ({
        ...request,
        headers: buyerOf(context as Record<string, unknown>),
      }),
      onResponse: (_status, body, context) => {
        try {
          (context as { cartId?: number }).cartId = (JSON.parse(body) as { id: number }).id;
        } catch {
          (context as { cartId?: number }).cartId = 0;
        }
      },
    },
    {
      method: 'POST',
      headers,
      setupRequest: (request, context) => {
        checkoutSeq += 1;
        return {
          ...request,
          headers: buyerOf(context as Record<string, unknown>),
          path: `/api/finish-cart-order/${String((context as { cartId?: number }).cartId)}`,
          body: JSON.stringify({
            idempotency_key: `bench-${process.pid}-${checkoutSeq}`,
            payment_type_id: ids.pixTypeId,
            accept_terms: true,
          }),
        };
      },
      onResponse: (_status, _body, context) => {
        const token = (context as { token?: unknown }).token;
        if (typeof token === 'string') free.push(token);
      },
    },
  ];
}

async function load(
  base: string,
  target: Target,
  seconds: number,
  ids: FixtureIds | null,
  latencies?: RecordableHistogram,
): Promise<autocannon.Result> {
  // Without a callback autocannon answers its instance, which is also the run's promise.
  const run = autocannon({
    url: `${base}${target.path}`,
    method: target.method,
    headers: { 'content-type': 'application/json', ...target.headers },
    body: bodyOf(target, ids),
    ...(target.flow === 'checkout' && ids
      ? { url: base, requests: checkoutRequests(target, ids) }
      : {}),
    connections,
    pipelining: 1,
    duration: seconds,
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  // Each answer's latency, µs, into the target's histogram over all its slices.
  if (latencies)
    void run.on('response', (_client, _status, _bytes, ms) =>
      latencies.record(Math.max(1, Math.round(ms * 1000))),
    );
  return run;
}

/**
 * How many slices a target's measured seconds are cut into, each after a slice of bare Fastify
 * of the same length (`BENCH_SLICES`): the host of this machine changes pace within seconds, and a
 * target and the bare runs interleaved with it meet the same pace.
 */
const SLICES = Math.max(1, Number(process.env.BENCH_SLICES ?? 5));

type StatusStats = Record<string, { count: number }> | undefined;

/** Sums autocannon's answers by status over some runs. */
function statusCounts(results: autocannon.Result[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const result of results)
    for (const [code, { count }] of Object.entries((result.statusCodeStats as StatusStats) ?? {}))
      counts[code] = (counts[code] ?? 0) + count;
  return counts;
}

const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

/** A percentile of a histogram of µs, in ms (one decimal). */
function percentileMs(histogram: RecordableHistogram, percentile: number): number {
  return histogram.count === 0 ? 0 : Math.round(histogram.percentile(percentile) / 100) / 10;
}

/** A server's CPU time between two readings per request the runs got answered, µs (one decimal). */
function perRequestUs(
  before: number | null,
  after: number | null,
  results: autocannon.Result[],
): number | null {
  const answered = results.reduce((sum, r) => sum + r.requests.total, 0);
  if (before === null || after === null || answered === 0) return null;
  return Math.round(((after - before) * 10_000) / answered) / 10;
}

/**
 * One target after its warm-up. With `beside` (bare Fastify's address), the measured seconds
 * alternate between bare and the target, `SLICES` times (bare first, so the readings of memory
 * come right after the target's load): req/s is the mean over the target's slices, its ratio is
 * to the mean over bare's; p50 and p99 are over every answer of the target's slices together
 * (each answer's latency recorded as it comes), and the worst slice's own p99 is kept beside.
 */
async function measure(
  group: string,
  base: string,
  rawTarget: Target,
  pid: number | undefined,
  ids: FixtureIds | null = null,
  statements: Map<string, number> = new Map(),
  beside: { base: string; pid: number | undefined } | null = null,
): Promise<TargetResult> {
  const target = await withSession(base, rawTarget);
  // A flow is probed by its first step (its second needs the first's answer).
  const probe = await fetch(
    `${base}${target.flow ? '/api/ls-brazil-customer-cart' : target.path}`,
    {
      method: target.flow ? 'GET' : target.method,
      headers: { 'content-type': 'application/json', ...target.headers },
      body: target.flow ? undefined : bodyOf(target, ids),
    },
  );
  await load(base, target, WARMUP_SECONDS, ids);
  const results: autocannon.Result[] = [];
  const bareResults: autocannon.Result[] = [];
  const latencies = createHistogram();
  const cpuBefore = cpuMs(pid);
  const bareCpuBefore = cpuMs(beside?.pid);
  if (beside === null) results.push(await load(base, target, duration, ids, latencies));
  else
    for (let slice = 0; slice < SLICES; slice += 1) {
      bareResults.push(await load(beside.base, BASELINE, duration / SLICES, null));
      results.push(await load(base, target, duration / SLICES, ids, latencies));
    }
  const rps = mean(results.map((r) => r.requests.average));
  const bareRps = beside === null ? rps : mean(bareResults.map((r) => r.requests.average));
  const cpuUs = perRequestUs(cpuBefore, cpuMs(pid), results);
  const bareCpuUs =
    beside === null ? cpuUs : perRequestUs(bareCpuBefore, cpuMs(beside.pid), bareResults);
  const statuses = statusCounts(results);
  return {
    group,
    name: target.name,
    method: target.method,
    path: target.path,
    requests_per_s: Math.round(rps),
    p50_ms: percentileMs(latencies, 50),
    p99_ms: percentileMs(latencies, 99),
    p99_worst_slice_ms: Math.max(...results.map((r) => r.latency.p99)),
    ratio_to_bare: Number((rps / bareRps).toFixed(3)),
    bare_beside_rps: Math.round(bareRps),
    cpu_us_per_request: cpuUs,
    bare_cpu_us_per_request: bareCpuUs,
    rss_mb: rssMb(pid),
    children_rss_mb: target.server === 'app' ? childrenRssMb(pid) : null,
    statements_per_request: statements.get(rawTarget.name) ?? null,
    non_2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    status_codes: statuses,
    shared_cart_conflicts: target.flow === 'checkout' ? (statuses['409'] ?? 0) : 0,
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    expect_status: target.expectStatus,
    unexpected_status: probe.status !== target.expectStatus,
  };
}

interface SizeResult {
  url: string;
  /** Where the page settled (`/` goes to /login). */
  final_url: string;
  files: { url: string; bytes: number; gzip_bytes: number }[];
  total_bytes: number;
  total_gzip_bytes: number;
  budget_gzip_bytes: number;
  within_budget: boolean;
}

/**
 * Every script the first load of each page fetches (a fresh browser context: no cache, no
 * storage) until the network is idle, gzip -9 each, summed.
 */
async function firstLoadJs(port: string): Promise<SizeResult[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
    timeout: 30_000,
  });
  try {
    const results: SizeResult[] = [];
    for (const target of SIZE_PAGES) {
      // `*.localhost` (not 127.0.0.1) so the page resolves its brand as a browser would.
      const url = `http://${target.host}:${port}${target.path}`;
      const context = await browser.newContext();
      try {
        results.push(await pageFirstLoadJs(await context.newPage(), url, target.budget_gzip_bytes));
      } finally {
        await context.close();
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

/**
 * Until the page is idle: no request for 500 ms (networkidle) is not enough on a busy machine,
 * where running the shell's scripts can take longer than that before the router asks for the
 * page's chunks (`/` then goes to /login). So: network idle, then the main thread idle
 * (requestIdleCallback), then no new script for a quiet second — repeated until nothing new
 * arrives (at most 30 s).
 */
async function settle(page: Page, scripts: () => number): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const before = scripts();
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    // A string: the bench is typed for Node, without the DOM's types.
    await page.evaluate(
      'new Promise((resolve) => requestIdleCallback(() => resolve(true), { timeout: 5000 }))',
    );
    await page.waitForTimeout(1_000);
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    if (scripts() === before || Date.now() > deadline) return;
  }
}

async function pageFirstLoadJs(page: Page, url: string, budget: number): Promise<SizeResult> {
  const pending: Promise<{ url: string; bytes: number; gzip_bytes: number } | null>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    if (type !== 'script' && !contentType.includes('javascript')) return;
    pending.push(
      response.body().then(
        (body) => ({
          url: new URL(response.url()).pathname,
          bytes: body.length,
          gzip_bytes: gzipSync(body, { level: 9 }).length,
        }),
        () => null,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
  await settle(page, () => pending.length);
  const files = (await Promise.all(pending))
    .filter((f) => f !== null)
    .sort((a, b) => b.gzip_bytes - a.gzip_bytes);
  const totalGzip = files.reduce((sum, f) => sum + f.gzip_bytes, 0);
  return {
    url,
    final_url: page.url(),
    files,
    total_bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    total_gzip_bytes: totalGzip,
    budget_gzip_bytes: budget,
    within_budget: totalGzip <= budget,
  };
}

/** `liberta.localhost/home`: the brand's host and the path, without the run's port. */
const pageName = (url: string): string => `${new URL(url).hostname}${new URL(url).pathname}`;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

function markdown(
  groups: GroupResult[],
  sizes: SizeResult[] | null,
  meta: Record<string, unknown>,
  { sizeRequested = true }: { sizeRequested?: boolean } = {},
): string {
  const mb = (v: number | null) => (v === null ? '—' : String(v));
  const lines = [
    '# Benchmark — latest run',
    '',
    `${String(meta.date)} · Node ${String(meta.node)} · ${String(meta.cpus)} CPUs · ${duration} s per target · ${connections} connections · loopback`,
    '',
  ];
  if (groups.length > 0)
    lines.push(
      `Each group measures bare Fastify again first (its first row). Each target's ${duration} s are ${SLICES} slices, each after a slice of bare Fastify as long: its req/s is the mean over its slices and its ratio is to bare's over the slices beside them ("bare beside"), so the host's changes of pace move both; p50 and p99 are over every answer of its slices together, and "p99 worst slice" is the highest of the slices' own p99. "CPU µs/req": the server process's CPU time (user + system, /proc) per request answered over those seconds, the API's beside bare Fastify's (steadier than req/s on a shared host). "stmts/req": SQL statements one request runs with warm caches (a flow: per iteration), counted by the API’s statement-counting test helper (\`bench/statements.ts\`).`,
      '',
    );
  for (const g of groups) {
    lines.push(
      `## ${g.name} (${g.database})`,
      '',
      `Began after ${g.quiet_wait_s} s waiting for a quiet machine (${Math.round(g.quiet_busy * 100)} % busy in its last second) · API RSS idle ${mb(g.idle_rss_mb)} MB → right after the load ${mb(g.after_rss_mb)} MB (peak ${mb(g.peak_rss_mb)} MB) → after ${SETTLE_MS / 1000} s idle **${mb(g.settled_rss_mb)} MB** · RSS of child processes (database) idle ${mb(g.idle_children_rss_mb)} MB → after ${mb(g.after_children_rss_mb)} MB`,
      '',
      '| target | req/s | p50 ms | p99 ms | p99 worst slice ms | bare beside req/s | ratio to bare | CPU µs/req (bare) | RSS MB | children RSS MB | stmts/req | failures |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...[g.bare, ...g.targets].map(
        (r) =>
          `| ${r.name} | ${r.requests_per_s} | ${r.p50_ms} | ${r.p99_ms} | ${r.p99_worst_slice_ms} | ${r.bare_beside_rps} | ${r.ratio_to_bare.toFixed(2)} | ${r.cpu_us_per_request ?? '—'} (${r.bare_cpu_us_per_request ?? '—'}) | ${mb(r.rss_mb)} | ${mb(r.children_rss_mb)} | ${r.statements_per_request ?? '—'} | ${failures(r)}${r.shared_cart_conflicts ? ` (+${r.shared_cart_conflicts}× 409, shared cart)` : ''}${r.unexpected_status ? ' (status!)' : ''} |`,
      ),
      '',
    );
  }
  if (sizes) {
    lines.push(
      '## First-load JS',
      '',
      'Every script a fresh visit downloads until the network is idle, gzip -9 each, summed.',
      '',
      '| page | gzip | raw | files | budget | result |',
      '|---|---:|---:|---:|---:|---|',
      ...sizes.map(
        (size) =>
          `| ${pageName(size.url)}${size.final_url === size.url ? '' : ` → ${new URL(size.final_url).pathname}`} | **${kb(size.total_gzip_bytes)}** | ${kb(size.total_bytes)} | ${size.files.length} | ${kb(size.budget_gzip_bytes)} | **${size.within_budget ? 'PASS' : 'FAIL'}** |`,
      ),
      '',
    );
    for (const size of sizes)
      lines.push(
        `| largest files of ${pageName(size.url)} | gzip |`,
        '|---|---:|',
        ...size.files.slice(0, 5).map((f) => `| ${f.url} | ${kb(f.gzip_bytes)} |`),
        '',
      );
  } else if (sizeRequested) {
    lines.push(
      'First-load JS: **not measured** (the web build or Chromium failed; see the run output).',
      '',
    );
  }
  return lines.join('\n');
}

interface RunningApp {
  name: string;
  database: string;
  base: string;
  pid: number | undefined;
}

async function startApp(
  name: string,
  database: string,
  dataDir: string,
  env: Record<string, string>,
): Promise<RunningApp> {
  const port = await freePort();
  const child = start(
    join(root, 'apps', 'api', 'src', 'main.ts'),
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      SEED_DEMO: 'true',
      // As `npm start` runs it (glibc's malloc, docs/adr/0023).
      ...SERVING_MALLOC_ENV,
      ...RELAXED_LIMITS,
      ...env,
    },
    // `BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"`: flags for the API processes
    // only (NODE_OPTIONS refuses some, and would reach the bench and bare Fastify too).
    (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean),
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  return { name, database, base, pid: child.pid };
}

/**
 * How long a group's API process idles before its settled RSS is read: V8's memory reducer runs
 * its memory-reducing collections (which give the load's heap pages back) some 10-20 s into an
 * idle period.
 */
const SETTLE_MS = 30_000;

/** Bare Fastify first, then every API target, all against this group's API process. */
async function runGroup(
  app: RunningApp,
  bareBase: string,
  barePid: number | undefined,
  idle: { rss: number | null; children: number | null },
  statements: Map<string, number>,
): Promise<GroupResult> {
  console.log(`grupo ${app.name}: preparando dados…`);
  const ids = await prepareFixtures(app.base, connections + CHECKOUT_SPARE_BUYERS);
  console.log(`grupo ${app.name}: esperando a máquina sossegar…`);
  const quiet = await waitForQuiet();
  console.log(`grupo ${app.name}: bare Fastify…`);
  const bare = await measure(app.name, bareBase, BASELINE, barePid);
  const targets: TargetResult[] = [];
  for (const target of appTargets) {
    console.log(`grupo ${app.name}: ${target.name}…`);
    targets.push(
      await measure(app.name, app.base, target, app.pid, ids, statements, {
        base: bareBase,
        pid: barePid,
      }),
    );
  }
  const after = rssMb(app.pid);
  const afterChildren = childrenRssMb(app.pid);
  // V8 gives back what the load left in the old generation once the process is idle a moment.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const readings = targets.map((t) => t.rss_mb).filter((v): v is number => v !== null);
  return {
    name: app.name,
    database: app.database,
    idle_rss_mb: idle.rss,
    idle_children_rss_mb: idle.children,
    after_rss_mb: after,
    after_children_rss_mb: afterChildren,
    peak_rss_mb: readings.length > 0 ? Math.max(...readings) : null,
    settled_rss_mb: rssMb(app.pid),
    quiet_wait_s: quiet.waited,
    quiet_busy: quiet.busy,
    bare,
    targets,
  };
}

async function main(): Promise<number> {
  // `--only size` alone measures no load target.
  const loadStep = targetTexts === undefined || targetTexts.length > 0;
  if (loadStep && appTargets.length === 0)
    throw new Error(`nenhum alvo contém ${JSON.stringify(targetTexts)}`);
  if (sizeStep && !existsSync(join(root, 'apps', 'web', 'dist', 'index.html'))) {
    console.log('apps/web/dist não existe: compilando (npm run build)…');
    const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0)
      console.error('a compilação da interface falhou; o tamanho do JS não será medido');
  }
  let bareBase = '';
  let barePid: number | undefined;
  let statements = new Map<string, number>();
  if (loadStep) {
    const barePort = await freePort();
    const bare = start(join(import.meta.dirname, 'bare-server.ts'), { PORT: String(barePort) });
    bareBase = `http://127.0.0.1:${barePort}`;
    barePid = bare.pid;
    await waitFor(`${bareBase}/bare`);

    // Statements per request, counted once on the app built in this process (the same SQL runs
    // against either database).
    console.log('contando os comandos SQL de cada alvo…');
    statements = await countTargetStatements(appTargets);
  }

  // Group 1: the embedded default (a fresh DATA_DIR); group 2: BENCH_DATABASE_URL when set.
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  tempDirs.push(dataDir);
  const embedded = await startApp('embedded', 'embedded default', dataDir, {});
  const embeddedIdle = { rss: rssMb(embedded.pid), children: childrenRssMb(embedded.pid) };
  const groups: GroupResult[] = loadStep
    ? [await runGroup(embedded, bareBase, barePid, embeddedIdle, statements)]
    : [];

  // The live chat's fan-out on the embedded API process: reported, never asserted.
  let fanout: FanoutResult | null = null;
  if (!only) {
    try {
      fanout = await measureFanout(embedded.base, embedded.pid, fanoutOptionsFromEnv(duration));
    } catch (error) {
      console.error('medição do fan-out do chat falhou:', error);
    }
    if (fanout) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      fanout.app_settled_rss_mb = rssMb(embedded.pid);
      fanout.app_settled_after_s = SETTLE_MS / 1000;
    }
  }
  // From a quote crossing a level to the status on 1,000 customers' sockets: reported only.
  let quoteStatus: QuoteStatusResult | null = null;
  if (!only) {
    try {
      quoteStatus = await measureQuoteStatus(
        embedded.base,
        embedded.pid,
        quoteStatusOptionsFromEnv(),
      );
    } catch (error) {
      console.error('medição cotação → status falhou:', error);
    }
  }
  let sizes: SizeResult[] | null = null;
  if (sizeStep) {
    try {
      console.log('medindo o JS inicial das páginas…');
      sizes = await firstLoadJs(new URL(embedded.base).port);
    } catch (error) {
      console.error('medição do JS inicial falhou:', error);
    }
  }

  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (loadStep && pgUrl) {
    const pgDataDir = mkdtempSync(join(tmpdir(), 'bench-data-pg-'));
    tempDirs.push(pgDataDir);
    const pg = await startApp('postgres', 'PostgreSQL at BENCH_DATABASE_URL', pgDataDir, {
      DATABASE_URL: pgUrl,
    });
    const pgIdle = { rss: rssMb(pg.pid), children: childrenRssMb(pg.pid) };
    groups.push(await runGroup(pg, bareBase, barePid, pgIdle, statements));
  }

  const meta = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    duration_s: duration,
    connections,
  };
  const md = only
    ? markdown(groups, sizes, meta, { sizeRequested: sizeStep })
    : withQuoteStatusSection(withFanoutSection(markdown(groups, sizes, meta), fanout), quoteStatus);
  if (!only) {
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      join(resultsDir, 'latest.json'),
      `${JSON.stringify({ meta, groups, first_load_js: sizes, fanout, quote_status: quoteStatus }, null, 2)}\n`,
    );
    writeFileSync(join(resultsDir, 'latest.md'), md);
  }
  console.log(`\n${md}`);

  const bad = groups
    .flatMap((g) => [g.bare, ...g.targets])
    .filter((r) => failures(r) > 0 || r.unexpected_status);
  for (const r of bad)
    console.error(
      `✗ ${r.group} · ${r.name}: ${r.errors} erros, ${r.non_2xx} respostas fora de 2xx (esperado ${r.expect_status}; status: ${JSON.stringify(r.status_codes)})`,
    );
  const sizeFailed = sizeStep && (sizes === null || sizes.some((size) => !size.within_budget));
  if (sizeFailed) console.error('✗ JS inicial acima do orçamento ou não medido');
  return bad.length > 0 || sizeFailed ? 1 : 0;
}

const code = await main().catch((error: unknown) => {
  console.error(error);
  return 1;
});
// The servers stop as they would in production (SIGTERM: a CPU profile is written, an embedded
// database shuts down cleanly); `cleanup` kills whatever is still running after 10 s.
await Promise.all(
  children
    .filter((child) => child.exitCode === null)
    .map(
      (child) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 10_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
);
cleanup();
process.exit(code);
