import type { Participant } from '@stride/contracts';

/** The participants' events (platform/events/event-map.ts). */
declare module '../../platform/events/event-map.js' {
  interface EventMap {
    /** POST /participants added one; the payload is its representation. */
    'participant.created': Participant;
    /** A batch of the import job added these accounts. */
    'participants.imported': { taskId: number; userIds: number[] };
  }
}
