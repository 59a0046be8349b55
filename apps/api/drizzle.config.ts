import { defineConfig } from 'drizzle-kit';

// drizzle-kit loads this file as CommonJS (no import.meta): paths are relative to the repository
// root, where `npm run db:generate` runs.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema/index.ts',
  out: './apps/api/drizzle',
  casing: 'snake_case',
});
