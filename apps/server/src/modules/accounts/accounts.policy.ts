import type { AccountResource, RoleId } from '@stride/contracts';
import type { PersonRow } from '../profiles/index.js';

/** What the account rules (packages/contracts, accountPolicy) look at of a person. */
export const accountResource = ({ user, profile }: PersonRow): AccountResource => ({
  profileId: profile.id,
  userId: user.id,
  roleId: user.roleId as RoleId,
  companyId: profile.companyId,
  consultantProfileId: profile.consultantProfileId,
  isActive: user.isActive,
});
