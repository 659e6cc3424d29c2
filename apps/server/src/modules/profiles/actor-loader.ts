import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { ActorLoader } from '../../platform/http/context.js';
import { profiles } from './profiles.table.js';

/**
 * Who the actor is besides the token's word (company, coaches), read once per request in its
 * transaction: the platform's route mechanism asks this through platform.loadActor.
 */
export const loadActor: ActorLoader = async (tx, tenantId, token) => {
  const [row] = await (tx as Db)
    .select({
      companyId: profiles.companyId,
      advisorProfileId: profiles.advisorProfileId,
      consultantProfileId: profiles.consultantProfileId,
    })
    .from(profiles)
    .where(and(eq(profiles.id, token.profileId), eq(profiles.tenantId, tenantId)));
  if (!row) return null;
  return { ...token, ...row, surrogate: token.surrogateActorUserId !== null };
};
