/**
 * The exercise library's and routines' events (platform/events/event-map.ts). What a participant does of
 * their calendar (activity.completed, activity.skipped) is the calendar's: modules/calendar/calendar.events.ts.
 */
declare module '../../platform/events/event-map.js' {
  interface EventMap {
    /** A participant's routine changed. */
    'routine.changed': { participantUserId: number };
  }
}

export {};
