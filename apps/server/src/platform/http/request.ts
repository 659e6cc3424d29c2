import type { FastifyRequest } from 'fastify';
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
  const facts = token ? platform.actorQuery(tenantId, token.profileId) : undefined;
  return inTenantWith(platform.db, { tenantId }, facts, async (tx, found) => {
    let actor: Actor | null = null;
    if (token) {
      actor = actorWithFacts(token, found as ActorFacts | null);
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
