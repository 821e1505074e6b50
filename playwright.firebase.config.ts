import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TRACE } from './playwright.config';

/**
 * The firebase-mode build against the Auth and Firestore emulators. Run through
 * scripts/e2e-firebase.sh, which builds the app and starts/stops the emulators around this.
 */
const PORT = Number(process.env.E2E_FIREBASE_PORT ?? 4193);
const DIST = process.env.E2E_FIREBASE_DIST ?? '.reports/dist-firebase';

export default defineConfig({
  testDir: 'tests/e2e/firebase',
  globalSetup: './tests/e2e/firebase/seed-emulators.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright-firebase.json' }]],
  // Not the mock suite's test-results/: each run empties its output folder, so they would wipe each other's traces.
  outputDir: '.reports/test-results-firebase',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: TRACE,
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium-firebase', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `npx vite preview --outDir ${DIST} --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
