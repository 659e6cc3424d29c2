import { and, eq } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/client.js';
import { profiles, users } from '../profiles.table.js';

/**
 * People as the rows of another module's query (the participant list, its figures, a feature's participants):
 * the columns a query may read, filter and sort by, over `selectPeople` (account joined with profile). The
 * tables stay this module's; what others compose is SQL, in one round trip.
 */
export const person = {
  userId: users.id,
  uuid: users.uuid,
  email: users.email,
  emailConfirmedAt: users.emailConfirmedAt,
  roleId: users.roleId,
  isActive: users.isActive,
  createdAt: users.createdAt,
  firstLoginAt: users.firstLoginAt,
  lastLoginAt: users.lastLoginAt,
  accountVersion: users.version,
  accountTenantId: users.tenantId,
  tenantId: profiles.tenantId,
  profileId: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  language: profiles.language,
  timeZone: profiles.timeZone,
  companyId: profiles.companyId,
  advisorProfileId: profiles.advisorProfileId,
  consultantProfileId: profiles.consultantProfileId,
  journalAvailable: profiles.journalAvailable,
  smartSurveyAvailable: profiles.smartSurveyAvailable,
  swapAvailable: profiles.swapAvailable,
  surveyAvailable: profiles.surveyAvailable,
  pictureThumb: profiles.pictureThumb,
  version: profiles.version,
};

/** `select <columns> from users inner join profiles`: the start of a query over people, to join and filter on. */
export function selectPeople<T extends SelectedFields>(tx: Db, columns: T) {
  return tx.select(columns).from(users).innerJoin(profiles, eq(profiles.userId, users.id));
}

const advisor = alias(profiles, 'advisor');
const consultant = alias(profiles, 'consultant');

/**
 * The person's advisor (alias `advisor`) and consultant (alias `consultant`), to left-join on `selectPeople`:
 * `.leftJoin(advisorJoin.table, advisorJoin.on)`, then read `advisorJoin.firstName`.
 */
export const advisorJoin = {
  table: advisor,
  on: and(eq(advisor.id, profiles.advisorProfileId), eq(advisor.tenantId, profiles.tenantId)),
  firstName: advisor.firstName,
  lastName: advisor.lastName,
};
export const consultantJoin = {
  table: consultant,
  on: and(eq(consultant.id, profiles.consultantProfileId), eq(consultant.tenantId, profiles.tenantId)),
  firstName: consultant.firstName,
  lastName: consultant.lastName,
};
