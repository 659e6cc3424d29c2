import type {
  Participant,
  Survey,
  SurveyDefinitionSummary,
  SurveySummary,
  TakenAnswer,
  TakenQuestion,
  TakenSection,
} from '@stride/contracts';

/** Surveys as the server presents them (tests only). */
export const NOW = '2026-11-20T10:00:00.000Z';

export const PHQ9_RULE = {
  type: 'SUM_BANDS',
  min: 0,
  max: 27,
  bands: [
    { key: 'none-minimal', label: 'None-minimal', min: 0, max: 4 },
    { key: 'mild', label: 'Mild', min: 5, max: 9 },
    { key: 'moderate', label: 'Moderate', min: 10, max: 14 },
    { key: 'moderately-severe', label: 'Moderately severe', min: 15, max: 19 },
    { key: 'severe', label: 'Severe', min: 20, max: 27 },
  ],
} as const;

export const testDefinition = (
  id: number,
  overrides: Partial<SurveyDefinitionSummary> = {},
): SurveyDefinitionSummary => ({
  id,
  key: 'phq-9',
  name: 'PHQ-9',
  kind: 'SCREENER',
  version: 1,
  source: 'Kroenke K, Spitzer RL, Williams JB. The PHQ-9. J Gen Intern Med. 2001.',
  licence: 'No permission required to reproduce, translate, display or distribute.',
  locked: true,
  scoring: { ...PHQ9_RULE, bands: [...PHQ9_RULE.bands] },
  languages: ['en'],
  ...overrides,
});

export const testAnswer = (id: number, label: string, overrides: Partial<TakenAnswer> = {}): TakenAnswer => ({
  id,
  label,
  type: null,
  content: '',
  selected: false,
  value: null,
  minValue: null,
  maxValue: null,
  sectionRef: null,
  embeddedQuestion: null,
  ...overrides,
});

export const testQuestion = (
  id: number,
  content: string,
  answers: TakenAnswer[],
  type: TakenQuestion['type'] = 'SINGLE_CHOICE',
): TakenQuestion => ({ id, type, content, answers });

/** The PHQ's four answers for question `id` (answers id*10+0 … id*10+3), `chosen` selected. */
export const frequencyQuestion = (id: number, content: string, chosen?: number): TakenQuestion =>
  testQuestion(
    id,
    content,
    ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'].map((label, i) =>
      testAnswer(id * 10 + i, label, { selected: chosen === i }),
    ),
  );

export const testSection = (id: number, questions: TakenQuestion[], overrides: Partial<TakenSection> = {}) => ({
  id,
  title: `Section ${id}`,
  description: `Over the last 2 weeks (section ${id})`,
  allowEmpty: false,
  completed: false,
  questions,
  ...overrides,
});

export const testSurveySummary = (id: number, overrides: Partial<SurveySummary> = {}): SurveySummary => ({
  id,
  definitionId: 3,
  key: 'phq-9',
  name: 'PHQ-9',
  kind: 'SCREENER',
  definitionVersion: 1,
  participant: { userId: 12, profileId: 40, name: 'Ana Ruiz' },
  scheduledBy: { userId: 105, profileId: 205, name: 'Alice Advisor' },
  status: 'SCHEDULED',
  availableAt: '2026-11-18T09:00:00.000Z',
  startedAt: null,
  completedAt: null,
  repeatEveryWeeks: null,
  answeredQuestions: 0,
  totalQuestions: 2,
  result: null,
  critical: null,
  ...overrides,
});

export const testSurvey = (id: number, sections: TakenSection[], overrides: Partial<Survey> = {}): Survey => ({
  ...testSurveySummary(id),
  sections,
  feedbackQuestions: [],
  ...overrides,
});

export const testParticipant = (overrides: Partial<Participant> = {}): Participant => ({
  id: 12,
  profileId: 40,
  uuid: '00000000-0000-4000-8000-000000000012',
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@mail.example',
  emailConfirmed: true,
  language: 'en',
  timeZone: 'Europe/Madrid',
  isActive: true,
  practiceId: 1,
  companyName: 'Acme',
  advisorProfileId: 205,
  advisorName: 'Alice Advisor',
  consultantProfileId: null,
  consultantFullName: null,
  program: 'Company General',
  journalAvailable: false,
  smartSurveyAvailable: true,
  swapAvailable: false,
  surveyAvailable: true,
  thumbnailUrl: null,
  lastLoginAt: null,
  createdAt: NOW,
  version: 3,
  accountVersion: 1,
  ...overrides,
});

/** A page of a list as the server answers it. */
export const page = <T>(items: T[], currentPage = 1, pageCount = 1, perPage = 100) => ({
  items,
  _meta: { totalCount: items.length + (pageCount - 1) * perPage, pageCount, currentPage, perPage },
});
