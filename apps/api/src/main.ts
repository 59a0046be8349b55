/** Boot: config (fail fast) → database → migrations → demo seed when empty → listen. */
import { seedPlaces } from './seed/places.ts';
import { seedAccessControl } from './seed/access-control.ts';
import { buildApp } from './app.ts';
import { ConfigError, parseConfig } from './platform/config.ts';
import type { Config } from './platform/config.ts';
import { openDatabase } from './platform/db/database.ts';
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
const database = await openDatabase(config);
await migrate(database);
await seedPlaces(database.db);
await seedAccessControl(database.db);
await seedLearningLookups(database.db);
if (config.seedDemo && (await isEmpty(database.db))) await seedDemo(database.db);
const app = await buildApp({ config, database });

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

await app.listen({ port: config.port, host: config.host });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
app.log.info(
  `Plataforma LS ouvindo em http://localhost:${config.port} (banco: ${database.kind}; pronto em ${seconds} s)`,
);
if (config.logLevel === 'warn' || config.logLevel === 'error') {
  // Quiet logs still tell a person running `npm start` where to go.
  console.log(`Plataforma LS ouvindo em http://localhost:${config.port}`);
}
