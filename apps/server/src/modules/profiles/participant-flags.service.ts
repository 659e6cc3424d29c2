import { and, eq, sql } from 'drizzle-orm';
import type { FeatureFlag } from '@stride/contracts';
import { anyId } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import { unauthorized } from '../../platform/http/errors.js';
import { companyFlagOf } from '../companies/companies.service.js';
import { profiles, users } from './profiles.table.js';
import { visibleParticipantsWhere } from './visibility.js';

/** A participant the actor may see, with whether a feature of theirs is on. */
export interface ParticipantWithFlag {
  userId: number;
  profileId: number;
  uuid: string;
  advisorProfileId: number | null;
  consultantProfileId: number | null;
  /** The participant's flag and their company's (a participant with no company: theirs alone). */
  available: boolean;
}

/**
 * These participants (by user id, `/participants/{id}`) that the actor may see (visibleParticipantsWhere),
 * each with whether the feature `flag` is on for them: their own flag and their company's. One query.
 * A user id that is missing is not a participant the actor sees (another tenant's, hidden, not one).
 */
export async function visibleParticipantsWithFlag(
  tx: Db,
  ctx: RequestContext,
  userIds: number[],
  flag: FeatureFlag,
): Promise<Map<number, ParticipantWithFlag>> {
  const actor = ctx.actor;
  if (!actor) throw unauthorized();
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({
      userId: users.id,
      profileId: profiles.id,
      uuid: users.uuid,
      advisorProfileId: profiles.advisorProfileId,
      consultantProfileId: profiles.consultantProfileId,
      available: sql<boolean>`(${profiles[flag]} and coalesce(${companyFlagOf(flag, profiles.companyId, profiles.tenantId)}, true))`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.tenantId, ctx.tenantId), anyId(users.id, userIds), visibleParticipantsWhere(actor)));
  return new Map(rows.map((r) => [r.userId, { ...r, available: Boolean(r.available) }]));
}
