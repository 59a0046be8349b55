/**
 * A real API process (`node apps/api/src/main.ts`) for the cross-process tests, and a small JSON
 * client for it. Production runs N such processes (ARCHITECTURE.md); these tests start two.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
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
