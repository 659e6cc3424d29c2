/** The swaps' events (platform/events/event-map.ts). */
declare module '../../platform/events/event-map.js' {
  interface EventMap {
    /**
     * A participant added a swap of their own (notes false) or an entry to one (notes true), published after
     * the commit: the SWAP notification of their coaches, opening /participants/{id}/swaps?id=….
     */
    'swap.added': { participantUserId: number; swapId: number; notes: boolean };
  }
}

export {};
