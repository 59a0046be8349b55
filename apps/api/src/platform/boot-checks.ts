/**
 * Checks made before the database is opened, so that a common mistake is one readable line
 * (pt-BR, then English) and a non-zero exit, not a stack trace after migrating and seeding.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

/** The message for a listen error we know, or undefined. */
export function listenProblem(error: unknown, port: number): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE')
    return `A porta ${port} já está em uso; encerre o outro processo ou use PORT=… (port ${port} is already in use).`;
  if (code === 'EACCES')
    return `Sem permissão para usar a porta ${port}; use PORT acima de 1024 (no permission to listen on port ${port}).`;
  if (code === 'EADDRNOTAVAIL')
    return `O endereço de HOST não existe nesta máquina (HOST is not an address of this machine).`;
  return undefined;
}

/** Tries to listen on the port and lets it go at once. */
export function portProblem(port: number, host: string): Promise<string | undefined> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', (error) => done(listenProblem(error, port) ?? String(error)));
    server.listen({ port, host, exclusive: true }, () => server.close(() => done(undefined)));
  });
}

/** DATA_DIR must exist (or be creatable) and take a write. */
export function dataDirProblem(dataDir: string): string | undefined {
  const dir = resolve(dataDir);
  const probe = join(dir, `.escrita-${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'erro';
    return `DATA_DIR ${dir} não pode ser gravado (${code}); aponte DATA_DIR para uma pasta gravável (DATA_DIR is not writable).`;
  }
}
