import { recordAudit } from '../../../platform/audit/audit.js';
import type { Db } from '../../../platform/db/client.js';
import type { RequestContext } from '../../../platform/http/context.js';
import { updateVersioned } from '../../../platform/http/etag.js';
import { presentProfile, type PersonRow } from '../profiles.presenter.js';
import { authorizedPerson } from '../profiles.service.js';
import { profiles } from '../profiles.table.js';

/** The profile whose picture the actor may change (the person, or an admin); 404 or 403 otherwise. */
export const editablePerson = (tx: Db, ctx: RequestContext, profileId: number): Promise<PersonRow> =>
  authorizedPerson(tx, ctx, profileId, 'person.update');

/** Points the profile at a stored picture, with the profile's version as precondition. */
export async function setProfilePicture(
  tx: Db,
  ctx: RequestContext,
  profileId: number,
  expectedVersion: number,
  picture: { key: string; thumbBase64: string },
): Promise<{ person: PersonRow; previousKey: string | null }> {
  const before = await editablePerson(tx, ctx, profileId);
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
    { pictureKey: picture.key, pictureThumb: picture.thumbBase64 },
  );
  await recordAudit(tx, ctx, {
    operation: 'UPDATE_PICTURE',
    entityType: 'profile',
    entityId: profileId,
    before: { pictureKey: before.profile.pictureKey, version: before.profile.version },
    after: { pictureKey: profile.pictureKey, version: profile.version },
  });
  return { person: { profile, user: before.user }, previousKey: before.profile.pictureKey };
}
