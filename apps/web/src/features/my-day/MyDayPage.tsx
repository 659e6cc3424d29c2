import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RESULT_LATE_DAYS, type CalendarResult, type ReportItem } from '@stride/contracts';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/auth/session';
import { errorMessage, useErrorHandler } from '../../app/errors';
import { useSnackbar } from '../../app/ui/snackbar';
import { addDays, formatWeekday, isPlainDate, localToday, mondayOf } from '../../app/format/days';
import { MyCoursesCard } from '../courses/take/MyCoursesCard';
import { MyJournalCard } from '../journal/MyJournalCard';
import { MySurveysCard } from '../surveys/take/MySurveysCard';
import { MySwapsCard } from '../swaps/MySwapsCard';
import { deleteResult, recordResult, useReport, useShowResult } from '../calendar/results/resultsApi';
import { DayItemCard, type Recordable } from './DayItemCard';
import { CalendarFeedSection } from '../calendar/CalendarFeedSection';
import { ProgrammeCard } from './ProgrammeCard';
import { DaysAccordion } from './DaysAccordion';
import { DoneDialog, SkipDialog } from './ResultDialogs';

/** The days of `rows`, in order, each with its items. */
function byDay(rows: readonly ReportItem[], order: 'asc' | 'desc' = 'asc'): [string, ReportItem[]][] {
  const days = new Map<string, ReportItem[]>();
  for (const row of rows) days.set(row.item.date, [...(days.get(row.item.date) ?? []), row]);
  const sorted = [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
  return order === 'asc' ? sorted : sorted.reverse();
}

/** A section of the day page: a heading and its content (later issues add theirs). */
function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        {title}
      </Typography>
      {intro ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {intro}
        </Typography>
      ) : null}
      <Stack spacing={1.5} sx={{ mt: intro ? 0 : 1 }}>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * /my-day, a participant's own page and where they land (docs/decisions.md, "The participant's day and
 * progress screens"): today's items, the rest of this week, and the past days that can still be recorded
 * (RESULT_LATE_DAYS), one GET …/routines/report for the whole span. Each item is marked done (values,
 * comment, rating) or skipped (a reason), changed or taken back. Built for a phone, today first (issue 29, item
 * 11): today's items in compact cards, today's messages from the programme (sprints), the earlier days and the
 * rest of the week folded, then surveys, courses, swaps, the journal and the calendar feed.
 */
export default function MyDayPage() {
  const { t } = useTranslation();
  const userId = useSession()?.claims.user_id ?? 0;
  const profileId = useSession()?.claims.profile_id ?? 0;
  const today = useMemo(() => localToday(), []);
  // A notification of an advisor's comment opens the day it is on (/my-day?date=YYYY-MM-DD).
  const asked = useSearchParams()[0].get('date');
  const journalDay = isPlainDate(asked) && asked <= today ? asked : today;
  const earliest = addDays(today, -RESULT_LATE_DAYS);
  const sunday = addDays(mondayOf(today), 6);
  const report = useReport(userId, { from: earliest, to: sunday });
  const showResult = useShowResult(userId, today);
  const onError = useErrorHandler();
  const snackbar = useSnackbar();
  const [doing, setDoing] = useState<ReportItem | null>(null);
  const [skipping, setSkipping] = useState<ReportItem | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const rows = report.data?.items ?? [];
  const todays = rows.filter((r) => r.item.date === today);
  const coming = byDay(rows.filter((r) => r.item.date > today));
  const earlier = byDay(
    rows.filter((r) => r.item.date < today),
    'desc',
  );

  const recordable = (date: string): Recordable => (date > today ? 'future' : date < earliest ? 'tooLate' : 'yes');
  // Recorded at once, or kept while offline and sent when back (app/offline): the page says which.
  const save = async (row: ReportItem, body: Parameters<typeof recordResult>[2]) => {
    const { result, queued } = await recordResult(userId, row, body);
    snackbar.show(queued ? t('offline.queued') : t('results.saved'), queued ? 'info' : 'success');
    return result;
  };
  const shown = (row: ReportItem, result: CalendarResult) => showResult(row.item.id, result);
  const undo = async (row: ReportItem) => {
    if (!row.result) return;
    setBusyId(row.item.id);
    try {
      await deleteResult(userId, { ...row, result: row.result });
      snackbar.show(t('myDay.undone'));
      showResult(row.item.id, null);
    } catch (error) {
      onError(error);
    } finally {
      setBusyId(null);
    }
  };
  const card = (row: ReportItem) => (
    <DayItemCard
      key={row.item.id}
      row={row}
      recordable={recordable(row.item.date)}
      busy={busyId === row.item.id}
      onDone={() => setDoing(row)}
      onSkip={() => setSkipping(row)}
      onUndo={() => void undo(row)}
    />
  );

  // The participant's journal (issue 18), after the swaps: shown only while their journal is on.
  const journal = <MyJournalCard userId={userId} day={journalDay} today={today} focus={journalDay === asked} />;
  let content: ReactNode;
  if (report.isPending) {
    content = (
      <Stack spacing={1.5} aria-busy="true">
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  } else if (report.error && !report.data) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void report.refetch()}>
            {t('myDay.retry')}
          </Button>
        }
      >
        {errorMessage(report.error, t)}
      </Alert>
    );
  } else {
    content = (
      <Section title={t('myDay.today')} intro={formatWeekday(today)}>
        {todays.length > 0 ? (
          todays.map(card)
        ) : (
          <Typography color="text.secondary">{t('myDay.nothingToday')}</Typography>
        )}
      </Section>
    );
  }
  // The other days, folded under today (issue 29, item 11): opened, their items are recorded as today's are.
  const folded = report.data ? (
    <>
      {earlier.length > 0 ? (
        <DaysAccordion
          title={t('myDay.earlier')}
          intro={t('myDay.earlierIntro', { count: RESULT_LATE_DAYS })}
          days={earlier}
          defaultExpanded={journalDay < today}
          card={card}
        />
      ) : null}
      {coming.length > 0 ? (
        <DaysAccordion title={t('myDay.thisWeek')} days={coming} card={card} />
      ) : (
        <Typography color="text.secondary">{t('myDay.nothingThisWeek')}</Typography>
      )}
    </>
  ) : null;

  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Typography variant="h5" component="h1">
        {t('myDay.title')}
      </Typography>
      {content}
      <ProgrammeCard userId={userId} day={today} />
      {folded}
      <MySurveysCard userId={userId} />
      <MyCoursesCard userId={userId} />
      <MySwapsCard userId={userId} profileId={profileId} day={today} />
      {journal}
      <CalendarFeedSection userId={userId} own />
      <DoneDialog row={doing} onClose={() => setDoing(null)} onSave={save} onDone={shown} />
      <SkipDialog row={skipping} onClose={() => setSkipping(null)} onSave={save} onDone={shown} />
    </Stack>
  );
}
