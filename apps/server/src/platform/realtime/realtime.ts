import type { Server as HttpServer } from 'node:http';
import type { DefaultEventsMap, Server, Socket } from 'socket.io';
import type { z } from 'zod';
import type { AccessClaims, TenantId } from '@stride/contracts';
import type { SocketCall } from './socket-calls.js';

/** What the gateway keeps on every authenticated socket. */
export interface SocketData {
  claims: AccessClaims;
  /** The handshake's access token: checked again on each call the socket makes (it expires). */
  token: string;
  /** Ends the socket when its token expires, unless a renewal came first (expiry.ts). */
  expiryTimer?: NodeJS.Timeout;
}

/** Event maps are left open (Socket.IO's default): each module types the events it sends and handles. */
export type RealtimeServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;
export type RealtimeSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

/** One emit of a batch: an event to the sockets in any of these rooms (each socket gets it once). */
export interface RoomEmit {
  rooms: string[];
  event: string;
  payload: unknown;
}

export interface Realtime {
  /** Starts Socket.IO on /socket.io of the HTTP server. */
  attach(server: HttpServer): void;
  toUser(tenantId: TenantId, userUuid: string, event: string, payload: unknown): void;
  toTenant(tenantId: TenantId, event: string, payload: unknown): void;
  /**
   * Several emits, in order, as ONE message to the other processes (with Redis, one PUBLISH rather than
   * one per emit): each process emits them to its own sockets. For bursts, e.g. a batch of chat messages.
   */
  emitMany(emits: RoomEmit[]): void;
  /**
   * Runs handler for every authenticated connection to the main namespace, already in its rooms.
   * Register before or after attach(); modules (chat) add their socket event handlers here.
   */
  onConnection(handler: (socket: RealtimeSocket, claims: AccessClaims) => void): void;
  /**
   * Answers `call.event` on every socket with an acknowledgement (a SocketAnswer): the socket's way to
   * make a request (e.g. publishing a chat message without an HTTP request per message).
   */
  onCall<S extends z.ZodType, T>(call: SocketCall<S, T>): void;
  /**
   * Disconnects the sockets of these sign-in sessions (signed out, or their tokens revoked), on every
   * process: a socket never outlives its session.
   */
  endSessions(sessionIds: string[]): void;
  /** Disconnects every socket of a person (a password reset, a deleted account), on every process. */
  endPersonSockets(tenantId: TenantId, userUuid: string): void;
  /**
   * Disconnects this process's sockets whose token has expired by `now` (ms; each socket also has its own
   * timer, this is the same check on demand).
   */
  endExpiredSockets(now?: number): void;
  /** The Socket.IO server once attached (null before), for modules that need more, e.g. a namespace. */
  readonly io: RealtimeServer | null;
  close(): Promise<void>;
}
