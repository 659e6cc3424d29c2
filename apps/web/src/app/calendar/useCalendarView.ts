import type FullCalendar from '@fullcalendar/react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, formatDay, toDay, weekDays, weekStart } from '../format/days';
import { toAppLanguage } from '../i18n/i18n';

/** The first and last day shown, the participant's plain dates. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * What a participant's calendar shows (the exercise calendar and the sprint calendar): a FullCalendar grid
 * (`G`, e.g. month or week) or a week as a list, the phone's view, until the user picks one (a window
 * resized follows it); the days shown, their title, and the steps to today, back and forth.
 */
export function useCalendarView<G extends string>(grids: readonly G[], initialDate?: string) {
  const { i18n } = useTranslation();
  const language = toAppLanguage(i18n.language);
  const firstDay = language === 'es' ? 1 : 0;
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const calendarRef = useRef<FullCalendar | null>(null);
  const [chosenView, setView] = useState<G | 'list' | null>(null);
  const view: G | 'list' = chosenView ?? (narrow ? 'list' : grids[0]!);
  const [anchor, setAnchor] = useState(() => initialDate ?? toDay(new Date()));
  const [grid, setGrid] = useState<{ range: DayRange; title: string } | null>(null);

  const listDays = weekDays(weekStart(anchor, firstDay));
  const range: DayRange | null = view === 'list' ? { from: listDays[0]!, to: listDays[6]! } : (grid?.range ?? null);
  const title = view === 'list' ? `${formatDay(listDays[0]!)} – ${formatDay(listDays[6]!)}` : (grid?.title ?? '');

  const navigate = (step: -1 | 0 | 1) => {
    const api = view === 'list' ? null : calendarRef.current?.getApi();
    if (api) {
      if (step === 0) api.today();
      else if (step < 0) api.prev();
      else api.next();
      return;
    }
    if (step === 0) setAnchor(toDay(new Date()));
    else setAnchor((current) => addDays(current, step * 7));
  };

  /**
   * The day a newly chosen view opens on: today when today is in the period shown (the grid's month or week,
   * not the other months' days around it; the listed week), else the period's first day. FullCalendar would
   * keep its own date, which after a step back and forth is the 1st of the month (issue 29).
   */
  const openingDay = (): string => {
    const today = toDay(new Date());
    const shownView = view === 'list' ? null : calendarRef.current?.getApi().view;
    const first = shownView ? toDay(shownView.currentStart) : listDays[0]!;
    const last = shownView ? addDays(toDay(shownView.currentEnd), -1) : listDays[6]!;
    return today >= first && today <= last ? today : first;
  };

  const chooseView = (value: G | 'list') => {
    if (value === view) return;
    const day = openingDay();
    // A grid changing to another grid keeps FullCalendar's date: move it first. The list, and a grid mounted
    // from the list, open on the anchor.
    if (value !== 'list' && view !== 'list') calendarRef.current?.getApi().gotoDate(day);
    setAnchor(day);
    setView(value);
  };

  /** The grid's days, told again whenever FullCalendar renders: state changes only when the days did. */
  const onDates = (next: DayRange, nextTitle: string, current: string) => {
    setGrid((shown) =>
      shown && shown.range.from === next.from && shown.range.to === next.to && shown.title === nextTitle
        ? shown
        : { range: next, title: nextTitle },
    );
    setAnchor(current);
  };

  return { language, calendarRef, view, chooseView, anchor, listDays, range, title, navigate, onDates };
}
