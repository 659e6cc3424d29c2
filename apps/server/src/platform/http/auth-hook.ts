import type { FastifyInstance } from 'fastify';
import { ErrorCode, roleNames } from '@stride/contracts';
import { actorFromClaims } from './context.js';
import { HttpError, unauthorized } from './errors.js';

/**
 * Runs before the body is read. Every /api route needs a valid access token of the host's tenant unless it is declared
 * `config: { public: true }`; `config: { roles }` narrows it to those roles.
 */
export function registerAuthHook(app: FastifyInstance): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (req) => {
    const config = req.routeOptions.config;
    // The portal's files, the provider and the probes are outside the API (matched by route, so an
    // unknown /api path falls through to the 404 instead of asking for a token).
    const route = req.routeOptions.url ?? '';
    if (!route.startsWith('/api/') || route.startsWith('/api/docs')) return;
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) {
      if (config.public) return;
      throw unauthorized();
    }
    try {
      req.actor = actorFromClaims(await app.platform.verifyAccessToken(token, req.tenant.id));
    } catch {
      if (config.public) return;
      throw unauthorized('Your session has expired. Please sign in again.');
    }
    if (config.roles && !config.roles.includes(req.actor.role)) throw roleRefused(req.actor.role);
  });
}

/**
 * The roles gate's 403: the usual message and code, and a `role` detail that tells it from an object-level
 * refusal (authorize()), for the safety tests and the logs.
 */
export const roleRefused = (role: number) =>
  new HttpError(403, ErrorCode.Forbidden, 'You are not allowed to do this.', [
    {
      path: 'role',
      message: `This call is not open to the role ${roleNames[role as keyof typeof roleNames] ?? role}.`,
    },
  ]);
