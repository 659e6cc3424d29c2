import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ProfilePreview } from '@stride/contracts';
import type { Db } from '../../../platform/db/client.js';
import type { RequestContext } from '../../../platform/http/context.js';
import { unauthorized } from '../../../platform/http/errors.js';
import { anyId } from '../../../platform/db/arrays.js';
import { profiles, users } from '../profiles.table.js';
import { visiblePeopleWhere } from '../people/visibility.js';
import { presentPreview } from '../profiles.presenter.js';

/** What a preview is made of (profiles joined with users); presentPreview shapes it. */
export const previewColumns = {
  profileId: profiles.id,
  uuid: users.uuid,
  userId: users.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  pictureThumb: profiles.pictureThumb,
  roleId: users.roleId,
  email: users.email,
};

export type PreviewRow = {
  profileId: number;
  uuid: string;
  userId: number;
  firstName: string;
  lastName: string;
  pictureThumb: string | null;
  roleId: number;
  email: string;
};

/** Previews of the profiles matching `which` that the actor may see (ONE query); others are absent. */
async function previewsWhere(tx: Db, ctx: RequestContext, which: SQL, visibleOnly: boolean): Promise<ProfilePreview[]> {
  if (!ctx.actor) throw unauthorized();
  const visible = visibleOnly ? visiblePeopleWhere(ctx.actor) : undefined;
  const rows = await tx
    .select(previewColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.tenantId, ctx.tenantId), which, visible))
    .orderBy(profiles.id);
  return rows.map(presentPreview);
}

/**
 * Preview rows (with the uuid) of the tenant's people matching `which` (a condition on profiles joined
 * with users: the caller's rule, e.g. chat's partners), among these profile ids when given, by name.
 */
export const previewRowsWhere = (tx: Db, tenantId: string, which: SQL, ids?: number[]) =>
  tx
    .select(previewColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.tenantId, tenantId), which, ids ? anyId(profiles.id, ids) : undefined))
    .orderBy(asc(profiles.lastName), asc(profiles.firstName), asc(profiles.id));

/** GET /profiles/preview: the people the actor may see among these profile ids. */
export const previewsByProfileIds = (tx: Db, ctx: RequestContext, ids: number[]) =>
  previewsWhere(tx, ctx, anyId(profiles.id, ids), true);

/** GET /profiles/preview/uuid: the same by user uuid. */
export const previewsByUuids = (tx: Db, ctx: RequestContext, uuids: string[]) =>
  previewsWhere(tx, ctx, sql`${users.uuid} = any(${`{${uuids.join(',')}}`}::uuid[])`, true);

/**
 * Previews of people the caller already knows the actor may see (fellow members of a channel),
 * without the visibility condition: a chat's members are each other's partners by construction.
 */
export async function previewsOfMembers(tx: Db, ctx: RequestContext, ids: number[]): Promise<ProfilePreview[]> {
  if (ids.length === 0) return [];
  return previewsWhere(tx, ctx, anyId(profiles.id, ids), false);
}
