import type { SequenceItem } from '@stride/contracts';

/** The items of each day in order, by day (1 … N): what the grid shows and a drag changes. */
export type DayLayout = Record<number, number[]>;

export const itemKey = (id: number) => `item-${id}`;
export const dayKey = (day: number) => `day-${day}`;
export const itemIdOf = (key: string | number): number | null => {
  const match = /^item-(\d+)$/.exec(String(key));
  return match ? Number(match[1]) : null;
};
export const dayOfKey = (key: string | number): number | null => {
  const match = /^day-(\d+)$/.exec(String(key));
  return match ? Number(match[1]) : null;
};

/** The routine's items per day, ordered by position. */
export function layoutOf(items: readonly SequenceItem[], days: number): DayLayout {
  const layout: DayLayout = {};
  for (let day = 1; day <= days; day += 1) layout[day] = [];
  const sorted = [...items].sort((a, b) => a.day - b.day || a.position - b.position);
  for (const item of sorted) (layout[item.day] ??= []).push(item.id);
  return layout;
}

/** The day holding an item, or null. */
export function dayOfItem(layout: DayLayout, itemId: number): number | null {
  for (const [day, ids] of Object.entries(layout)) if (ids.includes(itemId)) return Number(day);
  return null;
}

/** The layout with an item taken out of its day and put in `day` at `index` (the end when past it). */
export function moveInLayout(layout: DayLayout, itemId: number, day: number, index: number): DayLayout {
  const next: DayLayout = {};
  for (const [d, ids] of Object.entries(layout)) next[Number(d)] = ids.filter((id) => id !== itemId);
  const target = next[day] ?? [];
  target.splice(Math.max(0, Math.min(index, target.length)), 0, itemId);
  next[day] = target;
  return next;
}

/** The ids of the items on days from … to (inclusive), in order. */
export function itemsOfDays(items: readonly SequenceItem[], from: number, to: number): number[] {
  return [...items]
    .filter((item) => item.day >= from && item.day <= to)
    .sort((a, b) => a.day - b.day || a.position - b.position)
    .map((item) => item.id);
}
