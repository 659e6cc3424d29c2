import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['*.e2e.test.ts'],
    // One browser at a time: the machines have 2 cores and the server shares them.
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    env: { TZ: 'UTC' },
    globalSetup: ['support/global-setup.ts'],
  },
});
