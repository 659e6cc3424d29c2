import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@stride/contracts';
import { HttpError } from './errors.js';

const NUL = '\u0000';
const NUL_MESSAGE = 'Text may not contain the NUL character (U+0000).';
/** Deeper than any body of the API: a deeper one is walked no further (the schema refuses it anyway). */
const MAX_DEPTH = 64;

/**
 * The path (`body.items.0.title`, `query.search`) of the first string or key holding U+0000, or null.
 * PostgreSQL refuses NUL in text, so such input would fail in the database instead of as bad input.
 */
export function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}.${key.replaceAll(NUL, '\\u0000')}`;
    if (key.includes(NUL)) return at;
    const found = findNul(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The 400 for a NUL character, in the shape of a validation error. */
export function nulRefused(path: string): HttpError {
  return new HttpError(400, ErrorCode.ValidationFailed, `Invalid input: ${path} - ${NUL_MESSAGE}`, [
    { path, message: NUL_MESSAGE },
  ]);
}

/** Throws the 400 when a value (a multipart text part, for one) holds U+0000. */
export function assertNoNul(value: unknown, path: string): void {
  const found = findNul(value, path);
  if (found) throw nulRefused(found);
}

/**
 * Input every route refuses before its schema and handler run (registered before the modules' routes):
 * a NUL character anywhere in the path parameters, the query or a parsed (JSON or form) body.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const found =
      findNul(req.params, 'params') ?? findNul(req.query, 'query') ?? (req.body ? findNul(req.body, 'body') : null);
    if (found) throw nulRefused(found);
  });
}
