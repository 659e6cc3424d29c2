import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode } from '@stride/contracts';
import type { Metrics } from './metrics.js';

export const METRICS_PATH = '/metrics';

/** Seconds: from a cached read to a large upload or export. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Counts and times every answer by its route's pattern (`/api/participants/:id`, never the URL with its ids, so
 * the series stay few), method and status. What matched no route is `route="unmatched"`; /metrics itself is left
 * out, so that scraping does not move what it reads.
 */
export function registerHttpSeries(app: FastifyInstance, metrics: Metrics): void {
  const labelNames = ['route', 'method', 'status'] as const;
  const requests = metrics.counter({
    name: 'stride_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status.',
    labelNames,
  });
  const duration = metrics.histogram({
    name: 'stride_http_request_duration_seconds',
    help: 'Time from a request to its answer, by route pattern, method and status.',
    labelNames,
    buckets: REQUEST_BUCKETS,
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url;
    if (route === METRICS_PATH) return;
    const labels = { route: route ?? 'unmatched', method: req.method, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics, Prometheus' text format, for a scraper holding METRICS_TOKEN (docs/decisions.md, "Metrics"):
 * without a configured token it does not exist (404, as any unknown path); a missing or wrong token is a 401,
 * compared in constant time (both sides hashed first, so neither the content nor the length leaks). Outside /api:
 * no tenant, no actor, nothing audited.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  const expected = token === undefined ? null : digest(token);
  const notFound = (reply: FastifyReply) => reply.status(404).send({ message: 'Not found.', code: ErrorCode.NotFound });
  app.get(METRICS_PATH, { config: { public: true }, schema: { hide: true } }, async (req, reply) => {
    if (!expected) return notFound(reply);
    const header = req.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!timingSafeEqual(digest(given), expected)) {
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .send({ message: 'A valid metrics token is required.', code: ErrorCode.Unauthorized });
    }
    const text = await metrics.registry.metrics();
    return reply.header('Content-Type', metrics.registry.contentType).header('Cache-Control', 'no-store').send(text);
  });
}
