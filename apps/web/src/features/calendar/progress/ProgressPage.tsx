import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_CALENDAR_RANGE_DAYS, type ReportItem } from '@stride/contracts';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../../app/errors';
import { PagedTable, type Column } from '../../../app/lists/PagedTable';
import { useListParams } from '../../../app/lists/useListParams';
import { formatDay, isPlainDate, localToday } from '../../../app/format/days';
import { useReport, useReportTotal } from '../results/resultsApi';
import { StateChip } from '../results/StateChip';
import { prescribedText, type ValueField } from '../results/values';
import { saveText } from '../../../app/format/csv';
import { reportCsv } from './csv';
import { DayView } from './DayView';
import { Part } from './Part';
import { DoneCell, RatingCell, WordsCell } from './ReportRows';
import { Totals } from './Totals';
import { readRange } from './progressRange';

/** The address's parameters of this page (beside the list's page and size). */
const DATE = 'date';
const FIELD = 'field';

// The charts library is the heaviest part of the page: the figures and the list show while it loads.
const WeeklyChart = lazy(() => import('./WeeklyChart').then((m) => ({ default: m.WeeklyChart })));
const ExerciseChart = lazy(() => import('./ExerciseChart').then((m) => ({ default: m.ExerciseChart })));

/** The fields an exercise has recorded values of, the telling ones first (sets change least). */
const CHART_FIELDS: readonly ValueField[] = ['repetitions', 'weight', 'time', 'distance', 'series'];
function recordedFields(rows: readonly ReportItem[]): ValueField[] {
  return CHART_FIELDS.filter((f) => rows.some((r) => r.result?.status === 'DONE' && r.result[f] !== null));
}

/**
 * /participants/{id}/routines-progress: what the participant did of their calendar (docs/decisions.md,
 * "The participant's day and progress screens"). A range (the last four weeks by default, at most 62 days,
 * in the address), its totals, completion per week, one exercise's values over time, and every item with
 * planned against done, rating, comment and skip reason, exportable as CSV. ?date= opens that day on top.
 */
