import { mayActAsRole } from '../auth/auth.js';
import { definePolicy, isAdmin, isParticipant, type PolicyActor } from '../policy.js';
import { PLATFORM_ROLES, Role, type RoleId } from '../roles.js';

/** What the person rules look at: a profile with its account's role, company, coach and state. */
export interface PersonResource {
  profileId: number;
  userId: number;
  roleId: RoleId;
  /** The person's company; null for the platform team and direct-to-consumer participants. */
  companyId: number | null;
  /** A participant's consultant (their coach on the platform team). */
  consultantProfileId: number | null;
  /** An inactive account is not signed in as. */
  isActive: boolean;
}

const isSelf = (actor: PolicyActor, p: PersonResource) => p.profileId === actor.profileId;
const sameCompany = (actor: PolicyActor, p: PersonResource) =>
  actor.companyId !== null && p.companyId === actor.companyId;

/**
 * People (docs/decisions.md, "People visibility", "Surrogate login"). Who sees whom: admins the whole
 * tenant; a consultant the platform team and the direct-to-consumer participants they coach; practice
 * staff their own company; a participant themself and their own advisor or consultant; everyone
 * themself. Edit a profile's own fields: the person, or an admin. (Re)send the new-user e-mail (a staff
 * tool, never a participant's: docs/decisions.md "A participant's view"): staff to themselves, admins to anyone, a consultant to the participants they coach, a company admin to the people
 * of their company. Act as ("Sign in as"): by the surrogate table (auth.ts), never oneself, an inactive
 * account or from a surrogate session; a company admin within their own company only.
 */
export const personPolicy = definePolicy<PersonResource, 'update' | 'sendNewUserEmail' | 'actAs'>({
  view: (actor, p) => {
    if (isSelf(actor, p)) return true;
    switch (actor.role) {
      case Role.Owner:
      case Role.Admin:
        return true;
      case Role.Consultant:
        return PLATFORM_ROLES.includes(p.roleId) || p.consultantProfileId === actor.profileId;
      case Role.CompanyAdmin:
      case Role.Advisor:
      case Role.TeamMember:
        return sameCompany(actor, p);
      case Role.Participant:
        return p.profileId === actor.advisorProfileId || p.profileId === actor.consultantProfileId;
    }
  },
  update: (actor, p) => isSelf(actor, p) || isAdmin(actor),
  sendNewUserEmail: (actor, p) => {
    if (isParticipant(actor)) return false;
    if (isSelf(actor, p) || isAdmin(actor)) return true;
    if (actor.role === Role.Consultant) return p.consultantProfileId === actor.profileId;
    if (actor.role === Role.CompanyAdmin) return sameCompany(actor, p);
    return false;
  },
  actAs: (actor, p) => {
    if (actor.surrogate || p.userId === actor.userId || !p.isActive) return false;
    if (!mayActAsRole(actor.role, p.roleId)) return false;
    return actor.role !== Role.CompanyAdmin || sameCompany(actor, p);
  },
});

/** Whose record of surrogate logins is read: a person's, by profile id. */
export interface SurrogateRecordResource {
  profileId: number;
}

/**
 * The record of staff who signed in as a person (GET /profiles/{id}/surrogate-sessions, docs/decisions.md
 * "Surrogate login"): the person themself and admins; for anyone else it does not exist (404).
 */
export const surrogateRecordPolicy = definePolicy<SurrogateRecordResource, never>({
  view: (actor, r) => r.profileId === actor.profileId || isAdmin(actor),
});

/**
 * A participant whose profile has no time zone takes their browser's, on their own visit: their timed
 * messages then come at their local hour. Staff set theirs in their profile.
 */
export const takesBrowserTimeZone = (actor: Pick<PolicyActor, 'role'>) => isParticipant(actor);
