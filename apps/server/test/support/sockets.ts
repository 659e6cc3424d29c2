import { io, type Socket } from 'socket.io-client';
import { HOSTS } from './app.js';

/**
 * The realtime clients of one test file, on a listening test server: `connect` signs a socket with a token
 * on a tenant's host (as the portal does) and answers once connected, or rejects with the refusal;
 * `closeAll` ends them in afterAll.
 */
export function socketClients(url: () => string) {
  const sockets: Socket[] = [];
  return {
    connect(token: string, host: keyof typeof HOSTS = 'default'): Promise<Socket> {
      const socket = io(url(), {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token },
        reconnection: false,
        extraHeaders: { host: HOSTS[host] },
      });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    },
    closeAll(): void {
      for (const socket of sockets) socket.disconnect();
    },
  };
}
