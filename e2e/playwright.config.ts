import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acceptedConsentState } from './support/consent.ts';
import { E2E_PIX_WEBHOOK_SECRET } from './support/pix.ts';

// The config is evaluated in the runner and again in each worker: the first evaluation picks a
// free port and a fresh data dir and leaves them in the environment the workers inherit.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'e2e-data-'));

const port = Number(process.env.E2E_PORT);

const root = join(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The machine is shared and noisy: generous bounds, never timing assertions.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A decided cookie choice: the banner is the privacy spec's subject, not every test's.
    storageState: acceptedConsentState(port),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The production build served by the API, on a fresh embedded database.
    command: `node apps/api/src/main.ts`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // Migrations and the demo seed on a fresh embedded database: slow when the machine is busy.
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Every answer the browsers get is also checked against its contract's zod encode.
      VERIFY_RESPONSES: 'true',
      // Every browser test logs in from 127.0.0.1: the per-IP login limits would trip within a minute.
      LOGIN_IP_PER_MINUTE: '1000',
      LOGIN_IP_PER_HOUR: '10000',
      // The store tests play the PSP: they sign Pix webhooks with this secret.
      PIX_WEBHOOK_SECRET: E2E_PIX_WEBHOOK_SECRET,
    },
  },
});
