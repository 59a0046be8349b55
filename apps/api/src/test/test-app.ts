import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import type { App, AppOptions } from '../app.ts';
import { parseConfig } from '../platform/config.ts';
import type { Config } from '../platform/config.ts';
import { seedDemo } from '../seed/demo.ts';
import { createTestDatabase } from './test-db.ts';
import type { TestDatabase } from './test-db.ts';

/** A tiny built SPA for the static/fallback tests. */
export function writeWebDistFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><title>LS</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("app");');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return parseConfig({
    LOG_LEVEL: 'silent',
    // Every answer in the suite is checked against its contract too (platform/serializer.ts).
    VERIFY_RESPONSES: 'true',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'api-data-')),
    // Tests send the followers' digest themselves (app.recommendationFollows.digest()).
    RECOMMENDATION_DIGEST_SECONDS: '0',
    ...env,
  });
}

/** The real app on this file's own migrated schema. */
export async function createTestApp(
  options: Partial<AppOptions> & { env?: NodeJS.ProcessEnv } = {},
): Promise<App> {
  const database = await createTestDatabase();
  try {
    return await buildApp({
      config: options.config ?? testConfig(options.env),
      database,
      ...options,
    });
  } catch (error) {
    // A refused registration never reaches the app's onClose hook: drop the schema (and end the
    // pool on PostgreSQL) here, or it outlives the run.
    await database.close();
    throw error;
  }
}

/**
 * A fresh schema with the demo seed and the app on it, on the given clock; the login limits are
 * raised so a file's many sign-ins are not refused. `options`: more app options (e.g. the Pix
 * sweep off).
 */
export async function createDemoApp(
  now: () => Date,
  options: Partial<Omit<AppOptions, 'database' | 'now'>> = {},
  seed: Parameters<typeof seedDemo>[2] = {},
): Promise<{ database: TestDatabase; app: App }> {
  const database = await createTestDatabase();
  await seedDemo(database.db, now(), seed);
  const app = await buildApp({
    config: testConfig({ LOGIN_IP_PER_MINUTE: '1000', LOGIN_IP_PER_HOUR: '1000' }),
    database,
    now,
    ...options,
  });
  return { database, app };
}
