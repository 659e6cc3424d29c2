/**
 * The events of the care domains that notify a participant's coach (spec 002: JOURNAL, SMART_SURVEY; SWAP's
 * is in modules/swaps/swaps.events.ts). Declared here until their domains land: each domain then moves its
 * event to its own `<domain>.events.ts` and publishes it; the producer in notifications.producers.ts is ready. The
 * routines' events (activity.completed among them) are in modules/routines/routines.events.ts.
 */
declare module '../../platform/events/event-map.js' {
  interface EventMap {
    /** A participant added a journal entry, or a comment to one. */
    'journal.entry_added': { participantUserId: number; journalDate: string; comment: boolean };
    /** A participant completed or updated a smart survey. */
    'smart_survey.updated': { participantUserId: number; completed: boolean };
  }
}

export {};
