import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TRACE } from '../../playwright.config';

/**
 * The hardening suite's browser part: the mock-mode build (E2E_DIST, default dist-hardening) served by
 * `vite preview` on E2E_PORT, in Debian's Chromium. scripts/test-hardening.sh builds it first.
 */
const PORT = Number(process.env.E2E_PORT ?? 4310);
const DIST = process.env.E2E_DIST ?? 'dist-hardening';

export default defineConfig({
  testDir: 'browser',
  testMatch: '**/*.hardening.spec.ts',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: '../../.reports/hardening/playwright.json' }]],
  outputDir: '../../.reports/hardening/test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: TRACE,
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1 --outDir ${DIST}`,
    url: `http://127.0.0.1:${PORT}/`,
    cwd: '../..',
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
