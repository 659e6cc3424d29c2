import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { accountStore, actorQuery, loadActor } from './modules/profiles/index.js';
import {
  FORGET_STEPS,
  RECORD_SOURCES,
  JOBS,
  METRICS,
  MODULES,
  ensureProductContent,
  SHARE_KINDS,
  STORED_BYTES_SOURCES,
  SUBSCRIBERS,
  UTILIZATION_SOURCES,
  ASSISTANT_FACT_SOURCES,
} from './modules/index.js';
import { registerForgetStep, registerRecordSource } from './modules/accounts/index.js';
import { registerFactSource } from './modules/assistant/index.js';
import { libraryUploads, registerStoredBytesSource, registerUtilizationSource } from './modules/library/index.js';
import { registerShareKinds } from './modules/sharing/index.js';
import { createAuth } from './platform/auth/index.js';
import type { Config } from './platform/config/config.js';
import type { Database } from './platform/db/client.js';
import { applyMigrations } from './platform/db/migrate.js';
import { openConfiguredDatabase } from './platform/db/open-configured.js';
import { createEventBus } from './platform/events/index.js';
import { buildServer } from './platform/http/server.js';
import { registerPortal } from './platform/http/static.js';
import { createJobQueue } from './platform/jobs/index.js';
import { createLogger } from './platform/logger.js';
import { createMailer } from './platform/mail/index.js';
import { createMetrics, registerPlatformSeries } from './platform/metrics/index.js';
import { createOutbound, type HostResolver } from './platform/net/outbound.js';
import type { Platform } from './platform/platform.js';
import { createRealtime } from './platform/realtime/index.js';
import { createFileLinks, loadFileLinkSecret } from './platform/storage/file-links.js';
import { createStorage, isLocalStorage } from './platform/storage/index.js';
import { openBackupChannel } from './platform/backup/channel.js';

/** Held while the product's content is ensured (modules/index.ts ensureProductContent); beside the migrations' and the seed's. */
const PRODUCT_CONTENT_LOCK = 73_550_003;

export interface CreateAppOptions {
  /** An already open database (tests share one per file), left open when the app closes. */
  database?: Database;
  /** The app's own database, being opened by the caller (openConfiguredDatabase), closed with the app. */
  opening?: Promise<Database>;
  /** A logger of platform/logger.ts's createLogger (tests read what it writes). */
  log?: FastifyBaseLogger;
  /** How host names of client-given URLs resolve (tests: a name that changes its address). */
  resolveHost?: HostResolver;
}

/** Builds the whole process: database, services, HTTP, sign-in and realtime. Nothing listens yet. */
export async function createApp(config: Config, opts: CreateAppOptions = {}): Promise<FastifyInstance> {
  const log = opts.log ?? createLogger(config.LOG_LEVEL);
  const database = opts.database ?? (await (opts.opening ?? openConfiguredDatabase(config)));
  await applyMigrations(database);
  await database.withLock(PRODUCT_CONTENT_LOCK, ensureProductContent);
  const auth = await createAuth({
    config,
    db: database.db,
    accounts: accountStore,
    // A session that ends takes its sockets with it (the gateway exists by the time anyone signs out).
    sessionsEnded: (grantIds) => platform.realtime.endSessions(grantIds),
  });
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
    realtime: await createRealtime({ config, verifyAccessToken: auth.verifyLiveAccessToken, log }),
    events: createEventBus({ log }),
    metrics: createMetrics(),
    verifyAccessToken: auth.verifyAccessToken,
    loadActor,
    actorQuery,
    uploads: libraryUploads,
    outbound: createOutbound(opts.resolveHost),
  };
  // Jobs are defined before anything starts the queue; subscribers before anything publishes; the kinds
  // of shares before any route reads one.
  for (const defineJobs of JOBS) await defineJobs(platform);
  // The series too, before anything counts: the platform's, then what each module declares (its own gauges).
  const stopSeries = registerPlatformSeries(platform);
  for (const defineMetrics of METRICS) defineMetrics(platform);
  for (const subscriber of SUBSCRIBERS) subscriber.subscribe(platform);
  // The registries of the collectors (library uses, stored bytes, account deletion) and the kinds of shares: no collector
  // imports a domain by name.
  for (const source of UTILIZATION_SOURCES) registerUtilizationSource(source);
  for (const source of ASSISTANT_FACT_SOURCES) registerFactSource(source);
  for (const source of STORED_BYTES_SOURCES) registerStoredBytesSource(source);
  for (const step of FORGET_STEPS) registerForgetStep(step);
  for (const source of RECORD_SOURCES) registerRecordSource(source);
  registerShareKinds(SHARE_KINDS);
  const app = await buildServer(platform);
  auth.register(app);
  for (const routes of MODULES.flat()) await app.register(routes);
  await registerPortal(app, config.webDist);
  platform.realtime.attach(app.server);
  // The embedded mode's backups go through the process that holds the database (docs/decisions.md, "Backups").
  const { storage } = platform;
  const backups =
    !opts.database && database.dumpDataDir && isLocalStorage(storage)
      ? await openBackupChannel(
          config.dataDir,
          { dumpDatabase: database.dumpDataDir, filesRoot: storage.root, holdDeletes: () => storage.holdDeletes() },
          log,
        )
      : null;
  // Open WebSockets would keep the HTTP server from closing: they go first.
  app.addHook('preClose', async () => {
    await platform.realtime.close();
  });
  app.addHook('onClose', async () => {
    stopSeries();
    await backups?.close();
    await platform.events.idle();
    await jobs.stop();
    if (!opts.database) await database.close();
  });
  // The signing key, made while the server was built (platform/auth/index.ts).
  await auth.ready;
  return app;
}
