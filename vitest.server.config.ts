import { defineConfig } from 'vitest/config';

// The server's suites: the SQL stores and the Node host on PGlite and on PostgreSQL (`npm run test:server` starts a
// throw-away PostgreSQL cluster for them). Kept out of the default `npx vitest run`, which stays fast.
export default defineConfig({
  test: {
    include: ['tests/**/*.server.test.ts'],
    environment: 'node',
    globals: true,
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 180_000,
    reporters: process.env.CI_REPORT
      ? ['default', ['json', { outputFile: '.reports/vitest-server.json' }]]
      : ['default'],
  },
});
