import { describe, expect, it } from 'vitest';
import { scoreSurvey, type ScoringRule, type Sex } from '@stride/contracts';
import { AUDIT_C } from '../../src/modules/surveys/instruments/audit-c.js';
import { GAD2, GAD7 } from '../../src/modules/surveys/instruments/gad.js';
import { PHQ2, PHQ9 } from '../../src/modules/surveys/instruments/phq.js';

/** Answers' points that add up to `total` (items of 0 to `perItem` points). */
function pointsFor(total: number, items: number, perItem: number): number[] {
  return Array.from({ length: items }, (_, i) => Math.max(0, Math.min(perItem, total - i * perItem)));
}

const bandOf = (rule: ScoringRule | null, total: number, items: number, perItem = 3) =>
  scoreSurvey(rule!, pointsFor(total, items, perItem)).band?.label;
const positive = (rule: ScoringRule | null, total: number, items: number, perItem: number, sex?: Sex | null) =>
  scoreSurvey(rule!, pointsFor(total, items, perItem), sex).positive;

describe('PHQ-9 scoring: the published bands at every edge', () => {
  it.each([
    [0, 'None-minimal'],
    [4, 'None-minimal'],
    [5, 'Mild'],
    [9, 'Mild'],
    [10, 'Moderate'],
    [14, 'Moderate'],
    [15, 'Moderately severe'],
    [19, 'Moderately severe'],
    [20, 'Severe'],
    [27, 'Severe'],
  ])('a total of %i is %s', (total, band) => {
    expect(bandOf(PHQ9.scoring, total, 9)).toBe(band);
  });

  it('scores 0 to 27 and refuses a sum the instrument cannot give', () => {
    expect(scoreSurvey(PHQ9.scoring!, pointsFor(27, 9, 3)).score).toBe(27);
    expect(() => scoreSurvey(PHQ9.scoring!, [3, 3, 3, 3, 3, 3, 3, 3, 3, 1])).toThrow(RangeError);
  });

  it('marks item 9 critical above "Not at all", and no other item', () => {
    const questions = PHQ9.sections[0]!.questions;
    const critical = questions.map((q) => q.answers.filter((a) => a.critical).map((a) => a.value));
    expect(critical[8]).toEqual([1, 2, 3]);
    expect(critical.filter((c) => c.length > 0)).toHaveLength(1);
    // The difficulty question is asked, never scored.
    expect(questions[9]!.scored).toBe(false);
  });
});

describe('GAD-7 scoring: the published bands at every edge', () => {
  it.each([
    [0, 'Minimal'],
    [4, 'Minimal'],
    [5, 'Mild'],
    [9, 'Mild'],
    [10, 'Moderate'],
    [14, 'Moderate'],
    [15, 'Severe'],
    [21, 'Severe'],
  ])('a total of %i is %s', (total, band) => {
    expect(bandOf(GAD7.scoring, total, 7)).toBe(band);
  });
});

describe('PHQ-2 and GAD-2: positive at 3 or more', () => {
  it.each([
    ['PHQ-2', PHQ2],
    ['GAD-2', GAD2],
  ])('%s: 2 is negative, 3 positive, 0 and 6 the range', (_name, instrument) => {
    expect(positive(instrument.scoring, 0, 2, 3)).toBe(false);
    expect(positive(instrument.scoring, 2, 2, 3)).toBe(false);
    expect(positive(instrument.scoring, 3, 2, 3)).toBe(true);
    expect(positive(instrument.scoring, 6, 2, 3)).toBe(true);
    expect(scoreSurvey(instrument.scoring!, [3, 3]).band).toBeNull();
  });
});

describe('AUDIT-C: positive from 4 for men, from 3 for women', () => {
  it.each([
    ['MALE', 3, false],
    ['MALE', 4, true],
    ['FEMALE', 2, false],
    ['FEMALE', 3, true],
    // Sex not known: the lower threshold (docs/decisions.md, "Screeners: instruments").
    [null, 2, false],
    [null, 3, true],
  ] as const)('%s with %i points: positive %s', (sex, total, expected) => {
    expect(positive(AUDIT_C.scoring, total, 3, 4, sex)).toBe(expected);
  });

  it('scores 0 to 12 with 0 to 4 points a question', () => {
    expect(scoreSurvey(AUDIT_C.scoring!, [4, 4, 4], 'MALE').score).toBe(12);
    for (const q of AUDIT_C.sections[0]!.questions) expect(q.answers.map((a) => a.value)).toEqual([0, 1, 2, 3, 4]);
  });
});
