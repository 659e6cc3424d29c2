import { type Language, type RoleId, roleNames, type StaffUser } from '@stride/contracts';
import { thumbnailDataUrl } from '../../../platform/images/picture.js';
import { auditedProfile, type PersonRow } from '../profiles.presenter.js';

/** The one shape of a staff account (team and company staff pages). */
export function presentStaffUser({ profile, user }: PersonRow): StaffUser {
  return {
    id: user.id,
    profileId: profile.id,
    uuid: user.uuid,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: user.email,
    emailConfirmed: user.emailConfirmedAt !== null,
    language: profile.language as Language,
    roleId: user.roleId as RoleId,
    roleName: roleNames[user.roleId as RoleId],
    companyId: profile.companyId,
    isActive: user.isActive,
    journalAvailable: profile.journalAvailable,
    smartSurveyAvailable: profile.smartSurveyAvailable,
    swapAvailable: profile.swapAvailable,
    surveyAvailable: profile.surveyAvailable,
    thumbnailUrl: thumbnailDataUrl(profile.pictureThumb),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    version: profile.version,
  };
}

/** What the audit log keeps of a person: no thumbnail bytes. */
export function auditedPerson({ profile, user }: PersonRow) {
  return { ...auditedProfile(profile), email: user.email, roleId: user.roleId, isActive: user.isActive };
}
