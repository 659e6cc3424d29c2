import type { DatesSetArg, EventClickArg, EventContentArg, EventDropArg, DayCellContentArg } from '@fullcalendar/core';
import esLocale from '@fullcalendar/core/locales/es';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import type { CalendarDayItem, CalendarItem } from '@stride/contracts';
import { useEffect, useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, toDay, addDays } from '../../app/format/days';
import type { CalendarRange } from './calendarQueries';
import { ItemChip } from './ItemChip';
import { KIND_COLORS, KIND_TEXT } from './kindColors';

export type GridView = 'month' | 'week';
const FC_VIEWS: Record<GridView, string> = { month: 'dayGridMonth', week: 'dayGridWeek' };
// Options FullCalendar compares by identity: a new array on each render would set the calendar up again.
const PLUGINS = [dayGridPlugin, interactionPlugin];
const LOCALES = [esLocale];
/** The week's column headers with the day as the portal writes dates (Sun 09/05; dom 05/09 in Spanish). */
const VIEW_OPTIONS = {
  dayGridWeek: { dayHeaderFormat: { weekday: 'short', month: '2-digit', day: '2-digit', omitCommas: true } },
} as const;
/** Within a day: the items' positions, then titles. */
const EVENT_ORDER = ['order', 'title'];

export interface CalendarGridProps {
  calendarRef: RefObject<FullCalendar | null>;
  view: GridView;
  /** The day the calendar opens on. */
  initialDate: string;
  language: 'en' | 'es';
  /** The days' items, each with how it stands. */
  items: readonly CalendarDayItem[];
  selecting: boolean;
  selectedItems: ReadonlySet<number>;
  selectedDays: ReadonlySet<string>;
  /** The days shown (both included) and the view's title, each time they change. */
  onDates: (range: CalendarRange, title: string, current: string) => void;
  onOpenItem: (item: CalendarItem) => void;
  onToggleItem: (item: CalendarItem) => void;
  onToggleDay: (day: string) => void;
  onDayMenu: (day: string, anchor: HTMLElement) => void;
  /** An item dropped on another day; `revert` puts it back when the move fails. */
  onMove: (item: CalendarItem, day: string, revert: () => void) => void;
}

const itemOf = (arg: { event: { extendedProps: Record<string, unknown> } }) =>
  arg.event.extendedProps.item as CalendarDayItem;

/**
 * FullCalendar's month and week grids (dayGrid: the items have a day, no time), with the interaction plugin
 * for dragging an item to another day. Its own header is off: the page's toolbar drives it (ref). Each day
 * has its actions' button and, in selection mode, its check box; each item shows its media's thumbnail and
 * the mark of how it stands on its kind's colour.
 */
export function CalendarGrid({
  calendarRef,
  view,
  initialDate,
  language,
  items,
  selecting,
  selectedItems,
  selectedDays,
  onDates,
  onOpenItem,
  onToggleItem,
  onToggleDay,
  onDayMenu,
  onMove,
}: CalendarGridProps) {
  const { t } = useTranslation();
  useEffect(() => {
    const api = calendarRef.current?.getApi();
    if (api && api.view.type !== FC_VIEWS[view]) api.changeView(FC_VIEWS[view]);
  }, [calendarRef, view]);
  const events = useMemo(
    () =>
      items.map((item) => ({
        id: String(item.id),
        title: item.title,
        start: item.date,
        allDay: true,
        order: item.position,
        backgroundColor: KIND_COLORS[item.kind],
        borderColor: KIND_COLORS[item.kind],
        textColor: KIND_TEXT,
        classNames: [`calendar-item-${item.kind.toLowerCase()}`, `calendar-item-${item.state.toLowerCase()}`],
        extendedProps: { item },
      })),
    [items],
  );

  const dayCell = (arg: DayCellContentArg) => {
    const day = toDay(arg.date);
    const label = formatDay(day);
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
        {selecting ? (
          <Checkbox
            size="small"
            sx={{ p: 0.25 }}
            checked={selectedDays.has(day)}
            onChange={() => onToggleDay(day)}
            slotProps={{ input: { 'aria-label': t('calendar.selectDay', { date: label }) } }}
          />
        ) : null}
        <IconButton
          size="small"
          sx={{ p: 0.25 }}
          aria-label={t('calendar.dayActions', { date: label })}
          aria-haspopup="menu"
          onClick={(event) => onDayMenu(day, event.currentTarget)}
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
        {view === 'month' ? <span aria-hidden>{arg.dayNumberText}</span> : null}
      </Box>
    );
  };

  const eventContent = (arg: EventContentArg) => {
    const item = itemOf(arg);
    return (
      <ItemChip
        item={item}
        selecting={selecting}
        selected={selectedItems.has(item.id)}
        size={view === 'month' ? 20 : 32}
      />
    );
  };

  return (
    <Box
      sx={{
        '& .fc': { fontFamily: 'inherit' },
        '& .fc .fc-daygrid-day.calendar-day-selected': { bgcolor: 'action.selected' },
        '& .fc .fc-daygrid-day-top': { flexDirection: 'row', justifyContent: 'flex-end', p: 0.25 },
        // Another month's days: told by their background, their numbers as readable as the others.
        '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1 },
        '& .fc .fc-day-other': { bgcolor: 'action.hover' },
        '& .fc-event': { cursor: 'pointer', overflow: 'hidden' },
        '& .fc-event:focus-visible': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 1 },
        '& .fc .fc-daygrid-more-link': { color: 'text.primary', fontWeight: 500 },
        '& .fc .fc-col-header-cell-cushion': { color: 'text.primary' },
      }}
    >
      <FullCalendar
        ref={calendarRef}
        plugins={PLUGINS}
        initialView={FC_VIEWS[view]}
        initialDate={initialDate}
        locales={LOCALES}
        views={VIEW_OPTIONS}
        locale={language}
        headerToolbar={false}
        height="auto"
        events={events}
        eventOrder={EVENT_ORDER}
        dayMaxEvents={view === 'month' ? 4 : false}
        editable={!selecting}
        eventDurationEditable={false}
        eventContent={eventContent}
        dayCellContent={dayCell}
        // The cell is named by its content (the day's buttons and items), not by the day number alone.
        dayCellDidMount={(arg) => arg.el.removeAttribute('aria-labelledby')}
        dayCellClassNames={(arg) => (selectedDays.has(toDay(arg.date)) ? ['calendar-day-selected'] : [])}
        moreLinkText={(count) => t('calendar.more', { count })}
        datesSet={(arg: DatesSetArg) =>
          onDates(
            { from: toDay(arg.start), to: addDays(toDay(arg.end), -1) },
            arg.view.title,
            toDay(arg.view.currentStart),
          )
        }
        eventClick={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          const item = itemOf(arg);
          if (selecting) onToggleItem(item);
          else onOpenItem(item);
        }}
        eventDrop={(arg: EventDropArg) => {
          const item = itemOf(arg);
          if (!arg.event.start) return arg.revert();
          onMove(item, toDay(arg.event.start), arg.revert);
        }}
      />
    </Box>
  );
}
