import type { Instrument, InstrumentQuestion } from './instrument.js';

/**
 * The smart survey (spec 002: "Initial Questions" in the default tenant, "Smart Survey" in the others; the
 * name is the tenant's word, surveys.seed.ts): what an advisor asks a new participant before planning their
 * programme. Recorded, not scored: the advisor reads it with them. The wording is ours (docs/decisions.md,
 * "Screeners: the smart survey").
 */
const pick = (content: string, answers: string[]): InstrumentQuestion => ({
  type: 'SINGLE_CHOICE',
  content,
  scored: false,
  answers: answers.map((a) => ({ content: a })),
});

export const INITIAL_QUESTIONS: Instrument = {
  key: 'smart-survey',
  name: 'Smart Survey',
  kind: 'SMART_SURVEY',
  version: 1,
  source: "Stride's intake questions for a new participant.",
  licence: "The Stride programme's own questionnaire.",
  languages: ['en'],
  scoring: null,
  sections: [
    {
      title: 'Your goals',
      description: 'What you would like the programme to change for you.',
      questions: [
        {
          type: 'MULTI_CHOICE',
          content: 'What would you most like to work on?',
          scored: false,
          answers: [
            { content: 'Moving more' },
            { content: 'Sleeping better' },
            { content: 'Eating well' },
            { content: 'Managing stress' },
            { content: 'Something else', type: 'text' },
          ],
        },
        {
          type: 'TEXT',
          content: 'How would you know, in three months, that the programme worked for you?',
          scored: false,
          answers: [{ content: '', type: 'textarea' }],
        },
      ],
    },
    {
      title: 'Where you are now',
      description: 'A typical week in the last month.',
      questions: [
        {
          type: 'NUMBER',
          content: 'On how many days a week are you active for 30 minutes or more?',
          scored: false,
          answers: [{ content: 'Days a week', type: 'number', minValue: 0, maxValue: 7 }],
        },
        pick('How do you sleep?', ['Well', 'Not always well', 'Badly most nights']),
        pick('How stressed do you feel?', ['Hardly at all', 'Sometimes', 'Often', 'Most of the time']),
        {
          type: 'DROPDOWN_LIST',
          content: 'When in the day suits you best for your activities?',
          scored: false,
          answers: [
            { content: 'Early morning' },
            { content: 'Midday' },
            { content: 'Evening' },
            { content: 'It varies' },
          ],
        },
      ],
    },
    {
      title: 'Your health',
      description: 'So that your advisor plans what is safe for you.',
      questions: [
        {
          type: 'SINGLE_CHOICE',
          content: 'Has a doctor told you to avoid or limit any kind of exercise?',
          scored: false,
          answers: [
            { content: 'No' },
            {
              content: 'Yes',
              embeddedQuestion: {
                type: 'TEXT',
                content: 'What did they tell you to avoid or limit?',
                scored: false,
                answers: [{ content: '', type: 'textarea' }],
              },
            },
          ],
        },
      ],
    },
  ],
};
