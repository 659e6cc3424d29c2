import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReportItem } from '@stride/contracts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/auth/session';
import { errorMessage } from '../../app/errors';
import { addDays, localToday, mondayOf } from '../../app/format/days';
import { Part } from '../calendar/progress/Part';
import { Totals } from '../calendar/progress/Totals';
import { useReport, useReportTotal } from '../calendar/results/resultsApi';
import type { ValueField } from '../calendar/results/values';

// The charts library is the heaviest part of the page, as on the advisor's Progress tab: the figures show first.
const WeeklyChart = lazy(() => import('../calendar/progress/WeeklyChart').then((m) => ({ default: m.WeeklyChart })));
const ExerciseChart = lazy(() =>
  import('../calendar/progress/ExerciseChart').then((m) => ({ default: m.ExerciseChart })),
);

/** The spans the participant picks from (weeks up to today; a report covers at most 62 days). */
const SPANS = [4, 8] as const;
const CHART_FIELDS: readonly ValueField[] = ['repetitions', 'weight', 'time', 'distance', 'series'];

/**
 * /my-progress, the participant's own progress (issue 29, item 12): the advisor's Progress tab in their words,
 * over their last 4 or 8 weeks (from Monday): completion and streaks (Totals), completion per week, and one exercise's values
 * over time. Read through the calls their own calendar allows them (GET …/routines/report and …/report/total
 * on their own user id).
 */
export default function MyProgressPage() {
  const { t } = useTranslation();
  const userId = useSession()?.claims.user_id ?? 0;
  const today = useMemo(() => localToday(), []);
  const [weeks, setWeeks] = useState<(typeof SPANS)[number]>(4);
  // Whole weeks from Monday (the weekly chart's weeks), this one up to today.
  const range = { from: addDays(mondayOf(today), -(weeks - 1) * 7), to: today };
  const total = useReportTotal(userId, range);
  const report = useReport(userId, range);
  const [picked, setPicked] = useState<string | null>(null);

  const rows = useMemo(() => report.data?.items ?? [], [report.data]);
  // The exercises with values recorded, the one done most often first chosen.
  const recorded = useMemo(() => {
    const done = new Map<string, number>();
    for (const r of rows) if (r.result?.status === 'DONE') done.set(r.item.title, (done.get(r.item.title) ?? 0) + 1);
    return [...done.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([title]) => title);
  }, [rows]);
  const title = picked && recorded.includes(picked) ? picked : recorded[0];
  const exerciseRows = useMemo(() => rows.filter((r: ReportItem) => r.item.title === title), [rows, title]);
  const field = CHART_FIELDS.find((f) => exerciseRows.some((r) => r.result?.status === 'DONE' && r.result[f] !== null));

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto', width: '100%' }}>
      <Stack spacing={1}>
        <Typography variant="h5" component="h1">
          {t('myProgress.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('myProgress.intro')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={weeks}
          onChange={(_, value: (typeof SPANS)[number] | null) => value && setWeeks(value)}
          aria-label={t('myProgress.span')}
          // On the paper's white, not the page's grey: the unselected span's words keep their contrast.
          sx={{ bgcolor: 'background.paper', alignSelf: 'flex-start' }}
        >
          {SPANS.map((span) => (
            <ToggleButton key={span} value={span}>
              {t('myProgress.weeks', { count: span })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {total.error ? <Alert severity="error">{errorMessage(total.error, t)}</Alert> : null}
      {total.data ? (
        <Part title={t('myProgress.figures')}>
          <Totals total={total.data} mine />
        </Part>
      ) : total.error ? null : (
        <Skeleton variant="rounded" height={120} aria-busy="true" />
      )}
      {total.data && total.data.byWeek.length > 0 ? (
        <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
          <WeeklyChart weeks={total.data.byWeek} />
        </Suspense>
      ) : null}
      {title ? (
        <Part title={t('myProgress.exerciseTitle')}>
          <Stack spacing={1.5}>
            <TextField
              select
              size="small"
              label={t('progress.exercise')}
              value={title}
              onChange={(event) => setPicked(event.target.value)}
              sx={{ minWidth: 220, maxWidth: '100%', alignSelf: 'flex-start' }}
            >
              {recorded.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            {field ? (
              <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
                <ExerciseChart rows={exerciseRows} title={title} field={field} />
              </Suspense>
            ) : (
              <Typography color="text.secondary">{t('myProgress.exerciseNothing')}</Typography>
            )}
          </Stack>
        </Part>
      ) : null}
    </Stack>
  );
}
