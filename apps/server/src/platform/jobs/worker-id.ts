import { randomBytes } from 'node:crypto';
import os from 'node:os';

/** Names this process in locked_by, so a look at the table tells which machine runs what. */
export function newWorkerId(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/** The message to keep of a failure; a thrown non-Error still says something. */
export function errorText(err: unknown): string {
  if (err instanceof Error) return err.stack ?? `${err.name}: ${err.message}`;
  return String(err);
}
