import path from 'node:path';
import { badRequest } from '../http/errors.js';

const MAX_KEY_LENGTH = 1024;
// Letters, digits and a few separators: keys are built by our code (tenant/<id>/<uuid>.<ext>), never
// taken raw from a user, so anything else signals a bug or an attack.
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.=@+-]*$/;

/**
 * Checks a storage key: relative, '/'-separated, no empty, '.' or '..' segments. A segment may not
 * start with '.', which keeps the store's own folders (.tmp, .meta) out of reach of any key.
 */
export function assertValidKey(key: string): void {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !key.split('/').every((s) => SEGMENT.test(s))) {
    throw badRequest(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

/** The absolute path of key under root, checked again after resolution as a second line of defence. */
export function resolveKey(root: string, key: string): string {
  assertValidKey(key);
  const full = path.resolve(root, ...key.split('/'));
  if (!full.startsWith(root + path.sep)) throw badRequest('Invalid storage key');
  return full;
}
