import type { Participant, Swap, SwapEntry } from '@stride/contracts';

export const NOW = '2026-11-10T10:00:00.000Z';

export const participant: Participant = {
  id: 12,
  profileId: 40,
  uuid: '00000000-0000-4000-8000-000000000012',
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@mail.example',
  emailConfirmed: true,
  language: 'es',
  timeZone: 'Europe/Madrid',
  isActive: true,
  practiceId: 1,
  companyName: 'Acme',
  advisorProfileId: null,
  advisorName: null,
  consultantProfileId: null,
  consultantFullName: null,
  program: 'Company General',
  journalAvailable: false,
  smartSurveyAvailable: false,
  swapAvailable: true,
  surveyAvailable: false,
  thumbnailUrl: null,
  lastLoginAt: null,
  createdAt: NOW,
  version: 3,
  accountVersion: 1,
};

export function buildSwap(id: number, overrides: Partial<Swap> = {}): Swap {
  return {
    id,
    participantProfileId: participant.profileId,
    description: `Crisps in the afternoon ${id}`,
    goal: 'A piece of fruit',
    tactic: 'Fruit bowl on the desk',
    repeatGoal: 5,
    impactLevel: 3,
    difficultLevel: 2,
    status: 'IN_PROGRESS',
    rejectedReason: null,
    media: null,
    progress: [],
    progressCount: 0,
    entries: [],
    nextStatuses: ['NEW', 'REJECTED'],
    processing: false,
    createdByProfileId: 1,
    statusChangedAt: NOW,
    createdAt: NOW,
    updatedAt: NOW,
    version: 3,
    ...overrides,
  };
}

export function buildEntry(id: number, overrides: Partial<SwapEntry> = {}): SwapEntry {
  return {
    id,
    authorProfileId: participant.profileId,
    authorName: 'Ana Ruiz',
    byParticipant: true,
    content: `How it went ${id}`,
    impactLevel: 4,
    difficultLevel: 2,
    media: null,
    createdAt: NOW,
    ...overrides,
  };
}
