import type { RealtimeSocket } from './realtime.js';

/** setTimeout's longest delay; a later expiry is checked again then. */
const MAX_DELAY_MS = 2 ** 31 - 1;

const expired = (socket: RealtimeSocket, now: number) => {
  const { exp } = socket.data.claims;
  return exp !== undefined && exp * 1000 <= now;
};

/** Disconnects the socket if its token has expired by `now` (ms); answers whether it did. */
export function endIfExpired(socket: RealtimeSocket, now = Date.now()): boolean {
  if (!expired(socket, now)) return false;
  clearTimeout(socket.data.expiryTimer);
  socket.disconnect(true);
  return true;
}

/**
 * (Re)arms the socket's timer for its token's expiry: a socket stops receiving when its token expires
 * unless the client renewed it in time (RENEW_SOCKET_TOKEN re-arms it for the new token).
 */
export function watchExpiry(socket: RealtimeSocket): void {
  clearTimeout(socket.data.expiryTimer);
  const { exp } = socket.data.claims;
  if (exp === undefined || endIfExpired(socket)) return;
  const timer = setTimeout(
    () => {
      if (!endIfExpired(socket)) watchExpiry(socket);
    },
    Math.min(exp * 1000 - Date.now(), MAX_DELAY_MS),
  );
  timer.unref();
  socket.data.expiryTimer = timer;
}
