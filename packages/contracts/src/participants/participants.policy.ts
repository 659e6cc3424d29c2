import { mayActAsRole } from '../auth/auth.js';
import {
  definePolicy,
  isAdmin,
  isCompanyAdminOf,
  isParticipant,
  isPracticeStaff,
  isStaff,
  isStaffOf,
  type PolicyActor,
} from '../policy.js';
import { IMPORT_ROLES, Role } from '../roles.js';

/** What the participant rules look at; a participant as the API answers it (`Participant`) is one. */
export interface ParticipantResource {
  /** The participant's user id. */
  id: number;
  profileId: number;
  /** Their company (practice); null for a direct-to-consumer participant. */
  practiceId: number | null;
  advisorProfileId: number | null;
  consultantProfileId: number | null;
  isActive: boolean;
}

/**
 * Participants (docs/decisions.md, "People"). Who sees them: admins every participant of the tenant; a
 * consultant those they coach; practice staff their own company's; a participant themself. Edit, feature
 * flags and the welcome and password-reset e-mails: any staff member who sees them. Activate, inactivate
 * and delete the account: admins, the company admin of their company, the consultant coaching a
 * direct-to-consumer participant. "Sign in as": by the surrogate table (auth.ts), an active account, never
 * from a surrogate session; a company admin within their own company only. Programs (a participant of a
 * company only): admins and practice staff read them, the company's company admin assigns them.
 */
export const participantPolicy = definePolicy<
  ParticipantResource,
  'update' | 'setFlags' | 'sendMail' | 'manageAccount' | 'actAs' | 'readPrograms' | 'writePrograms'
>({
  view: (actor, p) => {
    switch (actor.role) {
      case Role.Owner:
      case Role.Admin:
        return true;
      case Role.Consultant:
        return p.consultantProfileId === actor.profileId;
      case Role.CompanyAdmin:
      case Role.Advisor:
      case Role.TeamMember:
        return isStaffOf(actor, p.practiceId);
      case Role.Participant:
        return p.profileId === actor.profileId;
    }
  },
  update: (actor) => !isParticipant(actor),
  setFlags: (actor) => !isParticipant(actor),
  sendMail: (actor) => !isParticipant(actor),
  manageAccount: (actor, p) => {
    if (isAdmin(actor)) return true;
    if (actor.role === Role.CompanyAdmin) return isCompanyAdminOf(actor, p.practiceId);
    if (actor.role === Role.Consultant) return p.practiceId === null && p.consultantProfileId === actor.profileId;
    return false;
  },
  actAs: (actor, p) => {
    if (actor.surrogate || !p.isActive || !mayActAsRole(actor.role, Role.Participant)) return false;
    return actor.role !== Role.CompanyAdmin || isCompanyAdminOf(actor, p.practiceId);
  },
  readPrograms: (actor, p) => p.practiceId !== null && (isAdmin(actor) || isPracticeStaff(actor)),
  writePrograms: (actor, p) => isCompanyAdminOf(actor, p.practiceId),
});

/** Where a participant is put: a practice (with or without an advisor), or direct-to-consumer with a consultant. */
export interface PlacementResource {
  practiceId: number | null;
  advisorProfileId: number | null;
  consultantProfileId: number | null;
}

/**
 * Why the actor may not put a participant there, or null when they may (docs/decisions.md, "People"):
 * admins anywhere; a consultant direct-to-consumer only; practice staff in their own practice only;
 * participants nowhere. The words are the 403's.
 */
export function placementRefusal(actor: PolicyActor, p: PlacementResource): string | null {
  switch (actor.role) {
    case Role.Owner:
    case Role.Admin:
      return null;
    case Role.Consultant:
      return p.practiceId === null ? null : 'Consultants look after direct-to-consumer participants only.';
    case Role.CompanyAdmin:
    case Role.Advisor:
    case Role.TeamMember:
      return isStaffOf(actor, p.practiceId) ? null : 'You can only add participants to your own practice.';
    case Role.Participant:
      return 'You are not allowed to do this.';
  }
}

/**
 * What of a participant's placement the actor chooses, and what is theirs without a choice (docs/decisions.md,
 * "People"; the same answer for the server's defaults and the portal's placement fields): admins choose the
 * practice, its advisor and, with no practice, a consultant; practice staff place in their own practice
 * (`ownPracticeId`; null: they have none) and choose its advisor; a consultant places direct-to-consumer,
 * with a consultant (themself unless they choose another). `ownAdvisorId` and `ownConsultantId` are the coach
 * a new participant of an advisor's or a consultant's starts with: the actor themself.
 */
export interface PlacementChoices {
  practice: boolean;
  advisor: boolean;
  consultant: boolean;
  /** Practice staff's own practice (null: they have none); undefined: the actor chooses it, or none. */
  ownPracticeId: number | null | undefined;
  ownAdvisorId: number | null;
  ownConsultantId: number | null;
}

export function placementChoices(actor: PolicyActor): PlacementChoices {
  const admin = isAdmin(actor);
  const consultant = actor.role === Role.Consultant;
  return {
    practice: admin,
    advisor: !consultant && !isParticipant(actor),
    consultant: admin || consultant,
    ownPracticeId: isPracticeStaff(actor) ? actor.companyId : undefined,
    ownAdvisorId: actor.role === Role.Advisor ? actor.profileId : null,
    ownConsultantId: consultant ? actor.profileId : null,
  };
}

/**
 * Which pickers the participant list offers the actor, by what they see (the participant policy's `view`):
 * admins see every company's and every consultant's participants, so they pick a company and a consultant;
 * whoever sees participants of a practice (everyone but a consultant, whose participants have none) picks
 * an advisor and a program.
 */
export function participantListPickers(actor: PolicyActor) {
  const practices = actor.role !== Role.Consultant;
  return { company: isAdmin(actor), advisor: practices, consultant: isAdmin(actor), programs: practices };
}

/**
 * Placing a participant (adding, moving, importing them): a placement is no hidden resource (`view` is
 * always true), so a refusal is a 403 with placementRefusal's words. With no placement chosen yet
 * (`undefined`): whether the actor adds participants at all (`create`: staff, the create endpoint's roles;
 * the portal's "Add participant") and imports them (`import`: the import endpoints' roles; the portal's
 * "Import participants" and Tasks button).
 */
export const participantPlacementPolicy = definePolicy<PlacementResource | undefined, 'place' | 'create' | 'import'>({
  view: () => true,
  place: (actor, p) => p !== undefined && placementRefusal(actor, p) === null,
  create: (actor) => isStaff(actor),
  import: (actor) => IMPORT_ROLES.includes(actor.role),
});
