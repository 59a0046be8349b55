/**
 * The live chat's fan-out (docs/live.md "Realtime"): VIEWERS WebSocket viewers watch one open
 * chat's `chat:<id>` on one API process while SENDERS post messages over HTTP
 * (`create-chat-message`), each at most RATE messages a second, for BENCH_DURATION seconds. Every
 * message carries its send time (taken just before the HTTP request) in its text, so each viewer's
 * copy gives one delivery latency. The same messages then go through a raw `ws` broadcast
 * (raw-ws-server.ts: no auth, no database, one frame per message) to as many raw sockets in the
 * same run; the ratio of delivered messages per second is the figure. Reported, never asserted.
 *
 * `npm run bench` runs it after the HTTP targets (against the same API process). Alone:
 * `node bench/fanout.ts` starts its own API and writes its part of results/latest.{json,md}.
 */
import { rssMb } from './proc.ts';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from '../apps/api/src/test/api-process.ts';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHAT_COALESCE_WINDOW_MS } from '@app/shared';
import { Worker } from 'node:worker_threads';
import { WebSocket } from 'ws';
import { MAX_IN_FLIGHT_PER_SENDER, epochMs } from './fanout-senders.ts';
import type { SendTotals, SendersJob } from './fanout-senders.ts';

const root = join(import.meta.dirname, '..');
const ADMIN = { email: 'admin@demo.lstrader.com.br', password: 'demo-trader-2026' };

export interface FanoutOptions {
  seconds: number;
  viewers: number;
  senders: number;
  /** Messages a second each sender posts at most. */
  ratePerSender: number;
  /** Accounts the viewers' sockets are spread over (sessions are shared between sockets). */
  viewerAccounts: number;
}

export function fanoutOptionsFromEnv(seconds: number): FanoutOptions {
  return {
    seconds,
    viewers: Number(process.env.BENCH_FANOUT_VIEWERS ?? 10_000),
    senders: Number(process.env.BENCH_FANOUT_SENDERS ?? 20),
    ratePerSender: Number(process.env.BENCH_FANOUT_RATE ?? 5),
    viewerAccounts: 10,
  };
}

export interface FanoutSide {
  name: string;
  /** Messages due by the senders' schedule (senders × rate × seconds). */
  scheduled: number;
  sent: number;
  /** Due while the sender already had its cap of posts in flight: not sent. */
  skipped: number;
  send_errors: number;
  /** Why sends failed: HTTP status (or `network`) → count. */
  send_error_statuses: Record<string, number>;
  /** Message copies that reached a viewer (one message × one socket = 1). */
  delivered: number;
  expected: number;
  delivered_per_s: number;
  frames_per_s: number;
  p50_ms: number | null;
  p99_ms: number | null;
  max_ms: number | null;
  /**
   * Viewer sockets the server closed before the end: the API drops a socket whose unread copies
   * pass 1 MiB (`maxBufferedBytes`), which is what a reader too slow for the stream looks like.
   */
  closed_by_server?: number;
}

export interface FanoutResult {
  viewers: number;
  senders: number;
  rate_per_sender: number;
  seconds: number;
  coalesce_window_ms: number;
  app: FanoutSide;
  raw: FanoutSide;
  /** API delivered messages/s ÷ raw `ws` delivered messages/s. */
  ratio_to_raw: number;
  app_rss_mb: number | null;
  /** The API's RSS once idle for a while after the fan-out (set by the bench run). */
  app_settled_rss_mb?: number | null;
  /** How long the API idled before `app_settled_rss_mb` was read. */
  app_settled_after_s?: number;
  /** The machine's 1-minute load average when the step began (it is shared: read with care). */
  load_average: number;
}

/* ── helpers ────────────────────────────────────────────────────────────────────────────────── */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh API migrates and seeds first: generous, since the machine is shared. */
const READY_TIMEOUT_MS = 180_000;

