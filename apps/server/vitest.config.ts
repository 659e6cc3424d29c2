import { defineConfig } from 'vitest/config';

/** Tests live in test/, mirroring src/: `.test.ts` unit tests, `.int.test.ts` database tests (docs/architecture.md). */
export default defineConfig({
  test: {
    pool: 'forks',
    // Vitest's default on 2 cores is one worker (cores - 1); the runner itself is mostly idle.
    maxWorkers: 2,
    testTimeout: 30_000,
    // A file's server (PGlite's start, migrations) took over 60 s when other jobs shared the 2 cores (load 16).
    hookTimeout: 180_000,
    env: { TZ: 'UTC' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/**/*.int.test.ts', 'test/**/*.soak.test.ts'],
          // Pure functions and no mocks: a worker keeps its imported modules from file to file, which halves the run.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['test/**/*.int.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/wait-longer.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'soak',
          include: ['test/**/*.soak.test.ts'],
          // Minutes of load and faults in one test (SOAK_SECONDS), then up to a minute for the jobs to settle.
          testTimeout: 900_000,
        },
      },
    ],
  },
});
