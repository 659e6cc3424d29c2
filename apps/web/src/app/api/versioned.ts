import { ApiError } from './ApiError';
import { apiRequest, type ApiResponse } from './client';
import { etagForVersion, versionFromEtag } from './etag';

export interface Versioned {
  version: number;
}

export interface VersionedUpdate<T extends Versioned> {
  /** The resource's address: PUT saves it, GET reloads it after a 412. */
  path: string;
  body: unknown;
  /** The body to retry with on the reloaded resource, e.g. the user's edits over its newer values (default: `body`). */
  rebase?: (current: T) => unknown;
  /** The version the change was made on (sent as If-Match). */
  version: number;
  method?: 'PUT' | 'PATCH';
  /** Validates the answers, e.g. a schema's parse from @stride/contracts. */
  parse?: (body: unknown) => T;
  /** Told of the resource as reloaded after a 412, e.g. to refresh the cache. */
  onReload?: (current: T) => void;
  /**
   * Reads the resource as it is now, when that is not a GET of `path` (a picture is PUT at
   * /profiles/{id}/picture and read at /profiles/{id}). Default: `getVersioned(path, parse)`.
   */
  reload?: () => Promise<T>;
}

/**
 * Optimistic concurrency as the spec has it (000 sections 4, 5): the change goes with If-Match; on a 412
 * the resource is reloaded and the change retried once on the new version, so the user's edits win.
 * Any other failure, or a second one, is thrown.
 */
export async function updateVersioned<T extends Versioned>(update: VersionedUpdate<T>): Promise<T> {
  try {
    return await send(update, update.body, update.version);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 412)) throw error;
    const current = await (update.reload ? update.reload() : getVersioned(update.path, update.parse));
    update.onReload?.(current);
    return send(update, update.rebase ? update.rebase(current) : update.body, current.version);
  }
}

/**
 * DELETE with If-Match; on a 412 the resource is reloaded and the delete retried once on its version,
 * as every change of a versioned resource is (spec 000 section 5): the user asked for it gone, a rename
 * made meanwhile does not change that.
 */
export async function deleteVersioned(path: string, version: number): Promise<void> {
  try {
    await apiRequest(path, { method: 'DELETE', ifMatch: etagForVersion(version) });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 412)) throw error;
    const current = await getVersioned<Versioned>(path);
    await apiRequest(path, { method: 'DELETE', ifMatch: etagForVersion(current.version) });
  }
}

/** GET of a versioned resource, its version taken from the ETag. */
export async function getVersioned<T extends Versioned>(path: string, parse?: (body: unknown) => T): Promise<T> {
  return withVersion(await apiRequest<T>(path, { parse }));
}

async function send<T extends Versioned>(update: VersionedUpdate<T>, body: unknown, version: number): Promise<T> {
  const response = await apiRequest<T>(update.path, {
    method: update.method ?? 'PUT',
    body,
    ifMatch: etagForVersion(version),
    parse: update.parse,
  });
  return withVersion(response);
}

/** The ETag is the version's authority (DESIGN.md section 4); the body's field stands in without one. */
function withVersion<T extends Versioned>(response: ApiResponse<T>): T {
  const version = versionFromEtag(response.etag);
  return version === null ? response.data : { ...response.data, version };
}

export interface VersionedSave<T extends Versioned, B> {
  /** The version the change was made on (sent as If-Match). */
  version: number;
  body: B;
  /** Sends the change on a version, e.g. `(body, version) => callEndpoint(endpoints.x.update, { params, body, version })`. */
  save: (body: B, version: number) => Promise<T>;
  /** Reads the resource as it is now (after a 412). */
  reload: () => Promise<T>;
  /** The body to retry with on the reloaded resource (default: `body`). */
  rebase?: (current: T) => B;
  /** Told of the resource as reloaded after a 412, e.g. to refresh the cache. */
  onReload?: (current: T) => void;
}

/**
 * A change of a versioned resource through the endpoint table (docs/architecture.md): on a 412 the
 * resource is reloaded and the change retried once on the new version, so the user's edits win.
 */
export async function saveVersioned<T extends Versioned, B>(change: VersionedSave<T, B>): Promise<T> {
  try {
    return await change.save(change.body, change.version);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 412)) throw error;
    const current = await change.reload();
    change.onReload?.(current);
    return change.save(change.rebase ? change.rebase(current) : change.body, current.version);
  }
}

/** A DELETE with If-Match, retried once on the reloaded version after a 412: the user asked for it gone. */
export async function removeVersioned(
  version: number,
  remove: (version: number) => Promise<unknown>,
  reload: () => Promise<Versioned>,
): Promise<void> {
  try {
    await remove(version);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 412)) throw error;
    await remove((await reload()).version);
  }
}