export async function waitReady(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${what} não respondeu em ${READY_TIMEOUT_MS / 1000} s`);
}

export async function call<T>(
  base: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Runs `jobs` with at most `limit` at a time (argon2 logins would starve the server otherwise). */
export async function pooled<T>(limit: number, jobs: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array<T>(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, jobs.length) }, async () => {
      while (next < jobs.length) {
        const index = next++;
        results[index] = await jobs[index]!();
      }
    }),
  );
  return results;
}

/** Latencies in 0.1 ms buckets up to 60 s: percentiles without keeping millions of numbers. */
export class Histogram {
  private readonly buckets = new Uint32Array(600_001);
  count = 0;
  max = 0;
  record(ms: number): void {
    const bucket = Math.min(600_000, Math.max(0, Math.round(ms * 10)));
    this.buckets[bucket]! += 1;
    this.count += 1;
    if (ms > this.max) this.max = ms;
  }
  percentile(p: number): number | null {
    if (this.count === 0) return null;
    const rank = Math.ceil((p / 100) * this.count);
    let seen = 0;
    for (let i = 0; i < this.buckets.length; i++) {
      seen += this.buckets[i]!;
      if (seen >= rank) return i / 10;
    }
    return this.max;
  }
}

/* ── the measurement ────────────────────────────────────────────────────────────────────────── */

interface ChatMessageLike {
  chat_id: number;
  message: string;
  [key: string]: unknown;
}

const SENT_AT = / @(\d+(?:\.\d+)?)$/;
/** At most this many sockets read the send times (the latency sample); the rest only count. */
const SAMPLED_SOCKETS = 200;
/** One socket in this many reads the send times: every 10th, and fewer past 2,000 viewers. */
let SAMPLE_EVERY = 10;

/** The soft limit on open files of this process (each socket is one), from /proc. */
function openFilesLimit(): number {
  try {
    const match = /Max open files\s+(\d+|unlimited)/.exec(
      readFileSync('/proc/self/limits', 'utf8'),
    );
    return match?.[1] === 'unlimited' ? Infinity : Number(match?.[1] ?? Infinity);
  } catch {
    return Infinity;
  }
}

/**
 * Every viewer is one socket in this process and one in the server (API, then raw `ws`), which
 * inherits this process's limits: refuse early, with the fix, rather than fail half-way.
 */
export function checkOpenFiles(viewers: number): void {
  const needed = viewers + 1024;
  const limit = openFilesLimit();
  if (limit < needed)
    throw new Error(
      `o fan-out com ${viewers} espectadores precisa de ${needed} arquivos abertos por processo; o limite é ${limit}: rode \`ulimit -n ${needed}\` (ou mais, até \`ulimit -Hn\`) antes do bench, ou use BENCH_FANOUT_VIEWERS menor`,
    );
}

const MARKER = Buffer.from('"message":"bench s');

/**
 * Counts, per socket frame, the chat messages in it; sampled sockets (every 10th) also read each
 * message's send time for the latency. The others only count the messages' marker in the raw
 * bytes: the 2,000 client sockets share the machine with the servers, so the bench process parses
 * no more than it must.
 */
function receiver(histogram: Histogram, counters: { delivered: number; frames: number }) {
  return (data: Buffer, sampled: boolean) => {
    if (!sampled) {
      let found = 0;
      for (let at = data.indexOf(MARKER); at !== -1; at = data.indexOf(MARKER, at + MARKER.length))
        found += 1;
      if (found > 0) counters.frames += 1;
      counters.delivered += found;
      return;
    }
    const now = epochMs();
    const frame = JSON.parse(data.toString('utf8')) as {
      type: string;
      event?: { name: string; messages?: ChatMessageLike[] };
      events?: { name: string; messages?: ChatMessageLike[] }[];
    };
    const events =
      frame.type === 'batch' ? frame.events : frame.type === 'event' ? [frame.event] : [];
    if (!events?.length) return;
    counters.frames += 1;
    for (const event of events) {
      if (event?.name !== 'chat.messages' || !event.messages) continue;
      for (const message of event.messages) {
        const match = SENT_AT.exec(message.message);
        if (!match) continue;
        counters.delivered += 1;
        histogram.record(now - Number(match[1]));
      }
    }
  };
}

