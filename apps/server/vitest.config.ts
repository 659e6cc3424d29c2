import { defineConfig } from 'vitest/config';

/** Tests live in test/, mirroring src/: `.test.ts` unit tests, `.int.test.ts` database tests (docs/architecture.md). */
export default defineConfig({
  test: {
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC' },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: ['test/**/*.int.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'int', include: ['test/**/*.int.test.ts'], globalSetup: ['test/support/global-setup.ts'] },
      },
    ],
  },
});
