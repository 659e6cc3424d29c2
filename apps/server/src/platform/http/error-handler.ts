import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ErrorCode } from '@stride/contracts';
import { databaseUnavailable, UNAVAILABLE_RETRY_S } from '../db/unavailable.js';
import { HttpError } from './errors.js';

/** Field paths of Fastify's validation errors: `/email` -> `email`, with the part (body, query…). */
function zodDetails(error: FastifyError): { path: string; message: string }[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((v) => {
    const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const params = v.params as { issue?: { keys?: string[] } };
    const keys = params.issue?.keys;
    const message = keys?.length ? `Unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}` : v.message;
    return { path: [error.validationContext, field].filter(Boolean).join('.'), message: message ?? 'Invalid value' };
  });
}

/**
 * The SQLSTATE of a database error in an error's cause chain (drizzle wraps the driver's error), when it is
 * one a request's values cause: class 22 (data exception: a number out of range, text the column or the
 * encoding refuses, a malformed date) and 54000 (a value too large to index).
 */
function inputSqlState(error: unknown): string | null {
  let e: unknown = error;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (/^22[0-9A-Z]{3}$/.test(code) || code === '54000')) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** One error shape for the whole API: `{ message, code, details? }`, never a 500 for bad input. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, code: error.code, details: error.details, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = zodDetails(error);
      const first = details[0];
      const message = first ? `Invalid input: ${first.path} - ${first.message}` : 'Invalid input.';
      return reply.status(400).send({ message, code: ErrorCode.ValidationFailed, details });
    }
    if (isResponseSerializationError(error)) {
      req.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ message: 'Something went wrong on our side.', code: ErrorCode.Internal });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply
          .status(400)
          .send({ message: 'The request body is not valid JSON.', code: ErrorCode.MalformedJson });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send({ message: 'The request body is too large.', code: ErrorCode.PayloadTooLarge });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply
          .status(415)
          .send({ message: 'This content type is not accepted here.', code: ErrorCode.UnsupportedMediaType });
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
        return reply.status(413).send({ message: 'The upload is too large.', code: ErrorCode.PayloadTooLarge });
    }
    const sqlState = inputSqlState(error);
    if (sqlState) {
      // Never a 500 for bad input: a value the schema let through but the database refuses.
      req.log.warn({ err: error, sqlState }, 'a value of the request was refused by the database');
      return reply
        .status(400)
        .send({ message: 'A value in the request is not valid.', code: ErrorCode.ValidationFailed });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ message: 'Too many requests. Please wait a moment and try again.', code: ErrorCode.TooManyRequests });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message, code: error.code ?? 'BAD_REQUEST' });
    }
    if (databaseUnavailable(error)) {
      req.log.warn({ err: error }, 'the database is out of reach');
      return reply.status(503).header('retry-after', String(UNAVAILABLE_RETRY_S)).send({
        message: 'The service is unavailable for a moment. Please try again in a few seconds.',
        code: ErrorCode.ServiceUnavailable,
      });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side.', code: ErrorCode.Internal });
  });
}
