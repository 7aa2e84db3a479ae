import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';
import Interleaved from './test/sequencer.ts';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default', './test/summary-reporter.ts', './test/coverage-areas.ts'],
    // Property and fuzz tests run from one fixed, printed seed (test/seed.ts).
    // Each run's temporary files in a folder of its own, removed at its end (test/run-temp.ts).
    globalSetup: ['./test/seed-print.ts', './test/run-temp.ts'],
    setupFiles: ['./test/seed.ts'],
    // Two files at a time, one per core of the machine CI runs on: a file's processes (Chromium, the
    // programs it starts, the bots' threads) use under one core on average, so two files share two cores
    // without stretching a file past its timeouts, where a third file did under load. The browser files
    // run beside the node files rather than after them (test/sequencer.ts); each file has its own
    // programs, ports and data folders.
    maxWorkers: 2,
    sequence: { sequencer: Interleaved },
    // Measured by `npm test` (vitest run --coverage): the code the tests run in their own processes
    // (not in the programs they start as child processes), with a floor for the engine and the host.
    coverage: {
      provider: 'v8',
      include: [
        'engine/**/*.ts',
        'protocol/**/*.ts',
        'languages/**/*.ts',
        'main/**/*.{ts,js}',
        'renderer/**/*.{ts,svelte}',
      ],
      reporter: ['text-summary'],
      reportsDirectory: 'test-results/coverage',
      // Three points or so under what the engine's and the host's own tests alone reach (docs/contributing.md).
      thresholds: {
        'engine/**': { lines: 93, statements: 92, functions: 92, branches: 87 },
        'main/host/**': { lines: 90, statements: 88, functions: 87, branches: 84 },
      },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/renderer/**', 'test/browser/**'],
        },
      },
      {
        extends: true,
        // The renderer built by `npm test` (npm run build:renderer), served by a real host, in Chromium.
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          // Chromium and the built renderer: a file fails saying which is missing, never skips.
          setupFiles: ['./test/browser/required.ts'],
          testTimeout: 240_000,
        },
      },
      {
        extends: true,
        plugins: [svelte()],
        // Svelte's browser build, not its server build, so that components mount and react.
        resolve: { conditions: ['browser'] },
        test: {
          name: 'renderer',
          include: ['test/renderer/**/*.test.ts'],
          environment: 'happy-dom',
          // The app fetches the player's catalogue before it shows anything: so does every test.
          setupFiles: ['./test/renderer/catalogs.ts'],
        },
      },
    ],
  },
});
