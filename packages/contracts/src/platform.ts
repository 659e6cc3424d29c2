import { z } from 'zod';

export const pageViewBodySchema = z.strictObject({ path: z.string().min(1).max(2048).startsWith('/') });
export const healthSchema = z.object({ status: z.literal('ok') });

/**
 * Client to server over the realtime socket, with an acknowledgement (a SocketAnswer of null): the renewed
 * access token of the socket's person, so that its calls keep working once the handshake's token expires.
 */
export const RENEW_SOCKET_TOKEN = 'auth:token';
export const renewSocketTokenSchema = z.strictObject({ token: z.string().min(1).max(16_384) });
