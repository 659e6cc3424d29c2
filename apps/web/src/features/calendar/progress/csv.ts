import type { ReportItem } from '@stride/contracts';
import type { TFunction } from 'i18next';
import { csvText } from '../../../app/format/csv';
import { VALUE_FIELDS } from '../results/values';

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
  return csvText([header, ...lines]);
}
