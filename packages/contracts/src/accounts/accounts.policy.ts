import { definePolicy, type PolicyActor } from '../policy.js';
import { Role, type RoleId } from '../roles.js';
import { personPolicy, type PersonResource } from '../profiles/profiles.policy.js';

/** An account is its person's: the person rules decide who sees it. */
export type AccountResource = PersonResource;

/** Whose account each role may manage: never one of their rank or above. */
const MAY_MANAGE: Partial<Record<RoleId, readonly RoleId[]>> = {
  [Role.Owner]: [Role.Admin, Role.Consultant, Role.CompanyAdmin, Role.Advisor, Role.TeamMember, Role.Participant],
  [Role.Admin]: [Role.Consultant, Role.CompanyAdmin, Role.Advisor, Role.TeamMember, Role.Participant],
  [Role.CompanyAdmin]: [Role.Advisor, Role.TeamMember, Role.Participant],
  [Role.Consultant]: [Role.Participant],
};

/** Whether the actor may activate, inactivate or delete the account. */
function mayManage(actor: PolicyActor, a: AccountResource): boolean {
  if (a.userId === actor.userId) return false;
  if (!(MAY_MANAGE[actor.role] ?? []).includes(a.roleId)) return false;
  switch (actor.role) {
    case Role.CompanyAdmin:
      return actor.companyId !== null && a.companyId === actor.companyId;
    case Role.Consultant:
      return a.companyId === null && a.consultantProfileId === actor.profileId;
    default:
      return true;
  }
}

/**
 * Accounts (docs/decisions.md, "People"): seen by whoever sees the person (personPolicy.view). Activated,
 * inactivated and deleted (manage): never one's own, never one of one's rank or above. Owner: everyone
 * else; admin: consultants, practice staff and participants; company admin: advisors, team members and
 * participants of their company; consultant: the direct-to-consumer participants they coach.
 */
export const accountPolicy = definePolicy<AccountResource, 'manage' | 'export'>({
  view: (actor, a) => personPolicy.view(actor, a),
  manage: (actor, a) => mayManage(actor, a),
  // Whoever may delete a participant's account may hand them their record first (docs/decisions.md,
  // "Accounts: one participant's export").
  export: (actor, a) => a.roleId === Role.Participant && mayManage(actor, a),
});

/** Two-step sign-in (TOTP) is offered to staff, whose sign-in opens other people's records. */
export const hasTwoStepSignIn = ({ role }: { role: RoleId }): boolean => role !== Role.Participant;

/** The roles a tenant may require two-step sign-in of (TOTP_REQUIRED_TENANTS): owners, admins, company admins. */
export const twoStepEnforcedFor = ({ role }: { role: RoleId }): boolean =>
  role === Role.Owner || role === Role.Admin || role === Role.CompanyAdmin;
