import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { RENEW_SOCKET_TOKEN, type AccessClaims } from '@stride/contracts';
import type { Config } from '../config/config.js';
import { authenticate, renewToken, type AccessTokenVerifier } from './authenticate.js';
import { answerCall, type SocketCall } from './socket-calls.js';
import type { Realtime, RealtimeServer, RealtimeSocket, RoomEmit } from './realtime.js';
import { endIfExpired, watchExpiry } from './expiry.js';
import { sessionRoom, tenantRoom, userRoom } from './rooms.js';

export type { Realtime, RealtimeServer, RealtimeSocket, RoomEmit } from './realtime.js';
export { sessionRoom, tenantRoom, userRoom } from './rooms.js';

/** The server-side event that carries a batch of emits to the other processes. */
const EMIT_MANY = 'stride:emit-many';

type ConnectionHandler = (socket: RealtimeSocket, claims: AccessClaims) => void;

/**
 * The Socket.IO gateway. Same origin only (no CORS headers: the portal is served by this process).
 * With REDIS_URL the Redis adapter relays every emit to the other processes, so toUser reaches the
 * user whichever process holds their connection.
 */
export async function createRealtime(deps: {
  config: Config;
  verifyAccessToken: AccessTokenVerifier;
  log: FastifyBaseLogger;
}): Promise<Realtime> {
  // The Redis adapter is loaded only with REDIS_URL: one machine starts without it.
  const redis = deps.config.REDIS_URL
    ? { ...(await import('@socket.io/redis-adapter')), Redis: (await import('ioredis')).Redis }
    : null;
  const handlers: ConnectionHandler[] = [];
  const calls: SocketCall<never, unknown>[] = [];
  let io: RealtimeServer | null = null;
  let redisClients: Redis[] = [];

  function emit(room: string, event: string, payload: unknown): void {
    if (!io) {
      deps.log.warn({ room, event }, 'realtime event dropped: gateway not attached');
      return;
    }
    io.to(room).emit(event, payload);
  }

  /** This process's sockets only (the other processes get the batch from the adapter). */
  function emitLocally(server: RealtimeServer, emits: RoomEmit[]): void {
    for (const e of emits) if (e.rooms.length > 0) server.local.to(e.rooms).emit(e.event, e.payload);
  }

  return {
    get io() {
      return io;
    },

    attach(server: HttpServer) {
      if (io) throw new Error('realtime is already attached');
      const server_: RealtimeServer = new Server(server, { path: '/socket.io', serveClient: false });
      if (redis && deps.config.REDIS_URL) {
        const pub = new redis.Redis(deps.config.REDIS_URL);
        const sub = pub.duplicate();
        for (const client of [pub, sub]) client.on('error', (err) => deps.log.error({ err }, 'realtime redis error'));
        redisClients = [pub, sub];
        // The key prefix keeps deployments (and test runs) sharing a Redis apart.
        server_.adapter(redis.createAdapter(pub, sub, { key: `${deps.config.REDIS_PREFIX}:socket.io` }));
      }
      server_.on(EMIT_MANY, (emits: RoomEmit[]) => emitLocally(server_, emits));
      server_.use(authenticate(deps.verifyAccessToken, deps.log));
      server_.on('connection', (socket) => {
        const { claims } = socket.data;
        const rooms = [tenantRoom(claims.tenant), userRoom(claims.tenant, claims.uuid)];
        void socket.join(claims.sid ? [...rooms, sessionRoom(claims.sid)] : rooms);
        watchExpiry(socket);
        socket.on('disconnect', () => clearTimeout(socket.data.expiryTimer));
        // Without an acknowledgement there is no one to answer: a call is always made with one.
        const answer = (event: string, respond: (payload: unknown) => Promise<unknown>) =>
          socket.on(event, (payload: unknown, ack: unknown) => {
            if (typeof ack === 'function') void respond(payload).then((a) => ack(a));
          });
        answer(RENEW_SOCKET_TOKEN, (payload) => renewToken(socket, payload, deps.verifyAccessToken));
        for (const call of calls) {
          answer(call.event, (payload) =>
            answerCall(call, socket, payload, { verify: deps.verifyAccessToken, log: deps.log }),
          );
        }
        for (const handler of handlers) {
          try {
            handler(socket, claims);
          } catch (err) {
            deps.log.error({ err }, 'realtime connection handler failed');
          }
        }
      });
      io = server_;
    },

    toUser(tenantId, userUuid, event, payload) {
      emit(userRoom(tenantId, userUuid), event, payload);
    },

    toTenant(tenantId, event, payload) {
      emit(tenantRoom(tenantId), event, payload);
    },

    emitMany(emits) {
      if (!io) {
        deps.log.warn({ count: emits.length }, 'realtime events dropped: gateway not attached');
        return;
      }
      if (emits.length === 0) return;
      emitLocally(io, emits);
      // Without Redis this is the only process (the in-memory adapter has no other servers to tell).
      if (redisClients.length > 0) io.serverSideEmit(EMIT_MANY, emits);
    },

    endSessions(sessionIds) {
      if (io && sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },

    endPersonSockets(tenantId, userUuid) {
      io?.in(userRoom(tenantId, userUuid)).disconnectSockets(true);
    },

    endExpiredSockets(now = Date.now()) {
      for (const socket of io?.of('/').sockets.values() ?? []) endIfExpired(socket, now);
    },

    onConnection(handler) {
      handlers.push(handler);
    },

    onCall(call) {
      calls.push(call as unknown as SocketCall<never, unknown>);
    },

    async close() {
      const current = io;
      io = null;
      // Disconnects every client and closes the HTTP server too (a no-op if its owner closed it first).
      if (current) await current.close();
      // A client still connecting has the adapter's subscriptions queued: quitting it then rejects them
      // where nobody listens ("Connection is closed"). A process closed right after it started waits for them.
      await Promise.all(
        redisClients.map(async (c) => {
          if (c.status === 'connecting' || c.status === 'connect' || c.status === 'wait') {
            await new Promise<void>((settle) => {
              const timer = setTimeout(settle, 2000);
              for (const event of ['ready', 'end', 'error'])
                c.once(event, () => {
                  clearTimeout(timer);
                  settle();
                });
            });
          }
          await c.quit().catch(() => undefined);
        }),
      );
      redisClients = [];
    },
  };
}
