import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // jsdom renders of lazily loaded editors and whole staff forms take seconds when the two cores
    // are busy (CI runs every project at once); 5 s made them fail for the machine, not the code.
    testTimeout: 20_000,
  },
});
