import type { SurveySummary } from '@stride/contracts';
import { csvText, type CsvValue } from '../../../app/format/csv';

/** The columns of the results' CSV, in order (their headings are the reader's words). */
export const CSV_COLUMNS = [
  'participant',
  'instrument',
  'version',
  'completedAt',
  'score',
  'band',
  'positive',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** The words of the CSV in the reader's language: headings and a threshold's outcome. */
export interface CsvWords {
  headings: Record<CsvColumn, string>;
  yes: string;
  no: string;
}

/**
 * One completed survey as the CSV's row: completed at in ISO 8601 (UTC, so a spreadsheet sorts it), the
 * band's published label, positive as yes or no for a threshold's instrument (empty otherwise).
 */
export function csvRow(survey: SurveySummary, words: Pick<CsvWords, 'yes' | 'no'>): CsvValue[] {
  const result = survey.result;
  const positive = result?.positive;
  return [
    survey.participant.name,
    survey.name,
    survey.definitionVersion,
    survey.completedAt,
    result?.result,
    result?.band?.label,
    positive === null || positive === undefined ? null : positive ? words.yes : words.no,
  ];
}

/** The results as CSV: the headings, then a row per completed survey. */
export const resultsCsv = (words: CsvWords, surveys: readonly SurveySummary[]): string =>
  csvText([CSV_COLUMNS.map((c) => words.headings[c]), ...surveys.map((s) => csvRow(s, words))]);
