import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_SURVEY_COOKIE } from '@stride/contracts';

/** A taker's token lives 30 days in their browser: long enough to come back to an unfinished screener. */
const MAX_AGE_S = 30 * 24 * 3600;

/** A new opaque token (256 random bits); only its hash is stored. */
export const newTakerToken = () => randomBytes(32).toString('base64url');
export const takerTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The taker's token from their cookie, if any (a malformed one is none). */
export function takerTokenOf(req: FastifyRequest): string | null {
  const token = req.cookies[PUBLIC_SURVEY_COOKIE];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

/**
 * Hands the token to the browser: HttpOnly (no script reads it), SameSite=Strict (no other site's page
 * sends it), for the API's paths only, Secure where the request came over HTTPS.
 */
export function setTakerCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(PUBLIC_SURVEY_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/api',
    maxAge: MAX_AGE_S,
    secure: req.protocol === 'https',
  });
}
