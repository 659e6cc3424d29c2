import { and, eq } from 'drizzle-orm';
import type { UpdateProfileBody } from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import { forbidden, notFound, unauthorized } from '../../platform/http/errors.js';
import { updateVersioned } from '../../platform/http/etag.js';
import { canEditPerson, canViewPerson } from './profiles.policy.js';
import { auditedProfile, presentProfile, type PersonRow } from './profiles.presenter.js';
import { profiles, users } from './profiles.table.js';

export async function findPerson(tx: Db, tenantId: string, profileId: number): Promise<PersonRow | undefined> {
  const rows = await tx
    .select({ profile: profiles, user: users })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.id, profileId), eq(profiles.tenantId, tenantId)));
  return rows[0];
}

/** The target, if the actor may see it; 404 otherwise, so ids of others do not leak. */
export async function getVisiblePerson(tx: Db, ctx: RequestContext, profileId: number): Promise<PersonRow> {
  const actor = ctx.actor;
  if (!actor) throw unauthorized();
  const target = await findPerson(tx, ctx.tenantId, profileId);
  if (!target) throw notFound('Profile');
  if (target.profile.id === actor.profileId) return target;
  const self = await findPerson(tx, ctx.tenantId, actor.profileId);
  if (!self || !canViewPerson(actor, self.profile, target)) throw notFound('Profile');
  return target;
}

export async function updateProfile(
  tx: Db,
  ctx: RequestContext,
  profileId: number,
  expectedVersion: number,
  body: UpdateProfileBody,
) {
  const before = await getVisiblePerson(tx, ctx, profileId);
  if (!ctx.actor || !canEditPerson(ctx.actor, before)) throw forbidden();
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
