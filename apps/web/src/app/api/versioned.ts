import { ApiError } from './ApiError';
import { currentFromConflict } from './etag';

export interface Versioned {
  version: number;
}

export interface VersionedSave<T extends Versioned, B> {
  /** The version the change was made on (sent as If-Match). */
  version: number;
  body: B;
  /** Sends the change on a version, e.g. `(body, version) => callEndpoint(endpoints.x.update, { params, body, version })`. */
  save: (body: B, version: number) => Promise<T>;
  /** Reads the resource as it is now, after a 412 whose body does not carry it in `current`. */
  reload: () => Promise<T>;
  /** The body to retry with on the reloaded resource (default: `body`). */
  rebase?: (current: T) => B;
  /** Told of the resource as reloaded after a 412, e.g. to refresh the cache. */
  onReload?: (current: T) => void;
}

/** The resource as it is now after a 412: the one the answer carries, else read again. */
async function currentAfterConflict<T extends Versioned>(error: unknown, reload: () => Promise<T>): Promise<T> {
  const carried = currentFromConflict<T>(error);
  return carried && typeof carried.version === 'number' ? carried : reload();
}

/**
 * A change of a versioned resource through the endpoint table (docs/architecture.md; spec 000 sections
 * 4, 5): the change goes with If-Match; on a 412 the change is retried once on the version the answer
 * carries (`current`, read again only when it has none), so the user's edits win. Any other failure, or a
 * second one, is thrown.
 */
export async function saveVersioned<T extends Versioned, B>(change: VersionedSave<T, B>): Promise<T> {
  try {
    return await change.save(change.body, change.version);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 412)) throw error;
    const current = await currentAfterConflict(error, change.reload);
    change.onReload?.(current);
    return change.save(change.rebase ? change.rebase(current) : change.body, current.version);
  }
}

/**
 * A DELETE with If-Match, retried once on the reloaded version after a 412 (spec 000 section 5): the user
 * asked for it gone, a rename made meanwhile does not change that. Any other failure is thrown.
 */
export async function removeVersioned(
  version: number,
  remove: (version: number) => Promise<unknown>,
  reload: () => Promise<Versioned>,
): Promise<void> {
  try {
    await remove(version);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 412)) throw error;
    await remove((await currentAfterConflict(error, reload)).version);
  }
}
