import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { calendarFeeds } from './calendar-feed.table.js';
import { participantRoutineItems, participantRoutineResults } from './calendar.table.js';

/** What went from the calendar with a deleted account: its items and what they recorded of them. */
export interface ForgottenCalendar {
  calendarItems: number;
  results: number;
  /** Their calendar feeds (the hashes of its URLs), revoked or not. */
  calendarFeeds: number;
}

/**
 * Removes a participant's calendar in the deleting transaction (results have no foreign key to their
 * items: they go first, by the participant). A staff member has none.
 */
export async function forgetCalendarOf(tx: Db, tenantId: string, profileId: number): Promise<ForgottenCalendar> {
  const results = await tx
    .delete(participantRoutineResults)
    .where(
      and(
        eq(participantRoutineResults.tenantId, tenantId),
        eq(participantRoutineResults.participantProfileId, profileId),
      ),
    )
    .returning({ id: participantRoutineResults.itemId });
  const items = await tx
    .delete(participantRoutineItems)
    .where(
      and(eq(participantRoutineItems.tenantId, tenantId), eq(participantRoutineItems.participantProfileId, profileId)),
    )
    .returning({ id: participantRoutineItems.id });
  const feeds = await tx
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.tenantId, tenantId), eq(calendarFeeds.participantProfileId, profileId)))
    .returning({ id: calendarFeeds.id });
  return { calendarItems: items.length, results: results.length, calendarFeeds: feeds.length };
}