/** Opens `count` sockets, each subscribed to `topic` (answered `subscribed`), 100 at a time. */
export async function openViewers(
  url: string,
  topic: string,
  tokens: string[],
  count: number,
  onMessage: (data: Buffer, sampled: boolean) => void,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  const openOne = (n: number) =>
    new Promise<WebSocket>((resolve, reject) => {
      const token = tokens[n % tokens.length]!;
      const ws = new WebSocket(url, ['lsp.v1', `bearer.${token}`], { perMessageDeflate: false });
      ws.once('error', reject);
      ws.once('open', () => ws.send(JSON.stringify({ type: 'subscribe', topic })));
      const first = (data: Buffer) => {
        const frame = JSON.parse(data.toString('utf8')) as { type: string; message?: string };
        ws.off('message', first);
        if (frame.type !== 'subscribed') {
          reject(new Error(`inscrição recusada: ${frame.message ?? frame.type}`));
          return;
        }
        const sampled = n % SAMPLE_EVERY === 0;
        ws.on('message', (data: Buffer) => onMessage(data, sampled));
        resolve(ws);
      };
      ws.on('message', first);
    });
  for (let start = 0; start < count; start += 100) {
    const batch = Array.from({ length: Math.min(100, count - start) }, (_, i) =>
      openOne(start + i),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/** Runs the senders in a worker thread (bench/fanout-senders.ts) and returns their totals. */
function runSenders(job: SendersJob): Promise<SendTotals> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(join(import.meta.dirname, 'fanout-senders.ts'), { workerData: job });
    worker.once('message', (totals: SendTotals) => resolve(totals));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`os remetentes do fan-out saíram com ${code}`));
    });
  });
}

/**
 * Waits until every copy arrived, or nothing new came for 10 s (at most 40 s: a frame that grew
 * large while the previous one was written goes out a few copies a turn). Stillness counts
 * only after the sockets had their turn: a timer that fires late (the bench's own thread held up,
 * by a collection or a burst of frames) first lets the pending reads run (`setImmediate` comes
 * after the event loop's poll phase), so a stall of this process is never read as the server
 * having stopped. Returns the longest such stall, for the log.
 */
async function drain(counters: { delivered: number }, expected: number): Promise<number> {
  const deadline = performance.now() + 40_000;
  let last = counters.delivered;
  let still = performance.now();
  let longestStall = 0;
  while (counters.delivered < expected && performance.now() < deadline) {
    const before = performance.now();
    await sleep(100);
    longestStall = Math.max(longestStall, performance.now() - before - 100);
    await new Promise((resolve) => setImmediate(resolve));
    if (counters.delivered !== last) {
      last = counters.delivered;
      still = performance.now();
    } else if (performance.now() - still > 10_000) break;
  }
  return longestStall;
}

async function side(
  name: string,
  options: FanoutOptions,
  openSockets: (onMessage: (data: Buffer, sampled: boolean) => void) => Promise<WebSocket[]>,
  target: Pick<SendersJob, 'url' | 'tokens' | 'template'>,
): Promise<FanoutSide> {
  const histogram = new Histogram();
  const counters = { delivered: 0, frames: 0 };
  console.log(`fan-out: ${name}: abrindo ${options.viewers} sockets…`);
  const sockets = await openSockets(receiver(histogram, counters));
  let closedByServer = 0;
  let ending = false;
  for (const ws of sockets) {
    ws.once('close', () => {
      if (!ending) closedByServer += 1;
    });
  }
  console.log(`fan-out: ${name}: ${options.seconds} s de envio…`);
  try {
    const started = performance.now();
    const { scheduled, sent, skipped, errors, statuses } = await runSenders({
      senders: options.senders,
      rate: options.ratePerSender,
      seconds: options.seconds,
      ...target,
    });
    const expected = sent * sockets.length;
    const stall = await drain(counters, expected);
    if (stall > 500)
      console.log(`fan-out: ${name}: o processo do bench parou ${Math.round(stall)} ms`);
    const elapsed = (performance.now() - started) / 1000;
    const round = (value: number | null) => (value === null ? null : Number(value.toFixed(1)));
    return {
      name,
      scheduled,
      sent,
      skipped,
      send_errors: errors,
      send_error_statuses: statuses,
      delivered: counters.delivered,
      expected,
      delivered_per_s: Math.round(counters.delivered / elapsed),
      frames_per_s: Math.round(counters.frames / elapsed),
      p50_ms: round(histogram.percentile(50)),
      p99_ms: round(histogram.percentile(99)),
      max_ms: round(histogram.count > 0 ? histogram.max : null),
      closed_by_server: closedByServer,
    };
  } finally {
    ending = true;
    for (const ws of sockets) ws.terminate();
    await sleep(500);
  }
}

