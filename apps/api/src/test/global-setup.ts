import type { TestProject } from 'vitest/node';
import { startTestServer } from './embedded-test-server.ts';
import './test-db.ts';

/** One embedded PostgreSQL for the API tests of this run (not needed with TEST_DATABASE_URL). */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  if (process.env.TEST_DATABASE_URL) return;
  const server = await startTestServer();
  project.provide('testPostgresSocketDir', server.socketDir);
  return () => server.stop();
}
