import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    define: { __BUILD_ID__: JSON.stringify('test-build') },
    test: {
      environment: 'jsdom',
      setupFiles: ['src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // Vitest's default on 2 cores is one worker (cores - 1); jsdom files keep both busy.
      maxWorkers: 2,
      // A dialog's test renders MUI in jsdom: over 5 s when the 2-core machine runs other suites beside it, and
      // 15 s when other jobs shared it (load 16): NotificationSettingsDialog, 6 s alone at load 10; the screeners'
      // ScheduleDialog took 31 s at load 17 (three test suites and two builds sharing the machine).
      testTimeout: 60_000,
    },
  }),
);
