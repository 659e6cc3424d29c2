import esLocale from '@fullcalendar/core/locales/es';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toAppLanguage } from '../../app/i18n/i18n';

// Options FullCalendar compares by identity: a new array on each render would set the calendar up again.
const PLUGINS = [dayGridPlugin];
const LOCALES = [esLocale];
const MONTH_VIEW = 'dayGridMonth';
const TOOLBAR = { left: 'title', center: '', right: 'prev,today,next' };

/**
 * A swap's progress on a month (FullCalendar): each day the participant did it marked Done; the month of
 * the latest day done to start with (this month when none).
 */
export function ProgressCalendar({ days, initialDate }: { days: readonly string[]; initialDate: string }) {
  const { t, i18n } = useTranslation();
  const language = toAppLanguage(i18n.language);
  const done = t('swaps.dayDone');
  const events = useMemo(
    () => days.map((day) => ({ id: day, title: done, start: day, allDay: true, display: 'block' })),
    [days, done],
  );
  return (
    <Box
      sx={{
        '& .fc': { fontFamily: 'inherit' },
        '& .fc .fc-toolbar-title': { fontSize: '1.1rem', textTransform: 'capitalize' },
        '& .fc .fc-button': { py: 0.25, px: 1 },
        '& .fc .fc-day-other': { bgcolor: 'action.hover' },
        '& .fc .fc-col-header-cell-cushion, & .fc .fc-daygrid-day-number': { color: 'text.primary' },
        '& .fc-event': { bgcolor: 'success.dark', borderColor: 'success.dark', color: 'common.white' },
      }}
    >
      <FullCalendar
        plugins={PLUGINS}
        initialView={MONTH_VIEW}
        initialDate={initialDate}
        locales={LOCALES}
        locale={language}
        headerToolbar={TOOLBAR}
        height="auto"
        fixedWeekCount={false}
        events={events}
        eventContent={(arg) => (
          <Box
            sx={{ display: 'flex', alignItems: 'center', gap: 0.25, px: 0.5, overflow: 'hidden', fontSize: '0.75rem' }}
          >
            <CheckIcon sx={{ fontSize: '0.9rem' }} aria-hidden />
            <span>{arg.event.title}</span>
          </Box>
        )}
        // The cell is named by its content (the day number and Done), not by the day number alone.
        dayCellDidMount={(arg) => arg.el.removeAttribute('aria-labelledby')}
      />
    </Box>
  );
}
