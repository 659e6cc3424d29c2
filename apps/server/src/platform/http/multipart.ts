import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@stride/contracts';
import { badRequest, HttpError } from './errors.js';

/**
 * A multipart call's body is streamed by its handler; what cannot be a multipart body is refused before:
 * another content type (415), or multipart without a boundary (400: no part of it could be read).
 */
export function assertMultipart(req: FastifyRequest): void {
  const type = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) {
    throw new HttpError(415, ErrorCode.UnsupportedMediaType, 'Send this as multipart/form-data.');
  }
  if (!/;\s*boundary=("[^"]+"|[^;\s]+)/i.test(type)) {
    throw badRequest('The multipart body has no boundary in its Content-Type.');
  }
}
