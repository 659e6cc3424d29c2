import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_CALENDAR_RANGE_DAYS, type CalendarDayItem, type ReportItem } from '@stride/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../app/auth/session';
import { errorMessage } from '../../app/errors';
import { addDays, localToday } from '../../app/format/days';
import { CalendarWeekList } from '../calendar/CalendarWeekList';
import { useReport } from '../calendar/results/resultsApi';
import { DayItemCard } from './DayItemCard';

/** The weeks shown at first, and added by "Show more weeks" (one report call covers at most 62 days). */
const WEEKS = 4;
const MAX_WEEKS = Math.floor(MAX_CALENDAR_RANGE_DAYS / 7);
const NO_ITEMS: ReadonlySet<number> = new Set();
const NO_DAYS: ReadonlySet<string> = new Set();

/**
 * /my-calendar, the participant's calendar of the weeks ahead (issue 29, item 12): read-only, from today on, the
 * days that hold something as the staff's list view shows them (each item with its state mark), one GET
 * …/routines/report for the span. Tapping an item shows its details (media, description, prescription); today's
 * are recorded on My day.
 */
export default function MyCalendarPage() {
  const { t, i18n } = useTranslation();
  const userId = useSession()?.claims.user_id ?? 0;
  const today = useMemo(() => localToday(), []);
  const [weeks, setWeeks] = useState(WEEKS);
  const last = addDays(today, weeks * 7 - 1);
  const report = useReport(userId, { from: today, to: last });
  const [open, setOpen] = useState<ReportItem | null>(null);

  const rows = useMemo(() => report.data?.items ?? [], [report.data]);
  const items = useMemo<CalendarDayItem[]>(() => rows.map((row) => ({ ...row.item, state: row.state })), [rows]);
  // Today always, then only the days that hold something: a phone scrolls through weeks, not empty days.
  const days = useMemo(() => [...new Set([today, ...rows.map((row) => row.item.date)])].sort(), [rows, today]);
  const openItem = (item: { id: number }) => setOpen(rows.find((row) => row.item.id === item.id) ?? null);

  let content;
  if (report.isPending) {
    content = <Skeleton variant="rounded" height={240} aria-busy="true" />;
  } else if (report.error && !report.data) {
    content = <Alert severity="error">{errorMessage(report.error, t)}</Alert>;
  } else {
    content = (
      <>
        <CalendarWeekList
          days={days}
          items={items}
          language={i18n.language === 'es' ? 'es' : 'en'}
          selecting={false}
          selectedItems={NO_ITEMS}
          selectedDays={NO_DAYS}
          onOpenItem={openItem}
          onToggleItem={openItem}
          onToggleDay={() => undefined}
        />
        {rows.length === 0 ? <Typography color="text.secondary">{t('myCalendar.nothing')}</Typography> : null}
        {weeks < MAX_WEEKS ? (
          <Button
            variant="outlined"
            sx={{ alignSelf: 'center' }}
            onClick={() => setWeeks((w) => Math.min(MAX_WEEKS, w + WEEKS))}
            disabled={report.isFetching}
          >
            {t('myCalendar.more')}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Typography variant="h5" component="h1">
        {t('myCalendar.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('myCalendar.intro', { count: weeks })}
      </Typography>
      {content}
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        fullWidth
        maxWidth="sm"
        slotProps={{ paper: { 'aria-label': open?.item.title } }}
      >
        {open ? (
          <>
            <DialogContent sx={{ p: 1 }}>
              <DayItemCard
                row={open}
                recordable={open.item.date > today ? 'future' : 'view'}
                busy={false}
                onDone={() => undefined}
                onSkip={() => undefined}
                onUndo={() => undefined}
              />
            </DialogContent>
            <DialogActions>
              {open.item.date === today ? (
                <Button component={RouterLink} to="/my-day">
                  {t('myCalendar.recordOnMyDay')}
                </Button>
              ) : null}
              <Button onClick={() => setOpen(null)}>{t('common.close')}</Button>
            </DialogActions>
          </>
        ) : null}
      </Dialog>
    </Stack>
  );
}
