import { DEFINITION_PATHS, endpoints, type CalendarItem } from '@stride/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../app/api';

/** Every query of a participant's calendar starts with this key: a change refreshes the days shown. */
export const CALENDAR_KEY = ['participant-calendar'] as const;
export const calendarKey = (userId: number) => [...CALENDAR_KEY, userId] as const;

/** The days on screen (both included, at most 62: a month view shows six weeks). */
export interface CalendarRange {
  from: string;
  to: string;
}

/** GET /participants/{id}/routines/calendar?from&to: the items of the days shown, by date then position. */
export function useCalendarItems(userId: number, range: CalendarRange | null) {
  return useQuery({
    queryKey: [...calendarKey(userId), range?.from, range?.to],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.calendar.calendar, { params: { id: userId }, query: range ?? {}, signal }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    // Signed media links live 10 to 20 minutes: back on the tab, the days are read again.
    refetchOnWindowFocus: true,
    select: (answer) => answer.items,
  });
}

/** GET /participants/{id}/routines/{kind}/{itemId}: one item as it is now (its version from the ETag). */
export const fetchCalendarItem = (userId: number, item: Pick<CalendarItem, 'id' | 'kind'>) =>
  callEndpoint(endpoints.calendar.getItem, {
    params: { id: userId, kind: DEFINITION_PATHS[item.kind], itemId: item.id },
  });
