import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createApp } from './app.js';
import { rowsOf } from './platform/db/arrays.js';
import { releaseMemory } from './platform/db/release-memory.js';
import { ConfigError, loadConfig, type Config } from './platform/config/config.js';

async function nobodyThere(app: FastifyInstance): Promise<boolean> {
  const [row] = rowsOf<{ n: number }>(await app.platform.db.execute(sql`select count(*)::int as n from users`));
  return (row?.n ?? 0) === 0;
}

/**
 * The embedded database's first start (initdb, every migration, the demo seed) grows PGlite's WebAssembly heap to
 * several hundred MB, which it never gives back while open. Closing the app and opening it again on the prepared
 * data directory, once, leaves the server with the heap of an ordinary start (docs/performance.md, "A lighter
 * embedded start").
 */
async function prepareFirstStart(config: Config, took: Record<string, number>): Promise<FastifyInstance> {
  const embedded = !config.DATABASE_URL;
  const fresh = embedded && !existsSync(path.join(config.dataDir, 'pgdata', 'PG_VERSION'));
  const app = await timed(took, 'appMs', () => createApp(config));
  // The demo's code and pictures are loaded only where a demo may be seeded (seedIfEmpty decides under its lock).
  if (embedded && config.SEED !== 'none' && (fresh || (await nobodyThere(app)))) {
    await timed(took, 'seedMs', async () => {
      const { seedIfEmpty } = await import('./seed/seed.js');
      await seedIfEmpty(app.platform);
    });
  }
  if (!fresh) return app;
  return timed(took, 'reopenMs', async () => {
    await app.close();
    releaseMemory();
    const reopened = await createApp(config);
    // The first heap is unreferenced only once the new database is open.
    releaseMemory();
    return reopened;
  });
}

async function timed<T>(took: Record<string, number>, phase: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    took[phase] = Math.round(performance.now() - started);
  }
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // How long each phase of the start took, in the log line that says the server is ready.
  const took: Record<string, number> = { importsMs: Math.round(performance.now()) };
  const app = await prepareFirstStart(config, took);
  await app.platform.jobs.start();
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ ...took, readyMs: Math.round(performance.now()) }, 'ready');
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

await main();
