import type { Instrument, InstrumentQuestion } from './instrument.js';

/**
 * The performance programme's framework survey (/survey, issue 27): how the five pillars of its framework
 * (energy, focus, recovery, movement, nutrition) stand for the person today. Recorded, not scored: the coach
 * reads the answers with them. The wording is ours (docs/decisions.md, "Screeners: the public pages").
 */
const OFTEN = ['Never', 'Rarely', 'Sometimes', 'Often', 'Always'].map((content) => ({ content }));
const often = (content: string): InstrumentQuestion => ({
  type: 'SINGLE_CHOICE',
  content,
  scored: false,
  answers: OFTEN,
});

export const FRAMEWORK_SURVEY: Instrument = {
  key: 'framework-survey',
  name: 'Performance framework survey',
  kind: 'PUBLIC_SCREENER',
  version: 1,
  source: "Stride Performance's framework survey (energy, focus, recovery, movement, nutrition).",
  licence: "The Stride Performance programme's own questionnaire.",
  languages: ['en'],
  scoring: null,
  sections: [
    {
      title: 'Energy and focus',
      description: 'Think of a usual week in the last month.',
      questions: [
        often('I have the energy I need for my day.'),
        often('I can focus on one task for as long as it needs.'),
        often('I finish the day with energy left for the people and things I care about.'),
      ],
    },
    {
      title: 'Recovery',
      description: 'How you recharge.',
      questions: [often('I wake up feeling rested.'), often('I take short breaks during the day to recover.')],
    },
    {
      title: 'Movement and nutrition',
      description: 'What fuels and moves you.',
      questions: [
        often('I move or exercise on purpose at least three times a week.'),
        often('I eat regular meals that keep my energy steady.'),
        often('I drink enough water during the day.'),
        {
          type: 'TEXT',
          content: 'What would you most like to improve in the next three months?',
          scored: false,
          answers: [{ content: '', type: 'textarea' }],
        },
      ],
    },
  ],
};
