import type { FastifyBaseLogger } from 'fastify';
import type { ExtendedError } from 'socket.io';
import { renewSocketTokenSchema, type AccessClaims, type SocketAnswer, type TenantId } from '@stride/contracts';
import { unauthorized } from '../http/errors.js';
import { resolveTenantId } from '../tenancy/tenants.js';
import type { RealtimeSocket } from './realtime.js';
import { watchExpiry } from './expiry.js';
import { sessionRoom } from './rooms.js';
import { refusal } from './socket-calls.js';

export type AccessTokenVerifier = (token: string, tenantId: TenantId) => Promise<AccessClaims>;

/** The token of a handshake: Socket.IO's auth payload (browsers), else an Authorization header (other clients). */
function tokenOf(socket: RealtimeSocket): string | null {
  const auth: unknown = socket.handshake.auth;
  if (auth && typeof auth === 'object' && 'token' in auth && typeof auth.token === 'string' && auth.token) {
    return auth.token;
  }
  const header = socket.handshake.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Handshake middleware: the tenant comes from the Host header, as for HTTP, and the access token
 * must be valid for that tenant. Every failure reads the same 'unauthorized' to the client.
 */
export function authenticate(verify: AccessTokenVerifier, log: FastifyBaseLogger) {
  return async (socket: RealtimeSocket, next: (err?: ExtendedError) => void): Promise<void> => {
    const token = tokenOf(socket);
    const tenantId = resolveTenantId(socket.handshake.headers.host);
    if (!token) return next(new Error('unauthorized'));
    try {
      const claims = await verify(token, tenantId);
      // The verifier checks this too; a socket in another tenant's rooms would leak everything.
      if (claims.tenant !== tenantId) return next(new Error('unauthorized'));
      socket.data.claims = claims;
      socket.data.token = token;
      next();
    } catch (err) {
      log.debug({ err, tenantId }, 'realtime connection refused');
      next(new Error('unauthorized'));
    }
  };
}

/**
 * RENEW_SOCKET_TOKEN: the socket's person sends their renewed access token; it replaces the handshake's
 * (checked on each call) when it is valid for the socket's tenant and the same person. Anything else is
 * refused and changes nothing: a socket never becomes someone else.
 */
export async function renewToken(
  socket: RealtimeSocket,
  payload: unknown,
  verify: AccessTokenVerifier,
): Promise<SocketAnswer<null>> {
  const parsed = renewSocketTokenSchema.safeParse(payload);
  const current = socket.data.claims;
  const claims = parsed.success ? await verify(parsed.data.token, current.tenant).catch(() => null) : null;
  if (!parsed.success || !claims || claims.uuid !== current.uuid) {
    return refusal(unauthorized());
  }
  if (claims.sid !== current.sid) {
    if (current.sid) void socket.leave(sessionRoom(current.sid));
    if (claims.sid) void socket.join(sessionRoom(claims.sid));
  }
  socket.data.claims = claims;
  socket.data.token = parsed.data.token;
  watchExpiry(socket);
  return { ok: true, data: null };
}
