import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { inTenant } from '../db/tenant-scope.js';
import type { Actor, RequestContext } from './context.js';
import { unauthorized } from './errors.js';

export function requestContext(req: FastifyRequest): RequestContext {
  return { tenantId: req.tenant.id, traceId: req.id, actor: req.actor };
}

/** The signed-in actor of an authenticated route. */
export function requireActor(req: FastifyRequest): Actor {
  if (!req.actor) throw unauthorized();
  return req.actor;
}

/** A transaction scoped to the request's tenant (row-level security on). */
export function tenantTx<T>(req: FastifyRequest, fn: (tx: Db, ctx: RequestContext) => Promise<T>): Promise<T> {
  const ctx = requestContext(req);
  return inTenant(req.server.platform.db, { tenantId: ctx.tenantId, userId: ctx.actor?.userId }, (tx) => fn(tx, ctx));
}
