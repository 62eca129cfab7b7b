import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The config is loaded by the runner and again by each worker: the first load picks the port,
// data directory and secrets, and the workers inherit them through the environment.
const env = process.env;
env['GAVEL_E2E_PORT'] ??= String(20_000 + Math.floor(Math.random() * 20_000));
env['GAVEL_E2E_PG_PORT'] ??= String(40_000 + Math.floor(Math.random() * 20_000));
env['GAVEL_E2E_DATA_DIR'] ??= mkdtempSync(join(tmpdir(), 'gavel-e2e-'));
env['GAVEL_E2E_SMTP_PORT'] ??= String(10_000 + Math.floor(Math.random() * 10_000));
env['GAVEL_E2E_SECRET'] ??= 'e2e-secret-key-that-is-long-enough-0123456789';

const baseURL = `http://127.0.0.1:${env['GAVEL_E2E_PORT']}`;

export const serverEnv = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: env['GAVEL_E2E_PORT'],
  PUBLIC_URL: baseURL,
  DATA_DIR: env['GAVEL_E2E_DATA_DIR'],
  EMBEDDED_PG_PORT: env['GAVEL_E2E_PG_PORT'],
  SECRET_KEY: env['GAVEL_E2E_SECRET'],
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  // The tests add meetings and search for them at once.
  SEARCH_CACHE_SECONDS: '0',
  SIGN_IN_LIMIT_PER_IP: '1000',
  REQUEST_ACCESS_URL: 'https://example.org/request-access',
  SMTP_URL: `smtp://127.0.0.1:${env['GAVEL_E2E_SMTP_PORT']}`,
  CONTACT_TO: 'desk@gavel.example',
};

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A busy two-core machine (the browser, the server and its database share it) may run a test's
  // steps several times slower than a quiet one: the same checks, given the time.
  timeout: 150_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: '../../test-results/e2e.json' }]],
  outputDir: '../../test-results/e2e',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node ../server/src/main.ts --service all',
    url: `${baseURL}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: serverEnv,
  },
});
