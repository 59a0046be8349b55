/**
 * `npm run bench`: load (autocannon on loopback) and size (first-load JS of `/` in Chromium),
 * bounded in time. Speed is reported as a ratio to a bare Fastify route measured in the same run,
 * because this machine is shared and noisy; tests never assert timings.
 */
import { fanoutOptionsFromEnv, measureFanout, withFanoutSection } from './fanout.ts';
import type { FanoutResult } from './fanout.ts';
import { prepareFixtures } from './fixtures.ts';
import type { FixtureIds } from './fixtures.ts';
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { BASELINE, BENCH_ACCOUNT, TARGETS } from './targets.ts';
import type { Target } from './targets.ts';

const root = join(import.meta.dirname, '..');
/** The whole load comes from one IP on purpose; the per-IP login limits would answer 429. */
const RELAXED_LIMITS = { LOGIN_IP_PER_MINUTE: '100000000', LOGIN_IP_PER_HOUR: '100000000' };
const resultsDir = join(import.meta.dirname, 'results');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_SECONDS = 2;
const READY_TIMEOUT_MS = 60_000;
export const JS_BUDGET_BYTES = 250 * 1024;

const children: ChildProcess[] = [];
const tempDirs: string[] = [];
function cleanup(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

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

function start(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

function rssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

interface TargetResult {
  name: string;
  method: string;
  path: string;
  requests_per_s: number;
  p50_ms: number;
  p99_ms: number;
  ratio_to_bare: number;
  rss_mb: number | null;
  non_2xx: number;
  errors: number;
  unexpected_status: boolean;
}

function bodyOf(target: Target, ids: FixtureIds | null): string | undefined {
  if (target.body === undefined) return undefined;
  let text = JSON.stringify(target.body);
  if (ids) {
    text = text
      .replaceAll('"{{productId}}"', String(ids.productId))
      .replaceAll('"{{pixTypeId}}"', String(ids.pixTypeId));
  }
  return text;
}

let checkoutSeq = 0;
/** `checkout`: add a product (its response names the open cart), then finish that cart. */
function checkoutRequests(target: Target, ids: FixtureIds): autocannon.Request[] {
  const headers = { 'content-type': 'application/json', ...target.headers };
  return [
    {
      method: 'POST',
      path: '/api/shopping-cart-add-product',
      headers,
      body: JSON.stringify({ product_id: ids.productId }),
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
          path: `/api/finish-cart-order/${String((context as { cartId?: number }).cartId)}`,
          body: JSON.stringify({
            idempotency_key: `bench-${process.pid}-${checkoutSeq}`,
            payment_type_id: ids.pixTypeId,
            accept_terms: true,
          }),
        };
      },
    },
  ];
}

async function load(
  base: string,
  target: Target,
  seconds: number,
  ids: FixtureIds | null,
): Promise<autocannon.Result> {
  return autocannon({
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
  });
}

/** Logs the bench account in and fills `{{token}}` placeholders in the target's headers. */
async function withSession(base: string, target: Target): Promise<Target> {
  if (!target.headers || !Object.values(target.headers).some((v) => v.includes('{{token}}')))
    return target;
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(target.account ?? BENCH_ACCOUNT),
  });
  if (!res.ok) throw new Error(`login do benchmark falhou: ${res.status}`);
  const { access_token: token } = (await res.json()) as { access_token: string };
  const headers = Object.fromEntries(
    Object.entries(target.headers).map(([k, v]) => [k, v.replaceAll('{{token}}', token)]),
  );
  return { ...target, headers };
}

async function measure(
  base: string,
  rawTarget: Target,
  pid: number | undefined,
  bareRps: number,
  ids: FixtureIds | null = null,
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
  const result = await load(base, target, duration, ids);
  const rps = result.requests.average;
  return {
    name: target.name,
    method: target.method,
    path: target.path,
    requests_per_s: Math.round(rps),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    ratio_to_bare: bareRps > 0 ? Number((rps / bareRps).toFixed(3)) : 1,
    rss_mb: rssMb(pid),
    non_2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    unexpected_status: probe.status !== target.expectStatus,
  };
}

interface SizeResult {
  url: string;
  files: { url: string; bytes: number; gzip_bytes: number }[];
  total_bytes: number;
  total_gzip_bytes: number;
  budget_gzip_bytes: number;
  within_budget: boolean;
}

