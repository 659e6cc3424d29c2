import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { assistantRoutes } from './modules/assistant/assistant.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { directoriesRoutes } from './modules/library/directories.routes.js';
import { itemsRoutes } from './modules/library/items.routes.js';
import { resourcesRoutes } from './modules/library/resources.routes.js';
import { sentResourcesRoutes } from './modules/library/sent-resources.routes.js';
import { libraryDictionariesRoutes } from './modules/library/library-dictionaries.routes.js';
import { staticMediaRoutes } from './modules/library/static-media.routes.js';
import { libraryUploadsRoutes } from './modules/library/uploads.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { loginTokensRoutes } from './modules/profiles/login-tokens.routes.js';
import { profilesRoutes } from './modules/profiles/profiles.routes.js';
import { companiesRoutes } from './modules/companies/companies.routes.js';
import { companyPictureRoutes } from './modules/companies/company-picture.routes.js';
import { companyUsersRoutes } from './modules/companies/company-users.routes.js';
import { dashboardsRoutes } from './modules/dashboards/dashboards.routes.js';
import { newUserEmailRoutes } from './modules/profiles/new-user-email.routes.js';
import { profilePictureRoutes } from './modules/profiles/picture.routes.js';
import { programAssignmentsRoutes } from './modules/programs/program-assignments.routes.js';
import { programsRoutes } from './modules/programs/programs.routes.js';
import { quickMessagesRoutes } from './modules/quick-messages/quick-messages.routes.js';
import { dictionariesRoutes } from './modules/team/dictionaries.routes.js';
import { teamRoutes } from './modules/team/team.routes.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { participantImportRoutes } from './modules/participants/import/import.routes.js';
import { participantsRoutes } from './modules/participants/participants.routes.js';
import { tasksRoutes } from './modules/tasks/tasks.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { profilePreviewsRoutes } from './modules/profiles/previews.routes.js';
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

/** Every module's routes, in one list. */
const MODULES = [
  healthRoutes,
  filesRoutes,
  profilesRoutes,
  loginTokensRoutes,
  analyticsRoutes,
  notificationsRoutes,
  // Organisation: companies, programs, team, profile extras, quick messages, dashboards.
  companiesRoutes,
  companyPictureRoutes,
  companyUsersRoutes,
  programsRoutes,
  programAssignmentsRoutes,
  teamRoutes,
  dictionariesRoutes,
  profilePictureRoutes,
  newUserEmailRoutes,
  quickMessagesRoutes,
  dashboardsRoutes,
  // People: participants, their import and its tasks, accounts.
  participantsRoutes,
  participantImportRoutes,
  tasksRoutes,
  accountsRoutes,
  // Media library: folders, items, resources.
  directoriesRoutes,
  itemsRoutes,
  resourcesRoutes,
  sentResourcesRoutes,
  libraryUploadsRoutes,
  staticMediaRoutes,
  libraryDictionariesRoutes,
  // Chat: the assistant.
  assistantRoutes,
  // Chat: channels, messages, realtime; profile previews.
  chatRoutes,
  profilePreviewsRoutes,
];

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
  const auth = await createAuth({ config, db: database.db });
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
  };
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
