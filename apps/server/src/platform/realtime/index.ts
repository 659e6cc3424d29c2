import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { AccessClaims } from '@stride/contracts';
import type { Config } from '../config/config.js';
import { authenticate, type AccessTokenVerifier } from './authenticate.js';
import type { Realtime, RealtimeServer, RealtimeSocket } from './realtime.js';
import { tenantRoom, userRoom } from './rooms.js';

export type { Realtime, RealtimeServer, RealtimeSocket } from './realtime.js';
export { tenantRoom, userRoom } from './rooms.js';

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
  let io: RealtimeServer | null = null;
  let redisClients: Redis[] = [];

  function emit(room: string, event: string, payload: unknown): void {
    if (!io) {
      deps.log.warn({ room, event }, 'realtime event dropped: gateway not attached');
      return;
    }
    io.to(room).emit(event, payload);
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
      server_.use(authenticate(deps.verifyAccessToken, deps.log));
      server_.on('connection', (socket) => {
        const { claims } = socket.data;
        void socket.join([tenantRoom(claims.tenant), userRoom(claims.tenant, claims.uuid)]);
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

    onConnection(handler) {
      handlers.push(handler);
    },

    async close() {
      const current = io;
      io = null;
      // Disconnects every client and closes the HTTP server too (a no-op if its owner closed it first).
      if (current) await current.close();
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
      redisClients = [];
    },
  };
}
