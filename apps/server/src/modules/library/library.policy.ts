import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { PolicyActor } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import type { TokenContext } from '../../platform/http/context.js';
import { unauthorized } from '../../platform/http/errors.js';
import { actorProfile } from '../profiles/index.js';
import { mlDirectories } from './library.table.js';

/**
 * The library's rules are the shared policy (packages/contracts/src/policies/library.policy.ts), decided
 * with authorize() on the request's actor. This file keeps their SQL form for lists and the one loader
 * a context with only the token's actor needs (a chat message sent over the socket).
 */

/**
 * The folders an actor sees, as a condition on ml_directories: their own tree (every folder carries
 * its root's owner) and their company's shared tree (libraryFolder.view, in SQL). Nobody sees another
 * person's library, admins included: what a colleague should see is shared to the company.
 */
export function visibleDirectoriesWhere(actor: PolicyActor): SQL {
  const own = and(eq(mlDirectories.ownerProfileId, actor.profileId), isNull(mlDirectories.companyId))!;
  if (actor.companyId === null) return own;
  return or(own, and(eq(mlDirectories.companyId, actor.companyId), isNull(mlDirectories.ownerProfileId)))!;
}

/** The actor of a context that has only the token (socket calls): the company read from their profile. */
export async function libraryActor(tx: Db, ctx: TokenContext): Promise<PolicyActor> {
  if (!ctx.actor) throw unauthorized();
  // A request's context has the loaded actor already; a socket call's only the token's.
  if ('companyId' in ctx.actor) return ctx.actor as unknown as PolicyActor;
  const profile = await actorProfile(tx, ctx);
  return {
    userId: ctx.actor.userId,
    profileId: ctx.actor.profileId,
    role: ctx.actor.role,
    companyId: profile.companyId,
    advisorProfileId: profile.advisorProfileId,
    consultantProfileId: profile.consultantProfileId,
    surrogate: ctx.actor.surrogateActorUserId !== null,
  };
}
