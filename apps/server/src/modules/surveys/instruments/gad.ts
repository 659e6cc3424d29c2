import { PFIZER_LICENCE, difficultyQuestion, frequencyQuestion, type Instrument } from './instrument.js';

const SOURCE =
  'Generalized Anxiety Disorder 7-item scale (GAD-7), Spitzer, Williams, Kroenke and colleagues (Pfizer Inc.); scoring: Spitzer RL, Kroenke K, Williams JBW, Löwe B. A brief measure for assessing generalized anxiety disorder: the GAD-7. Arch Intern Med 2006;166:1092-1097. GAD-2: Kroenke K, Spitzer RL, Williams JBW, Monahan PO, Löwe B. Ann Intern Med 2007;146:317-325.';

const INSTRUCTIONS = 'Over the last 2 weeks, how often have you been bothered by the following problems?';

const ITEMS = [
  'Feeling nervous, anxious, or on edge',
  'Not being able to stop or control worrying',
  'Worrying too much about different things',
  'Trouble relaxing',
  'Being so restless that it is hard to sit still',
  'Becoming easily annoyed or irritable',
  'Feeling afraid, as if something awful might happen',
];

export const GAD7: Instrument = {
  key: 'gad-7',
  name: 'GAD-7',
  kind: 'SCREENER',
  version: 1,
  source: SOURCE,
  licence: PFIZER_LICENCE,
  languages: ['en'],
  scoring: {
    type: 'SUM_BANDS',
    min: 0,
    max: 21,
    bands: [
      { key: 'minimal', label: 'Minimal', min: 0, max: 4 },
      { key: 'mild', label: 'Mild', min: 5, max: 9 },
      { key: 'moderate', label: 'Moderate', min: 10, max: 14 },
      { key: 'severe', label: 'Severe', min: 15, max: 21 },
    ],
  },
  sections: [
    {
      title: 'GAD-7',
      description: INSTRUCTIONS,
      questions: [
        ...ITEMS.map((item) => frequencyQuestion(item)),
        difficultyQuestion(
          'If you checked any problems, how difficult have they made it for you to do your work, take care of things at home, or get along with other people?',
        ),
      ],
    },
  ],
};

export const GAD2: Instrument = {
  key: 'gad-2',
  name: 'GAD-2',
  kind: 'SCREENER',
  version: 1,
  source: SOURCE,
  licence: PFIZER_LICENCE,
  languages: ['en'],
  scoring: { type: 'THRESHOLD', min: 0, max: 6, positiveAt: 3 },
  sections: [
    { title: 'GAD-2', description: INSTRUCTIONS, questions: ITEMS.slice(0, 2).map((item) => frequencyQuestion(item)) },
  ],
};
