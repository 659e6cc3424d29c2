import { Role } from '@stride/contracts';
import type { Actor } from '../../platform/http/context.js';
import type { ProfileRow } from '../profiles/profiles.presenter.js';

/** Where a participant is: a practice (with or without an advisor), or direct-to-consumer with a consultant. */
export interface Placement {
  companyId: number | null;
  advisorProfileId: number | null;
  consultantProfileId: number | null;
}

/**
 * Where the actor may put a participant (docs/decisions.md, "People"): admins anywhere; a consultant
 * direct-to-consumer only; practice staff in their own practice only; participants nowhere. Null when
 * allowed, else the reason.
 */
export function placementRefusal(actor: Actor, actorProfile: ProfileRow, p: Placement): string | null {
  switch (actor.role) {
    case Role.Owner:
    case Role.Admin:
      return null;
    case Role.Consultant:
      return p.companyId === null ? null : 'Consultants look after direct-to-consumer participants only.';
    case Role.CompanyAdmin:
    case Role.Advisor:
    case Role.TeamMember:
      return actorProfile.companyId !== null && p.companyId === actorProfile.companyId
        ? null
        : 'You can only add participants to your own practice.';
    case Role.Participant:
      return 'You are not allowed to do this.';
  }
}
