import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { TenantId } from '@stride/contracts';

const PREFIX = '/auth';

/** A tenant's OIDC provider, made on first use (index.ts). */
export type ProviderOf = (tenantId: TenantId) => Promise<Provider>;

/**
 * The provider (a Koa app with `proxy` on) builds its URLs (discovery's endpoints, redirects) and its cookies'
 * `secure` from X-Forwarded-Host/-Proto: it gets the host, protocol and address Fastify concluded under the
 * trusted-proxy rule (TRUST_PROXY, platform/http/server.ts), never headers a client wrote itself.
 */
function forwardTrustedView(req: FastifyRequest, raw: IncomingMessage): void {
  const { host, protocol, ip } = req;
  raw.headers['x-forwarded-host'] = host;
  raw.headers['x-forwarded-proto'] = protocol;
  raw.headers['x-forwarded-for'] = ip;
  delete raw.headers.forwarded;
}

/**
 * Hands /auth/* to the tenant's provider before Fastify reads the body (the provider parses its
 * own), except the interaction routes, which are ours. The provider's pages get the app's security
 * headers (helmet, registered in platform/http/security-headers.ts) like every other answer: the inline script
 * of a page the provider writes is allowed by its hash in that page's CSP (pages.ts, and the provider's
 * own form_post page).
 */
export function mountProviders(app: FastifyInstance, providerOf: ProviderOf): void {
  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: `${PREFIX}/*`,
    config: { public: true },
    schema: { hide: true },
    onRequest: async (req, reply) => {
      const provider = await providerOf(req.tenant.id);
      const raw = req.raw as IncomingMessage & { originalUrl?: string };
      forwardTrustedView(req, raw);
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(PREFIX.length) || '/';
      reply.hijack();
      await provider.callback()(raw, reply.raw);
      return reply;
    },
    handler: async () => undefined,
  });
}
