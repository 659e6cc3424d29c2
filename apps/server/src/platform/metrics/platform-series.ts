import type { Platform } from '../platform.js';
import { queueBacklog } from '../jobs/index.js';
import { oncePerScrape } from './metrics.js';

/** Seconds: a statement of a quarter of a millisecond (PGlite) to a stuck one. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The platform's own series: the database's statements and pool, the job queue, the realtime gateway. Gauges
 * are read when scraped (the pool, the jobs table, the open sockets); counters follow the listeners the
 * services offer. Answers what undoes the listeners on a shared database (tests close an app before it).
 */
export function registerPlatformSeries(platform: Platform): () => void {
  const { metrics, database, jobs, realtime } = platform;

  const queryDuration = metrics.histogram({
    name: 'stride_db_query_duration_seconds',
    help: 'Time of a database statement, from the call to its answer (waiting for a connection included).',
    labelNames: ['outcome'] as const,
    buckets: QUERY_BUCKETS,
  });
  const stopTiming = database.queries.onQuery((seconds, failed) =>
    queryDuration.observe({ outcome: failed ? 'error' : 'ok' }, seconds),
  );
  metrics.gauge({
    name: 'stride_db_queries_in_flight',
    help: 'Database statements called and not yet answered (on PGlite, its queue for the one connection).',
    collect() {
      this.set(database.queries.inFlight);
    },
  });
  metrics.gauge({
    name: 'stride_db_pool_connections',
    help: "node-postgres pool's connections by state (in_use, idle) and the callers waiting for one (waiting); absent on PGlite.",
    labelNames: ['state'] as const,
    collect() {
      const use = database.pool();
      if (!use) return;
      this.set({ state: 'in_use' }, use.inUse);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });

  const backlog = oncePerScrape(() => queueBacklog(platform.db));
  metrics.gauge({
    name: 'stride_job_queue_depth',
    help: 'Queued jobs by job name: due and waiting for a worker (waiting), or booked for later (delayed).',
    labelNames: ['job', 'state'] as const,
    async collect() {
      const rows = await backlog();
      // A name whose jobs are all done drops out rather than staying at its last value.
      this.reset();
      for (const b of rows) {
        this.set({ job: b.name, state: 'waiting' }, b.waiting);
        this.set({ job: b.name, state: 'delayed' }, b.delayed);
      }
    },
  });
  metrics.gauge({
    name: 'stride_job_oldest_waiting_seconds',
    help: 'How long the oldest due job of each name has waited for a worker (0 when none waits).',
    labelNames: ['job'] as const,
    async collect() {
      const rows = await backlog();
      this.reset();
      for (const b of rows) this.set({ job: b.name }, b.oldestWaitingSeconds);
    },
  });
  const failures = metrics.counter({
    name: 'stride_job_failures_total',
    help: 'Failed job attempts by job name; final="true" when the job is not tried again.',
    labelNames: ['job', 'final'] as const,
  });
  jobs.onFailure((name, final) => failures.inc({ job: name, final: String(final) }));

  metrics.gauge({
    name: 'stride_socket_connections',
    help: 'Socket.IO connections open on this process (authenticated, in the main namespace).',
    collect() {
      this.set(realtime.io?.of('/').sockets.size ?? 0);
    },
  });
  const messages = metrics.counter({
    name: 'stride_socket_messages_total',
    help: 'Socket.IO messages on this process: received from clients (in) and sent to a socket (out, once per socket).',
    labelNames: ['direction'] as const,
  });
  realtime.onConnection((socket) => {
    socket.onAny(() => messages.inc({ direction: 'in' }));
    socket.onAnyOutgoing(() => messages.inc({ direction: 'out' }));
  });

  return stopTiming;
}
