import { randomUUID } from 'node:crypto';
import fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config/config.js';
import { registerHttpSeries, registerMetricsRoute } from '../metrics/index.js';
import type { Platform } from '../platform.js';
import { MAX_UPLOAD_BYTES } from '../storage/storage.js';
import { resolveTenantId, TENANTS } from '../tenancy/tenants.js';
import { registerAuthHook } from './auth-hook.js';
import { registerErrorHandler } from './error-handler.js';
import { registerInputGuards } from './input.js';
import { registerSecurityHeaders } from './security-headers.js';
import { openApiDocument } from './openapi.js';

const TRACE_ID = /^[A-Za-z0-9-]{8,64}$/;
/** JSON bodies: uploads go through multipart streams, never the JSON parser. */
const JSON_BODY_LIMIT = 1_048_576;

/**
 * Whose X-Forwarded-* headers count (TRUST_PROXY): the one rule behind request.ip (every per-address limit keys
 * on it), request.host and request.protocol (the sign-in service's URLs, platform/auth/mount.ts). Fastify takes a
 * list of addresses or CIDRs as is; it refuses a bare hop count, so a count is the trust function it stood for:
 * the first `hops` addresses from the connection's are proxies.
 */
function trustedProxies(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address: string, hop: number) => hop < hops;
}

/** The HTTP server: the API conventions (docs/architecture.md, "Conventions") in one place. */
export async function buildServer(platform: Platform): Promise<FastifyInstance> {
  const app = fastify({
    loggerInstance: platform.log,
    bodyLimit: JSON_BODY_LIMIT,
    // Signed file links (/api/files/{token}) are longer than the default 100 characters.
    routerOptions: { maxParamLength: 4096 },
    trustProxy: trustedProxies(platform.config.trustProxy),
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'traceId' }),
    genReqId: (req) => {
      const incoming = req.headers['x-trace-id'];
      return typeof incoming === 'string' && TRACE_ID.test(incoming) ? incoming : randomUUID();
    },
    ajv: { customOptions: { removeAdditional: false } },
  });
  app.decorate('platform', platform);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  app.decorateRequest('tenant', null as never);
  app.addHook('onRequest', async (req, reply) => {
    req.tenant = TENANTS[resolveTenantId(req.headers.host)];
    reply.header('X-Trace-Id', req.id);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, { global: false });
  // Parses the Cookie header (the public screeners' taker token); nothing else of ours reads cookies.
  await app.register(cookie);
  // Uploads stream through req.parts(); at most the spec's two files per request (a definition's `file`
  // and `additionalFile`; calls of one file drain any other), each up to the spec's 1 GB.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 3 } });
  // The document is generated from the endpoint table (openapi.ts), not from the registered routes: on its first
  // request, not at each start (0.4 s of it).
  await app.register(swagger, {
    mode: 'static',
    specification: { document: madeOnFirstRead(openApiDocument) as never },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  registerAuthHook(app);
  registerInputGuards(app);
  registerHttpSeries(app, platform.metrics);
  registerMetricsRoute(app, platform.metrics, platform.config.METRICS_TOKEN);
  app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, () => openApiDocument());
  return app;
}

/** The app with zod schemas typing params, query, body and replies: how every module declares its routes. */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/**
 * An object that is `make()`'s, made when something first reads it: for a plugin that takes an object at
 * registration (the docs' @fastify/swagger) and reads it only when asked for it.
 */
function madeOnFirstRead<T extends object>(make: () => T): T {
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(make(), key),
    has: (_target, key) => Reflect.has(make(), key),
    ownKeys: () => Reflect.ownKeys(make()),
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(make(), key),
  });
}
