import type { Instrument } from './instrument.js';

/**
 * AUDIT-C: the first three questions of the WHO's AUDIT, in the WHO's wording (2001 guidelines, the
 * interview version's questions 1 to 3 and their answers and points).
 */
export const AUDIT_C: Instrument = {
  key: 'audit-c',
  name: 'AUDIT-C',
  kind: 'SCREENER',
  version: 1,
  source:
    'Questions 1-3 of the AUDIT: Babor TF, Higgins-Biddle JC, Saunders JB, Monteiro MG. AUDIT: The Alcohol Use Disorders Identification Test. Guidelines for Use in Primary Care, 2nd ed. World Health Organization, 2001. AUDIT-C scoring: Bush K, Kivlahan DR, McDonell MB, Fihn SD, Bradley KA. Arch Intern Med 1998;158:1789-1795; thresholds 4 or more for men, 3 or more for women (Bradley KA et al., Alcohol Clin Exp Res 2007;31:1208-1217).',
  licence:
    'The AUDIT is published by the World Health Organization for public use; it may be reproduced without permission (a summary of the WHO guidelines, not their wording).',
  languages: ['en'],
  scoring: { type: 'THRESHOLD_BY_SEX', min: 0, max: 12, positiveAt: { MALE: 4, FEMALE: 3 }, otherwise: 3 },
  sections: [
    {
      title: 'AUDIT-C',
      // The WHO's questions have no instruction line of their own in the self-report form we ship.
      description: '',
      questions: [
        {
          type: 'SINGLE_CHOICE',
          content: 'How often do you have a drink containing alcohol?',
          answers: [
            { content: 'Never', value: 0 },
            { content: 'Monthly or less', value: 1 },
            { content: '2 to 4 times a month', value: 2 },
            { content: '2 to 3 times a week', value: 3 },
            { content: '4 or more times a week', value: 4 },
          ],
        },
        {
          type: 'SINGLE_CHOICE',
          content: 'How many drinks containing alcohol do you have on a typical day when you are drinking?',
          answers: [
            { content: '1 or 2', value: 0 },
            { content: '3 or 4', value: 1 },
            { content: '5 or 6', value: 2 },
            { content: '7, 8, or 9', value: 3 },
            { content: '10 or more', value: 4 },
          ],
        },
        {
          type: 'SINGLE_CHOICE',
          content: 'How often do you have six or more drinks on one occasion?',
          answers: [
            { content: 'Never', value: 0 },
            { content: 'Less than monthly', value: 1 },
            { content: 'Monthly', value: 2 },
            { content: 'Weekly', value: 3 },
            { content: 'Daily or almost daily', value: 4 },
          ],
        },
      ],
    },
  ],
};
