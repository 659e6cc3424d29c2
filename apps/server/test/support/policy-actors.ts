import { type Decision, type PolicyActor, Role, type RoleId } from '@stride/contracts';

/** Every role, 1 to 7. */
export const ROLES: RoleId[] = [1, 2, 3, 4, 5, 6, 7];
/** The company of practice staff and practice participants in these tables; the other company is 2. */
export const OWN_COMPANY = 1;
export const OTHER_COMPANY = 2;

/** An actor of this role: practice staff and participants of company 1, the platform team of none. */
export function actorOf(role: RoleId, overrides: Partial<PolicyActor> = {}): PolicyActor {
  return {
    userId: 100 + role,
    profileId: 200 + role,
    role,
    companyId: role >= Role.CompanyAdmin ? OWN_COMPANY : null,
    advisorProfileId: null,
    consultantProfileId: null,
    surrogate: false,
    ...overrides,
  };
}

const DECISIONS: Record<string, Decision> = { A: 'allow', H: 'hidden', F: 'forbidden' };

/** `'AAAFFFH'`: the decisions of roles 1 to 7, A allow, H hidden, F forbidden. */
export function byRole(row: string): Decision[] {
  if (row.length !== ROLES.length) throw new Error(`Seven decisions expected: ${row}`);
  return [...row].map((c) => DECISIONS[c]!);
}
