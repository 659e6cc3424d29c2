import { ADMIN_ROLES, mayActAsRole, type RoleId, type StaffUser } from '@stride/contracts';
import { useSession } from '../../app/auth/session';

export interface TeamActor {
  role: RoleId;
  userId: number;
  /** Admins add team users (only the owner adds admins). */
  mayAdd: boolean;
  /** In a surrogate session nobody starts another. */
  surrogate: boolean;
}

/** The signed-in user as the team's rules (contracts: team.ts, auth.ts) see them; null when signed out. */
export function useTeamActor(): TeamActor | null {
  const claims = useSession()?.claims;
  if (!claims) return null;
  return {
    role: claims.role_id,
    userId: claims.user_id,
    mayAdd: ADMIN_ROLES.includes(claims.role_id),
    surrogate: claims.surrogate_login,
  };
}

/** "Sign in as" is offered where the server would allow it: by role, not oneself, an active account, not nested. */
export function mayActAs(actor: TeamActor, member: StaffUser): boolean {
  return !actor.surrogate && member.id !== actor.userId && member.isActive && mayActAsRole(actor.role, member.roleId);
}