/** Every script the first load of `/` fetches, gzip -9 each, summed. */
async function firstLoadJs(url: string): Promise<SizeResult> {
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
    const page = await browser.newPage();
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
    const files = (await Promise.all(pending))
      .filter((f) => f !== null)
      .sort((a, b) => b.gzip_bytes - a.gzip_bytes);
    const totalGzip = files.reduce((sum, f) => sum + f.gzip_bytes, 0);
    return {
      url,
      files,
      total_bytes: files.reduce((sum, f) => sum + f.bytes, 0),
      total_gzip_bytes: totalGzip,
      budget_gzip_bytes: JS_BUDGET_BYTES,
      within_budget: totalGzip <= JS_BUDGET_BYTES,
    };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

function markdown(
  results: TargetResult[],
  size: SizeResult | null,
  meta: Record<string, unknown>,
): string {
  const lines = [
    '# Benchmark — latest run',
    '',
    `${String(meta.date)} · Node ${String(meta.node)} · ${String(meta.cpus)} CPUs · ${duration} s per target · ${connections} connections · loopback`,
    '',
    '| target | req/s | p50 ms | p99 ms | ratio to bare | RSS MB | non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.requests_per_s} | ${r.p50_ms} | ${r.p99_ms} | ${r.ratio_to_bare.toFixed(2)} | ${r.rss_mb ?? '—'} | ${r.non_2xx + r.errors} |`,
    ),
    '',
  ];
  if (size) {
    lines.push(
      `First-load JS of \`/\`: **${kb(size.total_gzip_bytes)} gzip** (${kb(size.total_bytes)} raw, ${size.files.length} files); budget ${kb(size.budget_gzip_bytes)}: **${size.within_budget ? 'PASS' : 'FAIL'}**`,
      '',
      '| largest files | gzip |',
      '|---|---:|',
      ...size.files.slice(0, 5).map((f) => `| ${f.url} | ${kb(f.gzip_bytes)} |`),
      '',
    );
  } else {
    lines.push(
      'First-load JS of `/`: **not measured** (the web build or Chromium failed; see the run output).',
      '',
    );
  }
  return lines.join('\n');
}

async function main(): Promise<number> {
  if (!existsSync(join(root, 'apps', 'web', 'dist', 'index.html'))) {
    console.log('apps/web/dist não existe: compilando (npm run build)…');
    const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0)
      console.error('a compilação da interface falhou; o tamanho do JS não será medido');
  }
  const [barePort, appPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  tempDirs.push(dataDir);
  const bare = start(join(import.meta.dirname, 'bare-server.ts'), { PORT: String(barePort) });
  const app = start(join(root, 'apps', 'api', 'src', 'main.ts'), {
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    ...RELAXED_LIMITS,
  });
  const bareBase = `http://127.0.0.1:${barePort}`;
  const appBase = `http://127.0.0.1:${appPort}`;
  await Promise.all([waitFor(`${bareBase}/bare`), waitFor(`${appBase}/api/health`)]);
  // Optional: the same targets on a real PostgreSQL (the production shape), e.g. a fresh database.
  const pgUrl = process.env.BENCH_DATABASE_URL;
  let pgApp: ChildProcess | undefined;
  let pgBase: string | undefined;
  if (pgUrl) {
    const pgPort = await freePort();
    pgApp = start(join(root, 'apps', 'api', 'src', 'main.ts'), {
      PORT: String(pgPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: pgUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ...RELAXED_LIMITS,
    });
    pgBase = `http://127.0.0.1:${pgPort}`;
    await waitFor(`${pgBase}/api/health`);
  }

  const ids = await prepareFixtures(appBase);
  const pgIds = pgBase !== undefined ? await prepareFixtures(pgBase) : null;
  const baseline = await measure(bareBase, BASELINE, bare.pid, 0);
  baseline.ratio_to_bare = 1;
  const results = [baseline];
  for (const target of TARGETS) {
    results.push(
      await measure(
        target.server === 'bare' ? bareBase : appBase,
        target,
        target.server === 'bare' ? bare.pid : app.pid,
        baseline.requests_per_s,
        ids,
      ),
    );
  }
  if (pgBase !== undefined) {
    for (const target of TARGETS.filter((t) => t.server === 'app')) {
      results.push(
        await measure(
          pgBase,
          { ...target, name: `${target.name} (PostgreSQL)` },
          pgApp?.pid,
          baseline.requests_per_s,
          pgIds,
        ),
      );
    }
  }

  // The live chat's fan-out on the same API process: reported, never asserted.
  let fanout: FanoutResult | null = null;
  try {
    fanout = await measureFanout(appBase, app.pid, fanoutOptionsFromEnv(duration));
  } catch (error) {
    console.error('medição do fan-out do chat falhou:', error);
  }

  let size: SizeResult | null = null;
  try {
    // `localhost` (not 127.0.0.1) so the page resolves its brand as a browser would.
    size = await firstLoadJs(`http://localhost:${appPort}/`);
  } catch (error) {
    console.error('medição do JS inicial falhou:', error);
  }

  const meta = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    duration_s: duration,
    connections,
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, 'latest.json'),
    `${JSON.stringify({ meta, targets: results, first_load_js: size, fanout }, null, 2)}\n`,
  );
  const md = withFanoutSection(markdown(results, size, meta), fanout);
  writeFileSync(join(resultsDir, 'latest.md'), md);
  console.log(`\n${md}`);

  const bad = results.filter((r) => r.errors > 0 || r.non_2xx > 0 || r.unexpected_status);
  for (const r of bad)
    console.error(`✗ ${r.name}: ${r.errors} erros, ${r.non_2xx} respostas fora de 2xx`);
  if (size === null || !size.within_budget)
    console.error('✗ JS inicial acima do orçamento ou não medido');
  return bad.length > 0 || size === null || !size.within_budget ? 1 : 0;
}

const code = await main().catch((error: unknown) => {
  console.error(error);
  return 1;
});
cleanup();
process.exit(code);
