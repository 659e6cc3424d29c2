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
      // A dialog's test renders MUI in jsdom: over 5 s when the 2-core machine runs other suites beside it.
      testTimeout: 15_000,
    },
  }),
);
