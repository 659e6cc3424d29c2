import {
  FREQUENCY_ANSWERS,
  PFIZER_LICENCE,
  difficultyQuestion,
  frequencyQuestion,
  type Instrument,
} from './instrument.js';

const SOURCE =
  'Patient Health Questionnaire (PHQ-9), Spitzer, Williams, Kroenke and colleagues (Pfizer Inc.); scoring: Kroenke K, Spitzer RL, Williams JBW. The PHQ-9: validity of a brief depression severity measure. J Gen Intern Med 2001;16:606-613. PHQ-2: Kroenke K, Spitzer RL, Williams JBW. Med Care 2003;41:1284-1292.';

const INSTRUCTIONS = 'Over the last 2 weeks, how often have you been bothered by any of the following problems?';

/** Item 9: any answer above "Not at all" is a critical answer (issue 27, "Critical items"). */
const ITEM_9_ANSWERS = FREQUENCY_ANSWERS.map((a) => ({ ...a, critical: (a.value ?? 0) > 0 }));

const ITEMS = [
  'Little interest or pleasure in doing things',
  'Feeling down, depressed, or hopeless',
  'Trouble falling or staying asleep, or sleeping too much',
  'Feeling tired or having little energy',
  'Poor appetite or overeating',
  'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
  'Trouble concentrating on things, such as reading the newspaper or watching television',
  'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
];
const ITEM_9 = 'Thoughts that you would be better off dead or of hurting yourself in some way';

export const PHQ9: Instrument = {
  key: 'phq-9',
  name: 'PHQ-9',
  kind: 'SCREENER',
  version: 1,
  source: SOURCE,
  licence: PFIZER_LICENCE,
  languages: ['en'],
  scoring: {
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
  },
  sections: [
    {
      title: 'PHQ-9',
      description: INSTRUCTIONS,
      questions: [
        ...ITEMS.map((item) => frequencyQuestion(item)),
        frequencyQuestion(ITEM_9, ITEM_9_ANSWERS),
        difficultyQuestion(
          'If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?',
        ),
      ],
    },
  ],
};

export const PHQ2: Instrument = {
  key: 'phq-2',
  name: 'PHQ-2',
  kind: 'SCREENER',
  version: 1,
  source: SOURCE,
  licence: PFIZER_LICENCE,
  languages: ['en'],
  scoring: { type: 'THRESHOLD', min: 0, max: 6, positiveAt: 3 },
  sections: [
    {
      title: 'PHQ-2',
      description: INSTRUCTIONS,
      questions: ITEMS.slice(0, 2).map((item) => frequencyQuestion(item)),
    },
  ],
};
