import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { accountStore } from './modules/profiles/accounts.service.js';
import { actorQuery, loadActor } from './modules/profiles/actor-loader.js';
import { JOBS, MODULES, SUBSCRIBERS } from './modules/index.js';
import { createAuth } from './platform/auth/index.js';
import type { Config } from './platform/config/config.js';
import { openDatabase, type Database } from './platform/db/client.js';
import { applyMigrations } from './platform/db/migrate.js';
import { createEventBus } from './platform/events/index.js';
import { buildServer } from './platform/http/server.js';
import { registerPortal } from './platform/http/static.js';
import { createJobQueue } from './platform/jobs/index.js';
import { createMailer } from './platform/mail/index.js';
import type { Platform } from './platform/platform.js';
import { createRealtime } from './platform/realtime/index.js';
import { createFileLinks, loadFileLinkSecret } from './platform/storage/file-links.js';
import { createStorage } from './platform/storage/index.js';

export interface CreateAppOptions {
  /** An already open database (tests share one per file). */
  database?: Database;
  log?: FastifyBaseLogger;
}

/** Builds the whole process: database, services, HTTP, sign-in and realtime. Nothing listens yet. */
export async function createApp(config: Config, opts: CreateAppOptions = {}): Promise<FastifyInstance> {
  const log =
    opts.log ??
    (pino({
      level: config.LOG_LEVEL,
      base: { service: 'stride' },
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    }) as FastifyBaseLogger);
  const database =
    opts.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: `${config.dataDir}/pgdata`,
      poolSize: config.DATABASE_POOL_SIZE,
    }));
  await applyMigrations(database);
  const auth = await createAuth({ config, db: database.db, accounts: accountStore });
  const jobs = await createJobQueue({ config, database, log, redisPrefix: config.REDIS_PREFIX });
  const platform: Platform = {
    config,
    log,
    database,
    db: database.db,
    storage: await createStorage(config),
    fileLinks: createFileLinks(await loadFileLinkSecret(database.db)),
    jobs,
    mail: createMailer({ config, jobs, log }),
    realtime: await createRealtime({ config, verifyAccessToken: auth.verifyAccessToken, log }),
    events: createEventBus({ log }),
    verifyAccessToken: auth.verifyAccessToken,
    loadActor,
    actorQuery,
  };
  // Jobs are defined before anything starts the queue; subscribers before anything publishes.
  for (const defineJobs of JOBS) await defineJobs(platform);
  for (const subscriber of SUBSCRIBERS) subscriber.subscribe(platform);
  const app = await buildServer(platform);
  auth.register(app);
  for (const routes of MODULES) await app.register(routes);
  await registerPortal(app, config.webDist);
  platform.realtime.attach(app.server);
  // Open WebSockets would keep the HTTP server from closing: they go first.
  app.addHook('preClose', async () => {
    await platform.realtime.close();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    if (!opts.database) await database.close();
  });
  return app;
}
