import {
  type CreatePracticeUserBody,
  type FeatureFlagsBody,
  type PracticeUserListQuery,
  PRACTICE_ROLES,
  type RoleId,
  type UpdatePracticeUserBody,
} from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import { forbidden, notFound } from '../../platform/http/errors.js';
import {
  findPersonByUserId,
  listPeople,
  type PersonRow,
  createStaffUser,
  setPersonFlags,
  updateStaffUser,
} from '../profiles/index.js';
import { getCompanyFor } from './companies.service.js';

/** Company staff (practice users, roles 4, 5, 6): read by admins and the company's staff, managed by admins and its company admin. */
const companyFor = (tx: Db, ctx: RequestContext, practiceId: number, mode: 'read' | 'write') =>
  getCompanyFor(tx, ctx, practiceId, mode === 'read' ? 'company.readStaff' : 'company.update');

export async function listCompanyUsers(tx: Db, ctx: RequestContext, practiceId: number, q: PracticeUserListQuery) {
  await companyFor(tx, ctx, practiceId, 'read');
  return listPeople(
    tx,
    ctx.tenantId,
    { roles: q.role ? [q.role] : PRACTICE_ROLES, companyId: practiceId, search: q.search, active: q.active },
    q,
  );
}

export async function getCompanyUser(
  tx: Db,
  ctx: RequestContext,
  practiceId: number,
  userId: number,
  mode: 'read' | 'write' = 'read',
): Promise<PersonRow> {
  await companyFor(tx, ctx, practiceId, mode);
  const person = await findPersonByUserId(tx, ctx.tenantId, userId);
  if (!person || person.profile.companyId !== practiceId || !PRACTICE_ROLES.includes(person.user.roleId as RoleId)) {
    throw notFound('User');
  }
  return person;
}

export async function createCompanyUser(tx: Db, ctx: RequestContext, practiceId: number, body: CreatePracticeUserBody) {
  await companyFor(tx, ctx, practiceId, 'write');
  return createStaffUser(tx, ctx, { ...body, companyId: practiceId });
}

export async function updateCompanyUser(
  tx: Db,
  ctx: RequestContext,
  practiceId: number,
  userId: number,
  expectedVersion: number,
  body: UpdatePracticeUserBody,
) {
  const before = await getCompanyUser(tx, ctx, practiceId, userId, 'write');
  if (before.user.id === ctx.actor!.userId && body.roleId !== before.user.roleId) {
    throw forbidden('You cannot change your own role.');
  }
  return updateStaffUser(tx, ctx, before, expectedVersion, body);
}

export async function setCompanyUserFlags(
  tx: Db,
  ctx: RequestContext,
  practiceId: number,
  userId: number,
  expectedVersion: number,
  flags: FeatureFlagsBody,
) {
  const before = await getCompanyUser(tx, ctx, practiceId, userId, 'write');
  return setPersonFlags(tx, ctx, before, expectedVersion, flags);
}
