import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from './platform/db/arrays.js';
import { openConfiguredDatabase } from './platform/db/open-configured.js';
import { releaseMemory } from './platform/db/release-memory.js';
import { migratedTemplate } from './platform/db/template.js';
import { ConfigError, loadConfig, type Config } from './platform/config/config.js';
import { timed } from './platform/timed.js';

async function nobodyThere(app: FastifyInstance): Promise<boolean> {
  const [row] = rowsOf<{ n: number }>(await app.platform.db.execute(sql`select count(*)::int as n from users`));
  return (row?.n ?? 0) === 0;
}

/**
 * The embedded database's first start: copied from the build's migrated template, or, without one, made by initdb
 * and every migration, which grows PGlite's WebAssembly heap to several hundred MB it never gives back while open;
 * then the demo seed. After initdb the app is closed and opened again on the prepared data directory, once, to
 * start with the heap of an ordinary start; from the template the seed's garbage is collected with the start's
 * (main), no more: the same idle memory, 0.5 s sooner (docs/performance.md, "A lighter embedded start").
 */
async function prepareFirstStart(config: Config, took: Record<string, number>): Promise<FastifyInstance> {
  const embedded = !config.DATABASE_URL;
  const fresh = embedded && !existsSync(path.join(config.dataDir, 'pgdata', 'PG_VERSION'));
  const initdb = fresh && !(await migratedTemplate());
  // The database opens (files copied and read, WebAssembly compiled: mostly waits) while the server's code loads
  // (the main thread's work), and a first start's seed code loads with them.
  const opening = openConfiguredDatabase(config);
  const seedCode = fresh && config.SEED !== 'none' ? import('./seed/seed.js') : undefined;
  // Awaited below; a failure meanwhile is not an unhandled one.
  for (const started of [opening, seedCode]) started?.catch(() => undefined);
  const { createApp } = await timed(took, 'codeMs', () => import('./app.js'));
  const app = await timed(took, 'appMs', () => createApp(config, { opening }));
  // The demo's code and pictures are loaded only where a demo may be seeded (seedIfEmpty decides under its lock).
  if (embedded && config.SEED !== 'none' && (fresh || (await nobodyThere(app)))) {
    await timed(took, 'seedMs', async () => {
      const { seedIfEmpty } = await (seedCode ?? import('./seed/seed.js'));
      await seedIfEmpty(app.platform);
    });
  }
  if (!initdb) return app;
  return timed(took, 'reopenMs', async () => {
    await app.close();
    releaseMemory();
    const { createApp } = await import('./app.js');
    const reopened = await createApp(config);
    // The first heap is unreferenced only once the new database is open.
    releaseMemory();
    return reopened;
  });
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
  // What the start left (its modules' compilation, the routes' tables, a first start's seed) is collected now, not
  // at a full collection an idle server may not reach for a long time.
  releaseMemory();
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

await main();
