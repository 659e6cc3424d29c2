import {
  type CreateTeamUserBody,
  type PageQuery,
  PLATFORM_ROLES,
  Role,
  type RoleId,
  type TeamUserListQuery,
  type UpdateTeamUserBody,
} from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { RequestContext } from '../../platform/http/context.js';
import { notFound } from '../../platform/http/errors.js';
import { findPersonByUserId, listPeople, type PersonRow, createStaffUser, updateStaffUser } from '../profiles/index.js';

export function listTeam(tx: Db, ctx: RequestContext, q: TeamUserListQuery) {
  return listPeople(
    tx,
    ctx.tenantId,
    { roles: q.role ? [q.role] : PLATFORM_ROLES, search: q.search, active: q.active },
    q,
    { sort: q.sort, order: q.order },
  );
}

/** What the team policy decides on. */
const asMember = (person: PersonRow) => ({ userId: person.user.id, roleId: person.user.roleId as RoleId });

/** A member of the platform team by user id; 404 for anyone else. */
export async function getTeamUser(tx: Db, ctx: RequestContext, userId: number): Promise<PersonRow> {
  const person = await findPersonByUserId(tx, ctx.tenantId, userId);
  if (!person) throw notFound('User');
  authorize(ctx.actor!, 'teamMember.view', asMember(person));
  return person;
}

export async function createTeamUser(tx: Db, ctx: RequestContext, body: CreateTeamUserBody) {
  authorize(ctx.actor!, 'teamMember.create', { userId: 0, roleId: body.roleId }, 'Only the owner can add admins.');
  return createStaffUser(tx, ctx, { ...body, companyId: null });
}

export async function updateTeamUser(
  tx: Db,
  ctx: RequestContext,
  userId: number,
  expectedVersion: number,
  body: UpdateTeamUserBody,
) {
  const before = await getTeamUser(tx, ctx, userId);
  authorize(ctx.actor!, 'teamMember.update', asMember(before));
  if (body.roleId !== undefined && body.roleId !== before.user.roleId) {
    authorize(ctx.actor!, 'teamMember.changeRole', asMember(before), 'Only the owner can change roles.');
  }
  return updateStaffUser(tx, ctx, before, expectedVersion, body);
}

/** The direct-to-consumer participants a team member coaches. */
export async function listCoachedParticipants(
  tx: Db,
  ctx: RequestContext,
  userId: number,
  q: PageQuery & { search?: string; active?: boolean },
) {
  const coach = await getTeamUser(tx, ctx, userId);
  authorize(ctx.actor!, 'teamMember.readParticipants', asMember(coach));
  return listPeople(
    tx,
    ctx.tenantId,
    { roles: [Role.Participant], consultantProfileId: coach.profile.id, search: q.search, active: q.active },
    q,
  );
}
