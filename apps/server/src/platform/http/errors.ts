import { ErrorCode, type ErrorCodeValue } from '@stride/contracts';

export interface ErrorDetail {
  path: string;
  message: string;
}

/** An error with the status and JSON body the client gets. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCodeValue | string,
    message: string,
    readonly details?: ErrorDetail[],
    /** Extra fields of the body, e.g. the current resource of a 412. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) =>
  new HttpError(400, ErrorCode.ValidationFailed, message, details);
/** A 400 about one field: `details` names it, with the same message. */
export const fieldError = (path: string, message: string) => badRequest(message, [{ path, message }]);
/**
 * A refusal of the domain with its own code, declared with the endpoint (`errors`): the portal says it by
 * code in the user's language.
 */
export const domainError = (status: 400 | 409 | 422, code: string, message: string, details?: ErrorDetail[]) =>
  new HttpError(status, code, message, details);
export const unauthorized = (message = 'Sign in to continue.') => new HttpError(401, ErrorCode.Unauthorized, message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new HttpError(403, ErrorCode.Forbidden, message);
export const notFound = (what = 'Resource') => new HttpError(404, ErrorCode.NotFound, `${what} not found.`);
export const conflict = (message: string) => new HttpError(409, ErrorCode.Conflict, message);
export const payloadTooLarge = (limitBytes: number) =>
  new HttpError(413, ErrorCode.PayloadTooLarge, `The upload is larger than the limit of ${limitBytes} bytes.`);
export const preconditionRequired = () =>
  new HttpError(
    428,
    ErrorCode.PreconditionRequired,
    'This change needs the If-Match header with the version you edited.',
  );
export const preconditionFailed = (current: unknown) =>
  new HttpError(
    412,
    ErrorCode.PreconditionFailed,
    'Someone else changed this in the meantime. Reload to see the latest version, then try again.',
    undefined,
    { current },
  );
export const tooManyRequests = (message: string) => new HttpError(429, ErrorCode.TooManyRequests, message);
