import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import { actorWithFacts, type ActorFacts, type ActorLoader, type ActorQuery } from '../../platform/http/context.js';
import { profiles } from './profiles.table.js';

/**
 * Who the actor is besides the token's word (company, coaches): a scalar subquery the request's
 * transaction reads in its first statement (platform.actorQuery), so it costs no round trip of its own.
 */
export const actorQuery: ActorQuery = (tenantId, profileId) =>
  sql`(select json_build_object('companyId', ${profiles.companyId}, 'advisorProfileId', ${profiles.advisorProfileId}, 'consultantProfileId', ${profiles.consultantProfileId}) from ${profiles} where ${profiles.id} = ${profileId} and ${profiles.tenantId} = ${tenantId})`;

/** The same on its own, for work outside a request (jobs, tests): null for a deleted account. */
export const loadActor: ActorLoader = async (tx, tenantId, token) => {
  const result = await (tx as Db).execute(sql`select ${actorQuery(tenantId, token.profileId)} as facts`);
  return actorWithFacts(token, rowsOf<{ facts: ActorFacts | null }>(result)[0]?.facts);
};
