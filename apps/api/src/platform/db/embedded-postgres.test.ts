import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, EmbeddedPostgresError } from './embedded-postgres.ts';

/**
 * The embedded server's life cycle (ADR 0006): it stops cleanly, it does not outlive a process
 * that dies, and a lock left behind never blocks the next start.
 */
const root = mkdtempSync(join(tmpdir(), 'lsp-ep-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function gone(pid: number, ms = 20_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!alive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

async function selectOne(socketDir: string): Promise<number> {
  const client = new pg.Client({ host: socketDir, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    return (await client.query<{ n: number }>('select 1 as n')).rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** A separate Node process that starts the server, prints its PIDs and waits to be killed. */
function owner(
  dataDir: string,
): Promise<{ kill: (signal: NodeJS.Signals) => void; postmaster: number; pid: number }> {
  const script = `
    const { startEmbeddedPostgres } = await import(${JSON.stringify(new URL('./embedded-postgres.ts', import.meta.url).href)});
    const server = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, ephemeral: true });
    console.log(JSON.stringify({ postmaster: server.pid() }));
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) {
        const { postmaster } = JSON.parse(line) as { postmaster: number };
        resolve({ kill: (signal) => child.kill(signal), postmaster, pid: child.pid! });
      }
    });
    child.once('exit', (code) => reject(new Error(`o processo dono saiu (${code}): ${out}`)));
  });
}

describe('embedded PostgreSQL', () => {
  it('initialises, answers over its socket and stops cleanly, leaving no lock', async () => {
    const dataDir = join(root, 'clean', 'postgres');
    const server = await startEmbeddedPostgres({ dataDir, ephemeral: true });
    const pid = server.pid()!;
    expect(await selectOne(server.socketDir)).toBe(1);
    await server.stop();
    expect(alive(pid)).toBe(false);
    expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);
    // And starts again on the same directory (no initdb the second time).
    const again = await startEmbeddedPostgres({ dataDir, ephemeral: true });
    expect(await selectOne(again.socketDir)).toBe(1);
    await again.stop();
  });

  it('does not outlive a process killed with SIGKILL, and the next start works', async () => {
    const dataDir = join(root, 'crash', 'postgres');
    const first = await owner(dataDir);
    expect(alive(first.postmaster)).toBe(true);
    first.kill('SIGKILL');
    expect(await gone(first.postmaster)).toBe(true);
    const next = await startEmbeddedPostgres({ dataDir, ephemeral: true });
    expect(await selectOne(next.socketDir)).toBe(1);
    await next.stop();
  });

  it('shuts down an orphaned server of its directory (owner and watchdog both killed)', async () => {
    const dataDir = join(root, 'orphan', 'postgres');
    const first = await owner(dataDir);
    // Kill the watchdog first, then its owner: the server is left running with nobody watching.
    const watchdog = Number(
      readFileSync(`/proc/${first.postmaster}/stat`, 'utf8').split(') ')[1]!.split(' ')[1],
    );
    process.kill(watchdog, 'SIGKILL');
    first.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    expect(alive(first.postmaster)).toBe(true);
    const next = await startEmbeddedPostgres({ dataDir, ephemeral: true });
    expect(alive(first.postmaster)).toBe(false);
    expect(await selectOne(next.socketDir)).toBe(1);
    await next.stop();
  });

  it('ignores a lock whose PID belongs to another program', async () => {
    const dataDir = join(root, 'stale', 'postgres');
    const server = await startEmbeddedPostgres({ dataDir, ephemeral: true });
    await server.stop();
    // Our own PID: alive, but not a postgres of this directory.
    writeFileSync(join(dataDir, 'postmaster.pid'), `${process.pid}\n${dataDir}\n`);
    const next = await startEmbeddedPostgres({ dataDir, ephemeral: true });
    expect(await selectOne(next.socketDir)).toBe(1);
    await next.stop();
  });

  it('refuses a directory another live API is using', async () => {
    const dataDir = join(root, 'busy', 'postgres');
    const server = await startEmbeddedPostgres({ dataDir, ephemeral: true });
    try {
      await expect(
        startEmbeddedPostgres({ dataDir, ephemeral: true, inUseWaitMs: 500 }),
      ).rejects.toThrow(EmbeddedPostgresError);
      expect(await selectOne(server.socketDir)).toBe(1);
    } finally {
      await server.stop();
    }
  });
});
