/**
 * The participant calendar's events (platform/events/event-map.ts), published after the commit of a result
 * (POST or PUT …/calendar/items/{itemId}/result); the notifications module's producers tell the coaches.
 */
declare module '../../platform/events/event-map.js' {
  interface EventMap {
    /**
     * A participant recorded an item of their calendar as done: the ACTIVITIES notification of their
     * coaches, opening the progress tab at that date.
     */
    'activity.completed': { participantUserId: number; activityDate: string; rating?: number | null };
    /**
     * A participant skipped an item of their calendar, with their reason (recorded skipped, or changed from
     * done to skipped): the ACTIVITIES notification of their coaches naming the item and the reason.
     */
    'activity.skipped': { participantUserId: number; activityDate: string; title: string; reason: string };
  }
}

export {};
