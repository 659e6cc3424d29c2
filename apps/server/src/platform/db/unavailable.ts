/** Seconds a client is told to wait before repeating a call the database could not take (Retry-After). */
export const UNAVAILABLE_RETRY_S = 5;

/**
 * Whether an error is the database being out of reach rather than the request being wrong: the connection
 * refused or cut (a restart, a failover), SQLSTATE class 08 (connection exception) or 57P01 to 57P03 (the server
 * shutting down or starting). Looked for along the cause chain: drizzle wraps the driver's error. The soak found
 * these answered 500 while PostgreSQL restarted (docs/decisions.md, "Soak").
 */
export function databaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^(08[0-9A-Z]{3}|57P0[123]|ECONNREFUSED|ECONNRESET|EPIPE)$/.test(code)) return true;
    // node-postgres ends a client whose socket closed with a plain Error of these words, and no code.
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && /^Connection terminated( unexpectedly)?$/.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
