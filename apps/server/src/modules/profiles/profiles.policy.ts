import { decide, type PersonResource } from '@stride/contracts';
import type { Actor } from '../../platform/http/context.js';
import type { PersonRow, ProfileRow } from './profiles.presenter.js';

/** What the person policy (packages/contracts/src/policies/person.policy.ts) decides on, from a stored person. */
export const personResource = ({ profile, user }: PersonRow): PersonResource => ({
  profileId: profile.id,
  userId: user.id,
  roleId: user.roleId as PersonResource['roleId'],
  companyId: profile.companyId,
  consultantProfileId: profile.consultantProfileId,
  isActive: user.isActive,
});

/**
 * @deprecated Use `authorize(actor, 'person.view', personResource(target))`; kept for modules not yet
 * converted (the actor's own profile is no longer needed: the loaded actor has its company and coaches).
 */
export function canViewPerson(actor: Actor, _actorProfile: ProfileRow, target: PersonRow): boolean {
  return decide(actor, 'person.view', personResource(target)) === 'allow';
}
