import type { SurveySummary } from '@stride/contracts';

/** The columns of the results' CSV, in order (their headings are the caller's words). */
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

/**
 * A cell as RFC 4180 writes it (quoted when it holds a comma, a quote or a line break); a text that a
 * spreadsheet would run as a formula (=, +, -, @ first) is kept as text with a leading apostrophe.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The words of a threshold's outcome in the CSV (the reader's language). */
export interface CsvWords {
  headings: Record<CsvColumn, string>;
  yes: string;
  no: string;
}

/** One completed survey as the CSV's row: when in ISO 8601 (UTC), the band's published label. */
export function csvRow(survey: SurveySummary, words: Pick<CsvWords, 'yes' | 'no'>): (string | number | null)[] {
  const result = survey.result;
  return [
    survey.participant.name,
    survey.name,
    survey.definitionVersion,
    survey.completedAt,
    result?.result ?? null,
    result?.band?.label ?? null,
    result?.positive === null || result?.positive === undefined ? null : result.positive ? words.yes : words.no,
  ];
}

/** The CSV text of the rows under the headings, with a byte-order mark so spreadsheets read it as UTF-8. */
export function resultsCsv(words: CsvWords, surveys: readonly SurveySummary[]): string {
  const lines = [
    CSV_COLUMNS.map((c) => csvCell(words.headings[c])),
    ...surveys.map((s) => csvRow(s, words).map(csvCell)),
  ];
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/** Saves a text as a file the browser downloads. */
export function saveTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
