import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import tsconfigPaths from 'vite-tsconfig-paths';
import { leanIcons } from './vite/lean-icons';
import { LongFirstSequencer } from './vite/long-first-sequencer';

/** The jsdom test files that replace a module with vi.mock: each runs with a fresh module graph. */
const REPLACES_MODULES = globSync('app/**/*.test.tsx').filter((file) =>
  /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')),
);

// Separate from vite.config.ts so the Remix plugin never runs under tests.
export default defineConfig({
  plugins: [leanIcons(), tsconfigPaths()],
  test: {
    // One worker more than the cores. Vitest's default for a run is one less than the cores, which on CI's 2
    // cores is a single worker. With one per core the cores still idled while a file waited (a conformance run's
    // stream windows, a child process starting): the whole unit stage on 2 cores, 2 workers against 3, took 429
    // against 404 s, with 113 against 22 idle CPU-s (and 735 against 781 busy: a third module graph).
    maxWorkers: Number(process.env.VITEST_WORKERS) || availableParallelism() + 1,
    // A worker's test files share its module graph instead of importing everything afresh per file (the mock
    // backend, the contract's validators, jsdom's React): measured on 2 cores, backend 281 s → 88 s, node
    // 72 → 28 s, dom 45 → 13 s. Tests still start clean: the backend's database is reset before each test
    // (tests/setup/mock-backend.ts keeps one backend per worker for that), and the DOM is cleaned after each.
    isolate: false,
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      {
        // Tests that talk to the mock backend: the mock's own, the contract's and the app's server modules
        // (`*.server.test.ts`). Each file starts the in-process backend (tests/setup/mock-backend.ts).
        extends: true,
        test: {
          name: 'backend',
          environment: 'node',
          include: [
            'mock-server/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            '{app,contracts,scripts,server,conformance}/**/*.server.test.ts',
          ],
          setupFiles: ['tests/setup/strict-console.ts', 'tests/setup/mock-backend.ts'],
          // Derives the mock server's slides into .cache/slides/ once per run (a check when the cache is warm).
          // Global setups run before any worker starts, so the other projects find the slides ready too.
          globalSetup: ['mock-server/slides/vitest-global-setup.ts'],
        },
      },
      {
        // Plain node tests skip the backend's start. A test that calls the API is a `*.server.test.ts` (above).
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            '{app,contracts,scripts,server,conformance,vite}/**/*.test.ts',
            'tests/archive/**/*.test.ts',
          ],
          exclude: ['**/*.server.test.ts', '**/node_modules/**'],
          setupFiles: ['tests/setup/strict-console.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // The jsdom files share their worker's modules (React, the kit, jsdom's own), as the node files do:
          // shared, they took 56 instead of 177 CPU-s. A file that replaces a module (vi.mock) runs in
          // the project below instead, since a module another file already loaded would not be replaced.
          include: ['app/**/*.test.tsx'],
          exclude: REPLACES_MODULES,
          setupFiles: ['tests/setup/strict-console.ts', 'tests/setup/dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          isolate: true,
          include: REPLACES_MODULES.length ? REPLACES_MODULES : ['(none)'],
          setupFiles: ['tests/setup/strict-console.ts', 'tests/setup/dom.ts'],
        },
      },
    ],
  },
});
