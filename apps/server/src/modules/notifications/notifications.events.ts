/**
 * The events of the care domains that notify a participant's coach (spec 002: ACTIVITIES, JOURNAL,
 * ROUTINE, SMART_SURVEY, SWAP). Declared here until their domains land: each domain then moves its event
 * to its own `<domain>.events.ts` and publishes it; the producer in notifications.producers.ts is ready.
 */
declare module '../../platform/events/event-map.js' {
  interface EventMap {
    /** A participant completed an activity of their routine. */
    'activity.completed': { participantUserId: number; activityDate: string; rating?: number | null };
    /** A participant added a journal entry, or a comment to one. */
    'journal.entry_added': { participantUserId: number; journalDate: string; comment: boolean };
    /** A participant's routine changed. */
    'routine.changed': { participantUserId: number };
    /** A staff member shared a folder of activities with their company. */
    'routine.folder_shared': { sharerUserId: number; companyId: number };
    /** A participant completed or updated a smart survey. */
    'smart_survey.updated': { participantUserId: number; completed: boolean };
    /** A participant added a swap, or notes to one. */
    'swap.added': { participantUserId: number; swapId: number; notes: boolean };
  }
}

export {};
