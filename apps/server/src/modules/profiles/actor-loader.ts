import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import { actorWithFacts, type ActorFacts, type ActorLoader, type ActorQuery } from '../../platform/http/context.js';

/**
 * Who the actor is besides the token's word (company, coaches), read by the request's transaction in its
 * first statement (platform.actorQuery), so it costs no round trip of its own. The SQL function
 * (migration 0010_actor_facts) reads the profiles row; it keeps its plan, which an inline subquery did not.
 */
export const actorQuery: ActorQuery = (tenantId, profileId) =>
  sql`stride_actor_facts(${tenantId}, ${profileId}::integer)`;

/** The same on its own, for work outside a request (jobs, tests): null for a deleted account. */
export const loadActor: ActorLoader = async (tx, tenantId, token) => {
  const result = await (tx as Db).execute(sql`select ${actorQuery(tenantId, token.profileId)} as facts`);
  return actorWithFacts(token, rowsOf<{ facts: ActorFacts | null }>(result)[0]?.facts);
};
