import type { ReportItem } from '@stride/contracts';
import type { TFunction } from 'i18next';
import { VALUE_FIELDS } from '../results/values';

/** A field as CSV writes it (RFC 4180): quoted when it holds a comma, a quote or a line break. */
function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // A leading =, +, - or @ would be a formula to a spreadsheet: a quote mark keeps it text.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The rows shown as CSV, one line per item: date, kind, title, state, each value prescribed and done, the
 * rating, the comment, the skip reason and when it was recorded. Headers in the user's language; figures as
 * the API has them (seconds, kilograms, metres), dates as YYYY-MM-DD so a spreadsheet sorts them.
 */
export function reportCsv(rows: readonly ReportItem[], t: TFunction): string {
  const header = [
    t('progress.csv.date'),
    t('progress.csv.kind'),
    t('progress.csv.title'),
    t('progress.csv.state'),
    ...VALUE_FIELDS.flatMap((f) => [
      t('progress.csv.planned', { field: t(`progress.csv.field.${f}`) }),
      t('progress.csv.done', { field: t(`progress.csv.field.${f}`) }),
    ]),
    t('progress.csv.rating'),
    t('progress.csv.comment'),
    t('progress.csv.skipReason'),
    t('progress.csv.recordedAt'),
  ];
  const lines = rows.map(({ item, result, state }) => [
    item.date,
    t(`results.kind.${item.kind}`),
    item.title,
    t(`results.state.${state}`),
    ...VALUE_FIELDS.flatMap((f) => [item[f], result?.status === 'DONE' ? result[f] : null]),
    result?.rating ?? null,
    result?.comment ?? null,
    result?.skipReason ?? null,
    result?.recordedAt ?? null,
  ]);
  // A byte order mark: Excel then reads the accents as UTF-8.
  return `\uFEFF${[header, ...lines].map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Has the browser save a text as a file. */
export function saveText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
