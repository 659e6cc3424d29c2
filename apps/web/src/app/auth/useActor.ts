import type { PolicyActor } from '@stride/contracts';
import { useCurrentProfile } from '../profile/currentProfile';
import { useSession } from './session';

/**
 * The signed-in user as the shared policies see them (packages/contracts/src/policies), for `can()`:
 * null while signed out or until their profile (and so their company) is loaded.
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
    // The profile's representation (endpoints.profiles.get) does not carry a participant's coaches; no
    // can() of the portal reads them (the server's actor has them, loaded by route()).
    advisorProfileId: null,
    consultantProfileId: null,
    surrogate: claims.surrogate_login,
  };
}
