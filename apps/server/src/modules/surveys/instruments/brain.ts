import type { Instrument, InstrumentAnswer, InstrumentQuestion } from './instrument.js';

/**
 * The programme's own brain-health screener (issue 27): the modifiable risk factors of the Lancet Commission
 * on dementia (version 1: the twelve of 2020; version 2 adds the two of 2024, vision and LDL cholesterol) and
 * the habits that protect (activity, sleep, diet, social and mental activity, rest, purpose). Each answer's
 * points count toward the Risk Factor (rfsPoints) or the Protective Factor (bhvsPoints). It is a conversation
 * starter, not a diagnosis; the wording is ours (docs/decisions.md, "Screeners: the public pages").
 */
const LICENCE = "The Stride programme's own questionnaire; not a diagnostic instrument.";
const SOURCE_V1 =
  'Stride brain-health screener, built on the modifiable risk factors of Livingston G, et al. Dementia prevention, intervention, and care: 2020 report of the Lancet Commission. Lancet 2020;396:413-446.';
const SOURCE_V2 =
  'Stride brain-health screener, version 2, built on Livingston G, et al. Dementia prevention, intervention, and care: 2024 report of the Lancet standing Commission. Lancet 2024;404:572-628 (adds vision loss and high LDL cholesterol).';

const scale = (...answers: Array<[string, number]>): InstrumentAnswer[] =>
  answers.map(([content, value]) => ({ content, value }));

const risk = (label: string, content: string, answers: InstrumentAnswer[]): InstrumentQuestion => ({
  type: 'SINGLE_CHOICE',
  factor: 'RISK',
  label,
  content,
  answers,
});
const protective = (label: string, content: string, answers: InstrumentAnswer[]): InstrumentQuestion => ({
  type: 'SINGLE_CHOICE',
  factor: 'PROTECTIVE',
  label,
  content,
  answers,
});

const HEALTH: InstrumentQuestion[] = [
  risk(
    'Hearing',
    'Do you have difficulty following a conversation because of your hearing?',
    scale(['No', 0], ['Yes, and I use a hearing aid', 1], ['Yes, and I do not use a hearing aid', 2]),
  ),
  risk('Blood pressure', 'Has a doctor ever told you that you have high blood pressure?', [
    { content: 'No', value: 0 },
    {
      content: 'Yes',
      value: 0,
      embeddedQuestion: {
        type: 'SINGLE_CHOICE',
        factor: 'RISK',
        content: 'Is it under control now (with or without medicine)?',
        answers: scale(['Yes, it is under control', 1], ['No, or I am not sure', 2]),
      },
    },
    { content: 'I do not know', value: 1 },
  ]),
  risk('Diabetes', 'Do you have diabetes?', scale(['No', 0], ['Yes', 2])),
  risk('Smoking', 'Do you smoke?', scale(['I have never smoked', 0], ['I used to smoke', 1], ['Yes', 3])),
  risk(
    'Alcohol',
    'How many alcoholic drinks do you have in a typical week?',
    scale(['None to 7', 0], ['8 to 14', 1], ['More than 14', 2]),
  ),
  risk('Weight', 'Has a doctor told you that your weight is a risk to your health?', scale(['No', 0], ['Yes', 1])),
  risk(
    'Head injury',
    'Have you ever had a head injury that made you lose consciousness?',
    scale(['No', 0], ['Yes', 1]),
  ),
  risk(
    'Low mood',
    'Over the last two weeks, have you often felt down or lost interest in things you usually enjoy?',
    scale(['No', 0], ['Yes', 1]),
  ),
  risk('Air quality', 'Do you live or work next to heavy traffic most days?', scale(['No', 0], ['Yes', 1])),
  risk(
    'Education',
    'How many years of full-time education did you have?',
    scale(['12 or more', 0], ['9 to 11', 1], ['Fewer than 9', 2]),
  ),
  risk(
    'Loneliness',
    'How often do you feel lonely or cut off from other people?',
    scale(['Rarely or never', 0], ['Sometimes', 1], ['Often', 2]),
  ),
];

