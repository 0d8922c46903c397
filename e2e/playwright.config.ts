// Browser journeys against the real built app: main.ts with its own embedded PostgreSQL in .data/e2e
// (e2e/run.mjs wipes it before each run), the dev outbox, and system Chromium (e2e/run.mjs finds it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3110);
const fakeGooglePort = port + 89;
// A run on another E2E_PORT gets its own data directory, so two runs on one machine never share a database.
const dataDir = path.join(root, '.data', process.env.E2E_PORT ? `e2e-${port}` : 'e2e');

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: path.join(root, 'test-results', process.env.E2E_PORT ?? 'default'),
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace (DOM snapshots and a screencast of every action) costs CPU in every test, and
    // retain-on-failure records all of them to keep a few. CI retries once, so a failure there is
    // traced on its retry; a local run (no retries) keeps the failed test's trace as before.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // The app's service worker (decision 035) is tried by pwa.spec.ts alone: elsewhere it would precache
    // ~1.2 MB in every fresh context and hide API calls from page.route().
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: '**/*.mobile.spec.ts' },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: '**/*.mobile.spec.ts' },
  ],
  webServer: [
    {
      command: 'node fake-google.mjs',
      cwd: path.join(root, 'e2e'),
      url: `http://127.0.0.1:${fakeGooglePort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_GOOGLE_PORT: String(fakeGooglePort) },
    },
    {
      command: 'node --import tsx src/main.ts',
      cwd: path.join(root, 'apps/server'),
      url: `http://localhost:${port}/readyz`,
      reuseExistingServer: false,
      // SIGTERM lets the server drain and stop its PostgreSQL (the default is SIGKILL).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'test',
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(port + 1),
        PAYSTACK_SIMULATOR_PORT: String(port + 2),
        LOG_LEVEL: 'warn',
        SEED_DEMO_DATA: 'true',
        // The journeys sign ~25 people up from one address within minutes (AUTH_RATE_LIMIT_SCALE in env.ts).
        AUTH_RATE_LIMIT_SCALE: '10',
        // The real hold (DOMAIN.md §8): the journeys see it, then move the account's creation back a day (e2e/database.ts).
        PAYOUT_ACCOUNT_HOLD_HOURS: '24',
        // An unanswered M-Pesa prompt ends after 15 s instead of 60 (e2e/mpesa-stk.mobile.spec.ts waits for it).
        MPESA_PROMPT_TIMEOUT_SECONDS: '15',
        // Google sign-in goes to the fake Google above (same OpenID protocol).
        GOOGLE_CLIENT_ID: 'changamoto-e2e',
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
        GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${fakeGooglePort}/.well-known/openid-configuration`,
      },
    },
  ],
});
