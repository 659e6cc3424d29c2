import type { FastifyInstance } from 'fastify';
import { endpoints, healthSchema, OIDC_CLIENT_ID } from '@stride/contracts';
import { route } from '../../platform/http/route.js';
import { typed } from '../../platform/http/server.js';
import { tenantOrigin } from '../../platform/tenancy/tenants.js';

/** /healthz and /readyz (outside /api, not in the endpoint table) and the tenant's public facts. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const r = typed(app);
  const hide = { hide: true };
  r.get('/healthz', { config: { public: true }, schema: { ...hide, response: { 200: healthSchema } } }, async () => ({
    status: 'ok' as const,
  }));
  r.get('/readyz', { config: { public: true }, schema: hide }, async (_req, reply) => {
    try {
      await app.platform.database.ping();
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ message: 'The database is not reachable.', code: 'NOT_READY' });
    }
  });

  route(app, endpoints.health.tenantConfig, async ({ req }) => {
    const { config } = app.platform;
    const signIn = config.OIDC_ISSUER
      ? { authority: config.OIDC_ISSUER, clientId: config.OIDC_CLIENT_ID }
      : { authority: `${tenantOrigin(req.tenant.id, config.publicUrl)}/auth`, clientId: OIDC_CLIENT_ID };
    return { ...req.tenant, signIn };
  });
}
