import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default', './test/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'node', include: ['test/**/*.test.ts'], exclude: ['test/renderer/**', 'test/browser/**'] },
      },
      {
        extends: true,
        plugins: [svelte()],
        // Svelte's browser build, not its server build, so that components mount and react.
        resolve: { conditions: ['browser'] },
        test: { name: 'renderer', include: ['test/renderer/**/*.test.ts'], environment: 'happy-dom' },
      },
    ],
  },
});
