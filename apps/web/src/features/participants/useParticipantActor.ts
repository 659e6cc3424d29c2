import { ADMIN_ROLES, PRACTICE_ROLES, Role, type RoleId } from '@stride/contracts';
import { useSession } from '../../app/auth/session';
import { useCurrentProfile } from '../../app/profile/currentProfile';

export interface ParticipantActor {
  role: RoleId;
  userId: number;
  profileId: number;
  /** The actor's own company (practice staff), null for the platform team. */
  companyId: number | null;
  isAdmin: boolean;
  isPracticeStaff: boolean;
  isConsultant: boolean;
  /** In a surrogate session nobody starts another. */
  surrogate: boolean;
}

/** The signed-in user as the participant rules (docs/decisions.md, "People") see them; null when signed out. */
export function useParticipantActor(): ParticipantActor | null {
  const claims = useSession()?.claims;
  const profile = useCurrentProfile().data;
  if (!claims) return null;
  return {
    role: claims.role_id,
    userId: claims.user_id,
    profileId: claims.profile_id,
    companyId: profile?.companyId ?? null,
    isAdmin: ADMIN_ROLES.includes(claims.role_id),
    isPracticeStaff: PRACTICE_ROLES.includes(claims.role_id),
    isConsultant: claims.role_id === Role.Consultant,
    surrogate: claims.surrogate_login,
  };
}
