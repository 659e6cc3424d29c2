import { z } from 'zod';

export const errorDetailSchema = z.object({ path: z.string(), message: z.string() });
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.array(errorDetailSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * The answer (Socket.IO acknowledgement) to a call a client makes over its socket: the data, or the HTTP
 * status and error body the same call would have had as a request.
 */
export type SocketAnswer<T> = { ok: true; data: T } | { ok: false; status: number; error: ErrorResponse };

export const ErrorCode = {
  ValidationFailed: 'VALIDATION_FAILED',
  MalformedJson: 'MALFORMED_JSON',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  PreconditionFailed: 'PRECONDITION_FAILED',
  PreconditionRequired: 'PRECONDITION_REQUIRED',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  /** 413: the upload does not fit in what is left of its owner's storage (STORAGE_QUOTA_MB). */
  StorageQuotaReached: 'STORAGE_QUOTA_REACHED',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  /** 503: the database cannot be reached for a moment (a restart, a failover); the call may be repeated. */
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  Internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
