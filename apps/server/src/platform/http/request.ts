import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sessionLiveSql } from '../auth/sessions.js';
import type { Db } from '../db/client.js';
import { inTenantWith } from '../db/tenant-scope.js';
import {
  actorWithFacts,
  languageOf,
  requestInfoOf,
  type Actor,
  type ActorFacts,
  type RequestContext,
  type TokenActor,
} from './context.js';
import { unauthorized } from './errors.js';

export const SESSION_ENDED = 'You have been signed out. Please sign in again.';

/** The signed-in actor as the token says (before the database is asked). */
export function requireTokenActor(req: FastifyRequest): TokenActor {
  if (!req.actor) throw unauthorized();
  return req.actor;
}

/**
 * A transaction scoped to the request's tenant (row-level security on), with the actor loaded in it once
 * (company, coaches): the one way a request reaches the database. The route mechanism (route.ts) opens it.
 */
export function tenantTx<T>(req: FastifyRequest, fn: (tx: Db, ctx: RequestContext) => Promise<T>): Promise<T> {
  const { platform } = req.server;
  const tenantId = req.tenant.id;
  const token = req.actor;
  // With the embedded provider, the token's session must still hold (signed out elsewhere, a password change):
  // read by the same first statement as the actor, a primary-key look-up and no round trip of its own.
  const checksSession = token && !platform.config.OIDC_ISSUER;
  const facts = token
    ? checksSession
      ? sql`json_build_object('facts', ${platform.actorQuery(tenantId, token.profileId)}, 'live', ${token.sessionId ? sessionLiveSql(token.sessionId) : sql`false`})`
      : platform.actorQuery(tenantId, token.profileId)
    : undefined;
  return inTenantWith(platform.db, { tenantId }, facts, async (tx, extra) => {
    let actor: Actor | null = null;
    if (token) {
      let found = extra as ActorFacts | null;
      if (checksSession) {
        const checked = extra as { facts: ActorFacts | null; live: boolean };
        if (!checked.live) throw unauthorized(SESSION_ENDED);
        found = checked.facts;
      }
      actor = actorWithFacts(token, found);
      if (!actor) throw unauthorized('Your account no longer exists.');
    }
    return fn(tx, {
      tenantId,
      traceId: req.id,
      actor,
      language: languageOf(req.headers['accept-language']),
      request: requestInfoOf(req),
    });
  });
}
