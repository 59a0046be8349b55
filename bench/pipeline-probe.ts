/**
 * A short probe of the request pipeline (bench/README.md "Pipeline probe"): the two targets that
 * never touch the database — `GET /api/user` without a token (401) and the guard-only
 * `GET /api/get-unrestricted-domains` with a customer token — beside bare Fastify, in rounds, on
 * API processes started as `npm run bench` starts them (embedded database, demo seed).
 *
 *   npx node bench/pipeline-probe.ts [--rounds 3] [--seconds 5] [--only 401]
 *     [--ref <git ref> …] [--profile <dir>]
 *
 * Bare Fastify is measured before and after every API run, and a run's ratio is to the mean of
 * the two around it; the medians over the rounds are the figures (the machine is shared and
 * noisy). Each run also reports the server's CPU time per request (user + system, from /proc),
 * steadier than req/s. `--ref` (repeatable) compares versions side by side: each ref's
 * `apps/api` (git archive, beside this checkout's node_modules) runs as its own API process and
 * the rounds interleave them, so a change and its parent see the same machine; `.` is the
 * working tree (the default when no ref is given). `--only` keeps the targets whose name
 * contains it. `--profile <dir>` runs the servers with `--cpu-prof` into that directory (one file
 * per process id, written when it exits); `npx node bench/cpu-profile.ts <file>` reads it.
 */
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../apps/api/src/test/api-process.ts';
import { SERVING_MALLOC_ENV } from '../apps/api/src/platform/memory.ts';
import { cpuMs, rssMb } from './proc.ts';
import { withSession } from './requests.ts';
import { BASELINE, TARGETS } from './targets.ts';
import type { Target } from './targets.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '64' },
    profile: { type: 'string' },
    only: { type: 'string' },
    ref: { type: 'string', multiple: true, default: ['.'] },
  },
});
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const WARMUP_SECONDS = 1;
const root = join(import.meta.dirname, '..');

const PIPELINE_TARGETS = [
  'GET /api/user without a token (401)',
  'GET /api/get-unrestricted-domains (guard only, customer token)',
]
  .filter((name) => values.only === undefined || name.includes(values.only))
  .map((name) => {
    const target = TARGETS.find((t) => t.name === name);
    if (!target) throw new Error(`alvo não encontrado em targets.ts: ${name}`);
    return target;
  });

