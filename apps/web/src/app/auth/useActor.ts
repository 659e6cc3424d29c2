import type { PolicyActor } from '@stride/contracts';
import { useCurrentProfile } from '../profile/currentProfile';
import { useSession } from './session';

/**
 * The signed-in user as the shared policies see them (packages/contracts/src/policies), for `can()` and the
 * policy files' named rules: the same facts as the server's actor (role, company, coaches), null while
 * signed out or until their profile is loaded.
 */
export function useActor(): PolicyActor | null {
  const claims = useSession()?.claims;
  const { data: profile } = useCurrentProfile();
  if (!claims || !profile) return null;
  return {
    userId: claims.user_id,
    profileId: claims.profile_id,
    role: claims.role_id,
    companyId: profile.companyId,
    // A participant's coaches, as the server's actor has them: the same rules decide the same on both sides.
    advisorProfileId: profile.advisorProfileId,
    consultantProfileId: profile.consultantProfileId,
    surrogate: claims.surrogate_login,
  };
}
