import { defineConfig } from 'vitest/config';

// Suites that talk to the Firebase emulators (started by scripts/emulators.sh).
// One file at a time: they share the emulators' data and reset it between tests.
export default defineConfig({
  test: {
    include: ['tests/**/*.emulator.test.ts'],
    environment: 'node',
    globals: true,
    // After each file, its rules coverage joins the run's report (the emulator restarts its count at each rules load).
    setupFiles: ['tests/rules/rules-coverage.setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    reporters: ['default', ['json', { outputFile: '.reports/vitest-emulators.json' }]],
  },
});
