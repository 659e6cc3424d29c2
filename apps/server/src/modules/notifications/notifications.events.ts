/**
 * The events of the care domains that notify a participant's coach (spec 002: JOURNAL; SWAP's is in
 * modules/swaps/swaps.events.ts, SMART_SURVEY's in modules/surveys/surveys.events.ts). Declared here until their domains land: each domain then moves its
 * event to its own `<domain>.events.ts` and publishes it; the producer in notifications.producers.ts is ready. The
 * calendar's events (activity.completed and activity.skipped) are in modules/calendar/calendar.events.ts.
 */
declare module '../../platform/events/event-map.js' {
  interface EventMap {
    /** A participant added a journal entry, or a comment to one. */
    'journal.entry_added': { participantUserId: number; journalDate: string; comment: boolean };
    /**
     * What an urgent notification was about is dealt with (a critical answer acknowledged, `survey:12`):
     * every recipient's notification of that key stops being urgent.
     */
    'notifications.urgent_resolved': { urgentKey: string };
  }
}

export {};
