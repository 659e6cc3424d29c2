import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pasteDay, pasteItems } from './calendarApi';
import type { useCalendarChange } from './useCalendarChange';

const toggle = <T>(set: ReadonlySet<T>, value: T): ReadonlySet<T> => {
  const next = new Set(set);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return next;
};

/**
 * Selection mode of the participant's calendar: the items and days selected, the day copied, and pasting
 * the items or the copied day onto the days; `notice` is the spec's text when something is missing.
 */
export function useCalendarSelection(userId: number, change: ReturnType<typeof useCalendarChange>) {
  const { t } = useTranslation();
  const [selecting, setSelecting] = useState(false);
  const [selectedItems, setSelectedItems] = useState<ReadonlySet<number>>(new Set());
  const [selectedDays, setSelectedDays] = useState<ReadonlySet<string>>(new Set());
  const [copiedDay, setCopiedDay] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deletingSelected, setDeletingSelected] = useState(false);

  const endSelection = () => {
    setSelecting(false);
    setSelectedItems(new Set());
    setSelectedDays(new Set());
    setCopiedDay(null);
    setNotice(null);
  };

  /** Pastes the selected items onto the selected days (or `onto`), with the spec's texts when either is missing. */
  const pasteSelected = async (onto?: string) => {
    const ids = [...selectedItems];
    const days = onto ? [onto] : [...selectedDays].sort();
    if (ids.length === 0) return setNotice(t('calendar.selectOneExercise'));
    if (days.length === 0) return setNotice(t('calendar.selectOneDay'));
    setNotice(null);
    const done = await change.run(
      () => pasteItems(userId, ids, days),
      t(ids.length === 1 && days.length === 1 ? 'calendar.itemPasted' : 'calendar.exercisesPasted'),
    );
    if (done) setSelectedDays(new Set());
  };

  /** Pastes the copied day onto the selected days (or `onto`). */
  const pasteCopiedDay = async (onto?: string) => {
    const days = onto ? [onto] : [...selectedDays].sort();
    if (!copiedDay) return setNotice(t('calendar.selectDayToCopy'));
    if (days.length === 0) return setNotice(t('calendar.selectOneDay'));
    setNotice(null);
    const done = await change.run(() => pasteDay(userId, copiedDay, days), t('calendar.dayPasted'));
    if (done) setSelectedDays(new Set());
  };

  /** Copies a day and enters selection mode, to pick the days to paste it onto. */
  const copyDay = (day: string) => {
    setCopiedDay(day);
    setSelecting(true);
    setNotice(null);
  };

  const deleteSelected = () => {
    if (selectedItems.size === 0) return setNotice(t('calendar.selectOneExercise'));
    setNotice(null);
    setDeletingSelected(true);
  };

  return {
    selecting,
    startSelection: () => setSelecting(true),
    endSelection,
    selectedItems,
    clearSelectedItems: () => setSelectedItems(new Set()),
    toggleItem: (id: number) => setSelectedItems((current) => toggle(current, id)),
    selectedDays,
    toggleDay: (day: string) => setSelectedDays((current) => toggle(current, day)),
    copiedDay,
    copyDay,
    notice,
    dismissNotice: () => setNotice(null),
    pasteSelected,
    pasteCopiedDay,
    deleteSelected,
    deletingSelected,
    closeDeleteSelected: () => setDeletingSelected(false),
  };
}
