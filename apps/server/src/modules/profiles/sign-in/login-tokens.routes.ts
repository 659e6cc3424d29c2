import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { route } from '../../../platform/http/route.js';
import { issueLoginToken } from './login-tokens.service.js';

/** POST /profiles/{id}/tokens: start a surrogate login, or return from one (spec 000 section 7). */
export async function loginTokensRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.loginTokens.create, async ({ tx, ctx, params, body }) => ({
    token: await issueLoginToken(tx, ctx, params.id, body),
  }));
}
