import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // One embedded PostgreSQL for the run, with a migrated template each test file clones
    // (src/test/global-setup.ts); with TEST_DATABASE_URL, a schema per file on that server.
    globalSetup: ['src/test/global-setup.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