const HEALTH_2024: InstrumentQuestion[] = [
  risk(
    'Vision',
    'Do you have problems with your eyesight that your glasses or lenses do not correct?',
    scale(['No', 0], ['Yes', 1]),
  ),
  risk(
    'Cholesterol',
    'Has a doctor told you that your cholesterol is high?',
    scale(['No', 0], ['Yes, and it is treated', 1], ['Yes, and it is not treated', 2]),
  ),
];

const HABITS: InstrumentQuestion[] = [
  protective(
    'Activity',
    'On how many days a week are you active for 30 minutes or more (a brisk walk, cycling, sport)?',
    scale(['None', 0], ['1 or 2 days', 1], ['3 or 4 days', 2], ['5 days or more', 3]),
  ),
  protective(
    'Sleep',
    'How many hours do you usually sleep at night?',
    scale(['Fewer than 6', 0], ['6 to 8', 2], ['More than 9', 1]),
  ),
  protective(
    'Diet',
    'On how many days a week do most of your meals include vegetables, fruit, fish or whole grains?',
    scale(['0 to 2 days', 0], ['3 to 5 days', 1], ['6 or 7 days', 2]),
  ),
  protective(
    'Social contact',
    'How often do you meet or talk with friends or family?',
    scale(['Less than once a week', 0], ['Once or twice a week', 1], ['Most days', 2]),
  ),
  protective(
    'Mental activity',
    'How often do you learn something new or do something mentally demanding (reading, puzzles, a language, music)?',
    scale(['Rarely', 0], ['Every week', 1], ['Most days', 2]),
  ),
  protective(
    'Rest',
    'How often do you take time to relax or manage stress (a walk, breathing exercises, meditation)?',
    scale(['Rarely', 0], ['Sometimes', 1], ['Often', 2]),
  ),
  protective(
    'Purpose',
    'Do you do things that give you a sense of purpose (volunteering, caring for someone, work you value)?',
    scale(['No', 0], ['Sometimes', 1], ['Yes, regularly', 2]),
  ),
];

const MORE: InstrumentQuestion[] = [
  {
    type: 'MULTI_CHOICE',
    content: 'Which of these would you like help with?',
    scored: false,
    answers: [
      { content: 'Moving more' },
      { content: 'Sleeping better' },
      { content: 'Eating well' },
      { content: 'Staying connected' },
      { content: 'Something else', type: 'text' },
    ],
  },
  {
    type: 'TEXT',
    content: 'Is there anything else you would like us to know?',
    scored: false,
    answers: [{ content: '', type: 'textarea' }],
  },
];

const sections = (health: InstrumentQuestion[]) => [
  {
    title: 'Your health',
    description: 'Some health conditions make memory and thinking problems more likely later in life.',
    questions: health,
  },
  {
    title: 'Your habits',
    description: 'Everyday habits that help keep the brain healthy.',
    questions: HABITS,
  },
  {
    title: 'A little more',
    description: 'Optional: tell us what would help you most.',
    allowEmpty: true,
    questions: MORE,
  },
];

const maxOf = (questions: InstrumentQuestion[]): number =>
  questions.reduce(
    (sum, q) =>
      sum + Math.max(...q.answers.map((a) => (a.value ?? 0) + (a.embeddedQuestion ? maxOf([a.embeddedQuestion]) : 0))),
    0,
  );

const brainScreener = (version: number, health: InstrumentQuestion[], source: string): Instrument => {
  const riskMax = maxOf(health);
  const protectiveMax = maxOf(HABITS);
  return {
    key: 'brain-screener',
    name: 'Brain health screener',
    kind: 'PUBLIC_SCREENER',
    version,
    source,
    licence: LICENCE,
    languages: ['en'],
    scoring: { type: 'FACTORS', min: -riskMax, max: protectiveMax, riskMax, protectiveMax },
    sections: sections(health),
  };
};

export const BRAIN_SCREENER_V1 = brainScreener(1, HEALTH, SOURCE_V1);
export const BRAIN_SCREENER_V2 = brainScreener(2, [...HEALTH, ...HEALTH_2024], SOURCE_V2);
