import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AccessTokenVerifier } from '../platform.js';
import type { AccountStore } from './account-store.js';
import { loadAccount, openIdClaims } from './issuer.js';

/** RFC 6750's answer to a missing or bad token: 401 with the reason in WWW-Authenticate. */
function invalidToken(reply: FastifyReply, description: string) {
  return reply
    .code(401)
    .header('www-authenticate', `Bearer error="invalid_token", error_description="${description}"`)
    .header('cache-control', 'no-store')
    .send({ error: 'invalid_token', error_description: description });
}

/**
 * userinfo (/auth/me, as discovery names it) answers the access token the code flow issued: a JWT for the
 * API's audience, which the provider's own userinfo cannot read (it only knows tokens kept for itself). The
 * token is checked as the API checks it (issuer, audience, expiry of the host's tenant).
 */
export function registerUserinfoRoute(app: FastifyInstance, verify: AccessTokenVerifier, accounts: AccountStore) {
  const { db } = app.platform;
  app.route({
    method: ['GET', 'POST'],
    url: '/auth/me',
    config: { public: true },
    schema: { hide: true },
    handler: async (req, reply) => {
      const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
      if (!token) return invalidToken(reply, 'no access token provided');
      const claims = await verify(token, req.tenant.id).catch(() => null);
      if (!claims) return invalidToken(reply, 'invalid token provided');
      const found = await loadAccount(accounts, db, req.tenant.id, claims.sub);
      if (!found) return invalidToken(reply, 'invalid token provided');
      return reply.header('cache-control', 'no-store').send(openIdClaims(found.account, claims.sub));
    },
  });
}
