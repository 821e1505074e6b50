import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the production build served by `vite preview`
 * (mock backend, no latency). scripts/e2e.sh builds first and checks that Chromium is there.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
// A build of one's own (E2E_DIST) lets parallel work run the suite without sharing dist/.
const DIST = process.env.E2E_DIST ?? 'dist';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A trace of every test costs about a third of the suite's time on two cores (26 master-data tests: 162 s with
 * traces, 101 s without). CI keeps none of a run's files, so it records none; a run here keeps the failures' traces.
 */
export const TRACE = process.env.CI ? 'off' : 'retain-on-failure';

export default defineConfig({
  testDir: 'tests/e2e',
  testIgnore: ['**/firebase/**', '**/http/**'],
  // Two busy cores run two browsers: a test with two tabs, sign-ins and an axe pass takes ~35 s there.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: TRACE,
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1 --outDir ${DIST}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
