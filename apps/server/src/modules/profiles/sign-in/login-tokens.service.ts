import type { EndpointBody, LoginTokenEndpoints } from '@stride/contracts';
import { issueOneTimeToken } from '../../../platform/auth/one-time-tokens.js';
import type { Db } from '../../../platform/db/client.js';
import type { Actor, RequestContext } from '../../../platform/http/context.js';
import { badRequest, forbidden } from '../../../platform/http/errors.js';
import { authorizedPerson } from '../profiles.service.js';

/** A login token lives long enough for one redirect to the sign-in service. */
const LOGIN_TOKEN_TTL_SECONDS = 120;

/**
 * POST /profiles/{id}/tokens: a surrogate login as the person (the person policy's `actAs`: 404 for a
 * person not seen, 403 for one not acted as), or the way back from one to its real person.
 */
export async function issueLoginToken(
  tx: Db,
  ctx: RequestContext & { actor: Actor },
  profileId: number,
  body: EndpointBody<LoginTokenEndpoints['create']>,
): Promise<string> {
  const { actor } = ctx;
  if (body.type === 'PRIMARY_USER_AUTHENTICATION') {
    // Only the surrogate session itself can ask to go back, and only to its real person.
    if (actor.surrogateActorUserId === null) throw badRequest('You are not signed in as another user.');
    if ((body.userProfileId ?? profileId) !== actor.profileId) throw forbidden();
    return issueOneTimeToken(tx, {
      tenantId: ctx.tenantId,
      kind: 'primary-user',
      userId: actor.surrogateActorUserId,
      ttlSeconds: LOGIN_TOKEN_TTL_SECONDS,
    });
  }
  const target = await authorizedPerson(tx, ctx, profileId, 'person.actAs', 'You may not sign in as this user.');
  return issueOneTimeToken(tx, {
    tenantId: ctx.tenantId,
    kind: 'surrogate',
    userId: target.user.id,
    actorUserId: actor.userId,
    ttlSeconds: LOGIN_TOKEN_TTL_SECONDS,
  });
}
