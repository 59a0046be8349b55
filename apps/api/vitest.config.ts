import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // One PGlite per worker is shared by the test files it runs (each in its own schema):
    // opening a PGlite costs seconds, a schema milliseconds.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
