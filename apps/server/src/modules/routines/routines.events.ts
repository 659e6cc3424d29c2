/** The exercise library's and routines' events (platform/events/event-map.ts). */
declare module '../../platform/events/event-map.js' {
  interface EventMap {
    /**
     * A participant recorded an item of their calendar as done (POST or PUT .../calendar/items/{itemId}/result,
     * published after the commit): the ACTIVITIES notification of their coaches, opening the progress tab
     * at that date.
     */
    'activity.completed': { participantUserId: number; activityDate: string; rating?: number | null };
    /** A participant's routine changed. */
    'routine.changed': { participantUserId: number };
  }
}

export {};
