import type { DatesSetArg } from '@fullcalendar/core';
import esLocale from '@fullcalendar/core/locales/es';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import CheckIcon from '@mui/icons-material/Check';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toAppLanguage } from '../../../app/i18n/i18n';

// Options FullCalendar compares by identity: a new array on each render would set the calendar up again.
const PLUGINS = [dayGridPlugin];
const LOCALES = [esLocale];
const MONTH_VIEW = 'dayGridMonth';

/**
 * A swap's progress on a month (FullCalendar): each day the participant did it marked Done; the month of
 * the latest day done to start with (this month when none). The month is changed with the page's own
 * buttons (named, unlike FullCalendar's icon buttons).
 */
export function ProgressCalendar({ days, initialDate }: { days: readonly string[]; initialDate: string }) {
  const { t, i18n } = useTranslation();
  const language = toAppLanguage(i18n.language);
  const calendar = useRef<FullCalendar | null>(null);
  const [title, setTitle] = useState('');
  const done = t('swaps.dayDone');
  const events = useMemo(
    () => days.map((day) => ({ id: day, title: done, start: day, allDay: true, display: 'block' })),
    [days, done],
  );
  const api = () => calendar.current?.getApi();
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography
          component="h3"
          variant="subtitle1"
          sx={{ flex: 1, fontWeight: 600, '&::first-letter': { textTransform: 'uppercase' } }}
        >
          {title}
        </Typography>
        <IconButton size="small" aria-label={t('swaps.previousMonth')} onClick={() => api()?.prev()}>
          <ChevronLeftIcon />
        </IconButton>
        <Button size="small" variant="outlined" onClick={() => api()?.today()}>
          {t('swaps.thisMonth')}
        </Button>
        <IconButton size="small" aria-label={t('swaps.nextMonth')} onClick={() => api()?.next()}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box
        sx={{
          '& .fc': { fontFamily: 'inherit' },
          '& .fc .fc-day-other': { bgcolor: 'action.hover' },
          // Another month's days in full contrast (FullCalendar fades them to 30 %, below WCAG AA).
          '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1 },
          '& .fc .fc-day-other .fc-daygrid-day-number': { color: 'text.secondary' },
          '& .fc .fc-col-header-cell-cushion, & .fc .fc-daygrid-day-number': { color: 'text.primary' },
          '& .fc-event': { bgcolor: 'success.dark', borderColor: 'success.dark', color: 'common.white' },
        }}
      >
        <FullCalendar
          ref={calendar}
          plugins={PLUGINS}
          initialView={MONTH_VIEW}
          initialDate={initialDate}
          locales={LOCALES}
          locale={language}
          headerToolbar={false}
          height="auto"
          fixedWeekCount={false}
          events={events}
          datesSet={(arg: DatesSetArg) => setTitle(arg.view.title)}
          eventContent={(arg) => (
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.25,
                px: 0.5,
                overflow: 'hidden',
                fontSize: '0.75rem',
              }}
            >
              <CheckIcon sx={{ fontSize: '0.9rem' }} aria-hidden />
              <span>{arg.event.title}</span>
            </Box>
          )}
          // The cell is named by its content (the day number and Done), not by the day number alone.
          dayCellDidMount={(arg) => arg.el.removeAttribute('aria-labelledby')}
        />
      </Box>
    </Stack>
  );
}
