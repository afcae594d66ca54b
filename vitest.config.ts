import { defineConfig } from 'vitest/config';
import tsconfigPaths from 'vite-tsconfig-paths';

// Separate from vite.config.ts so the Remix plugin never runs under tests.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{app,contracts,mock-server,scripts,server}/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          setupFiles: ['tests/setup/strict-console.ts', 'tests/setup/mock-backend.ts'],
          // Derives the mock server's slides into .cache/slides/ once per run (a check when the cache is warm).
          globalSetup: ['mock-server/slides/vitest-global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['app/**/*.test.tsx'],
          setupFiles: ['tests/setup/strict-console.ts', 'tests/setup/dom.ts'],
        },
      },
    ],
  },
});
