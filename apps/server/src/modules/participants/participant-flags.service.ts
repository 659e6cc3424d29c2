import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, type FeatureFlag, type RoleId } from '@stride/contracts';
import { anyId } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import { unauthorized } from '../../platform/http/errors.js';
import { companyFlagOf } from '../companies/index.js';
import { person, selectPeople, visibleParticipantsWhere, type MessagingPerson } from '../profiles/index.js';

/**
 * A participant the actor may see, as the rules of their domains and the work after a change need them:
 * who they are (a MessagingPerson: name, zone, uuid), where they belong (company, coaches) and whether
 * their journal, swaps and surveys are on (their own flag and their company's).
 */
export interface VisibleParticipant extends MessagingPerson {
  companyId: number | null;
  advisorProfileId: number | null;
  consultantProfileId: number | null;
  journalAvailable: boolean;
  swapAvailable: boolean;
  surveyAvailable: boolean;
  smartSurveyAvailable: boolean;
}

/** A participant's flag and their company's (a participant with no company: theirs alone), as a column. */
export const participantFlagOn = (flag: FeatureFlag) =>
  sql<boolean>`(${person[flag]} and coalesce(${companyFlagOf(flag, person.companyId, person.tenantId)}, true))`;

/**
 * These participants (by user id, `/participants/{id}`) that the actor may see (visibleParticipantsWhere:
 * a participant themself, staff by the participants' rule), in one query. A user id that is missing is not
 * a participant the actor sees (another tenant's, hidden, not one). participantScope
 * (participants.policy.ts) is the one caller that decides on them.
 */
export async function visibleParticipants(
  tx: Db,
  ctx: RequestContext,
  userIds: readonly number[],
): Promise<Map<number, VisibleParticipant>> {
  const actor = ctx.actor;
  if (!actor) throw unauthorized();
  if (userIds.length === 0) return new Map();
  const rows = await selectPeople(tx, {
    userId: person.userId,
    profileId: person.profileId,
    uuid: person.uuid,
    roleId: person.roleId,
    email: person.email,
    isActive: person.isActive,
    timeZone: person.timeZone,
    firstName: person.firstName,
    lastName: person.lastName,
    companyId: person.companyId,
    advisorProfileId: person.advisorProfileId,
    consultantProfileId: person.consultantProfileId,
    journalAvailable: participantFlagOn('journalAvailable'),
    swapAvailable: participantFlagOn('swapAvailable'),
    surveyAvailable: participantFlagOn('surveyAvailable'),
    smartSurveyAvailable: participantFlagOn('smartSurveyAvailable'),
  }).where(
    and(
      eq(person.tenantId, ctx.tenantId),
      anyId(person.userId, [...new Set(userIds)]),
      visibleParticipantsWhere(actor),
    ),
  );
  return new Map(
    rows.map(({ firstName, lastName, timeZone, roleId, ...r }) => [
      r.userId,
      {
        ...r,
        roleId: roleId as RoleId,
        timeZone: timeZone ?? DEFAULT_TIME_ZONE,
        name: `${firstName} ${lastName}`,
        journalAvailable: Boolean(r.journalAvailable),
        swapAvailable: Boolean(r.swapAvailable),
        surveyAvailable: Boolean(r.surveyAvailable),
        smartSurveyAvailable: Boolean(r.smartSurveyAvailable),
      },
    ]),
  );
}
