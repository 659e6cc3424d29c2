import type { PersonResource } from '@stride/contracts';
import type { PersonRow } from './profiles.presenter.js';

/** What the person policy (packages/contracts/src/policies/person.policy.ts) decides on, from a stored person. */
export const personResource = ({ profile, user }: PersonRow): PersonResource => ({
  profileId: profile.id,
  userId: user.id,
  roleId: user.roleId as PersonResource['roleId'],
  companyId: profile.companyId,
  consultantProfileId: profile.consultantProfileId,
  isActive: user.isActive,
});
