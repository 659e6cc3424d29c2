import { ADMIN_ROLES, PLATFORM_ROLES, PRACTICE_ROLES, Role, STAFF_ROLES, type RoleId } from './roles.js';

/**
 * The signed-in person as every policy sees them, on the server (loaded once per request) and in the
 * portal (from the session and the current profile): role, company and coaches.
 */
export interface PolicyActor {
  userId: number;
  profileId: number;
  role: RoleId;
  /** Practice staff's and practice participants' company; null for the platform team and direct-to-consumer. */
  companyId: number | null;
  /** A participant's advisor and consultant (their coaches). */
  advisorProfileId: number | null;
  consultantProfileId: number | null;
  /** A surrogate session ("Sign in as"): nobody starts another from it. */
  surrogate: boolean;
}

export type Rule<R> = (actor: PolicyActor, resource: R) => boolean;

/**
 * One domain's rules (docs/architecture.md, "Policies"). `view` decides whether the resource exists for
 * the actor: where it is false every action answers 404; where it is true and the action's rule is false,
 * 403. Actions on no resource yet (create) are called with the resource `undefined` and skip `view`.
 */
export type Policy<R, A extends string> = { view: Rule<R> } & { [K in A]: Rule<R> };

export function definePolicy<R, A extends string>(rules: Policy<R, A>): Policy<R, A> {
  return rules;
}

export type Decision = 'allow' | 'hidden' | 'forbidden';

/** The answer of one rule of a policy for an actor and a resource. */
export function decidePolicy<R, A extends string>(
  policy: Policy<R, A>,
  actor: PolicyActor,
  action: A | 'view',
  resource: R,
): Decision {
  if (resource !== undefined && !policy.view(actor, resource)) return 'hidden';
  if (action === 'view') return 'allow';
  return (policy as Record<string, Rule<R>>)[action]!(actor, resource) ? 'allow' : 'forbidden';
}

export const isAdmin = (actor: Pick<PolicyActor, 'role'>) => ADMIN_ROLES.includes(actor.role);
export const isPlatform = (actor: Pick<PolicyActor, 'role'>) => PLATFORM_ROLES.includes(actor.role);
export const isPracticeStaff = (actor: Pick<PolicyActor, 'role'>) => PRACTICE_ROLES.includes(actor.role);
export const isStaff = (actor: Pick<PolicyActor, 'role'>) => STAFF_ROLES.includes(actor.role);
export const isParticipant = (actor: Pick<PolicyActor, 'role'>) => actor.role === Role.Participant;
/** Practice staff of this company (roles 4, 5, 6). */
export const isStaffOf = (actor: PolicyActor, companyId: number | null) =>
  isPracticeStaff(actor) && companyId !== null && actor.companyId === companyId;
/** The company admin of this company. */
export const isCompanyAdminOf = (actor: PolicyActor, companyId: number | null) =>
  actor.role === Role.CompanyAdmin && companyId !== null && actor.companyId === companyId;
