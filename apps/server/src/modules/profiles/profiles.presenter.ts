import type { Language, Profile, ProfilePreview, RoleId } from '@stride/contracts';
import { thumbnailDataUrl } from '../../platform/images/picture.js';
import type { PreviewRow } from './previews/previews.service.js';
import type { profiles, users } from './profiles.table.js';

export type ProfileRow = typeof profiles.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export interface PersonRow {
  profile: ProfileRow;
  user: UserRow;
}

/** The one shape of a profile on the wire (HTTP and realtime). */
export function presentProfile({ profile, user }: PersonRow): Profile {
  return {
    id: profile.id,
    userId: user.id,
    uuid: user.uuid,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: user.email,
    language: profile.language as Language,
    timeZone: profile.timeZone,
    roleId: user.roleId as RoleId,
    companyId: profile.companyId,
    advisorProfileId: profile.advisorProfileId,
    consultantProfileId: profile.consultantProfileId,
    thumbnailUrl: thumbnailDataUrl(profile.pictureThumb),
    isActive: user.isActive,
    emailConfirmed: user.emailConfirmedAt !== null,
    pendingEmail: user.pendingEmail,
    version: profile.version,
  };
}

/** What the audit log keeps of a profile: no thumbnail bytes. */
export function auditedProfile(profile: ProfileRow) {
  const { pictureThumb: _thumb, ...rest } = profile;
  return rest;
}

export const presentPreview = (r: PreviewRow): ProfilePreview => ({
  profileId: r.profileId,
  uuid: r.uuid,
  userId: r.userId,
  fullName: `${r.firstName} ${r.lastName}`.trim(),
  thumbnailUrl: thumbnailDataUrl(r.pictureThumb),
  roleId: r.roleId,
  email: r.email,
});