export default function ProgressPage() {
  const { t } = useTranslation();
  const userId = Number(useParams().id);
  const list = useListParams({ perPage: 20 });
  const today = useMemo(() => localToday(), []);
  const { from, to, problem } = readRange(list.filters, today);
  const range = problem ? null : { from, to };
  const date = isPlainDate(list.filters.date) ? list.filters.date : null;
  const report = useReport(userId, range);
  const total = useReportTotal(userId, range);

  const rows = useMemo(() => [...(report.data?.items ?? [])].reverse(), [report.data]);
  const titles = useMemo(
    () => [...new Set(rows.filter((r) => r.item.kind !== 'ACTIVITY' || r.result).map((r) => r.item.title))].sort(),
    [rows],
  );
  // By default the item recorded most often: its line says the most.
  const mostRecorded = useMemo(() => {
    const done = new Map<string, number>();
    for (const r of rows) if (r.result?.status === 'DONE') done.set(r.item.title, (done.get(r.item.title) ?? 0) + 1);
    return [...done.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
  }, [rows]);
  const chosenTitle =
    list.filters.exercise && titles.includes(list.filters.exercise)
      ? list.filters.exercise
      : (mostRecorded ?? titles[0]);
  const exerciseRows = useMemo(
    () => [...rows].reverse().filter((r) => r.item.title === chosenTitle),
    [rows, chosenTitle],
  );
  const fields = recordedFields(exerciseRows);
  const field = fields.includes(list.filters.field as ValueField) ? (list.filters.field as ValueField) : fields[0];

  const columns = useMemo<Column<ReportItem>[]>(
    () => [
      {
        key: 'date',
        label: t('progress.column.date'),
        render: (row) => (
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => list.setFilter(DATE, row.item.date)}
            aria-label={t('progress.openDay', { date: formatDay(row.item.date) })}
          >
            {formatDay(row.item.date)}
          </Link>
        ),
      },
      {
        key: 'title',
        label: t('progress.column.item'),
        card: 'primary',
        render: (row) => (
          <Stack>
            <span>{row.item.title}</span>
            <Typography variant="caption" color="text.secondary">
              {t(`results.kind.${row.item.kind}`)}
            </Typography>
          </Stack>
        ),
      },
      { key: 'state', label: t('progress.column.state'), render: (row) => <StateChip state={row.state} /> },
      { key: 'planned', label: t('progress.column.planned'), render: (row) => prescribedText(row.item, t) || '—' },
      { key: 'done', label: t('progress.column.done'), render: (row) => <DoneCell row={row} t={t} /> },
      { key: 'rating', label: t('progress.column.rating'), render: (row) => <RatingCell row={row} t={t} /> },
      { key: 'words', label: t('progress.column.words'), render: (row) => <WordsCell row={row} t={t} /> },
    ],
    [t, list],
  );

  const perPage = list.perPage;
  const pageCount = Math.max(1, Math.ceil(rows.length / perPage));
  const page = Math.min(list.page, pageCount);
  const shown = rows.slice((page - 1) * perPage, page * perPage);
  const meta = { totalCount: rows.length, pageCount, currentPage: page, perPage };

  const setDate = (name: 'from' | 'to', value: string) => {
    if (isPlainDate(value)) list.setFilters({ [name]: value });
  };
  const exportCsv = () => saveText(reportCsv(rows, t), t('progress.csvFile', { id: userId, from, to }));

  return (
    <Stack spacing={3}>
      {date ? <DayView userId={userId} date={date} onClose={() => list.setFilter(DATE, undefined)} /> : null}
      <Part title={t('progress.title')}>
        <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            type="date"
            size="small"
            label={t('progress.from')}
            value={from}
            onChange={(event) => setDate('from', event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={problem !== null}
          />
          <TextField
            type="date"
            size="small"
            label={t('progress.to')}
            value={to}
            onChange={(event) => setDate('to', event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={problem !== null}
            helperText={
              problem === 'order'
                ? t('progress.rangeOrder')
                : problem === 'length'
                  ? t('progress.rangeLength', { count: MAX_CALENDAR_RANGE_DAYS })
                  : undefined
            }
          />
          <Button onClick={() => list.setFilters({ from: undefined, to: undefined })}>{t('progress.lastWeeks')}</Button>
        </Stack>
      </Part>
      {total.error ? <Alert severity="error">{errorMessage(total.error, t)}</Alert> : null}
      {total.data ? <Totals total={total.data} /> : range ? <Skeleton variant="rounded" height={120} /> : null}
      {total.data && total.data.byWeek.length > 0 ? (
        <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
          <WeeklyChart weeks={total.data.byWeek} />
        </Suspense>
      ) : null}
      {titles.length > 0 && chosenTitle ? (
        <Part title={t('progress.exerciseTitle')}>
          <Stack spacing={1.5}>
            <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
              <TextField
                select
                size="small"
                label={t('progress.exercise')}
                value={chosenTitle}
                onChange={(event) => list.setFilters({ exercise: event.target.value, field: undefined })}
                sx={{ minWidth: 220, maxWidth: '100%' }}
              >
                {titles.map((title) => (
                  <MenuItem key={title} value={title}>
                    {title}
                  </MenuItem>
                ))}
              </TextField>
              {fields.length > 1 && field ? (
                <TextField
                  select
                  size="small"
                  label={t('progress.value')}
                  value={field}
                  onChange={(event) => list.setFilter(FIELD, event.target.value)}
                  sx={{ minWidth: 160 }}
                >
                  {fields.map((f) => (
                    <MenuItem key={f} value={f}>
                      {t(`results.field.${f}`)}
                    </MenuItem>
                  ))}
                </TextField>
              ) : null}
            </Stack>
            {field ? (
              <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
                <ExerciseChart rows={exerciseRows} title={chosenTitle} field={field} />
              </Suspense>
            ) : (
              <Typography color="text.secondary">{t('progress.exerciseNothing')}</Typography>
            )}
          </Stack>
        </Part>
      ) : null}
      <Part
        title={t('progress.itemsTitle')}
        actions={
          <Button startIcon={<DownloadIcon />} variant="outlined" onClick={exportCsv} disabled={rows.length === 0}>
            {t('progress.exportCsv')}
          </Button>
        }
      >
        <PagedTable
          label={t('progress.itemsTitle')}
          columns={columns}
          rows={range ? shown : []}
          meta={meta}
          rowKey={(row) => row.item.id}
          list={list}
          loading={report.isFetching}
          error={report.error}
          emptyText={t('progress.empty')}
        />
      </Part>
    </Stack>
  );
}
