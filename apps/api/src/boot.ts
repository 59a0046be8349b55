/**
 * Boot: config (fail fast) → database → migrations → demo seed when empty → listen. Loaded by
 * `main.ts` once the young generation is held (platform/memory.ts).
 */
import { seedPlaces } from './seed/places.ts';
import { seedAccessControl } from './seed/access-control.ts';
import { buildApp } from './app.ts';
import { ConfigError, parseConfig } from './platform/config.ts';
import type { Config } from './platform/config.ts';
import { openDatabase } from './platform/db/database.ts';
import type { Database } from './platform/db/database.ts';
import { EmbeddedPostgresError } from './platform/db/embedded-postgres.ts';
import { dataDirProblem, listenProblem, portProblem } from './platform/boot-checks.ts';
import { migrate } from './platform/db/migrator.ts';
import { isEmpty, seedDemo } from './seed/demo.ts';
import { seedLearningLookups } from './seed/learning.ts';

const SHUTDOWN_GRACE_MS = 10_000;

let config: Config;
try {
  config = parseConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

const started = performance.now();
// Before the database is touched: a busy port or an unwritable DATA_DIR is one readable line.
const problem = (await portProblem(config.port, config.host)) ?? dataDirProblem(config.dataDir);
if (problem) {
  console.error(problem);
  process.exit(1);
}

let database: Database;
try {
  database = await openDatabase({
    ...config,
    // The embedded server's own LOG lines (checkpoints, shutdown) stay out of the way.
    onServerLog: (line) => {
      if (!/\bLOG:/.test(line)) console.error(`[postgres] ${line}`);
    },
  });
} catch (error) {
  console.error(error instanceof EmbeddedPostgresError ? error.message : error);
  process.exit(1);
}
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  await migrate(database);
  await seedPlaces(database.db);
  await seedAccessControl(database.db);
  await seedLearningLookups(database.db);
  if (config.seedDemo && (await isEmpty(database.db))) await seedDemo(database.db);
  app = await buildApp({ config, database });
} catch (error) {
  console.error(error);
  await database.close().catch(() => {});
  process.exit(1);
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'encerrando');
  setTimeout(() => {
    app.log.error('encerramento demorou demais; saindo à força');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  // The port was taken between the check and now.
  console.error(listenProblem(error, config.port) ?? error);
  await app.close().catch(() => {});
  process.exit(1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
app.log.info(
  `Plataforma LS ouvindo em http://localhost:${config.port} (banco: ${database.kind}; pronto em ${seconds} s)`,
);
if (config.logLevel === 'warn' || config.logLevel === 'error') {
  // Quiet logs still tell a person running `npm start` where to go.
  console.log(`Plataforma LS ouvindo em http://localhost:${config.port}`);
}
