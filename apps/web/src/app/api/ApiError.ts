import type { ErrorResponse } from '@stride/contracts';

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

/** A failed call: the HTTP status (0 without a response), the server's `{ message, code, details }` and body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ErrorResponse['details'];
  readonly body: unknown;
  readonly traceId: string | null;

  constructor(status: number, body: unknown, traceId: string | null) {
    const server = readServerError(body);
    super(server.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = server.code ?? (status === 0 ? NETWORK_ERROR_CODE : `HTTP_${status}`);
    this.details = server.details;
    this.body = body;
    this.traceId = traceId;
  }

  /** The server's own message, when it sent one (what users are shown). */
  get serverMessage(): string | null {
    return readServerError(this.body).message ?? null;
  }
}

function readServerError(body: unknown): Partial<ErrorResponse> {
  if (typeof body !== 'object' || body === null) return {};
  const { message, code, details } = body as Record<string, unknown>;
  return {
    message: typeof message === 'string' && message.length > 0 ? message : undefined,
    code: typeof code === 'string' ? code : undefined,
    details: Array.isArray(details) ? (details as ErrorResponse['details']) : undefined,
  };
}
