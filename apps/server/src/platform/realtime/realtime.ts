import type { Server as HttpServer } from 'node:http';
import type { DefaultEventsMap, Server, Socket } from 'socket.io';
import type { AccessClaims, TenantId } from '@stride/contracts';

/** What the gateway keeps on every authenticated socket. */
export interface SocketData {
  claims: AccessClaims;
}

/** Event maps are left open (Socket.IO's default): each module types the events it sends and handles. */
export type RealtimeServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
export type RealtimeSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

export interface Realtime {
  /** Starts Socket.IO on /socket.io of the HTTP server. */
  attach(server: HttpServer): void;
  toUser(tenantId: TenantId, userUuid: string, event: string, payload: unknown): void;
  toTenant(tenantId: TenantId, event: string, payload: unknown): void;
  /**
   * Runs handler for every authenticated connection to the main namespace, already in its rooms.
   * Register before or after attach(); modules (chat) add their socket event handlers here.
   */
  onConnection(handler: (socket: RealtimeSocket, claims: AccessClaims) => void): void;
  /** The Socket.IO server once attached (null before), for modules that need more, e.g. a namespace. */
  readonly io: RealtimeServer | null;
  close(): Promise<void>;
}
