import { mayActAsRole, Role, type Participant } from '@stride/contracts';
import type { ParticipantActor } from './useParticipantActor';

/**
 * What the actor may do to a participant they see, as the server decides it (docs/decisions.md, "People"
 * and "Surrogate login"): the portal hides the rest; the server refuses it anyway.
 */

/** "Sign in as": admins and the participant's company admin, an active account, never nested. */
export function mayActAsParticipant(actor: ParticipantActor, participant: Participant): boolean {
  if (actor.surrogate || !participant.isActive || !mayActAsRole(actor.role, Role.Participant)) return false;
  return actor.role !== Role.CompanyAdmin || participant.companyId === actor.companyId;
}

/** Activate, inactivate, delete: admins, the company admin of their company, the consultant coaching them. */
export function mayManageAccount(actor: ParticipantActor, participant: Participant): boolean {
  if (actor.isAdmin) return true;
  if (actor.role === Role.CompanyAdmin)
    return participant.companyId !== null && participant.companyId === actor.companyId;
  return actor.isConsultant && participant.companyId === null && participant.consultantProfileId === actor.profileId;
}

/** Edit, flags, e-mails: any staff member who sees the participant. */
export const mayEditParticipant = (actor: ParticipantActor) => actor.role !== Role.Participant;

/** Programs are the company admin's to assign (PROGRAM_WRITERS); admins and the company's staff read them. */
export function programAccess(actor: ParticipantActor, participant: Participant): 'write' | 'read' | 'none' {
  if (participant.companyId === null) return 'none';
  if (actor.role === Role.CompanyAdmin && participant.companyId === actor.companyId) return 'write';
  return actor.isAdmin || actor.isPracticeStaff ? 'read' : 'none';
}