const children: ChildProcess[] = [];
const tempDirs: string[] = [];
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});
function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** The checkout a ref runs from: this one for `.`, else its apps/api beside our node_modules. */
function checkoutOf(ref: string): string {
  if (ref === '.') return root;
  const dir = tempDir('bench-probe-ref-');
  const archive = execFileSync('git', ['archive', ref, 'package.json', 'apps/api'], {
    cwd: root,
    maxBuffer: 1 << 30,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

interface Server {
  name: string;
  child: ChildProcess;
  base: string;
}

async function startServer(
  name: string,
  script: string,
  env: Record<string, string>,
  readyPath: string,
): Promise<Server> {
  const port = await freePort();
  const started = performance.now();
  const execArgv = values.profile ? ['--cpu-prof', '--cpu-prof-dir', resolve(values.profile)] : [];
  const child = spawn(process.execPath, [...execArgv, script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}${readyPath}`)).ok) {
        console.log(
          `${name}: pid ${child.pid}, pronto em ${Math.round(performance.now() - started)} ms`,
        );
        return { name, child, base };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`servidor não respondeu: ${script}`);
}

interface Load {
  rps: number;
  /** The server's CPU time per request, µs. */
  cpuUs: number;
}

async function load(server: Server, target: Target, duration: number): Promise<Load> {
  const cpuBefore = cpuMs(server.child.pid);
  const result = await autocannon({
    url: `${server.base}${target.path}`,
    method: target.method,
    headers: target.headers,
    connections,
    pipelining: 1,
    duration,
  });
  const cpu = (cpuMs(server.child.pid) ?? 0) - (cpuBefore ?? 0);
  const statuses = (result.statusCodeStats ?? {}) as Record<string, { count: number }>;
  const unexpected = Object.entries(statuses)
    .filter(([code]) => code !== String(target.expectStatus))
    .reduce((sum, [, { count }]) => sum + count, 0);
  if (result.errors + result.timeouts + unexpected > 0)
    throw new Error(
      `${target.name}: ${result.errors + result.timeouts} erros, status ${JSON.stringify(statuses)}`,
    );
  return { rps: result.requests.average, cpuUs: (1000 * cpu) / result.requests.total };
}

const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const bare = await startServer('bare', join(import.meta.dirname, 'bare-server.ts'), {}, '/bare');
interface Variant {
  ref: string;
  api: Server;
  targets: Target[];
  /** The API's RSS after boot (and a login per target), before any load. */
  idleRssMb: number | null;
}
const variants: Variant[] = [];
for (const ref of values.ref) {
  const api = await startServer(
    `API ${ref}`,
    join(checkoutOf(ref), 'apps', 'api', 'src', 'main.ts'),
    {
      HOST: '127.0.0.1',
      DATA_DIR: tempDir('bench-probe-data-'),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      SEED_DEMO: 'true',
      ...SERVING_MALLOC_ENV,
      LOGIN_IP_PER_MINUTE: '100000000',
      LOGIN_IP_PER_HOUR: '100000000',
    },
    '/api/health',
  );
  const targets = await Promise.all(PIPELINE_TARGETS.map((t) => withSession(api.base, t)));
  for (const target of targets) {
    const res = await fetch(`${api.base}${target.path}`, { headers: target.headers });
    if (res.status !== target.expectStatus)
      throw new Error(`${ref} ${target.name}: ${res.status} (esperado ${target.expectStatus})`);
  }
  variants.push({ ref, api, targets, idleRssMb: rssMb(api.child.pid) });
}

const bareRuns: Load[] = [];
/** Per variant, per target: the runs and their ratios to bare. */
const runs = variants.map(() => PIPELINE_TARGETS.map((): { load: Load; ratio: number }[] => []));
async function measureBare(): Promise<number> {
  await load(bare, BASELINE, WARMUP_SECONDS);
  const r = await load(bare, BASELINE, seconds);
  bareRuns.push(r);
  return r.rps;
}
// Bare before and after each API run: the run's ratio is to the mean of the two around it.
let bareBefore = await measureBare();
for (let round = 1; round <= rounds; round += 1) {
  for (const [t, name] of PIPELINE_TARGETS.map((x) => x.path).entries()) {
    // The variants' order turns every round, so none always runs first.
    for (let k = 0; k < variants.length; k += 1) {
      const v = (round + k) % variants.length;
      const variant = variants[v]!;
      const target = variant.targets[t]!;
      await load(variant.api, target, WARMUP_SECONDS);
      const r = await load(variant.api, target, seconds);
      const bareAfter = await measureBare();
      const ratio = r.rps / ((bareBefore + bareAfter) / 2);
      runs[v]![t]!.push({ load: r, ratio });
      console.log(
        `rodada ${round} · ${variant.ref} · ${name}: ${Math.round(r.rps)} req/s (bare ${Math.round(bareBefore)} → ${Math.round(bareAfter)}), razão ${ratio.toFixed(3)}, ${r.cpuUs.toFixed(1)} µs CPU/req`,
      );
      bareBefore = bareAfter;
    }
  }
}

console.log(`\nmedianas de ${rounds} rodadas de ${seconds} s, ${connections} conexões:`);
console.log(
  `  bare Fastify: ${Math.round(median(bareRuns.map((r) => r.rps)))} req/s, ${median(bareRuns.map((r) => r.cpuUs)).toFixed(1)} µs CPU/req`,
);
for (const [v, variant] of variants.entries())
  for (const [t, target] of PIPELINE_TARGETS.entries()) {
    const xs = runs[v]![t]!;
    console.log(
      `  ${variant.ref} · ${target.name}: razão ${median(xs.map((x) => x.ratio)).toFixed(3)} (${xs.map((x) => x.ratio.toFixed(3)).join(', ')}), ${Math.round(median(xs.map((x) => x.load.rps)))} req/s, ${median(xs.map((x) => x.load.cpuUs)).toFixed(1)} µs CPU/req`,
    );
  }

for (const variant of variants)
  console.log(
    `  ${variant.ref} · RSS da API: ${variant.idleRssMb} MB antes da carga → ${rssMb(variant.api.child.pid)} MB depois`,
  );

// A clean exit, so --cpu-prof writes its profiles.
const servers = [bare.child, ...variants.map((v) => v.api.child)];
for (const child of servers) child.kill('SIGTERM');
await Promise.all(
  servers.map(
    (child) => new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null))),
  ),
);
if (values.profile) console.log(`perfis em ${resolve(values.profile)}`);
