import { participantProgram, type Language, type Participant, type ParticipantResource } from '@stride/contracts';
import { thumbnailDataUrl } from '../../platform/images/picture.js';
import type { ParticipantRecord } from './participants.queries.js';

const fullName = (first: string | null, last: string | null) =>
  first === null && last === null ? null : `${first ?? ''} ${last ?? ''}`.trim();

/** The one shape of a participant on the wire (HTTP, realtime, audit). */
export function presentParticipant(r: ParticipantRecord): Participant {
  return {
    id: r.userId,
    profileId: r.profileId,
    uuid: r.uuid,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    emailConfirmed: r.emailConfirmedAt !== null,
    language: r.language as Language,
    isActive: r.isActive,
    practiceId: r.companyId,
    companyName: r.companyName,
    advisorProfileId: r.advisorProfileId,
    advisorName: fullName(r.advisorFirstName, r.advisorLastName),
    consultantProfileId: r.consultantProfileId,
    consultantFullName: fullName(r.consultantFirstName, r.consultantLastName),
    timeZone: r.timeZone,
    program: participantProgram({ practiceId: r.companyId, advisorProfileId: r.advisorProfileId }),
    journalAvailable: r.journalAvailable,
    smartSurveyAvailable: r.smartSurveyAvailable,
    swapAvailable: r.swapAvailable,
    surveyAvailable: r.surveyAvailable,
    thumbnailUrl: thumbnailDataUrl(r.pictureThumb),
    lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    version: r.version,
    accountVersion: r.accountVersion,
  };
}

/** What the participant rules (packages/contracts, participantPolicy) look at. */
export const participantResource = (r: ParticipantRecord): ParticipantResource => ({
  id: r.userId,
  profileId: r.profileId,
  practiceId: r.companyId,
  advisorProfileId: r.advisorProfileId,
  consultantProfileId: r.consultantProfileId,
  isActive: r.isActive,
});

/** What the audit log keeps of a participant: no thumbnail bytes. */
export function auditedParticipant(p: Participant): Omit<Participant, 'thumbnailUrl'> {
  const { thumbnailUrl: _thumb, ...rest } = p;
  return rest;
}
