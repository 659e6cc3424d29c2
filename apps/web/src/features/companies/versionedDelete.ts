import { ApiError } from '../../app/api/ApiError';
import { apiRequest } from '../../app/api/client';
import { etagForVersion } from '../../app/api/etag';
import { getVersioned, type Versioned } from '../../app/api/versioned';

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
