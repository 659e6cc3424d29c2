import type { ParticipantProgram } from '@stride/contracts';
import type { TFunction } from 'i18next';

/** The derived programs (spec 000: WLP (D2C), Company WLP, Company General) are words the user reads. */
const PROGRAM_KEYS: Readonly<Record<ParticipantProgram, string>> = {
  'WLP (D2C)': 'participants.programNames.wlpD2c',
  'Company WLP': 'participants.programNames.companyWlp',
  'Company General': 'participants.programNames.companyGeneral',
};

/** A participant's program in the user's language (a value the portal does not know shows as it came). */
export function programName(t: TFunction, program: string): string {
  const key = PROGRAM_KEYS[program as ParticipantProgram];
  return key ? t(key) : program;
}
