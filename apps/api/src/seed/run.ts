/** `npm run seed`: migrate the configured database and load the demo data (idempotent). */
import { seedPlaces } from './places.ts';
import { ConfigError, parseConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db/database.ts';
import { migrate } from '../platform/db/migrator.ts';
import { seedDemo } from './demo.ts';

try {
  const config = parseConfig();
  const database = await openDatabase(config);
  try {
    const applied = await migrate(database);
    await seedPlaces(database.db);
    await seedDemo(database.db);
    console.log(
      `Dados de demonstração carregados (${database.kind}; migrações aplicadas: ${applied.length}).`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