/** The fan-out against a running API (`appBase`, seeded with the demo data). */
export async function measureFanout(
  appBase: string,
  appPid: number | undefined,
  options: FanoutOptions,
): Promise<FanoutResult> {
  checkOpenFiles(options.viewers);
  SAMPLE_EVERY = Math.max(10, Math.ceil(options.viewers / SAMPLED_SOCKETS));
  const loadAverage = Number(loadavg()[0]!.toFixed(2));
  const admin = (await call<{ access_token: string }>(appBase, null, 'POST', '/api/login', ADMIN))
    .access_token;
  const room = await call<{ id: number }>(appBase, admin, 'POST', '/api/create-chat', {
    name: 'Sala de carga',
  });
  const now = Date.now();
  const broadcast = await call<{ id: number }>(appBase, admin, 'POST', '/api/create-broadcast', {
    title: 'Transmissão de carga',
    video_url: 'https://vimeo.com/76979871',
    chat_id: room.id,
    scheduled_start_at: new Date(now - 60_000).toISOString(),
    scheduled_end_at: new Date(now + 3 * 3600_000).toISOString(),
    open_to_all: true,
  });
  await call(appBase, admin, 'PUT', `/api/start-broadcast/${broadcast.id}`);

  // People made through the staff API (never behind the app's back): senders and viewers.
  console.log(`fan-out: ${options.senders + options.viewerAccounts} contas…`);
  const tag = Date.now().toString(36);
  const people = await pooled(
    2,
    Array.from({ length: options.senders + options.viewerAccounts }, (_, n) => async () => {
      const account = {
        email: `bench.chat${n}.${tag}@demo.lstrader.com.br`,
        password: 'bench-chat-fanout-2026',
      };
      // Senders are analysts: customers may send 5 messages per 10 s (CHAT_SPAM_LIMIT), staff
      // are exempt, so the senders can offer the load asked for. Viewers are customers.
      const sender = n < options.senders;
      await call(appBase, admin, 'POST', '/api/create-user', {
        name: sender ? `Analista de carga ${n + 1}` : `Espectador ${n + 1}`,
        ...account,
        profile_id: sender ? 2 : 3,
      });
      return (await call<{ access_token: string }>(appBase, null, 'POST', '/api/login', account))
        .access_token;
    }),
  );
  const senderTokens = people.slice(0, options.senders);
  const viewerTokens = people.slice(options.senders);

  // One message first: its answer is the shape the raw baseline broadcasts.
  const template = await call<ChatMessageLike>(
    appBase,
    senderTokens[0]!,
    'POST',
    `/api/create-chat-message/${room.id}`,
    { message: 'Começando a carga' },
  );

  const wsBase = appBase.replace(/^http/, 'ws');
  const topic = `chat:${room.id}`;
  const app = await side(
    'API (1 process)',
    options,
    (onMessage) =>
      openViewers(`${wsBase}/api/realtime`, topic, viewerTokens, options.viewers, onMessage),
    { url: `${appBase}/api/create-chat-message/${room.id}`, tokens: senderTokens, template: null },
  );
  const appRss = rssMb(appPid);

  const rawPort = await freePort();
  const rawServer = spawn(process.execPath, [join(import.meta.dirname, 'raw-ws-server.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(rawPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const rawBase = `http://127.0.0.1:${rawPort}`;
    await waitReady(async () => (await fetch(`${rawBase}/`)).status === 404, 'o servidor ws');
    const raw = await side(
      'raw ws broadcast',
      options,
      (onMessage) =>
        openViewers(`ws://127.0.0.1:${rawPort}/`, topic, ['x'], options.viewers, onMessage),
      { url: `${rawBase}/send`, tokens: [], template },
    );
    return {
      viewers: options.viewers,
      senders: options.senders,
      rate_per_sender: options.ratePerSender,
      seconds: options.seconds,
      coalesce_window_ms: CHAT_COALESCE_WINDOW_MS,
      app,
      raw,
      ratio_to_raw:
        raw.delivered_per_s > 0
          ? Number((app.delivered_per_s / raw.delivered_per_s).toFixed(3))
          : 0,
      app_rss_mb: appRss,
      load_average: loadAverage,
    };
  } finally {
    rawServer.kill('SIGTERM');
  }
}

/* ── reporting ──────────────────────────────────────────────────────────────────────────────── */

export const FANOUT_HEADING = '## Live chat fan-out';

export function fanoutMarkdown(result: FanoutResult | null): string {
  if (result === null)
    return `${FANOUT_HEADING}\n\n**Not measured** (the fan-out step failed; see the run output).\n`;
  const ms = (value: number | null) => (value === null ? '—' : value.toFixed(1));
  const row = (s: FanoutSide) =>
    `| ${s.name} | ${s.sent} / ${s.scheduled} | ${s.delivered} / ${s.expected} | ${s.delivered_per_s} | ${s.frames_per_s} | ${ms(s.p50_ms)} | ${ms(s.p99_ms)} | ${ms(s.max_ms)} | ${s.send_errors} | ${s.closed_by_server ?? '—'} |`;
  return [
    FANOUT_HEADING,
    '',
    `${result.viewers} WebSocket viewers of one open chat, ${result.senders} staff senders posting over HTTP (${result.rate_per_sender} messages/s each on schedule, not waiting for answers; at most ${MAX_IN_FLIGHT_PER_SENDER} in flight each, from a worker thread of their own) for ${result.seconds} s, loopback; load average ${result.load_average} on ${cpus().length} CPUs when it began. The API coalesces each chat's events for ${result.coalesce_window_ms} ms into one frame; the raw \`ws\` server sends one frame per message. Latency (every ${SAMPLE_EVERY}th socket): from just before the HTTP send to the viewer's socket reading it.`,
    '',
    '| path | messages sent / due | copies delivered / expected | delivered msg/s | frames/s | p50 ms | p99 ms | max ms | send errors | sockets closed by the server |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    row(result.app),
    row(result.raw),
    '',
    `Ratio (API ÷ raw delivered msg/s): **${result.ratio_to_raw.toFixed(2)}** · API RSS right after the fan-out: ${result.app_rss_mb ?? '—'} MB${result.app_settled_rss_mb != null ? `, after ${result.app_settled_after_s ?? '?'} s idle: ${result.app_settled_rss_mb} MB` : ''}`,
    '',
  ].join('\n');
}

/** Puts a `## heading` section into an existing latest.md (replacing an older one). */
export function withSection(markdown: string, heading: string, section: string): string {
  const start = markdown.indexOf(heading);
  if (start === -1) return `${markdown.trimEnd()}\n\n${section}`;
  const next = markdown.indexOf('\n## ', start + heading.length);
  return `${markdown.slice(0, start)}${section}${next === -1 ? '' : markdown.slice(next + 1)}`;
}

/** Puts the fan-out section into an existing latest.md (replacing an older one). */
export function withFanoutSection(markdown: string, result: FanoutResult | null): string {
  return withSection(markdown, FANOUT_HEADING, fanoutMarkdown(result));
}

/* ── alone: `node bench/fanout.ts` ──────────────────────────────────────────────────────────── */

async function alone(): Promise<number> {
  const seconds = Number(process.env.BENCH_DURATION ?? 10);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-fanout-'));
  let api: ChildProcess | undefined;
  try {
    api = spawn(process.execPath, [join(root, 'apps', 'api', 'src', 'main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        LOGIN_IP_PER_MINUTE: '100000000',
        LOGIN_IP_PER_HOUR: '100000000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    await waitReady(async () => (await fetch(`${base}/api/health`)).ok, 'a API');
    const result = await measureFanout(base, api.pid, fanoutOptionsFromEnv(seconds));
    const resultsDir = join(import.meta.dirname, 'results');
    const jsonPath = join(resultsDir, 'latest.json');
    const mdPath = join(resultsDir, 'latest.md');
    const json = existsSync(jsonPath)
      ? (JSON.parse(readFileSync(jsonPath, 'utf8')) as Record<string, unknown>)
      : {};
    writeFileSync(
      jsonPath,
      `${JSON.stringify({ ...json, fanout: { date: new Date().toISOString(), ...result } }, null, 2)}\n`,
    );
    const md = existsSync(mdPath) ? readFileSync(mdPath, 'utf8') : '# Benchmark — latest run\n';
    writeFileSync(mdPath, withFanoutSection(md, result));
    console.log(fanoutMarkdown(result));
    return 0;
  } finally {
    api?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.filename === process.argv[1]) {
  const code = await alone().catch((error: unknown) => {
    console.error(error);
    return 1;
  });
  process.exit(code);
}
