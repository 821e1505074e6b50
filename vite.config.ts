/// <reference types="vitest/config" />
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig, loadEnv } from 'vite';
import { firstScreenPreload } from './scripts/first-screen-preload.plugin';
import { frameCatalogueByLocale, precompiledMessages } from './scripts/precompiled-messages.plugin';
import { LOCALE_STORAGE_KEY } from './src/application/app/app-info.use-cases';
import { DEFAULT_LOCALE, UI_LOCALES } from './src/domain/shared/locale';
import { pagePolicy, previewSecurityHeaders } from './scripts/static-host-headers';

const LOGIC_TESTS = ['tests/domain/**/*.test.ts', 'tests/machines/**/*.test.ts'];

export default defineConfig(({ mode }) => {
  // The build's own settings decide its policy (which backends the page may reach); a bad setting fails later, in the app.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        routesDirectory: './src/ui/routes',
        generatedRouteTree: './src/ui/routeTree.gen.ts',
        autoCodeSplitting: true,
        quoteStyle: 'single',
        semicolons: true,
      }),
      react(),
      frameCatalogueByLocale(),
      precompiledMessages(),
      firstScreenPreload({
        localeKey: LOCALE_STORAGE_KEY,
        locales: UI_LOCALES,
        defaultLocale: DEFAULT_LOCALE,
        signedInModules: [
          '/src/di/container.ts',
          '/src/adapters/mock/browser-mock.ts',
          '/src/ui/queries/query-client.ts',
        ],
        policy: pagePolicy(env),
      }),
      // `vite preview` serves a build as its host would: the page's policy as a header, and the security headers.
      previewSecurityHeaders(),
    ],
    build: {
      manifest: true,
      sourcemap: false,
      target: 'es2022',
      chunkSizeWarningLimit: 700,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // What index.html loads comes as one file, not dozens of small shared chunks (a request each).
            groups: [{ name: 'app', tags: ['$initial'] }],
            // A shared chunk under 8 KiB of source (an icon, a Mantine input, a query helper) is copied into the chunks
            // that read it instead of being a file of its own: a signed-in page loads ~50 files instead of ~175. The
            // copies share one module state (the bundler turns on strict execution order for it); chunks that carry
            // styles stay files, as Vite's CSS handling expects.
            experimentalInlineCommonChunks: { maxSize: 8192, exclude: /\.(css|scss)(\?|$)/ },
          },
        },
      },
    },
    // The demo host's worker (mock mode) imports its modules like the page does.
    worker: { format: 'es' },
    server: { port: 5173 },
    test: {
      globals: true,
      // The freight form renders Mantine in jsdom for ~10 s a test on two busy cores: room to spare, not to hang.
      testTimeout: 30_000,
      // Vitest leaves a core to its main process by default, which on two cores means one worker: two keep both busy.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      reporters: process.env.CI_REPORT ? ['default', ['json', { outputFile: '.reports/vitest.json' }]] : ['default'],
      env: { VITE_MOCK_LATENCY_MS: '0' },
      css: false,
      // The domain and the state machines need no browser: they run in Node, without the cost of a jsdom per file.
      projects: [
        {
          extends: true,
          test: { name: 'logic', environment: 'node', include: LOGIC_TESTS, isolate: false },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            setupFiles: ['tests/support/setup.ts'],
            include: ['tests/**/*.test.{ts,tsx}'],
            exclude: [
              ...LOGIC_TESTS,
              'tests/**/*.emulator.test.ts',
              'tests/**/*.server.test.ts',
              'tests/e2e/**',
              'tests/hardening/**',
              'node_modules/**',
            ],
          },
        },
      ],
    },
  };
});
