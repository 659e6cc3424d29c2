import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const SERVER = 'http://localhost:8080';

/** One id per build: compiled into the bundle and written to version.json, so a page can tell it is stale. */
const buildId = crypto.randomUUID();

function versionFile(hash: string): Plugin {
  return {
    name: 'stride-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: JSON.stringify({ hash, builtAt: new Date().toISOString() }),
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), versionFile(buildId)],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The contracts only declare schemas and tables: let unused ones (and zod with them) drop out of the
      // sign-in entry, which needs ROUTES but no schema.
      treeshake: {
        manualPureFunctions: ['z'],
        moduleSideEffects: (id: string) => !id.includes('/packages/contracts/'),
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 3 },
            { name: 'shell', test: /apps[\\/]web[\\/]src[\\/]app[\\/]shell[\\/]|authenticatedChunk/, priority: 2 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': SERVER,
      '/auth': SERVER,
      '/healthz': SERVER,
      '/socket.io': { target: SERVER, ws: true },
    },
  },
});
