import type { AnswerType, QuestionType, ScoringRule, SurveyKind } from '@stride/contracts';

/**
 * An instrument as the product ships it: the data of one locked definition version, seeded into every
 * tenant (surveys.seed.ts). Texts are word for word from the source named in `source`; changing one
 * means a new `version`, never an edit of a shipped one (results keep the version they were taken with).
 */
export interface Instrument {
  key: string;
  name: string;
  kind: SurveyKind;
  version: number;
  source: string;
  licence: string;
  /** The languages its texts exist in, word for word from an official version. */
  languages: string[];
  scoring: ScoringRule | null;
  sections: InstrumentSection[];
}

export interface InstrumentSection {
  title: string;
  description: string;
  allowEmpty?: boolean;
  questions: InstrumentQuestion[];
}

export interface InstrumentQuestion {
  type: QuestionType;
  content: string;
  /** Whether its answers count in the score (default true). */
  scored?: boolean;
  /** A risk or a protective factor (FACTORS scoring), with its short name among the additional scores. */
  factor?: 'RISK' | 'PROTECTIVE';
  label?: string;
  answers: InstrumentAnswer[];
}

export interface InstrumentAnswer {
  content: string;
  value?: number | null;
  type?: AnswerType | null;
  minValue?: number | null;
  maxValue?: number | null;
  critical?: boolean;
  embeddedQuestion?: InstrumentQuestion;
}

/** "Not at all" to "Nearly every day", 0 to 3: the PHQ and GAD frequency answers. */
export const FREQUENCY_ANSWERS: InstrumentAnswer[] = [
  { content: 'Not at all', value: 0 },
  { content: 'Several days', value: 1 },
  { content: 'More than half the days', value: 2 },
  { content: 'Nearly every day', value: 3 },
];

/** A frequency question of the PHQ and GAD instruments. */
export const frequencyQuestion = (content: string, answers = FREQUENCY_ANSWERS): InstrumentQuestion => ({
  type: 'SINGLE_CHOICE',
  content,
  answers,
});

/** The PHQ and GAD instruments' notice, as printed under each of them. */
export const PFIZER_LICENCE =
  'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.';

/** The difficulty question that closes the PHQ-9 and the GAD-7: asked, never scored. */
export const difficultyQuestion = (content: string): InstrumentQuestion => ({
  type: 'SINGLE_CHOICE',
  content,
  scored: false,
  answers: [
    { content: 'Not difficult at all' },
    { content: 'Somewhat difficult' },
    { content: 'Very difficult' },
    { content: 'Extremely difficult' },
  ],
});
