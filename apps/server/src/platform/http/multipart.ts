import { PassThrough, type Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
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

/** Whether the request says it is multipart (a JSON-or-multipart call takes either). */
export const isMultipartRequest = (req: FastifyRequest): boolean =>
  /^multipart\//i.test(req.headers['content-type'] ?? '');

/**
 * The JSON body of a call that takes JSON or multipart (the spec's POST /ml/directories/{id}/items),
 * checked by its schema with the same 400 as a schema-checked body: `Invalid input: body.x - message`.
 */
export function parseJsonAlternative<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((i) => ({ path: ['body', ...i.path].join('.'), message: i.message }));
  throw badRequest(`Invalid input: ${details[0]!.path} - ${details[0]!.message}`, details);
}

/** What busboy and @fastify/multipart say of a body that ends before its closing boundary or is malformed. */
const BROKEN_BODY =
  /unexpected end of (form|multipart data|file)|part terminated early|malformed part header|malformed content|boundary not found|premature close/i;

/**
 * Whether an error met while reading a multipart body (its parts or a file part's stream) means the body
 * itself is broken: cut short mid-part, or malformed. A client that went away gives the same errors;
 * nobody reads that answer.
 */
export function isBrokenMultipart(err: unknown): boolean {
  if (err instanceof HttpError) return false;
  const e = err as { message?: unknown; code?: unknown } | null;
  if (e?.code === 'ERR_STREAM_PREMATURE_CLOSE') return true;
  return typeof e?.message === 'string' && BROKEN_BODY.test(e.message);
}

export const brokenMultipart = () =>
  badRequest('The upload ended before the whole file arrived. Please try again.', [
    { path: 'file', message: 'The multipart body was cut short or malformed.' },
  ]);

/**
 * The one translation of a multipart reader's failure (every upload uses it): a broken body is the
 * client's 400, with JSON like every error, never a 500; anything else is left as it is.
 */
export function multipartFailure(err: unknown): unknown {
  if ((err as { code?: unknown } | null)?.code === 'FST_INVALID_JSON_FIELD_ERROR') return modelNotJson();
  return isBrokenMultipart(err) ? brokenMultipart() : err;
}

/** A `model` part that does not parse (as a text field, a JSON part or a file part). */
export const modelNotJson = () =>
  badRequest('Invalid input: model - The model part must be JSON.', [
    { path: 'model', message: 'The model part must be JSON.' },
  ]);

/**
 * The parts of a multipart request, as `req.parts()` gives them, with a broken body (cut short or
 * malformed) thrown as a 400 instead of a 500 or a wait that never ends. A file part's stream may still
 * fail while the caller reads it: its catch passes the error through `multipartFailure`.
 */
export async function* multipartParts(req: FastifyRequest): AsyncGenerator<Multipart> {
  try {
    for await (const part of req.parts()) yield part;
  } catch (err) {
    throw multipartFailure(err);
  }
}

/**
 * A file part as a stream that ends or fails, whatever happened before it is read. A body cut short is
 * reported once: the parser destroys the part (no 'end', no stored error) and emits 'error' on it. When
 * the whole body had arrived with the part, that happened before the handler got the part, and a reader
 * then waited for an end that never came: the request was never answered. A part destroyed already, or
 * failing later, fails this stream with the 400 of a broken body. Every upload reads its file through it.
 */
export function guardedFile(file: Readable): Readable {
  const guarded = new PassThrough();
  // The failure stays on the stream (stream.errored) for its reader to find; not an uncaught 'error' meanwhile.
  guarded.on('error', () => undefined);
  if (file.destroyed && !file.readableEnded) {
    guarded.destroy(brokenMultipart());
    return guarded;
  }
  file.on('error', (err: Error) => guarded.destroy(multipartFailure(err) as Error));
  file.on('close', () => {
    if (!file.readableEnded) guarded.destroy(brokenMultipart());
  });
  file.pipe(guarded);
  return guarded;
}
