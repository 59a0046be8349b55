import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './platform/config.ts';

/**
 * Boot mistakes are one readable line and a non-zero exit, before the database is touched
 * (issue 13, "Hardening": a busy port used to migrate and seed first, then print a stack trace).
 */
const root = mkdtempSync(join(tmpdir(), 'lsp-boot-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function boot(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [join(REPO_ROOT, 'apps', 'api', 'src', 'main.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stderr: result.stderr.trim(), stdout: result.stdout.trim() };
}

function listen(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });
}

describe('boot', () => {
  it('a port already in use: one line, exit 1, and the database is never created', async () => {
    const { server, port } = await listen();
    try {
      const dataDir = join(root, 'busy-port');
      const result = boot({ PORT: String(port), DATA_DIR: dataDir });
      expect(result.status).toBe(1);
      expect(result.stderr).toBe(
        `A porta ${port} já está em uso; encerre o outro processo ou use PORT=… (port ${port} is already in use).`,
      );
      expect(existsSync(join(dataDir, 'postgres'))).toBe(false);
    } finally {
      server.close();
    }
  });

  it('a DATA_DIR that cannot be written: one line, exit 1', () => {
    const file = join(root, 'a-file');
    writeFileSync(file, '');
    const result = boot({ PORT: '0', DATA_DIR: join(file, 'data') });
    expect(result.status).toBe(1);
    expect(result.stderr.split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('não pode ser gravado');
    expect(result.stderr).toContain('DATA_DIR is not writable');
  });
});
