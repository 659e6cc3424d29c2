import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { ErrorCode, type SocketAnswer } from '@stride/contracts';
import { actorFromClaims, type TokenContext } from '../http/context.js';
import { HttpError, unauthorized } from '../http/errors.js';
import type { AccessTokenVerifier } from './authenticate.js';
import type { RealtimeSocket } from './realtime.js';

/** A call a client makes over its socket: the socket's counterpart of a route. */
export interface SocketCall<S extends z.ZodType, T> {
  event: string;
  schema: S;
  handler: (payload: z.infer<S>, ctx: TokenContext) => Promise<T>;
}

/** A refusal as the request would have had it: its status and error body. */
export const refusal = (error: HttpError): SocketAnswer<never> => ({
  ok: false,
  status: error.statusCode,
  error: { message: error.message, code: error.code, details: error.details },
});

/** Zod's issues as the API's validation error (the same words as a request's). */
function invalid(error: z.ZodError): SocketAnswer<never> {
  const details = error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message:
      issue.code === 'unrecognized_keys'
        ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`
        : issue.message,
  }));
  const first = details[0];
  const message = first ? `Invalid input: ${first.path} - ${first.message}` : 'Invalid input.';
  return refusal(new HttpError(400, ErrorCode.ValidationFailed, message, details));
}

/**
 * Answers one call: the payload checked by the call's schema, the socket's token checked again (it may
 * have expired since the handshake: the client then makes the call as a request, which renews it), the
 * handler run as the token's person in its tenant; a refusal answered with the status and body the same
 * request would get, never thrown to Socket.IO.
 */
export async function answerCall<S extends z.ZodType, T>(
  call: SocketCall<S, T>,
  socket: RealtimeSocket,
  payload: unknown,
  deps: { verify: AccessTokenVerifier; log: FastifyBaseLogger },
): Promise<SocketAnswer<T>> {
  const traceId = randomUUID();
  try {
    const claims = await deps.verify(socket.data.token, socket.data.claims.tenant).catch(() => {
      throw unauthorized();
    });
    const parsed = call.schema.safeParse(payload);
    if (!parsed.success) return invalid(parsed.error);
    const data = await call.handler(parsed.data, { tenantId: claims.tenant, traceId, actor: actorFromClaims(claims) });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof HttpError) return refusal(error);
    deps.log.error({ err: error, event: call.event, traceId }, 'socket call failed');
    return refusal(new HttpError(500, ErrorCode.Internal, 'Something went wrong on our side.'));
  }
}
