import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_TIME_ZONE, type RoleId, type UpdateProfileBody } from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { RequestContext } from '../../platform/http/context.js';
import { notFound, unauthorized } from '../../platform/http/errors.js';
import { updateVersioned } from '../../platform/http/etag.js';
import { anyId } from '../../platform/db/arrays.js';
import { personResource } from './profiles.policy.js';
import { auditedProfile, presentProfile, type PersonRow } from './profiles.presenter.js';
import { profiles, users } from './profiles.table.js';
import { visibleParticipantsWhere } from './people/visibility.js';

export async function findPerson(tx: Db, tenantId: string, profileId: number): Promise<PersonRow | undefined> {
  const rows = await tx
    .select({ profile: profiles, user: users })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.id, profileId), eq(profiles.tenantId, tenantId)));
  return rows[0];
}

/** The target, if the actor may see it (the person policy's `view`); 404 otherwise, so ids of others do not leak. */
export async function getVisiblePerson(tx: Db, ctx: RequestContext, profileId: number): Promise<PersonRow> {
  if (!ctx.actor) throw unauthorized();
  const target = await findPerson(tx, ctx.tenantId, profileId);
  if (!target) throw notFound('Profile');
  authorize(ctx.actor, 'person.view', personResource(target));
  return target;
}

/** The target, if the actor may do this to them: 404 when they may not see them, 403 when they may not do it. */
export async function authorizedPerson(
  tx: Db,
  ctx: RequestContext,
  profileId: number,
  action: 'person.update' | 'person.sendNewUserEmail' | 'person.actAs',
  refusal?: string,
): Promise<PersonRow> {
  const target = await getVisiblePerson(tx, ctx, profileId);
  authorize(ctx.actor!, action, personResource(target), refusal);
  return target;
}

export async function updateProfile(
  tx: Db,
  ctx: RequestContext,
  profileId: number,
  expectedVersion: number,
  body: UpdateProfileBody,
) {
  const before = await authorizedPerson(tx, ctx, profileId, 'person.update');
  const profile = await updateVersioned(
    tx,
    {
      table: profiles,
      id: profileId,
      tenantId: ctx.tenantId,
      expectedVersion,
      entity: 'Profile',
      present: (row) => presentProfile({ profile: row, user: before.user }),
    },
    body,
  );
  const after = { profile, user: before.user };
  await recordAudit(tx, ctx, {
    operation: 'UPDATE',
    entityType: 'profile',
    entityId: profileId,
    before: auditedProfile(before.profile),
    after: auditedProfile(profile),
  });
  return presentProfile(after);
}

/**
 * Points a person's profile at their library's main folder (the library's ensureMainFolder). Not a
 * user's edit: the profile's version stays, so an open profile form does not meet a 412.
 */
export async function setMainFolder(tx: Db, ctx: RequestContext, profileId: number, folderId: number) {
  const [before] = await tx
    .select({ mainFolderId: profiles.mainFolderId })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), eq(profiles.tenantId, ctx.tenantId)));
  if (!before || before.mainFolderId === folderId) return;
  await tx
    .update(profiles)
    .set({ mainFolderId: folderId })
    .where(and(eq(profiles.id, profileId), eq(profiles.tenantId, ctx.tenantId)));
  await recordAudit(tx, ctx, {
    operation: 'UPDATE',
    entityType: 'profile',
    entityId: profileId,
    before,
    after: { mainFolderId: folderId },
  });
}

/** "First Last" of a profile, as a column of another module's query (no second round trip). */
export const personNameOf = (profileId: AnyPgColumn) =>
  sql<string>`(select ${profiles.firstName} || ' ' || ${profiles.lastName} from ${profiles} where ${profiles.id} = ${profileId})`;

/** Which of these profile ids are participants the actor may see (visibleParticipantsWhere), in one query. */
export async function visibleParticipantIds(tx: Db, ctx: RequestContext, profileIds: number[]): Promise<Set<number>> {
  const actor = ctx.actor;
  if (!actor) throw unauthorized();
  if (profileIds.length === 0) return new Set();
  const rows = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.tenantId, ctx.tenantId), anyId(profiles.id, profileIds), visibleParticipantsWhere(actor)));
  return new Set(rows.map((r) => r.id));
}

/** What timed messages need of a person: who they are in the chat, whether they are active, their zone. */
export interface MessagingPerson {
  profileId: number;
  userId: number;
  uuid: string;
  roleId: RoleId;
  email: string;
  isActive: boolean;
  /** IANA zone; DEFAULT_TIME_ZONE when they have none. */
  timeZone: string;
  name: string;
}

/** These profiles (of the tenant) as timed messages need them, in one query. */
export async function messagingPeople(
  tx: Db,
  tenantId: string,
  profileIds: number[],
): Promise<Map<number, MessagingPerson>> {
  if (profileIds.length === 0) return new Map();
  const rows = await tx
    .select({
      profileId: profiles.id,
      userId: users.id,
      uuid: users.uuid,
      roleId: users.roleId,
      email: users.email,
      isActive: users.isActive,
      timeZone: profiles.timeZone,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.tenantId, tenantId), anyId(profiles.id, [...new Set(profileIds)])));
  return new Map(
    rows.map((r) => [
      r.profileId,
      {
        profileId: r.profileId,
        userId: r.userId,
        uuid: r.uuid,
        roleId: r.roleId as RoleId,
        email: r.email,
        isActive: r.isActive,
        timeZone: r.timeZone ?? DEFAULT_TIME_ZONE,
        name: `${r.firstName} ${r.lastName}`,
      },
    ]),
  );
}
