import { and, eq, sql } from 'drizzle-orm';
import type { FeatureFlagsBody, Language, RoleId } from '@stride/contracts';
import { recordAudit } from '../../../platform/audit/audit.js';
import type { Db } from '../../../platform/db/client.js';
import type { RequestContext } from '../../../platform/http/context.js';
import { updateVersioned } from '../../../platform/http/etag.js';
import type { PersonRow } from '../profiles.presenter.js';
import { profiles, users } from '../profiles.table.js';
import { checkStaffEmailChange } from '../sign-in/sign-in-email.service.js';
import { assertEmailFree, rethrowUniqueViolation } from '../sign-in/email-in-use.js';
import { auditedPerson, presentStaffUser } from './staff.presenter.js';

/**
 * Staff accounts (team and company staff): created without a password (the new-user mail carries a
 * one-time link to set it), edited with the profile's version as precondition.
 */
export interface StaffInput {
  firstName: string;
  lastName: string;
  email: string;
  language: Language;
  roleId: RoleId;
  companyId: number | null;
}

export async function createStaffUser(tx: Db, ctx: RequestContext, input: StaffInput): Promise<PersonRow> {
  await assertEmailFree(tx, ctx.tenantId, input.email);
  const [user] = await tx
    .insert(users)
    .values({ tenantId: ctx.tenantId, email: input.email, roleId: input.roleId })
    .returning()
    .catch(rethrowUniqueViolation);
  const [profile] = await tx
    .insert(profiles)
    .values({
      tenantId: ctx.tenantId,
      userId: user!.id,
      firstName: input.firstName,
      lastName: input.lastName,
      language: input.language,
      companyId: input.companyId,
    })
    .returning();
  const person = { user: user!, profile: profile! };
  await recordAudit(tx, ctx, {
    operation: 'CREATE',
    entityType: 'user',
    entityId: user!.id,
    after: auditedPerson(person),
  });
  return person;
}

export interface StaffChanges {
  firstName: string;
  lastName: string;
  email: string;
  language: Language;
  roleId?: RoleId;
}

/** Saves name, language (profile, versioned) and e-mail, role (account) in one transaction. */
export async function updateStaffUser(
  tx: Db,
  ctx: RequestContext,
  before: PersonRow,
  expectedVersion: number,
  changes: StaffChanges,
): Promise<PersonRow> {
  await checkStaffEmailChange(tx, ctx, before.user.id, changes.email);
  const profile = await updateVersioned(
    tx,
    {
      table: profiles,
      id: before.profile.id,
      tenantId: ctx.tenantId,
      expectedVersion,
      entity: 'User',
      present: (row) => presentStaffUser({ profile: row, user: before.user }),
    },
    { firstName: changes.firstName, lastName: changes.lastName, language: changes.language },
  );
  let user = before.user;
  const roleId = changes.roleId ?? (before.user.roleId as RoleId);
  if (changes.email !== before.user.email || roleId !== before.user.roleId) {
    const [updated] = await tx
      .update(users)
      .set({ email: changes.email, roleId, version: sql`${users.version} + 1`, updatedAt: new Date() })
      .where(and(eq(users.id, before.user.id), eq(users.tenantId, ctx.tenantId)))
      .returning()
      .catch(rethrowUniqueViolation);
    user = updated!;
  }
  const after = { profile, user };
  await recordAudit(tx, ctx, {
    operation: 'UPDATE',
    entityType: 'user',
    entityId: user.id,
    before: auditedPerson(before),
    after: auditedPerson(after),
  });
  return after;
}

/** A person's feature flags (the ones sent), with the profile's version as precondition. */
export async function setPersonFlags(
  tx: Db,
  ctx: RequestContext,
  before: PersonRow,
  expectedVersion: number,
  flags: FeatureFlagsBody,
): Promise<PersonRow> {
  const profile = await updateVersioned(
    tx,
    {
      table: profiles,
      id: before.profile.id,
      tenantId: ctx.tenantId,
      expectedVersion,
      entity: 'User',
      present: (row) => presentStaffUser({ profile: row, user: before.user }),
    },
    Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined)),
  );
  const after = { profile, user: before.user };
  await recordAudit(tx, ctx, {
    operation: 'UPDATE_FLAGS',
    entityType: 'user',
    entityId: before.user.id,
    before: auditedPerson(before),
    after: auditedPerson(after),
  });
  return after;
}
