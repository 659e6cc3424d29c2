import type { ItemState } from '@stride/contracts';
import type { Fact, FactSource } from '../assistant/index.js';
import { reportRows } from './calendar-report.queries.js';
import { participantToday } from './calendar-today.js';

/** At most this many items are listed one by one (the counts cover them all). */
const LISTED_ITEMS = 30;
const KEYWORDS = [
  'exercise',
  'exercises',
  'routine',
  'routines',
  'activity',
  'activities',
  'week',
  'done',
  'did',
  'skipped',
  'skip',
  'missed',
  'results',
  'progress',
  'completed',
  'workout',
  'ejercicios',
  'semana',
];
const STATE_WORDS: Record<ItemState, string> = {
  DONE: 'Done',
  PARTIAL: 'Partly done',
  SKIPPED: 'Skipped',
  MISSED: 'Missed',
  PLANNED: 'Planned',
};

/**
 * The participant's calendar in the days asked about (issue 29, item 8): counts by state and the completion
 * rate, then each item with its state, rating and comment, or the reason of a skip. One query.
 */
export const calendarFacts: FactSource = {
  name: 'calendar',
  async facts(tx, ctx, profileId, range) {
    const today = participantToday(range.now).earliest;
    const rows = await reportRows(tx, ctx.tenantId, profileId, { from: range.since, to: range.until }, today);
    if (rows.length === 0) {
      return [{ text: `Calendar ${range.since} to ${range.until}: nothing planned`, keywords: KEYWORDS }];
    }
    const count = (state: ItemState) => rows.filter((r) => r.state === state).length;
    const due = rows.length - count('PLANNED');
    const completed = count('DONE') + count('PARTIAL');
    const rate = due > 0 ? `, ${Math.round((completed / due) * 100)}% of those due completed` : '';
    const facts: Fact[] = [
      {
        text:
          `Calendar ${range.since} to ${range.until}: ${rows.length} items; ${count('DONE')} done, ` +
          `${count('PARTIAL')} partly done, ${count('SKIPPED')} skipped, ${count('MISSED')} missed, ` +
          `${count('PLANNED')} still planned${rate}`,
        keywords: KEYWORDS,
      },
    ];
    for (const { item, result, state } of rows.slice(0, LISTED_ITEMS)) {
      const details = [
        result?.rating ? `rating ${result.rating}/5` : null,
        result?.comment ? `comment "${result.comment}"` : null,
        state === 'SKIPPED' && result?.skipReason ? `reason "${result.skipReason}"` : null,
      ].filter(Boolean);
      facts.push({
        text: `${STATE_WORDS[state]}: ${item.title} on ${item.date}${details.length ? ` (${details.join(', ')})` : ''}`,
        keywords: [...KEYWORDS, item.title.toLowerCase()],
      });
    }
    if (rows.length > LISTED_ITEMS) {
      facts.push({ text: `Calendar: ${rows.length - LISTED_ITEMS} more items not listed`, keywords: KEYWORDS });
    }
    return facts;
  },
};
