import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { TenantId } from '@stride/contracts';

const PREFIX = '/auth';

/**
 * Hands /auth/* to the tenant's provider before Fastify reads the body (the provider parses its
 * own), except the interaction routes, which are ours.
 */
export function mountProviders(app: FastifyInstance, providers: Map<TenantId, Provider>): void {
  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: `${PREFIX}/*`,
    config: { public: true },
    schema: { hide: true },
    // The provider's pages carry their own small inline script (end session): no CSP here.
    helmet: false,
    onRequest: async (req, reply) => {
      const provider = providers.get(req.tenant.id)!;
      const raw = req.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(PREFIX.length) || '/';
      reply.hijack();
      await provider.callback()(raw, reply.raw);
      return reply;
    },
    handler: async () => undefined,
  });
}
