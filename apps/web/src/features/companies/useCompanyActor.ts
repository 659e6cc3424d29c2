import { ADMIN_ROLES, PRACTICE_ROLES, Role, type RoleId } from '@stride/contracts';
import { useSession } from '../../app/auth/session';
import { useCurrentProfile } from '../../app/profile/currentProfile';

export interface CompanyActor {
  role: RoleId;
  userId: number;
  /** The actor's own company (practice staff), null for the platform team. */
  companyId: number | null;
  isAdmin: boolean;
  /** The actor's profile (and so their company) is loaded: the rules below can be trusted. */
  ready: boolean;
}

/** The signed-in user as the company rules (docs/decisions.md, "Organisation") see them; null when signed out. */
export function useCompanyActor(): CompanyActor | null {
  const claims = useSession()?.claims;
  const { data: profile, isPending } = useCurrentProfile();
  if (!claims) return null;
  return {
    role: claims.role_id,
    userId: claims.user_id,
    companyId: profile?.companyId ?? null,
    isAdmin: ADMIN_ROLES.includes(claims.role_id),
    ready: !isPending,
  };
}

const ownCompanyAdmin = (actor: CompanyActor, companyId: number) =>
  actor.role === Role.CompanyAdmin && actor.companyId === companyId;

/** Admins add and delete companies and set their features. */
export const mayManageCompanies = (actor: CompanyActor | null) => Boolean(actor?.isAdmin);

/** Name, picture and staff: admins and the company's own company admin. */
export const mayEditCompany = (actor: CompanyActor | null, companyId: number) =>
  Boolean(actor && (actor.isAdmin || ownCompanyAdmin(actor, companyId)));

/** The staff list: admins and the company's own staff (a consultant does not see practice staff). */
export const mayReadStaff = (actor: CompanyActor | null, companyId: number) =>
  Boolean(actor && (actor.isAdmin || (PRACTICE_ROLES.includes(actor.role) && actor.companyId === companyId)));

/** Programs: the company's own company admin only. */
export const mayWritePrograms = (actor: CompanyActor | null, companyId: number) =>
  Boolean(actor && ownCompanyAdmin(actor, companyId));
