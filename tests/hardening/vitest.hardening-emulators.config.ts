import { defineConfig } from 'vitest/config';

// The hardening suite's Firestore part, on the emulators started by scripts/emulators.sh (one file at a time:
// they share the emulator's data).
export default defineConfig({
  test: {
    include: ['tests/hardening/emulator/**/*.hardening.test.ts'],
    environment: 'node',
    globals: true,
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: '.reports/hardening/vitest-emulators.json' }]],
  },
});
