import type { RoleId } from '@stride/contracts';

/**
 * Every domain event: its type and the type of its payload. Platform declares its own events here; a
 * module adds its events by augmenting this interface in `modules/<domain>/<domain>.events.ts`, so
 * platform imports no module:
 *
 *   declare module '../../platform/events/event-map.js' {
 *     interface EventMap { 'participant.created': Participant }
 *   }
 *
 * `events.publish` and `events.subscribe` accept only these types, each with its payload.
 */
export interface EventMap {
  /** A person signed in with their password (not a surrogate start or end). */
  'auth.signed_in': { userId: number; roleId: RoleId; firstSignIn: boolean };
}

export type EventType = keyof EventMap & string;
