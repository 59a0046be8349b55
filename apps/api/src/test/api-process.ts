/**
 * A real API process (`node apps/api/src/main.ts`) for the cross-process tests, and a small JSON
 * client for it. Production runs N such processes (ARCHITECTURE.md); these tests start two.
 */
import { Redis } from 'ioredis';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../platform/config.ts';

/** A process migrates (and the first seeds) before it listens: generous on a busy machine. */
export const READY_TIMEOUT_MS = 150_000;

export interface ApiProcess {
  child: ChildProcess;
  base: string;
  ws: string;
  stderr: string[];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('sem porta')),
      );
    });
  });
}

export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(REPO_ROOT, 'apps', 'api', 'src', 'main.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString('utf8')));
  const api = { child, base: `http://127.0.0.1:${port}`, ws: `ws://127.0.0.1:${port}`, stderr };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${api.base}/api/health`)).ok) return api;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`a API não subiu (porta ${port}):\n${stderr.join('')}`);
}

export async function call<T>(
  api: ApiProcess,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${api.base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/** `call`, failing on anything but a 2xx. */
export async function ok<T>(
  api: ApiProcess,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await call<T>(api, token, method, path, body);
  if (res.status >= 300)
    throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function login(api: ApiProcess, account: { email: string; password: string }) {
  return (await ok<{ access_token: string }>(api, null, 'POST', '/api/login', account))
    .access_token;
}

/** Two API processes on one fresh PostgreSQL database and one Redis, as production runs them. */
export interface ApiPair {
  a: ApiProcess;
  b: ApiProcess;
  /** A Redis client of the test's own (to look at subscriptions). */
  redis: Redis;
  /** Stops both processes, drops the database and the data folder. */
  close(): Promise<void>;
}

/** Time to give `startApiPair` in a `beforeAll`: two boots, one after the other. */
export const PAIR_READY_TIMEOUT_MS = 2 * READY_TIMEOUT_MS + 30_000;

async function stopApi(api: ApiProcess): Promise<void> {
  if (api.child.exitCode !== null) return;
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 12_000))]);
  if (api.child.exitCode === null) api.child.kill('SIGKILL');
}

/**
 * A new database `<prefix>_<random>` on `databaseUrl`'s server, seeded by the first process
 * (they start one after the other), with relaxed login limits; `env` adds settings.
 */
export async function startApiPair(
  prefix: string,
  urls: { databaseUrl: string; redisUrl: string },
  env: Record<string, string> = {},
): Promise<ApiPair> {
  const database = `${prefix}_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const admin = new pg.Client({ connectionString: urls.databaseUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(urls.databaseUrl);
  url.pathname = `/${database}`;
  const redis = new Redis(urls.redisUrl);
  const apis: ApiProcess[] = [];
  const close = async () => {
    for (const api of apis) await stopApi(api);
    redis.disconnect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const processEnv = {
      DATABASE_URL: url.toString(),
      REDIS_URL: urls.redisUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_IP_PER_MINUTE: '10000',
      LOGIN_IP_PER_HOUR: '10000',
      ...env,
    };
    apis.push(await startApi(processEnv));
    apis.push(await startApi(processEnv));
  } catch (error) {
    await close();
    throw error;
  }
  return { a: apis[0]!, b: apis[1]!, redis, close };
}
