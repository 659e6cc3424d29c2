import type { DatesSetArg, EventClickArg, EventContentArg } from '@fullcalendar/core';
import esLocale from '@fullcalendar/core/locales/es';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import Box from '@mui/material/Box';
import type { SprintMessage } from '@stride/contracts';
import { useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, toDay } from '../../../app/format/days';
import { MessageChip } from '../MessageChip';
import type { MessageRange } from '../sprintsQueries';
import { STATUS_COLORS, STATUS_TEXT } from '../statusColors';

// Options FullCalendar compares by identity: a new array on each render would set the calendar up again.
const PLUGINS = [dayGridPlugin];
const LOCALES = [esLocale];
const EVENT_ORDER = ['start', 'order'];
const MONTH_VIEW = 'dayGridMonth';

const messageOf = (arg: { event: { extendedProps: Record<string, unknown> } }) =>
  arg.event.extendedProps.message as SprintMessage;

/**
 * FullCalendar's month of the participant's messages: each on its day (the participant's) at its time,
 * coloured by status (planned, sent with a check, skipped greyed). The page's toolbar drives it (ref).
 */
export function MessagesGrid({
  calendarRef,
  initialDate,
  language,
  messages,
  onDates,
  onOpen,
}: {
  calendarRef: RefObject<FullCalendar | null>;
  initialDate: string;
  language: 'en' | 'es';
  messages: readonly SprintMessage[];
  onDates: (range: MessageRange, title: string, current: string) => void;
  onOpen: (message: SprintMessage) => void;
}) {
  const { t } = useTranslation();
  const events = useMemo(
    () =>
      messages.map((message) => ({
        id: `${message.definitionId}-${message.occurrence}`,
        title: message.text || message.resource?.title || '',
        // The participant's day and time as they are (no zone): shown as written.
        start: `${message.date}T${message.time}`,
        allDay: false,
        display: 'block',
        backgroundColor: STATUS_COLORS[message.status],
        borderColor: STATUS_COLORS[message.status],
        textColor: STATUS_TEXT,
        classNames: [`sprint-message-${message.status.toLowerCase()}`],
        extendedProps: { message },
      })),
    [messages],
  );
  return (
    <Box
      sx={{
        '& .fc': { fontFamily: 'inherit' },
        '& .fc .fc-day-other': { bgcolor: 'action.hover' },
        '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1 },
        '& .fc-event': { cursor: 'pointer', overflow: 'hidden', fontSize: '0.75rem' },
        '& .fc-event:focus-visible': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 1 },
        '& .fc .fc-daygrid-more-link': { color: 'text.primary', fontWeight: 500 },
        '& .fc .fc-col-header-cell-cushion, & .fc .fc-daygrid-day-number': { color: 'text.primary' },
      }}
    >
      <FullCalendar
        ref={calendarRef}
        plugins={PLUGINS}
        initialView={MONTH_VIEW}
        initialDate={initialDate}
        locales={LOCALES}
        locale={language}
        headerToolbar={false}
        height="auto"
        events={events}
        eventOrder={EVENT_ORDER}
        dayMaxEvents={4}
        eventContent={(arg: EventContentArg) => <MessageChip message={messageOf(arg)} />}
        // The cell is named by its content (the day number and the messages), not by the day number alone.
        dayCellDidMount={(arg) => arg.el.removeAttribute('aria-labelledby')}
        moreLinkText={(count) => t('sprints.more', { count })}
        datesSet={(arg: DatesSetArg) =>
          onDates(
            { from: toDay(arg.start), to: addDays(toDay(arg.end), -1) },
            arg.view.title,
            toDay(arg.view.currentStart),
          )
        }
        eventClick={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          onOpen(messageOf(arg));
        }}
      />
    </Box>
  );
}
