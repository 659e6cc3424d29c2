import type { FastifyBaseLogger } from 'fastify';
import type { AccessClaims, TenantId } from '@stride/contracts';
import type { Config } from './config/config.js';
import type { Database, Db } from './db/client.js';
import type { EventBus } from './events/bus.js';
import type { JobQueue } from './jobs/queue.js';
import type { Mailer } from './mail/mailer.js';
import type { Metrics } from './metrics/metrics.js';
import type { Outbound } from './net/outbound.js';
import type { Realtime } from './realtime/realtime.js';
import type { FileLinks } from './storage/file-links.js';
import type { FileStorage } from './storage/storage.js';
import type { ActorLoader, ActorQuery } from './http/context.js';
import type { UploadPort } from './http/uploads.js';

export type AccessTokenVerifier = (token: string, tenantId: TenantId) => Promise<AccessClaims>;

/** The services every module builds on; one instance per process. */
export interface Platform {
  config: Config;
  log: FastifyBaseLogger;
  database: Database;
  db: Db;
  storage: FileStorage;
  /** Signed, short-lived URLs of stored files (GET /api/files/{token}). */
  fileLinks: FileLinks;
  jobs: JobQueue;
  mail: Mailer;
  realtime: Realtime;
  events: EventBus;
  /** The process's Prometheus series (GET /metrics); modules declare theirs with a ModuleMetrics (modules/index.ts METRICS). */
  metrics: Metrics;
  verifyAccessToken: AccessTokenVerifier;
  /** The profiles module's answer to "who is this actor" (company, coaches): platform asks, never imports it. */
  loadActor: ActorLoader;
  /** The same, as a subquery the request's first statement reads (platform/http/request.ts). */
  actorQuery: ActorQuery;
  /** The library module's uploads (stream, check, keep, process), as route() reads a multipart change. */
  uploads: UploadPort;
  /** Requests to URLs a client gave (push endpoints): public https addresses only (platform/net/outbound.ts). */
  outbound: Outbound;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}
