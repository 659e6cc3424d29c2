import ical, { ICalCalendarMethod } from 'ical-generator';
import type { ItemState, Language } from '@stride/contracts';
import type { FeedMessage } from '../sprints/index.js';

/** An item of the feed: a calendar item on its day, with how it stands when its day is past. */
export interface FeedItem {
  id: number;
  date: string;
  title: string;
  description: string | null;
  series: number | null;
  repetitions: number | null;
  weight: number | null;
  timeSeconds: number | null;
  distance: number | null;
  /** null while the day is not over. */
  state: ItemState | null;
  skipReason: string | null;
}

const WORDS = {
  en: {
    calendar: 'My plan',
    message: 'Message from your programme',
    states: { PLANNED: 'Planned', DONE: 'Done', PARTIAL: 'Partly done', SKIPPED: 'Skipped', MISSED: 'Missed' },
    sets: 'sets',
    reps: 'reps',
    min: 'min',
    s: 's',
  },
  es: {
    calendar: 'Mi plan',
    message: 'Mensaje de tu programa',
    states: {
      PLANNED: 'Planificado',
      DONE: 'Hecho',
      PARTIAL: 'Hecho en parte',
      SKIPPED: 'Saltado',
      MISSED: 'No hecho',
    },
    sets: 'series',
    reps: 'repeticiones',
    min: 'min',
    s: 's',
  },
} as const;

/** A timed message lasts a quarter of an hour in the calendar: long enough to be seen, not to block the day. */
const MESSAGE_MS = 15 * 60_000;
/** How many words of a sent message name its event. */
const FIRST_WORDS = 8;

const DAY_MS = 86_400_000;
const dayStart = (date: string) => new Date(`${date}T00:00:00Z`);

/** "3 sets × 10 reps · 20 kg · 1 min 30 s · 2 km": what the item prescribes, in the reader's words. */
function prescription(i: FeedItem, w: (typeof WORDS)[Language]): string | null {
  const parts: string[] = [];
  if (i.series && i.repetitions) parts.push(`${i.series} ${w.sets} × ${i.repetitions} ${w.reps}`);
  else if (i.series) parts.push(`${i.series} ${w.sets}`);
  else if (i.repetitions) parts.push(`${i.repetitions} ${w.reps}`);
  if (i.weight) parts.push(`${i.weight} kg`);
  if (i.timeSeconds) {
    const m = Math.floor(i.timeSeconds / 60);
    const s = i.timeSeconds % 60;
    parts.push([m ? `${m} ${w.min}` : '', s ? `${s} ${w.s}` : ''].filter(Boolean).join(' '));
  }
  if (i.distance) parts.push(`${i.distance} km`);
  return parts.length ? parts.join(' · ') : null;
}

/** The first words of a message, with an ellipsis when there are more. */
export function firstWords(text: string, max = FIRST_WORDS): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > max ? `${words.slice(0, max).join(' ')}…` : words.join(' ');
}

/**
 * The feed as iCalendar text: one all-day event per item and day (UID stable per item and day), one timed
 * event per programme message. A message not yet sent shows only that one is coming: the participant reads
 * a message when it arrives, never ahead of it (docs/decisions.md, "Sprints"). DTSTAMP is `now`.
 */
export function feedIcs(
  uidDomain: string,
  language: Language,
  items: FeedItem[],
  messages: FeedMessage[],
  now: Date,
): string {
  const w = WORDS[language];
  const cal = ical({
    name: w.calendar,
    prodId: { company: 'Stride', product: 'Calendar feed', language: language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  for (const i of items) {
    const state = i.state
      ? i.state === 'SKIPPED' && i.skipReason
        ? `${w.states.SKIPPED}: ${i.skipReason}`
        : w.states[i.state]
      : null;
    const description = [state, prescription(i, w), i.description?.trim() || null].filter(Boolean).join('\n\n');
    cal.createEvent({
      id: `item-${i.id}-${i.date}@${uidDomain}`,
      start: dayStart(i.date),
      end: new Date(dayStart(i.date).getTime() + DAY_MS),
      allDay: true,
      summary: i.title,
      ...(description ? { description } : {}),
      stamp: now,
    });
  }
  for (const m of messages) {
    const words = m.sent ? firstWords(m.text) : '';
    cal.createEvent({
      id: `message-${m.definitionId}-${m.occurrence}@${uidDomain}`,
      start: m.sendAt,
      end: new Date(m.sendAt.getTime() + MESSAGE_MS),
      summary: words || w.message,
      stamp: now,
    });
  }
  return cal.toString();
}
