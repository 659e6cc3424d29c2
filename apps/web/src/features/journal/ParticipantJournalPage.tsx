import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isPlainDate, localToday } from '../../app/format/days';
import { toAppLanguage } from '../../app/i18n/i18n';
import { JournalDayView } from './JournalDayView';
import { JournalMonth, monthOf } from './JournalMonth';
import { useJournalCalendar, useJournalRealtime } from './journalQueries';
import { useState } from 'react';

/**
 * /participants/{id}/journal (spec 001, "Journal"; issue 18): the month with the days that have entries,
 * comments and new comments; the chosen day (?date=YYYY-MM-DD, a JOURNAL notification's target) with its
 * meals, photos and comment threads. Read every 240 s and at once when the participant writes.
 */
export default function ParticipantJournalPage() {
  const participantId = Number(useParams().id);
  const { i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('date');
  const today = localToday();
  const date = isPlainDate(asked) ? asked : today;
  const [shownMonth, setShownMonth] = useState<{ forDate: string; month: string } | null>(null);
  const month = shownMonth?.forDate === date ? shownMonth.month : monthOf(date);
  const marks = useJournalCalendar(participantId, month);
  useJournalRealtime(participantId);

  const choose = (day: string) => setSearch({ date: day }, { replace: true });

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mt: 2, alignItems: { xs: 'stretch', md: 'flex-start' } }}
    >
      <Paper sx={{ p: { xs: 1.5, sm: 2 }, width: { md: 360 }, flexShrink: 0 }}>
        <JournalMonth
          month={month}
          marks={marks.data ?? new Map()}
          selected={date}
          today={today}
          language={toAppLanguage(i18n.language)}
          onSelect={choose}
          onMonth={(next) => setShownMonth({ forDate: date, month: next })}
        />
      </Paper>
      <Paper sx={{ p: { xs: 1.5, sm: 2 }, flex: 1, minWidth: 0 }}>
        <JournalDayView key={date} participantId={participantId} date={date} />
      </Paper>
    </Stack>
  );
}
