import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TRACE } from './playwright.config';

/**
 * The http-mode build against the Node server (`npm run server` on a temporary DATA_DIR, PGlite). Run through
 * scripts/e2e-http.sh, which builds the app with VITE_API_BASE_URL pointing at E2E_API_PORT.
 */
const PORT = Number(process.env.E2E_PORT ?? 4199);
const API_PORT = Number(process.env.E2E_API_PORT ?? 8787);
const DIST = process.env.E2E_DIST ?? 'dist-http';
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.reports/e2e-http-data';
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** A stand-in for the Banco Central's PTAX service (tests/e2e/http/fake-ptax-main.ts), which the server asks. */
const PTAX_PORT = Number(process.env.E2E_PTAX_PORT ?? API_PORT + 1);

export default defineConfig({
  testDir: 'tests/e2e/http',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright-http.json' }]],
  outputDir: '.reports/test-results-http',
  use: {
    baseURL: ORIGIN,
    trace: TRACE,
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium-http', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: 'npx tsx tests/e2e/http/fake-ptax-main.ts',
      env: { FAKE_PTAX_PORT: String(PTAX_PORT) },
      url: `http://127.0.0.1:${PTAX_PORT}/odata/CotacaoDolarDia(dataCotacao=@dataCotacao)?@dataCotacao='01-02-2026'&$format=json`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npm run -s server',
      env: {
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        DATABASE_URL: '',
        FREIGHT_COUNT: '300',
        CORS_ORIGIN: ORIGIN,
        BCB_PTAX_URL: `http://127.0.0.1:${PTAX_PORT}/odata/`,
      },
      url: `http://127.0.0.1:${API_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
    {
      command: `npx vite preview --outDir ${DIST} --port ${PORT} --strictPort --host 127.0.0.1`,
      url: `${ORIGIN}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
