import { isPlatform, isPracticeStaff, type PolicyActor } from '../policy.js';

/**
 * The company whose received shares the actor reads and copies (docs/decisions.md, "One sharing"): practice
 * staff's own; none for the platform team (their library is the platform's, shared with every company) nor
 * for participants.
 */
export const receivingCompanyOf = (actor: PolicyActor): number | null =>
  isPracticeStaff(actor) && actor.companyId !== null ? actor.companyId : null;

/** Sharing with one's own company is a practice's move: the platform team is a member of none. */
export const memberOfNoPractice = (actor: PolicyActor): boolean => isPlatform(actor);
