/**
 * The journal's events (platform/events/event-map.ts). 'journal.entry_added' (a participant's meal or
 * comment: JOURNAL to their coaches) is declared in notifications.events.ts, where the care domains' events
 * were declared ahead of them.
 */
declare module '../../platform/events/event-map.js' {
  interface EventMap {
    /**
     * A staff member commented on a participant's meal (POST .../meals/{mealId}/comments, published after the
     * commit): JOURNAL to the participant, opening their day (/my-day?date=).
     */
    'journal.staff_commented': {
      participantUserId: number;
      journalDate: string;
      authorUserId: number;
    };
  }
}

export {};
