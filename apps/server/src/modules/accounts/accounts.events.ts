import type { RoleId } from '@stride/contracts';

/** The accounts' events (platform/events/event-map.ts). */
declare module '../../platform/events/event-map.js' {
  interface EventMap {
    /** DELETE /accounts/{id} removed a person; their files are gone after the commit. */
    'account.deleted': { userId: number; profileId: number; roleId: RoleId };
  }
}
