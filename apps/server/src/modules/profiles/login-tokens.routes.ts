import type { FastifyInstance } from 'fastify';
import { createLoginTokenBodySchema, idParamsSchema, loginTokenResponseSchema } from '@stride/contracts';
import { issueOneTimeToken } from '../../platform/auth/one-time-tokens.js';
import { badRequest, forbidden } from '../../platform/http/errors.js';
import { requireActor, tenantTx } from '../../platform/http/request.js';
import { typed } from '../../platform/http/server.js';
import { findPerson, getVisiblePerson } from './profiles.service.js';
import { canActAs } from './surrogate.policy.js';

/** A login token lives long enough for one redirect to the sign-in service. */
const LOGIN_TOKEN_TTL_SECONDS = 120;

/** POST /profiles/{id}/tokens: start a surrogate login, or return from one (spec 000 section 7). */
export async function loginTokensRoutes(app: FastifyInstance): Promise<void> {
  typed(app).post(
    '/api/profiles/:id/tokens',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['profiles'],
        params: idParamsSchema,
        body: createLoginTokenBodySchema,
        response: { 201: loginTokenResponseSchema },
      },
    },
    async (req, reply) => {
      const actor = requireActor(req);
      const token = await tenantTx(req, async (tx, ctx) => {
        if (req.body.type === 'PRIMARY_USER_AUTHENTICATION') {
          // Only the surrogate session itself can ask to go back, and only to its real person.
          if (actor.surrogateActorUserId === null) throw badRequest('You are not signed in as another user.');
          const profileId = req.body.userProfileId ?? req.params.id;
          if (profileId !== actor.profileId) throw forbidden();
          return issueOneTimeToken(tx, {
            tenantId: ctx.tenantId,
            kind: 'primary-user',
            userId: actor.surrogateActorUserId,
            ttlSeconds: LOGIN_TOKEN_TTL_SECONDS,
          });
        }
        const target = await getVisiblePerson(tx, ctx, req.params.id);
        const self = await findPerson(tx, ctx.tenantId, actor.profileId);
        if (!self || !canActAs(ctx.actor!, self.profile, target)) throw forbidden('You may not sign in as this user.');
        return issueOneTimeToken(tx, {
          tenantId: ctx.tenantId,
          kind: 'surrogate',
          userId: target.user.id,
          actorUserId: actor.userId,
          ttlSeconds: LOGIN_TOKEN_TTL_SECONDS,
        });
      });
      return reply.status(201).send({ token });
    },
  );
}
