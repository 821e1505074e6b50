import { defineConfig } from 'vitest/config';

// The hardening suite's Node-side part: the REST attacks and faults on the Node server over PGlite, and the
// use-case faults through a fake Firestore port. Run by scripts/test-hardening.sh (npm run test:hardening).
export default defineConfig({
  test: {
    include: ['tests/hardening/{api,unit}/**/*.hardening.test.ts'],
    environment: 'node',
    globals: true,
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    reporters: ['default', ['json', { outputFile: '.reports/hardening/vitest-node.json' }]],
  },
});
